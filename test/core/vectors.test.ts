// Real vectors from the ledger's public material (sources in each fixture's `source` field).
import { sha256, sha384 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FORMS,
  addressFromAminoPubKey,
  addressFromPublicKey,
  aminoPubKey,
  bech32PubKey,
  decodeAddress,
  decodeBech32PubKey,
  isAddress,
  multisigThresholdKey,
  parseMultisigKey,
  toForm,
  toGt1,
} from '../../src/core/address';
import { aminoPrefix, bareTxHash, encodeMsgAmino, encodeStdTxAmino, txHash } from '../../src/core/amino';
import { bytesToHex, fromBase64, hexToBytes, toBase64, utf8ToBytes } from '../../src/core/bytes';
import { deriveChild, deriveExtendedKey, extendedKeyToHex, masterKeyFromSeed, mnemonicToSeed, publicKeyOf } from '../../src/core/hd';
import { canonicalJson } from '../../src/core/json';
import { validateMsg } from '../../src/core/messages/index';
import { ripemd320 } from '../../src/core/ripemd320';
import { signDigest, verifySignature } from '../../src/core/sign';
import { canonicalSignDoc, normalizeStdFee, signDocDigest, txSigners, verifyStdTx } from '../../src/core/tx';
import type { StdTx, StdTxValue } from '../../src/core/types';
import aminoPrefixes from './vectors/amino-prefixes.json';
import encodedTxs from './vectors/encoded-txs.json';
import hdJson from './vectors/hd.json';
import keys from './vectors/keys.json';
import signedTxFixtures from './vectors/signed-txs.json';

interface SignedTxVector {
  id: string;
  chain_id: string;
  txhash?: string;
  data_hex?: string;
  data_base64?: string;
  sign_doc_sha256?: string;
  tx: StdTx;
}

const signedTxs = signedTxFixtures as unknown as SignedTxVector[];
const byId = (id: string): SignedTxVector => {
  const found = signedTxs.find((vector) => vector.id === id);
  if (!found) throw new Error(`no vector ${id}`);
  return structuredClone(found);
};
const dataOf = (vector: { data_hex?: string; data_base64?: string }): Uint8Array | undefined =>
  vector.data_hex !== undefined
    ? hexToBytes(vector.data_hex.toLowerCase())
    : vector.data_base64 !== undefined
      ? fromBase64(vector.data_base64)
      : undefined;

/** The sign doc exactly as the ledger's StdSignBytes writes it, whatever the nonces hold (null included). */
function ledgerSignDoc(value: StdTxValue, chainId: string): string {
  return canonicalJson({
    chain_id: chainId,
    fee: normalizeStdFee(value.fee),
    memo: value.memo,
    msgs: value.msg.map(validateMsg),
    nonces: value.nonces,
    valid_height: value.valid_height,
  });
}

describe('real signed transactions', () => {
  for (const vector of signedTxs) {
    describe(vector.id, () => {
      const data = dataOf(vector);

      if (data !== undefined) {
        it('encodes to the published raw bytes', () => {
          expect(bytesToHex(encodeStdTxAmino(vector.tx))).toBe(bytesToHex(data));
        });
      }

      if (vector.txhash !== undefined) {
        it('hashes to the published txhash, prefix included', () => {
          expect(txHash(vector.tx)).toBe(vector.txhash);
          if (data !== undefined) expect(bareTxHash(vector.txhash!)).toBe(bytesToHex(sha384(data)).toUpperCase());
        });
      }

      it('verifies under its chain id and not under another', () => {
        expect(verifyStdTx(vector.tx, vector.chain_id)).toBe(true);
        expect(verifyStdTx(vector.tx, `${vector.chain_id}-2`)).toBe(false);
      });

      it('names the signing key as its only signer', () => {
        const key = fromBase64(vector.tx.value.signatures![0]!.pub_key.value as string);
        expect(txSigners(vector.tx)).toEqual([addressFromPublicKey(key, 'gt1')]);
      });
    });
  }
});

