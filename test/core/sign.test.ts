import { describe, expect, it } from 'vitest';
import * as ed from '@noble/ed25519';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { signDigest, verifySignature } from '../../src/core/sign';
import { accountPath, bytesToNumberLE, CURVE_ORDER, deriveExtendedKey, numberToBytesLE, publicKeyOf } from '../../src/core/hd';
import { bytesToHex, concatBytes, fromBase64, hexToBytes, utf8ToBytes } from '../../src/core/bytes';
import { addressFromPublicKey } from '../../src/core/address';

const MNEMONIC = 'barrel original fuel morning among eternal filter ball stove pluck matrix mechanic';
// protocol.md §4: SHA-256 of the vector sign document, its signer's key and signature.
const VECTOR_DOC =
  '{"chain_id":"gate-66","fee":{"amount":[{"amount":"100000000","denom":"NANOGT"}],"gas":"200000"},"memo":"","msgs":[{"type":"MsgSend","value":{"amount":[{"amount":"100000000000","denom":"NANOGT"}],"from_address":"gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9","to_address":"gt11ka7wph4uzstt06v36v9nf4h4rh8hr47l69adlsmce5shwn02rx9ay5xpl686cn5dxpkp3f"}}],"nonces":["rtOR2Tbrdxmqwmshgj/FGI0Wy696mOnbbPDYjZMxTzFRq8/8j3eazFaHVOG/lsyj"],"valid_height":["65952","66162"]}';
const VECTOR_DIGEST = hexToBytes('13a2dc4ac851eb0f88e368483d1232875b69ba702ed106cfe5d9766120d87534');
const VECTOR_KEY = fromBase64('cdGDyiAsXpidMWmpKFZIHyfBxuBTmLNViowjOUDwNWg=');
const VECTOR_SIGNATURE = fromBase64('1FiVO+8S23ARslnuLBvtSHrPf6T1Z6yByjq6mp3b1TTLcxGgvxvHzhQ1QZS3ukvtd5IBdF9ilCNbK3KuARW0CQ==');

function flip(bytes: Uint8Array, index: number): Uint8Array {
  const copy = bytes.slice();
  copy[index]! ^= 0x01;
  return copy;
}

describe('the protocol vector', () => {
  it('has the documented digest', () => {
    expect(bytesToHex(sha256(utf8ToBytes(VECTOR_DOC)))).toBe(bytesToHex(VECTOR_DIGEST));
  });

  it('verifies over the digest with the signer key', () => {
    expect(verifySignature(VECTOR_KEY, VECTOR_DIGEST, VECTOR_SIGNATURE)).toBe(true);
  });

  it('fails when digest, signature or key is changed', () => {
    expect(verifySignature(VECTOR_KEY, flip(VECTOR_DIGEST, 0), VECTOR_SIGNATURE)).toBe(false);
    expect(verifySignature(VECTOR_KEY, VECTOR_DIGEST, flip(VECTOR_SIGNATURE, 5))).toBe(false);
    expect(verifySignature(VECTOR_KEY, VECTOR_DIGEST, flip(VECTOR_SIGNATURE, 40))).toBe(false);
    expect(verifySignature(flip(VECTOR_KEY, 3), VECTOR_DIGEST, VECTOR_SIGNATURE)).toBe(false);
    expect(verifySignature(VECTOR_KEY, utf8ToBytes(VECTOR_DOC), VECTOR_SIGNATURE)).toBe(false);
  });

  it('returns false for malformed input instead of throwing', () => {
    expect(verifySignature(VECTOR_KEY, VECTOR_DIGEST, VECTOR_SIGNATURE.subarray(0, 63))).toBe(false);
    expect(verifySignature(VECTOR_KEY.subarray(0, 31), VECTOR_DIGEST, VECTOR_SIGNATURE)).toBe(false);
    expect(verifySignature(new Uint8Array(32).fill(0xff), VECTOR_DIGEST, VECTOR_SIGNATURE)).toBe(false);
  });

  it('refuses a non-canonical S (S + L)', () => {
    const s = bytesToNumberLE(VECTOR_SIGNATURE.subarray(32));
    const malleated = concatBytes(VECTOR_SIGNATURE.subarray(0, 32), numberToBytesLE(s + CURVE_ORDER, 32));
    expect(verifySignature(VECTOR_KEY, VECTOR_DIGEST, malleated)).toBe(false);
  });
});

