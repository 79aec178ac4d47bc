import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  addMultisigSignature,
  decodeMultisignature,
  emptyMultisignature,
  encodeCompactBitArray,
  encodeMultisignature,
  memberIndex,
  multisigAddress,
  multisigKeyFromJson,
  multisigPubKeyJson,
  verifyMultisignature,
} from '../../src/core/multisig';
import { addressFromPublicKey, bech32PubKey, decodeBech32PubKey, multisigThresholdKey, parseMultisigKey } from '../../src/core/address';
import { bytesToHex, hexToBytes, utf8ToBytes } from '../../src/core/bytes';
import { publicKeyOf } from '../../src/core/hd';
import { signDigest } from '../../src/core/sign';
import { attachMultisignature, buildUnsignedTx, signAsMember, verifyStdTx, withNonce } from '../../src/core/tx';
import { encodeStdTxAmino, txHash } from '../../src/core/amino';

// Members: fixed scalars (any 32 bytes are a valid BIP32-Ed25519 kL for signing with the raw scalar).
const scalars = Array.from({ length: 5 }, (_, i) => sha256(utf8ToBytes(`multisig member ${i}`)));
const members = scalars.map((kL) => publicKeyOf(kL));
const message = sha256(utf8ToBytes('the sign doc every member signs'));
const sigOf = (i: number) => signDigest(scalars[i]!, message);

/** Builds a multisignature of the listed members of a key with `size` members. */
function multisigOf(size: number, signers: number[]) {
  return signers.reduce((acc, i) => addMultisigSignature(acc, i, sigOf(i)), emptyMultisignature(size));
}

describe('CompactBitArray and Multisignature encoding (amino bare, as the key library writes them)', () => {
  // Worked out by hand from multisig/bitarray/compact_bit_array.go and go-amino 0.15's struct rules:
  // field 1 ExtraBitsStored (uvarint, left out when 0), field 2 Elems (bytes, left out when empty);
  // bit i is byte i/8, mask 0x80 >> (i % 8).
  it.each([
    [[false, true, true], '0803120160'],
    [[true, false, false, false, false, false, false, false], '120180'],
    [[false, false, false, false, false, false, false, false, true], '080112020080'],
    [[false, false], '0802120100'],
    [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], '1202ffff'],
  ])('bits %j → %s', (flags, hex) => {
    expect(bytesToHex(encodeCompactBitArray(flags))).toBe(hex);
  });

  it('a 2-of-3 with members 1 and 2 reads 0a05 0803120160, then 1240 <sig> per signer in member order', () => {
    const multisig = multisigOf(3, [2, 1]);
    const bytes = encodeMultisignature(multisig);
    const expected = '0a050803120160' + '1240' + bytesToHex(sigOf(1)) + '1240' + bytesToHex(sigOf(2));
    expect(bytesToHex(bytes)).toBe(expected);
    // The same prefix ("CgUIAxIBYBJA") that amino-encoded 2-of-3 multisignatures of this shape carry.
    expect(Buffer.from(bytes.subarray(0, 9)).toString('base64')).toBe('CgUIAxIBYBJA');
    expect(decodeMultisignature(bytes)).toEqual(multisig);
  });

  it('decoding refuses truncated, padded, reordered and non-canonical bytes', () => {
    const good = encodeMultisignature(multisigOf(3, [0, 2]));
    expect(() => decodeMultisignature(good.subarray(0, good.length - 1))).toThrow(/ends inside/);
    expect(() => decodeMultisignature(new Uint8Array([...good, 0x00]))).toThrow();
    expect(() => decodeMultisignature(hexToBytes('1240' + '00'.repeat(64)))).toThrow(/bit array/);
    // ExtraBitsStored written as an explicit 0 is not what amino writes.
    expect(() => decodeMultisignature(hexToBytes('0a0508001201c0'))).toThrow(/canonical/);
    // One bit set but two signatures.
    expect(() => decodeMultisignature(hexToBytes('0a050803120180' + ('1240' + '11'.repeat(64)).repeat(2)))).toThrow(/canonical/);
  });

  it('adding a signature twice for the same member replaces it', () => {
    const once = multisigOf(3, [1]);
    const again = addMultisigSignature(once, 1, sigOf(1));
    expect(again).toEqual(once);
    expect(() => addMultisigSignature(once, 3, sigOf(1))).toThrow(/member index/);
    expect(() => addMultisigSignature(once, 0, new Uint8Array(10))).toThrow(/64 bytes/);
  });
});