describe('vault senders and recipients (protocol.md §4)', () => {
  const revocable = byId('docs-cli-revocable-send-from-vault');
  const vault = revocable.tx.value.msg[0]!.value.from_address as string;

  it('signs the vault sender in its gt1 form', () => {
    const doc = canonicalSignDoc(revocable.tx.value, revocable.chain_id);
    expect(doc).toContain(`"from_address":"${toGt1(vault)}"`);
    expect(doc).not.toContain('vault1');
  });

  it('verifies and encodes the same whichever form the sender is given in', () => {
    const bytes = bytesToHex(encodeStdTxAmino(revocable.tx));
    for (const form of ADDRESS_FORMS) {
      const tx = structuredClone(revocable.tx);
      tx.value.msg[0]!.value.from_address = toForm(vault, form);
      expect(verifyStdTx(tx, revocable.chain_id)).toBe(true);
      expect(bytesToHex(encodeStdTxAmino(tx))).toBe(bytes);
    }
  });

  it('would not verify had the sign doc kept the vault1 form', () => {
    const value = revocable.tx.value;
    const [msg] = value.msg.map(validateMsg);
    const asTyped = canonicalJson({
      chain_id: revocable.chain_id,
      fee: value.fee,
      memo: value.memo,
      msgs: [{ ...msg!, value: { ...msg!.value, from_address: vault } }],
      nonces: value.nonces,
      valid_height: value.valid_height,
    });
    const signature = value.signatures![0]!;
    expect(
      verifySignature(fromBase64(signature.pub_key.value as string), sha256(utf8ToBytes(asTyped)), fromBase64(signature.signature)),
    ).toBe(false);
  });

  it('signs a vault recipient in its gt1 form too', () => {
    const send = byId('docs-cli-send-to-vault');
    const recipient = send.tx.value.msg[0]!.value.to_address as string;
    expect(decodeAddress(recipient).form).toBe('vault1');
    expect(canonicalSignDoc(send.tx.value, send.chain_id)).toContain(`"to_address":"${toGt1(recipient)}"`);
  });
});

describe('transactions signed with "nonces":[null]', () => {
  it('reproduce the published sign-doc digest', () => {
    const vector = byId('wallet-doc-meteora-send-null-nonce');
    const doc = ledgerSignDoc(vector.tx.value, vector.chain_id);
    expect(doc).toContain('"nonces":[null]');
    expect(bytesToHex(sha256(utf8ToBytes(doc)))).toBe(vector.sign_doc_sha256);
  });

  it('encode the null nonce as an empty field 3 entry', () => {
    const vector = byId('wallet-doc-meteora-send-null-nonce');
    const hex = bytesToHex(encodeStdTxAmino(vector.tx));
    expect(hex).toContain('10c09a0c' + '1a00' + '2269');
  });

  it('sign the vault-creation pubkey as an empty string and leave it out of the binary', () => {
    const vector = byId('docs-api-create-vault-null-nonce');
    expect(ledgerSignDoc(vector.tx.value, vector.chain_id)).toContain('"pubkey":""');
    // The message ends with its amount (field 6): no field 7 for the empty pubkey.
    expect(bytesToHex(encodeMsgAmino(vector.tx.value.msg[0]!)).endsWith('32' + '0d' + '0a064e414e4f4754' + '1203353030')).toBe(true);
  });

  it('give the published digest through the public signDocDigest, and verify', () => {
    const vector = byId('wallet-doc-meteora-send-null-nonce');
    expect(canonicalSignDoc(vector.tx.value, vector.chain_id)).toBe(ledgerSignDoc(vector.tx.value, vector.chain_id));
    expect(bytesToHex(signDocDigest(vector.tx.value, vector.chain_id))).toBe(vector.sign_doc_sha256);
    expect(verifyStdTx(vector.tx, vector.chain_id)).toBe(true);
  });
});

describe('multisig threshold keys (protocol.md §3)', () => {
  const [vector] = keys.multisig_keys;
  const amino = decodeBech32PubKey(vector!.pubkey);

  it('lay out 38149471, 08 <threshold>, then 12 25 e1e1a0fa 20 <key> per member', () => {
    const { threshold, pubkeys } = parseMultisigKey(amino);
    expect(threshold).toBe(vector!.threshold);
    expect(pubkeys).toHaveLength(vector!.member_count);
    const expected = '38149471' + '0801' + pubkeys.map((key) => '1225e1e1a0fa20' + bytesToHex(key)).join('');
    expect(bytesToHex(amino)).toBe(expected);
    expect(bytesToHex(multisigThresholdKey(threshold, pubkeys))).toBe(expected);
    expect(bech32PubKey(multisigThresholdKey(threshold, pubkeys))).toBe(vector!.pubkey);
  });

  it('address the account by RIPEMD-320(SHA-512(amino bytes)); publishing turns gt1 into gt2 over the same payload', () => {
    expect(addressFromAminoPubKey(amino)).toBe(vector!.address);
    const published = addressFromAminoPubKey(amino, 'gt2');
    expect(published.startsWith('gt21')).toBe(true);
    expect(toGt1(published)).toBe(vector!.address);
  });

  it('accept the published multisig account in gt2 form as to_address, signed as gt1', () => {
    const publish = byId('docs-cli-publish-multisig');
    const value = publish.tx.value.msg[0]!.value;
    const normal = validateMsg({ type: 'MsgPublishMultiSigAccount', value: { ...value, to_address: toForm(vector!.address, 'gt2') } });
    expect(normal.value.to_address).toBe(vector!.address);
    expect(normal.value.pubkey).toBe(vector!.pubkey);
  });

  it('refuse a Cosmos-style threshold key that the ledger does not register', () => {
    for (const rejected of keys.rejected_pubkeys) {
      expect(() => decodeBech32PubKey(rejected.pubkey)).toThrow(expect.objectContaining({ code: 'invalid_pubkey' }));
      const publish = byId('docs-cli-publish-multisig');
      const msg = { type: 'MsgPublishMultiSigAccount', value: { ...publish.tx.value.msg[0]!.value, pubkey: rejected.pubkey } };
      expect(() => validateMsg(msg)).toThrow(expect.objectContaining({ code: 'invalid_pubkey', field: 'pubkey' }));
    }
  });
});

