// The shared bounded memo (signer addresses, public keys, gt1 forms): derives once, stays bounded,
// and keeps nothing when deriving throws.
import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../src/devnet/ledger/bounded-cache';
import { gt1Of } from '../../src/devnet/ledger/gt1';
import { toForm, toGt1 } from '../../src/core/address';
import { devKey } from './support';

describe('BoundedCache', () => {
  it('derives each key once and never holds more than its limit', () => {
    const cache = new BoundedCache<number, string>(3);
    let calls = 0;
    const derive = (n: number) => {
      calls++;
      return `v${n}`;
    };
    expect(cache.get(1, derive)).toBe('v1');
    expect(cache.get(1, derive)).toBe('v1');
    expect(calls).toBe(1);
    for (let n = 2; n <= 10; n++) expect(cache.get(n, derive)).toBe(`v${n}`);
    expect(cache.size).toBeLessThanOrEqual(3);
  });

  it('passes a throw on and remembers nothing for that key', () => {
    const cache = new BoundedCache<string, string>(3);
    expect(() =>
      cache.get('bad', () => {
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(cache.size).toBe(0);
    expect(cache.get('bad', () => 'fine')).toBe('fine');
  });
});

describe('gt1Of', () => {
  it('answers as toGt1 does, for every form and for invalid input', () => {
    const gt1 = devKey(0).address;
    for (const form of ['gt1', 'gt2', 'vault1', 'vault2'] as const) {
      const address = toForm(gt1, form);
      expect(gt1Of(address)).toBe(toGt1(address));
      expect(gt1Of(address)).toBe(gt1);
    }
    expect(() => gt1Of('gt1notanaddress')).toThrow();
    expect(() => gt1Of('gt1notanaddress')).toThrow();
  });
});
