import { describe, expect, it } from 'vitest';
import { ripemd320 } from '../../src/core/ripemd320';
import { bytesToHex, utf8ToBytes } from '../../src/core/bytes';

// The test suite published by the RIPEMD authors.
const AUTHOR_VECTORS: Array<[string, string]> = [
  ['', '22d65d5661536cdc75c1fdf5c6de7b41b9f27325ebc61e8557177d705a0ec880151c3a32a00899b8'],
  ['a', 'ce78850638f92658a5a585097579926dda667a5716562cfcf6fbe77f63542f99b04705d6970dff5d'],
  ['abc', 'de4c01b3054f8930a79d09ae738e92301e5a17085beffdc1b8d116713e74f82fa942d64cdbc4682d'],
  ['message digest', '3a8e28502ed45d422f68844f9dd316e7b98533fa3f2a91d29f84d425c88d6b4eff727df66a7c0197'],
  ['abcdefghijklmnopqrstuvwxyz', 'cabdb1810b92470a2093aa6bce05952c28348cf43ff60841975166bb40ed234004b8824463e6b009'],
  [
    'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
    'd034a7950cf722021ba4b84df769a5de2060e259df4c9bb4a4268c0e935bbc7470a969c9d072a1ac',
  ],
  [
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
    'ed544940c86d67f250d232c30b7b3e5770e0c60c8cb9a4cafe3b11388af9920e1b99230b843c86a4',
  ],
  ['1234567890'.repeat(8), '557888af5f6d8ed62ab66945c6d2a0a47ecd5341e915eb8fea1d0524955f825dc717e4a008ab2d42'],
  ['a'.repeat(1_000_000), 'bdee37f4371e20646b8b0d862dda16292ae36f40965e8c8509e63d1dbddecc503e2b63eb9245bb66'],
];

describe('ripemd320', () => {
  it.each(
    AUTHOR_VECTORS.map(([input, digest]) => [
      input.length > 80 ? `${input.slice(0, 12)}… (${input.length} bytes)` : JSON.stringify(input),
      input,
      digest,
    ]),
  )('hashes %s to the published digest', (_label, input, digest) => {
    expect(bytesToHex(ripemd320(utf8ToBytes(input)))).toBe(digest);
  });

  it('returns 40 bytes and does not modify its input', () => {
    const input = utf8ToBytes('vaultline');
    const copy = input.slice();
    expect(ripemd320(input)).toHaveLength(40);
    expect(input).toEqual(copy);
  });

  it('pads correctly around the 55/56/64-byte block boundaries', () => {
    // Each length gives a distinct digest, and hashing a subarray equals hashing a copy of it.
    const digests = new Set<string>();
    const source = utf8ToBytes('x'.repeat(200));
    for (const length of [54, 55, 56, 57, 63, 64, 65, 119, 120, 128]) {
      const view = source.subarray(3, 3 + length);
      const digest = bytesToHex(ripemd320(view));
      expect(digest).toBe(bytesToHex(ripemd320(view.slice())));
      digests.add(digest);
    }
    expect(digests.size).toBe(10);
  });
});