describe('keys and addresses', () => {
  it('derive each published address from its gt1pub key', () => {
    for (const pair of keys.public_keys) {
      const key = decodeBech32PubKey(pair.pubkey);
      expect(addressFromAminoPubKey(key)).toBe(pair.address);
      expect(bech32PubKey(aminoPubKey(key.subarray(5)))).toBe(pair.pubkey);
    }
  });

  it('share one payload between the gt1 and vault1 forms the ledger prints', () => {
    for (const pair of keys.address_forms) {
      expect(toForm(pair.gt1, 'vault1')).toBe(pair.vault1);
      expect(toGt1(pair.vault1)).toBe(pair.gt1);
    }
  });

  it('refuse the documentation typos whose checksum does not hold', () => {
    for (const rejected of keys.rejected_addresses) expect(isAddress(rejected.address)).toBe(false);
  });

  it('hash with RIPEMD-320 as the JavaScript SDK does', () => {
    for (const vector of keys.ripemd320) expect(bytesToHex(ripemd320(utf8ToBytes(vector.input_utf8)))).toBe(vector.digest_hex);
  });
});

const hdVectors = hdJson.wallet_integration;

describe("the key library's official derivation vectors, through the default call", () => {
  for (const vector of hdJson.library) {
    it(`${vector.id}: ${vector.path}`, () => {
      expect(extendedKeyToHex(deriveExtendedKey(vector.mnemonic, vector.path))).toBe(vector.derived_hex);
    });
  }
});

describe('HD keys and signatures of the wallet integration document', () => {
  for (const vector of hdVectors) {
    it(`${vector.id}: seed, master key, derived key, public key and address`, () => {
      const seed = mnemonicToSeed(vector.mnemonic);
      expect(bytesToHex(seed)).toBe(vector.seed_hex);
      const master = masterKeyFromSeed(seed);
      expect(extendedKeyToHex(master)).toBe(vector.master_hex);
      const derived = vector.indexes.reduce(deriveChild, master);
      expect(extendedKeyToHex(derived)).toBe(vector.derived_hex);
      expect(bytesToHex(publicKeyOf(derived.kL))).toBe(vector.public_key_hex);
      expect(addressFromPublicKey(publicKeyOf(derived.kL))).toBe(vector.address);
      expect(extendedKeyToHex(deriveExtendedKey(vector.mnemonic, vector.path))).toBe(vector.derived_hex);
    });

    it(`${vector.id}: signs the published digest into the published signature, byte for byte`, () => {
      const derived = vector.indexes.reduce(deriveChild, masterKeyFromSeed(mnemonicToSeed(vector.mnemonic)));
      const digest = hexToBytes(vector.signed_digest_hex);
      expect(bytesToHex(signDigest(derived.kL, digest))).toBe(vector.signature_hex);
      expect(verifySignature(hexToBytes(vector.public_key_hex), digest, hexToBytes(vector.signature_hex))).toBe(true);
    });

    it(`${vector.id}: is the key of the broadcast transaction`, () => {
      const tx = byId('wallet-doc-meteora-send-null-nonce').tx;
      const signature = tx.value.signatures![0]!;
      expect(signature.pub_key.value).toBe(toBase64(hexToBytes(vector.public_key_hex)));
      expect(bytesToHex(fromBase64(signature.signature))).toBe(vector.signature_hex);
      expect(tx.value.msg[0]!.value.from_address).toBe(vector.address);
    });
  }
});

describe('amino prefixes of registered type names', () => {
  it('match the prefixes the ledger libraries print and put in real transactions', () => {
    for (const entry of aminoPrefixes) expect(`${entry.name} ${bytesToHex(aminoPrefix(entry.name))}`).toBe(`${entry.name} ${entry.prefix}`);
  });
});

describe('encoded transactions without signatures', () => {
  for (const vector of encodedTxs) {
    it(`${vector.id}: encodes to the published bytes, with no signature field`, () => {
      const tx = vector.tx as unknown as StdTx;
      expect(bytesToHex(encodeStdTxAmino(tx))).toBe(bytesToHex(dataOf(vector)!));
    });
  }
});
