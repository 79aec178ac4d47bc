import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromBase64, hexToBytes, utf8ToBytes } from '../../src/core/bytes';
import { publicKeyOf } from '../../src/core/hd';
import { signDigest, verifySignature } from '../../src/core/sign';
import { nodeVerifySignature, nodeVerifySignatureAsync } from '../../src/devnet/ledger/verify';

// protocol.md §4's real signature.
const vector = {
  key: fromBase64('cdGDyiAsXpidMWmpKFZIHyfBxuBTmLNViowjOUDwNWg='),
  digest: hexToBytes('13a2dc4ac851eb0f88e368483d1232875b69ba702ed106cfe5d9766120d87534'),
  sig: fromBase64('1FiVO+8S23ARslnuLBvtSHrPf6T1Z6yByjq6mp3b1TTLcxGgvxvHzhQ1QZS3ukvtd5IBdF9ilCNbK3KuARW0CQ=='),
};
const L = 2n ** 252n + 27742317777372353535851937790883648493n;
const le = (n: bigint) => Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));

describe("the node's node:crypto Ed25519 verifier gives core's answers", () => {
  it('on the protocol vector, and on every single-bit flip of its key, message and signature', () => {
    expect(nodeVerifySignature(vector.key, vector.digest, vector.sig)).toBe(true);
    for (const [name, bytes] of [
      ['key', vector.key],
      ['digest', vector.digest],
      ['sig', vector.sig],
    ] as const) {
      for (let bit = 0; bit < bytes.length * 8; bit++) {
        const copy = bytes.slice();
        copy[bit >> 3]! ^= 1 << (bit & 7);
        const args = {
          key: name === 'key' ? copy : vector.key,
          digest: name === 'digest' ? copy : vector.digest,
          sig: name === 'sig' ? copy : vector.sig,
        };
        expect(nodeVerifySignature(args.key, args.digest, args.sig), `${name} bit ${bit}`).toBe(
          verifySignature(args.key, args.digest, args.sig),
        );
      }
    }
  });

  it("gives the same verdicts on libuv's threadpool (the callback form) as on the event loop", async () => {
    const cases: Array<[Uint8Array, Uint8Array, Uint8Array]> = [[vector.key, vector.digest, vector.sig]];
    for (let bit = 0; bit < 512; bit += 7) {
      const sig = vector.sig.slice();
      sig[bit >> 3]! ^= 1 << (bit & 7);
      const key = vector.key.slice();
      key[(bit >> 3) % 32]! ^= 1 << (bit & 7);
      cases.push([vector.key, vector.digest, sig], [key, vector.digest, vector.sig]);
    }
    cases.push(
      [vector.key.slice(1), vector.digest, vector.sig],
      [vector.key, vector.digest, vector.sig.slice(1)],
      [new Uint8Array(32), utf8ToBytes('x'), new Uint8Array(64)],
    );
    const verdicts = await Promise.all(cases.map((args) => nodeVerifySignatureAsync(...args)));
    expect(verdicts).toEqual(cases.map((args) => nodeVerifySignature(...args)));
    expect(verdicts.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a non-canonical S (S + L) exactly as core does', () => {
    const s = vector.sig.slice(32);
    const sValue = s.reduceRight((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
    const malleated = new Uint8Array([...vector.sig.slice(0, 32), ...le(sValue + L)]);
    expect(verifySignature(vector.key, vector.digest, malleated)).toBe(false);
    expect(nodeVerifySignature(vector.key, vector.digest, malleated)).toBe(false);
  });

  it('agrees on random keys, messages and (sometimes tampered) signatures', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ maxLength: 200 }), fc.nat(600), (kL, message, flip) => {
        const digest = sha256(message);
        const key = publicKeyOf(kL);
        const sig = signDigest(kL, digest);
        if (flip < 512) sig[flip >> 3]! ^= 1 << (flip & 7);
        expect(nodeVerifySignature(key, digest, sig)).toBe(verifySignature(key, digest, sig));
      }),
      { numRuns: 150 },
    );
  });

  it('answers false, not an error, for keys that are not curve points and for wrong lengths', () => {
    const notAPoint = hexToBytes('02' + '00'.repeat(30) + '80');
    expect(nodeVerifySignature(notAPoint, vector.digest, vector.sig)).toBe(verifySignature(notAPoint, vector.digest, vector.sig));
    expect(nodeVerifySignature(vector.key.slice(1), vector.digest, vector.sig)).toBe(false);
    expect(nodeVerifySignature(vector.key, vector.digest, vector.sig.slice(1))).toBe(false);
    expect(nodeVerifySignature(new Uint8Array(32), utf8ToBytes('x'), new Uint8Array(64))).toBe(
      verifySignature(new Uint8Array(32), utf8ToBytes('x'), new Uint8Array(64)),
    );
  });
});

describe('the small-order key list the node verifier refuses', () => {
  it('holds exactly the y-coordinates of the eight small-order points', async () => {
    const ed = await import('@noble/ed25519');
    const ys = [
      '0000000000000000000000000000000000000000000000000000000000000000',
      '0100000000000000000000000000000000000000000000000000000000000000',
      'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
      '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
      'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
    ];
    const encodings = new Set<string>();
    for (const y of ys) {
      for (const sign of [0, 0x80]) {
        const bytes = hexToBytes(y);
        bytes[31]! |= sign;
        let point;
        try {
          point = ed.Point.fromBytes(bytes, true);
        } catch {
          continue;
        }
        expect(point.isSmallOrder()).toBe(true);
        encodings.add(point.toHex());
        expect(nodeVerifySignature(bytes, vector.digest, vector.sig)).toBe(false);
      }
    }
    expect(encodings.size).toBe(8);
  });
});