describe('signDigest with derived keys', () => {
  const keys = [0, 1, 2].map((i) => deriveExtendedKey(MNEMONIC, accountPath(i)));

  it('produces signatures that verify, also with noble directly', () => {
    for (const key of keys) {
      const publicKey = publicKeyOf(key.kL);
      const signature = signDigest(key.kL, VECTOR_DIGEST);
      expect(signature).toHaveLength(64);
      expect(verifySignature(publicKey, VECTOR_DIGEST, signature)).toBe(true);
      expect(ed.verify(signature, VECTOR_DIGEST, publicKey)).toBe(true);
      expect(ed.verify(signature, VECTOR_DIGEST, publicKey, { zip215: false })).toBe(true);
    }
  });

  it("refuses a stated public key that is not kL's, and never signs with a remembered key after kL changed", () => {
    const [a, b] = [keys[0]!, keys[1]!];
    expect(() => signDigest(a.kL, VECTOR_DIGEST, publicKeyOf(b.kL))).toThrow(/not this private key/);
    const scalar = a.kL.slice();
    const first = signDigest(scalar, VECTOR_DIGEST);
    scalar.set(b.kL);
    expect(bytesToHex(signDigest(scalar, VECTOR_DIGEST))).toBe(bytesToHex(signDigest(b.kL.slice(), VECTOR_DIGEST)));
    expect(bytesToHex(first)).not.toBe(bytesToHex(signDigest(scalar, VECTOR_DIGEST)));
  });

  it("signs the same with the signer's known public key as when it derives it", () => {
    for (const key of keys) {
      const publicKey = publicKeyOf(key.kL);
      const given = signDigest(key.kL, VECTOR_DIGEST, publicKey);
      expect(bytesToHex(given)).toBe(bytesToHex(signDigest(key.kL, VECTOR_DIGEST)));
      expect(verifySignature(publicKey, VECTOR_DIGEST, given)).toBe(true);
    }
  });

  it('signs with kL values above the group order', () => {
    const key = keys[0]!;
    expect(bytesToNumberLE(key.kL) > CURVE_ORDER).toBe(true);
    expect(verifySignature(publicKeyOf(key.kL), utf8ToBytes('any message'), signDigest(key.kL, utf8ToBytes('any message')))).toBe(true);
  });

  it("uses the ledger library's deterministic nonce r = SHA-512(SHA-512(kL)[32..64] || message) mod L", () => {
    const key = keys[1]!;
    const signature = signDigest(key.kL, VECTOR_DIGEST);
    const r = bytesToNumberLE(sha512(concatBytes(sha512(key.kL).subarray(32), VECTOR_DIGEST))) % CURVE_ORDER;
    expect(bytesToHex(signature.subarray(0, 32))).toBe(ed.Point.BASE.multiply(r).toHex());
    expect(bytesToHex(signDigest(key.kL, VECTOR_DIGEST))).toBe(bytesToHex(signature));
    expect(bytesToHex(signDigest(key.kL, flip(VECTOR_DIGEST, 0)).subarray(0, 32))).not.toBe(bytesToHex(signature.subarray(0, 32)));
  });

  it('does not verify under another account key or for another digest', () => {
    const signature = signDigest(keys[0]!.kL, VECTOR_DIGEST);
    expect(verifySignature(publicKeyOf(keys[1]!.kL), VECTOR_DIGEST, signature)).toBe(false);
    expect(verifySignature(publicKeyOf(keys[0]!.kL), flip(VECTOR_DIGEST, 31), signature)).toBe(false);
    expect(verifySignature(publicKeyOf(keys[0]!.kL), VECTOR_DIGEST, flip(signature, 63))).toBe(false);
  });

  it('gives each account its own gt1 address', () => {
    const addresses = new Set(keys.map((key) => addressFromPublicKey(publicKeyOf(key.kL))));
    expect(addresses.size).toBe(3);
    for (const address of addresses) expect(address.startsWith('gt11')).toBe(true);
  });

  it('rejects a scalar that is not 32 bytes', () => {
    expect(() => signDigest(new Uint8Array(31), VECTOR_DIGEST)).toThrow(/32 bytes/);
  });
});
