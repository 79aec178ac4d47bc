import { describe, expect, it } from 'vitest';
import {
  amountOf as amountIn,
  formatCoin as coinLabel,
  coinsLabel,
  decAmountIn,
  decGtText,
  decimalText,
  gtText,
  percentText,
  toBigInt,
  toDec18,
  unitsText,
} from '../../../src/popup/lib/format';

describe('amount display', () => {
  it('reads integers and 18-decimal strings without floating point', () => {
    expect(toBigInt('123456789012345678901234567890')).toBe(123456789012345678901234567890n);
    expect(toBigInt('1.5')).toBe(0n);
    expect(toBigInt(undefined)).toBe(0n);
    expect(toDec18('1.500000000000000000')).toBe(15n * 10n ** 17n);
    expect(toDec18('7')).toBe(7n * 10n ** 18n);
    expect(toDec18('abc')).toBe(0n);
  });

  it('shows GT grouped, rewards from 18-decimal NANOGT, rates as percent', () => {
    expect(gtText('1234500000000')).toBe('1,234.5 GT');
    expect(gtText(1n)).toBe('0.000000001 GT');
    // Pending rewards read with REWARD_DECIMALS (6) unless asked otherwise.
    expect(decGtText('3093023.123456789012345678')).toBe('0.003093 GT');
    expect(decGtText('3093023.123456789012345678', 9)).toBe('0.003093023 GT');
    expect(decGtText('0.5')).toBe('< 0.000001 GT');
    expect(decGtText('1500000000000.000000000000000000')).toBe('1,500 GT');
    expect(decGtText('0.5', 6)).toBe('< 0.000001 GT');
    expect(decGtText('0')).toBe('0 GT');
    expect(percentText('0.100000000000000000')).toBe('10%');
    expect(percentText('0.125000000000000000')).toBe('12.5%');
    expect(decimalText('100000.000000000000000000', 0)).toBe('100,000');
    expect(unitsText('1000500')).toBe('1,000,500');
  });

  it('labels coins: GT with decimals, reward decimals, tokens in whole units', () => {
    expect(coinLabel({ denom: 'NANOGT', amount: '2500000000' })).toBe('2.5 GT');
    expect(coinLabel({ denom: 'NANOGT', amount: '1000000000.5' })).toBe('1 GT');
    expect(coinLabel({ denom: 'VLT-X1Y', amount: '1000' })).toBe('1,000 VLT-X1Y');
    expect(coinsLabel([])).toBe('0 GT');
    expect(
      coinsLabel([
        { denom: 'NANOGT', amount: '1000000000' },
        { denom: 'AB-123', amount: '5' },
      ]),
    ).toBe('1 GT + 5 AB-123');
  });

  it('sums one denom of a coin list', () => {
    const coins = [
      { denom: 'NANOGT', amount: '5' },
      { denom: 'AB-123', amount: '7' },
      { denom: 'NANOGT', amount: '10' },
    ];
    expect(amountIn(coins, 'NANOGT')).toBe(15n);
    expect(amountIn(coins, 'CD-456')).toBe(0n);
    expect(
      decAmountIn(
        [
          { denom: 'NANOGT', amount: '0.5' },
          { denom: 'NANOGT', amount: '1.25' },
        ],
        'NANOGT',
      ),
    ).toBe(175n * 10n ** 16n);
  });
});
