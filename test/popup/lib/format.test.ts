import { describe, expect, it } from 'vitest';
import { activityRow } from '../../../src/popup/lib/activity';
import {
  amountOf,
  coinsOf,
  formatCoin,
  formatCoins,
  groupAmountsInText,
  groupThousands,
  gtAmount,
  gtLabel,
  heightText,
  shortHash,
  tokenAmount,
} from '../../../src/popup/lib/format';
import { addressFromPublicKey } from '../../../src/core/address';

describe('coins', () => {
  it('formats NANOGT as GT and tokens as whole units', () => {
    expect(formatCoin({ denom: 'NANOGT', amount: '1500000000' })).toBe('1.5 GT');
    expect(formatCoin({ denom: 'ABC-X1Y', amount: '42' })).toBe('42 ABC-X1Y');
    expect(formatCoins([])).toBe('0 GT');
  });
  it('groups whole parts by thousands with commas and never groups the fraction', () => {
    expect(groupThousands('1000000')).toBe('1,000,000');
    expect(groupThousands('999')).toBe('999');
    // Heights are identifiers: never grouped (the height rule beside the GT number rule).
    expect(heightText(1234567)).toBe('1234567');
    expect(heightText(12345678901n)).toBe('12345678901');
    expect(heightText(' 959 ')).toBe('959');
    expect(groupThousands('1234.567891')).toBe('1,234.567891');
    expect(groupThousands('12ab')).toBe('12ab');
    expect(gtAmount(1_000_000_500_000_000n)).toBe('1,000,000.5');
    expect(gtAmount('999998230000000')).toBe('999,998.23');
    expect(gtAmount(1n)).toBe('0.000000001');
    expect(gtAmount(1_234_567_890_123n, 2)).toBe('1,234.56');
    expect(gtLabel(0n)).toBe('0 GT');
    expect(tokenAmount(1_000_500n)).toBe('1,000,500');
    expect(formatCoin({ denom: 'NANOGT', amount: '100000000000000' })).toBe('100,000 GT');
    expect(formatCoin({ denom: 'PLAY-HSM', amount: '1000500' })).toBe('1,000,500 PLAY-HSM');
    expect(formatCoin({ denom: 'NANOGT', amount: 'lots' })).toBe('lots GT');
  });
  it('groups amounts inside summary lines but not heights, hashes or fractions', () => {
    expect(groupAmountsInText('Delegate 100000 GT to gt11abc…xyz')).toBe('Delegate 100,000 GT to gt11abc…xyz');
    expect(groupAmountsInText('Send 1234.56789 GT + 2500 PLAY-1X2 to a')).toBe('Send 1,234.56789 GT + 2,500 PLAY-1X2 to a');
    expect(groupAmountsInText('Issue token PLAY (Play), total supply 1000000')).toBe('Issue token PLAY (Play), total supply 1,000,000');
    expect(groupAmountsInText('Move the clearing height of vault v to 10000')).toBe('Move the clearing height of vault v to 10000');
    expect(groupAmountsInText('Send 0.12345 GT to b')).toBe('Send 0.12345 GT to b');
  });
  it('reads a wrapped or bare balance and sums one denom', () => {
    const coins = [
      { denom: 'NANOGT', amount: '5' },
      { denom: 'ABC-X1Y', amount: '2' },
    ];
    expect(coinsOf({ height: '3', result: coins })).toEqual(coins);
    expect(coinsOf(coins)).toEqual(coins);
    expect(coinsOf({ height: '3', result: null })).toEqual([]);
    expect(amountOf(coins, 'NANOGT')).toBe(5n);
    expect(amountOf(coins, 'XYZ-AAA')).toBe(0n);
  });
  it('shortens a prefixed hash keeping its prefix', () => {
    expect(shortHash(`IRREVOCABLEPAY-${'AB'.repeat(48)}`)).toBe('IRREVOCABLEPAY-ABABAB…ABABAB');
    expect(shortHash('SHORT')).toBe('SHORT');
  });
});

describe('activityRow', () => {
  const from = addressFromPublicKey(new Uint8Array(32).fill(1));
  const to = addressFromPublicKey(new Uint8Array(32).fill(2));
  const send = { type: 'MsgSend', value: { from_address: from, to_address: to, amount: [{ denom: 'NANOGT', amount: '2000000000' }] } };

  it('summarises messages and reads success, height and time', () => {
    const row = activityRow({
      txhash: 'IRREVOCABLEPAY-AA',
      height: '7',
      timestamp: '2024-01-02T03:04:05Z',
      logs: [{ success: true, log: '', msg_index: 0, events: [] }],
      tx: { type: 'StdTx', value: { msg: [send] } },
    });
    expect(row.success).toBe(true);
    expect(row.height).toBe('7');
    expect(row.time).toBe(Date.parse('2024-01-02T03:04:05Z'));
    expect(row.summary).toMatch(/2/);
  });
  it('marks a failed message and keeps its log; tolerates missing fields', () => {
    const row = activityRow({
      txhash: 'BASIC-BB',
      logs: [{ success: false, log: 'insufficient funds' }],
      tx: { value: { msg: [{ type: 'Nope', value: {} }] } },
    });
    expect(row).toMatchObject({ success: false, error: 'insufficient funds', summary: 'Nope', height: '', time: null });
    expect(activityRow(null)).toMatchObject({ txhash: '', success: true, summary: 'Transaction' });
  });
});

describe('the number rule for GT', () => {
  it('shows ledger integers with every decimal and grouped, whatever the kind of figure', () => {
    expect(gtLabel(8_999_999_989_968n)).toBe('8,999.999989968 GT');
    expect(formatCoins([{ denom: 'NANOGT', amount: '100000' }])).toBe('0.0001 GT');
    expect(gtLabel(1_234_567_000_000_001n)).toBe('1,234,567.000000001 GT');
  });
});
