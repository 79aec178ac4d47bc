// Which pending revocable transfers are due at a height: the vault module's per-block work.
import { describe, expect, it } from 'vitest';
import { JournaledStore } from '../../src/devnet/ledger/store';
import { dueRevocables, pendingRevocables, saveRevocable, type RevocableRecord } from '../../src/devnet/modules/vault/keeper';

function revocable(hash: string, effectHeight: number, status: 0 | 1 = 1): RevocableRecord {
  return {
    tx_hash: hash,
    msg_index: 0,
    from: 'a',
    to: 'b',
    amount: [],
    height: 1,
    effect_height: effectHeight,
    status,
    revoke_hash: '',
    revoker: '',
  };
}

describe('dueRevocables', () => {
  it('returns the pending transfers at or below the height, oldest effect height first', () => {
    const store = new JournaledStore();
    for (const record of [revocable('CC', 120), revocable('AA', 9), revocable('BB', 100), revocable('DD', 50, 0)])
      saveRevocable(store, record);
    expect(dueRevocables(store, 8)).toEqual([]);
    expect(dueRevocables(store, 100).map((r) => r.tx_hash)).toEqual(['AA', 'BB']);
    expect(dueRevocables(store, 1000).map((r) => r.tx_hash)).toEqual(['AA', 'BB', 'CC']);
    saveRevocable(store, { ...revocable('AA', 9), status: 0 });
    expect(dueRevocables(store, 100).map((r) => r.tx_hash)).toEqual(['BB']);
    expect(pendingRevocables(store).map((r) => r.tx_hash)).toEqual(['BB', 'CC']);
  });
});
