// The journaled store under the ledger: rollback is complete, entries are ordered, roots are stable.
import { describe, expect, it } from 'vitest';
import { JournaledStore } from '../../src/devnet/ledger/store';

describe('JournaledStore', () => {
  it('rolls back every set and delete made inside a checkpoint, including nested ones', () => {
    const store = new JournaledStore();
    store.set('a', { n: '1' });
    store.set('b', ['x']);
    const root = store.stateRoot();

    store.checkpoint();
    store.set('a', { n: '2' });
    store.delete('b');
    store.checkpoint();
    store.set('c', 'new');
    store.set('a', { n: '3' });
    store.commit();
    expect(store.get('a')).toEqual({ n: '3' });
    store.rollback();

    expect(store.get('a')).toEqual({ n: '1' });
    expect(store.get('b')).toEqual(['x']);
    expect(store.get('c')).toBeUndefined();
    expect(store.stateRoot()).toBe(root);
    expect(store.entries('')).toEqual([
      ['a', { n: '1' }],
      ['b', ['x']],
    ]);
  });

  it('keeps committed writes of an inner checkpoint when the outer commits', () => {
    const store = new JournaledStore();
    store.checkpoint();
    store.checkpoint();
    store.set('k', 1);
    store.commit();
    store.commit();
    expect(store.get('k')).toBe(1);
    expect(store.depth).toBe(0);
  });

  it('lists entries by prefix in key order, and hands out copies', () => {
    const store = new JournaledStore();
    for (const key of ['bank/b', 'auth/x', 'bank/a', 'bankrupt', 'bank/c']) store.set(key, { key });
    expect(store.entries('bank/').map(([key]) => key)).toEqual(['bank/a', 'bank/b', 'bank/c']);
    const copy = store.get<{ key: string }>('bank/a')!;
    copy.key = 'changed';
    expect(store.get('bank/a')).toEqual({ key: 'bank/a' });
  });

  it('keeps prefix listings current through inserts, deletes and rollbacks after a listing', () => {
    const store = new JournaledStore();
    for (const key of ['due/3', 'due/1', 'other']) store.set(key, true);
    expect(store.entries('due/').map(([key]) => key)).toEqual(['due/1', 'due/3']);
    store.set('due/2', true);
    store.delete('due/1');
    store.set('due/0', true);
    expect(store.entries('due/').map(([key]) => key)).toEqual(['due/0', 'due/2', 'due/3']);
    store.checkpoint();
    store.delete('due/3');
    store.set('due/4', true);
    store.set('due/4', false);
    expect(store.entries('due/').map(([key]) => key)).toEqual(['due/0', 'due/2', 'due/4']);
    store.rollback();
    expect(store.entries('due/')).toEqual([
      ['due/0', true],
      ['due/2', true],
      ['due/3', true],
    ]);
    expect(store.entries('').map(([key]) => key)).toEqual(['due/0', 'due/2', 'due/3', 'other']);
  });

  it('gives equal states equal roots whatever the write order or key order inside values', () => {
    const one = new JournaledStore();
    one.set('x', { a: '1', b: '2' });
    one.set('y', 'v');
    const two = new JournaledStore();
    two.set('y', 'v');
    two.set('x', { b: '2', a: '1' });
    two.set('z', 'temporary');
    two.delete('z');
    expect(two.stateRoot()).toBe(one.stateRoot());
    one.set('y', 'w');
    expect(one.stateRoot()).not.toBe(two.stateRoot());
  });

  it('keeps its root equal to a fresh digest of its entries through writes, rollbacks and roots asked mid-checkpoint', () => {
    const store = new JournaledStore();
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let step = 0; step < 2000; step++) {
      const key = `k/${random(12)}`;
      const action = random(10);
      if (action < 5) store.set(key, { n: random(5), z: [random(3), 'x'] });
      else if (action < 6) store.delete(key);
      else if (action < 7) store.checkpoint();
      else if (action < 8 && store.depth > 0) store.rollback();
      else if (action < 9 && store.depth > 0) store.commit();
      else store.stateRoot();
      if (store.depth === 0 && random(4) === 0) {
        // restore() digests every entry from scratch and throws when the root differs.
        expect(() => JournaledStore.restore(store.dump(), store.stateRoot())).not.toThrow();
      }
    }
    while (store.depth > 0) store.rollback();
    expect(JournaledStore.restore(store.dump(), store.stateRoot()).stateRoot()).toBe(store.stateRoot());
  });

  it('refuses values that are not JSON (a bigint amount)', () => {
    const store = new JournaledStore();
    expect(() => store.set('amount', { amount: 5n })).toThrow(/not JSON/);
    expect(() => store.set('nothing', undefined)).toThrow(/undefined/);
  });
});
