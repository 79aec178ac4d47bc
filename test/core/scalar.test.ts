// publicKeyOf gives the same point whether noble's base-point table exists yet (then kL·B through
// it) or not (then (kL/2)·(2B) on noble's ladder), and signing builds the table first.
import { describe, expect, it, vi } from 'vitest';
import * as ed from '@noble/ed25519';
import { bytesToHex } from '../../src/core/bytes';

type Scalar = typeof import('../../src/core/scalar');

async function freshScalar(): Promise<Scalar> {
  vi.resetModules();
  return import('../../src/core/scalar');
}

const L = 2n ** 252n + 27742317777372353535851937790883648493n;

function scalarBytes(scalar: Scalar, value: bigint): Uint8Array {
  return scalar.numberToBytesLE(value % 2n ** 256n, 32);
}

/** Edge scalars (0, 1, 2, L-1, L, L+1, 2^256-1) and a spread of others. */
const VALUES = [
  0n,
  1n,
  2n,
  L - 1n,
  L,
  L + 1n,
  2n ** 256n - 1n,
  ...Array.from({ length: 12 }, (_, i) => (BigInt(i + 3) * 0x9e3779b97f4a7c15f39cc0605cedc8341082276bf3a27251n) % 2n ** 256n),
];

function expected(value: bigint): string {
  const reduced = value % L;
  return bytesToHex((reduced === 0n ? ed.Point.ZERO : ed.Point.BASE.multiply(reduced)).toBytes());
}

describe('publicKeyOf', () => {
  it('is kL·B on the ladder before the table exists and through the table after', async () => {
    const scalar = await freshScalar();
    const before = VALUES.map((value) => bytesToHex(scalar.publicKeyOf(scalarBytes(scalar, value))));
    expect(scalar.hasBaseTable()).toBe(false);
    scalar.prepareBaseTable();
    const after = VALUES.map((value) => bytesToHex(scalar.publicKeyOf(scalarBytes(scalar, value))));
    const want = VALUES.map(expected);
    expect(before).toEqual(want);
    expect(after).toEqual(want);
    expect(new Set(want).size).toBe(VALUES.length - 2); // 0 and L are both the identity; L+1 is 1's point
  });

  it('builds the table only when asked (a signing key prepared, a signature), however many keys the ladder computed', async () => {
    const scalar = await freshScalar();
    for (let i = 1; i <= 64; i++) scalar.publicKeyOf(scalarBytes(scalar, BigInt(i)));
    expect(scalar.hasBaseTable()).toBe(false);
    const key = scalarBytes(scalar, 12345678901234567890n);
    expect(bytesToHex(scalar.publicKeyOf(key))).toBe(expected(12345678901234567890n));
    expect(scalar.hasBaseTable()).toBe(false);
    scalar.prepareBaseTable();
    expect(scalar.hasBaseTable()).toBe(true);
    expect(bytesToHex(scalar.publicKeyOf(key))).toBe(expected(12345678901234567890n));
    const signing = await freshScalar();
    const { signDigest } = await import('../../src/core/sign');
    signDigest(key, new Uint8Array(32));
    expect(signing.hasBaseTable()).toBe(true);
  });

  it('refuses a scalar that is not 32 bytes either way', async () => {
    const scalar = await freshScalar();
    expect(() => scalar.publicKeyOf(new Uint8Array(31))).toThrow(/32 bytes/);
    scalar.prepareBaseTable();
    expect(() => scalar.publicKeyOf(new Uint8Array(33))).toThrow(/32 bytes/);
  });
});
