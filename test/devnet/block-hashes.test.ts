// The node hashes block lines, headers and seeds with node:crypto: the digests must be the ones
// noble's SHA-256 gave, or existing data dirs would no longer replay to their stored hashes.
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex, toBase64, utf8ToBytes } from '../../src/core/bytes';
import { blockSeed, sha256Hex } from '../../src/devnet/ledger/blocks';

describe('block hashing', () => {
  it('gives noble SHA-256 digests, for ASCII, non-ASCII and long input', () => {
    for (const text of ['', 'abc', 'üñï€ 😀 中文', '{"h":1}'.repeat(5000)]) {
      expect(sha256Hex(text)).toBe(bytesToHex(sha256(utf8ToBytes(text))));
      expect(blockSeed(text, 42)).toBe(toBase64(sha256(utf8ToBytes(`${text}/42`))));
    }
  });
});