describe('verifyMultisignature (PubKeyMultisigThreshold.VerifyBytes)', () => {
  it('any K-of-N subset verifies, K-1 does not, and a flipped bit or signature byte fails', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: n }), fc.subarray([...Array(n).keys()], { minLength: 0 }))),
        ([n, k, signers]) => {
          const key = multisigThresholdKey(k, members.slice(0, n));
          if (signers.length === 0) return;
          const bytes = encodeMultisignature(multisigOf(n, signers));
          expect(verifyMultisignature(key, message, bytes)).toBe(signers.length >= k);
          if (signers.length >= k && k > 1) {
            const fewer = encodeMultisignature(multisigOf(n, signers.slice(0, k - 1)));
            expect(verifyMultisignature(key, message, fewer)).toBe(false);
          }
          // A flipped byte inside the last signature.
          const flipped = bytes.slice();
          flipped[flipped.length - 7]! ^= 0x01;
          expect(verifyMultisignature(key, message, flipped)).toBe(false);
          // The same signatures credited to other members.
          const moved = multisigOf(n, signers);
          const shifted = { signed: [...moved.signed.slice(1), moved.signed[0]!], sigs: moved.sigs };
          if (shifted.signed.some((flag, i) => flag !== moved.signed[i])) {
            expect(verifyMultisignature(key, message, encodeMultisignature(shifted))).toBe(false);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a bit array of the wrong size, or a signature over other bytes, fails', () => {
    const key = multisigThresholdKey(2, members.slice(0, 3));
    expect(verifyMultisignature(key, message, encodeMultisignature(multisigOf(3, [0, 1])))).toBe(true);
    expect(verifyMultisignature(key, message, encodeMultisignature(multisigOf(4, [0, 1])))).toBe(false);
    expect(verifyMultisignature(key, sha256(message), encodeMultisignature(multisigOf(3, [0, 1])))).toBe(false);
    expect(verifyMultisignature(key, message, new Uint8Array(0))).toBe(false);
  });
});

describe('threshold keys as amino JSON', () => {
  it('round-trips through JSON, keeps member order, and finds members', () => {
    const key = multisigThresholdKey(2, members.slice(0, 3));
    const json = multisigPubKeyJson(key);
    expect(json.type).toBe('gatechain/PubKeyMultisigThreshold');
    expect(json.value.threshold).toBe('2');
    expect(json.value.pubkeys).toHaveLength(3);
    expect(bytesToHex(multisigKeyFromJson(json))).toBe(bytesToHex(key));
    expect(memberIndex(key, members[2]!)).toBe(2);
    expect(memberIndex(key, members[4]!)).toBe(-1);
    expect(multisigAddress(key)).toMatch(/^gt11/);
  });

  it("refuses the docs' publish-multisig example key: it is a Cosmos key (tendermint route 22c1f7e2, secp256k1 members)", () => {
    // GateChain's API docs show this pubkey in the publish-multisig example; its bytes are
    // 22c1f7e2 0802 (1226 eb5ae98721 <33 bytes>)x3: tendermint/PubKeyMultisigThreshold over
    // tendermint/PubKeySecp256k1 members, not the ledger's own routes (38149471 over e1e1a0fa).
    const docsExample =
      'gt1pub1ytql0csgqgfzd666axrjzqegteuuxvghau9u0q67lltpjqla3ykzz3t8efmh6sqhyt4uhnh3q5fzd666axrjzqkhwmygytf0grzudhv69h9ttcy4xhze0v4mtf4jza6mrp0j3lq68qfzd666axrjzqn6wmq0uuyvxr8tywehal0zyzhpy5tv4h5tpryvc449jmznnzdruqy68ks2';
    expect(() => decodeBech32PubKey(docsExample)).toThrow(/neither an Ed25519 key nor a multisig threshold key/);
    // The ledger's own threshold key of three members round-trips through gt1pub and JSON.
    const own = multisigThresholdKey(2, members.slice(0, 3));
    const text = bech32PubKey(own);
    expect(parseMultisigKey(decodeBech32PubKey(text)).threshold).toBe(2);
    expect(bech32PubKey(multisigKeyFromJson(multisigPubKeyJson(decodeBech32PubKey(text))))).toBe(text);
  });

  it('refuses malformed JSON keys with a clear error', () => {
    expect(() => multisigKeyFromJson(null)).toThrow(/must be an object/);
    expect(() => multisigKeyFromJson({ type: 'gatechain/PubKeyMultisigThreshold', value: { threshold: '0', pubkeys: [] } })).toThrow(
      /threshold/,
    );
    expect(() =>
      multisigKeyFromJson({
        type: 'gatechain/PubKeyMultisigThreshold',
        value: { threshold: '3', pubkeys: multisigPubKeyJson(multisigThresholdKey(1, members.slice(0, 2))).value.pubkeys },
      }),
    ).toThrow(/threshold/);
  });
});

