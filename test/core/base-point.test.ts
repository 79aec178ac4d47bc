import * as ed from '@noble/ed25519';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseMultiply } from '../../src/core/base-point';
import { CURVE_ORDER } from '../../src/core/hd';

describe('baseMultiply', () => {
  it('gives noble’s k·B for edge and random scalars', () => {
    for (const k of [1n, 2n, 15n, 16n, 17n, 31n, 32n, 33n, CURVE_ORDER - 1n, CURVE_ORDER - 16n, 2n ** 252n]) {
      expect(baseMultiply(k).equals(ed.Point.BASE.multiply(k))).toBe(true);
    }
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: CURVE_ORDER - 1n }), (k) => baseMultiply(k).equals(ed.Point.BASE.multiply(k))), { numRuns: 200 });
  });

  it('gives the same bytes as noble for the wallet’s unreduced 256-bit scalars', () => {
    const k = 2n ** 255n + 12345n;
    expect(baseMultiply(k).toBytes()).toEqual(ed.Point.BASE.multiply(k % CURVE_ORDER).toBytes());
  });
});
