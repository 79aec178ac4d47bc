import { describe, expect, it } from 'vitest';
import { activityRow } from '../../../src/popup/lib/activity';
import { amountOf, coinsOf, formatCoin, formatCoins, shortHash } from '../../../src/popup/lib/format';
import { addressFromPublicKey } from '../../../src/core/address';

describe('coins', () => {
  it('formats NANOGT as GT and tokens as whole units', () => {
    expect(formatCoin({ denom: 'NANOGT', amount: '1500000000' })).toBe('1.5 GT');
    expect(formatCoin({ denom: 'ABC-X1Y', amount: '42' })).toBe('42 ABC-X1Y');
    expect(formatCoins([])).toBe('0 GT');
  });
  it('reads a wrapped or bare balance and sums one denom', () => {
    const coins = [{ denom: 'NANOGT', amount: '5' }, { denom: 'ABC-X1Y', amount: '2' }];
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
    const row = activityRow({ txhash: 'IRREVOCABLEPAY-AA', height: '7', timestamp: '2024-01-02T03:04:05Z', logs: [{ success: true, log: '', msg_index: 0, events: [] }], tx: { type: 'StdTx', value: { msg: [send] } } });
    expect(row.success).toBe(true);
    expect(row.height).toBe('7');
    expect(row.time).toBe(Date.parse('2024-01-02T03:04:05Z'));
    expect(row.summary).toMatch(/2/);
  });
  it('marks a failed message and keeps its log; tolerates missing fields', () => {
    const row = activityRow({ txhash: 'BASIC-BB', logs: [{ success: false, log: 'insufficient funds' }], tx: { value: { msg: [{ type: 'Nope', value: {} }] } } });
    expect(row).toMatchObject({ success: false, error: 'insufficient funds', summary: 'Nope', height: '', time: null });
    expect(activityRow(null)).toMatchObject({ txhash: '', success: true, summary: 'Transaction' });
  });
});