describe('a StdTx spent from a threshold account', () => {
  const chainId = 'vaultline-multisig-test';
  const key = multisigThresholdKey(2, members.slice(0, 3));
  const from = multisigAddress(key);
  const unsigned = buildUnsignedTx({
    msgs: [
      {
        type: 'MsgSend',
        value: { from_address: from, to_address: addressFromPublicKey(members[4]!), amount: [{ denom: 'NANOGT', amount: '1000' }] },
      },
    ],
    fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
    validHeight: ['1', '300'],
  });

  function signedBy(indexes: number[]) {
    const tx = withNonce(unsigned);
    const multisig = indexes.reduce(
      (acc, i) => addMultisigSignature(acc, i, signAsMember(tx, chainId, scalars[i]!)),
      emptyMultisignature(3),
    );
    return attachMultisignature(tx, key, multisig);
  }

  it('verifies with 2 of 3 members, whichever two, and has an amino hash', () => {
    for (const pair of [
      [0, 1],
      [0, 2],
      [2, 1],
    ]) {
      const tx = signedBy(pair);
      expect(tx.value.signatures).toHaveLength(1);
      expect(tx.value.signatures![0]!.pub_key).toEqual(multisigPubKeyJson(key));
      expect(verifyStdTx(tx, chainId)).toBe(true);
      expect(verifyStdTx(tx, 'another-chain')).toBe(false);
      // The amino binary carries the threshold key where a single key would stand.
      const amino = bytesToHex(encodeStdTxAmino(tx));
      expect(amino).toContain(bytesToHex(key));
      expect(txHash(tx)).toMatch(/^IRREVOCABLEPAY-[0-9A-F]{96}$/);
    }
  });

  it('does not verify with one signature, a tampered amount, or a member signing another nonce', () => {
    expect(verifyStdTx(signedBy([1]), chainId)).toBe(false);
    const tampered = signedBy([0, 1]);
    (tampered.value.msg[0]!.value as { amount: Array<{ amount: string }> }).amount[0]!.amount = '1001';
    expect(verifyStdTx(tampered, chainId)).toBe(false);
    const a = withNonce(unsigned);
    const b = withNonce(unsigned);
    const mixed = addMultisigSignature(
      addMultisigSignature(emptyMultisignature(3), 0, signAsMember(a, chainId, scalars[0]!)),
      1,
      signAsMember(b, chainId, scalars[1]!),
    );
    expect(verifyStdTx(attachMultisignature(a, key, mixed), chainId)).toBe(false);
  });

  it('refuses to attach to a tx the account does not sign, or one without its nonce', () => {
    const other = multisigThresholdKey(1, members.slice(3, 5));
    expect(() => attachMultisignature(withNonce(unsigned), other, emptyMultisignature(2))).toThrow(/not a signer/);
    expect(() => attachMultisignature(unsigned, key, emptyMultisignature(3))).toThrow(/nonce/);
    expect(() => signAsMember(unsigned, chainId, scalars[0]!)).toThrow(/nonce/);
  });
});
