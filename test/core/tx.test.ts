import { sha256 } from '@noble/hashes/sha2.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FORMS,
  addressFromAminoPubKey,
  addressFromPublicKey,
  bech32PubKey,
  encodeAddress,
  multisigThresholdKey,
  toForm,
  type AddressForm,
} from '../../src/core/address';
import { bytesToHex, fromBase64, toBase64, utf8ToBytes } from '../../src/core/bytes';
import { CoreError } from '../../src/core/errors';
import { publicKeyOf } from '../../src/core/hd';
import { MSG_TYPES, msgSummary, type MsgType } from '../../src/core/messages/index';
import { verifySignature } from '../../src/core/sign';
import {
  buildUnsignedTx,
  canonicalSignDoc,
  defaultValidHeight,
  newNonce,
  signDocDigest,
  signStdTx,
  txSigners,
  verifyStdTx,
} from '../../src/core/tx';
import type { Msg, StdTx, StdTxValue } from '../../src/core/types';
import { DOCS_SEND } from './fixtures';

// protocol.md §4 vector.
const CHAIN_ID = 'gate-66';
const FROM = 'gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9';
const TO = 'gt11ka7wph4uzstt06v36v9nf4h4rh8hr47l69adlsmce5shwn02rx9ay5xpl686cn5dxpkp3f';
const NONCE = 'rtOR2Tbrdxmqwmshgj/FGI0Wy696mOnbbPDYjZMxTzFRq8/8j3eazFaHVOG/lsyj';
const PUBKEY = 'cdGDyiAsXpidMWmpKFZIHyfBxuBTmLNViowjOUDwNWg=';
const SIGNATURE = '1FiVO+8S23ARslnuLBvtSHrPf6T1Z6yByjq6mp3b1TTLcxGgvxvHzhQ1QZS3ukvtd5IBdF9ilCNbK3KuARW0CQ==';
const DOCUMENT =
  '{"chain_id":"gate-66","fee":{"amount":[{"amount":"100000000","denom":"NANOGT"}],"gas":"200000"},"memo":"","msgs":[{"type":"MsgSend","value":{"amount":[{"amount":"100000000000","denom":"NANOGT"}],"from_address":"gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9","to_address":"gt11ka7wph4uzstt06v36v9nf4h4rh8hr47l69adlsmce5shwn02rx9ay5xpl686cn5dxpkp3f"}}],"nonces":["rtOR2Tbrdxmqwmshgj/FGI0Wy696mOnbbPDYjZMxTzFRq8/8j3eazFaHVOG/lsyj"],"valid_height":["65952","66162"]}';
const DIGEST = '13a2dc4ac851eb0f88e368483d1232875b69ba702ed106cfe5d9766120d87534';

function vectorValue(from = FROM): StdTxValue {
  return {
    msg: [{ type: 'MsgSend', value: { from_address: from, to_address: TO, amount: [{ denom: 'NANOGT', amount: '100000000000' }] } }],
    fee: { amount: [{ denom: 'NANOGT', amount: '100000000' }], gas: '200000' },
    nonces: [NONCE],
    signatures: [{ pub_key: { type: 'gatechain/PubKeyEd25519', value: PUBKEY }, signature: SIGNATURE }],
    memo: '',
    valid_height: ['65952', '66162'],
  };
}
const vectorTx = (from = FROM): StdTx => ({ type: 'StdTx', value: vectorValue(from) });

function keyFrom(seed: number) {
  const kL = sha256(utf8ToBytes(`vaultline test key ${seed}`));
  const publicKey = publicKeyOf(kL);
  return { kL, publicKey, address: addressFromPublicKey(publicKey, 'gt1') };
}

const FEE = { amount: [{ denom: 'NANOGT', amount: '5000' }], gas: '200000' };

describe('sign doc: protocol.md §4 vector', () => {
  it('builds the document byte for byte from its parts', () => {
    expect(canonicalSignDoc(vectorValue(), CHAIN_ID)).toBe(DOCUMENT);
  });

  it('hashes to the published digest, and the published signature verifies over it', () => {
    const digest = signDocDigest(vectorValue(), CHAIN_ID);
    expect(bytesToHex(digest)).toBe(DIGEST);
    expect(verifySignature(fromBase64(PUBKEY), digest, fromBase64(SIGNATURE))).toBe(true);
    expect(addressFromPublicKey(fromBase64(PUBKEY))).toBe(FROM);
  });

  it('verifies as a signed StdTx, and not under another chain id', () => {
    expect(verifyStdTx(vectorTx(), CHAIN_ID)).toBe(true);
    expect(verifyStdTx(vectorTx(), 'gate-67')).toBe(false);
  });

  it('writes the gt1 form whatever form the sender was given in', () => {
    for (const form of ADDRESS_FORMS) {
      expect(canonicalSignDoc(vectorValue(toForm(FROM, form)), CHAIN_ID)).toBe(DOCUMENT);
      expect(verifyStdTx(vectorTx(toForm(FROM, form)), CHAIN_ID)).toBe(true);
    }
  });

  it('verifies a real signed transfer from the ledger documentation', () => {
    expect(verifyStdTx(DOCS_SEND, 'testnet')).toBe(true);
  });

  it('writes an unfilled nonce as null, as the ledger tools sign it, and refuses a missing or mistyped one', () => {
    expect(canonicalSignDoc({ ...vectorValue(), nonces: [null] }, CHAIN_ID)).toContain('"nonces":[null]');
    expect(() => canonicalSignDoc({ ...vectorValue(), nonces: [] }, CHAIN_ID)).toThrow(expect.objectContaining({ code: 'missing_nonce' }));
    expect(() => canonicalSignDoc({ ...vectorValue(), nonces: [7 as unknown as string] }, CHAIN_ID)).toThrow(
      expect.objectContaining({ code: 'invalid_nonce' }),
    );
  });

  it('escapes the memo as Go does', () => {
    const doc = canonicalSignDoc({ ...vectorValue(), memo: 'a<b>&\u2028é' }, CHAIN_ID);
    expect(doc).toContain('"memo":"a\\u003cb\\u003e\\u0026\\u2028é"');
  });
});

describe('buildUnsignedTx', () => {
  const send = {
    type: 'MsgSend',
    value: { from_address: toForm(FROM, 'vault1'), to_address: TO, amount: [{ denom: 'NANOGT', amount: '1E9' }] },
  };

  it('answers the unsigned shape of the build endpoints', () => {
    const tx = buildUnsignedTx({ msgs: [send], fee: FEE, validHeight: ['600', '900'] });
    expect(tx).toEqual({
      type: 'StdTx',
      value: {
        msg: [{ type: 'MsgSend', value: { from_address: FROM, to_address: TO, amount: [{ denom: 'NANOGT', amount: '1000000000' }] } }],
        fee: FEE,
        nonces: [null],
        signatures: null,
        memo: '',
        valid_height: ['600', '900'],
      },
    });
    expect(Object.keys(tx.value)).toEqual(['msg', 'fee', 'nonces', 'signatures', 'memo', 'valid_height']);
  });

  it('refuses a fee that is not more than 0 NANOGT', () => {
    const build = (fee: unknown) => buildUnsignedTx({ msgs: [send], fee: fee as typeof FEE, validHeight: ['1', '2'] });
    expect(() => build({ amount: [{ denom: 'NANOGT', amount: '0' }], gas: '1' })).toThrow(CoreError);
    expect(() => build({ amount: [], gas: '1' })).toThrow(CoreError);
    expect(() => build({ amount: [{ denom: 'YJ-9D3', amount: '5' }], gas: '1' })).toThrow(expect.objectContaining({ code: 'invalid_fee' }));
    expect(() => build({ amount: [{ denom: 'NANOGT', amount: '1' }], gas: 'lots' })).toThrow(expect.objectContaining({ field: 'fee.gas' }));
  });

  it('names fee.amount when the fee is empty or not an object', () => {
    const build = (fee: unknown) => buildUnsignedTx({ msgs: [send], fee: fee as typeof FEE, validHeight: ['1', '2'] });
    expect(() => build({ amount: [], gas: '1' })).toThrow(expect.objectContaining({ code: 'invalid_fee', field: 'fee.amount' }));
    expect(() => build({ amount: null, gas: '1' })).toThrow(expect.objectContaining({ code: 'invalid_fee', field: 'fee.amount' }));
    expect(() => build('100NANOGT')).toThrow(expect.objectContaining({ code: 'invalid_fee', field: 'fee' }));
  });

  it('refuses gas and heights outside uint64, naming the field', () => {
    const fee = { amount: FEE.amount, gas: (2n ** 64n).toString() };
    expect(() => buildUnsignedTx({ msgs: [send], fee, validHeight: ['1', '2'] })).toThrow(
      expect.objectContaining({ code: 'invalid_integer', field: 'fee.gas' }),
    );
    expect(() => buildUnsignedTx({ msgs: [send], fee: FEE, validHeight: ['-1', '2'] })).toThrow(
      expect.objectContaining({ code: 'invalid_integer', field: 'valid_height[0]' }),
    );
    expect(buildUnsignedTx({ msgs: [send], fee: { amount: FEE.amount, gas: 7 }, validHeight: [1, '0002'] }).value.valid_height).toEqual([
      '1',
      '2',
    ]);
  });

  it('limits the memo to 256 English or 85 Chinese characters', () => {
    const build = (memo: string) => buildUnsignedTx({ msgs: [send], fee: FEE, memo, validHeight: ['1', '2'] });
    expect(build('a'.repeat(256)).value.memo).toHaveLength(256);
    expect(build('中'.repeat(85)).value.memo).toHaveLength(85);
    expect(() => build('a'.repeat(257))).toThrow(expect.objectContaining({ code: 'memo_too_long' }));
    expect(() => build('中'.repeat(86))).toThrow(expect.objectContaining({ code: 'memo_too_long' }));
  });

  it('refuses a validity window that ends at 0 or starts after it ends', () => {
    const build = (validHeight: [string, string]) => buildUnsignedTx({ msgs: [send], fee: FEE, validHeight });
    expect(() => build(['5', '4'])).toThrow(expect.objectContaining({ code: 'invalid_valid_height' }));
    expect(() => build(['0', '0'])).toThrow(expect.objectContaining({ code: 'invalid_valid_height' }));
    expect(() => build(['-1', '5'])).toThrow(CoreError);
    expect(build(['0', '1']).value.valid_height).toEqual(['0', '1']);
  });

  it('refuses an empty message list and invalid messages', () => {
    expect(() => buildUnsignedTx({ msgs: [], fee: FEE, validHeight: ['1', '2'] })).toThrow(CoreError);
    expect(() => buildUnsignedTx({ msgs: [{ type: 'MsgSend', value: {} }], fee: FEE, validHeight: ['1', '2'] })).toThrow(CoreError);
  });
});

describe('defaultValidHeight and newNonce', () => {
  it('opens a window of [h - 10, h + 200], never below 1', () => {
    expect(defaultValidHeight(100)).toEqual(['90', '300']);
    expect(defaultValidHeight('5')).toEqual(['1', '205']);
    expect(defaultValidHeight(0n)).toEqual(['1', '200']);
  });

  it('refuses a latest height that is not a whole number with a CoreError naming it', () => {
    for (const bad of ['abc', '-3', 1.5, -1n]) {
      expect(() => defaultValidHeight(bad)).toThrow(expect.objectContaining({ code: 'invalid_integer', field: 'latest height' }));
    }
  });

  it('makes 48 random bytes in padded base64', () => {
    const a = newNonce();
    expect(fromBase64(a)).toHaveLength(48);
    expect(a).toMatch(/^[A-Za-z0-9+/]{64}$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe('signStdTx and verifyStdTx', () => {
  const alice = keyFrom(1);
  const bob = keyFrom(2);
  const carol = keyFrom(3);
  const sendFrom = (from: string, to = carol.address): Msg => ({
    type: 'MsgSend',
    value: { from_address: from, to_address: to, amount: [{ denom: 'NANOGT', amount: '1' }] },
  });
  const delegateFrom = (from: string): Msg => ({
    type: 'MsgDelegate',
    value: { delegator_address: from, 'con-account_address': carol.address, amount: { denom: 'NANOGT', amount: '1' } },
  });

  it('fills the nonce, signs deterministically, and verifies', () => {
    const unsigned = buildUnsignedTx({ msgs: [sendFrom(toForm(alice.address, 'vault1'))], fee: FEE, validHeight: ['1', '100'] });
    const signed = signStdTx(unsigned, 'devnet', [alice]);
    expect(fromBase64(signed.value.nonces[0]!)).toHaveLength(48);
    expect(signed.value.signatures).toHaveLength(1);
    expect(signed.value.signatures![0]!.pub_key).toEqual({ type: 'gatechain/PubKeyEd25519', value: toBase64(alice.publicKey) });
    expect(verifyStdTx(signed, 'devnet')).toBe(true);
    expect(signStdTx(signed, 'devnet', [alice])).toEqual(signed);
    expect(unsigned.value.nonces).toEqual([null]);
  });

  it('orders signers by first appearance and collects signatures from separate signing rounds', () => {
    const tx = buildUnsignedTx({
      msgs: [sendFrom(alice.address), delegateFrom(bob.address), sendFrom(toForm(alice.address, 'gt2'))],
      fee: FEE,
      validHeight: ['1', '100'],
    });
    expect(txSigners(tx)).toEqual([alice.address, bob.address]);
    const byBob = signStdTx(tx, 'devnet', [bob]);
    expect(byBob.value.signatures).toHaveLength(1);
    expect(verifyStdTx(byBob, 'devnet')).toBe(false);
    const both = signStdTx(byBob, 'devnet', [alice]);
    expect(both.value.signatures!.map((signature) => signature.pub_key.value)).toEqual([
      toBase64(alice.publicKey),
      toBase64(bob.publicKey),
    ]);
    expect(verifyStdTx(both, 'devnet')).toBe(true);
    expect(both.value.nonces).toEqual(byBob.value.nonces);
  });

  it('refuses to sign with a key that is not a signer', () => {
    const tx = buildUnsignedTx({ msgs: [sendFrom(alice.address)], fee: FEE, validHeight: ['1', '100'] });
    expect(() => signStdTx(tx, 'devnet', [bob])).toThrow(expect.objectContaining({ code: 'not_a_signer' }));
  });

  it('rejects missing, short or extra nonces, and signatures out of order or from other keys', () => {
    const tx = signStdTx(
      buildUnsignedTx({ msgs: [sendFrom(alice.address), delegateFrom(bob.address)], fee: FEE, validHeight: ['1', '100'] }),
      'devnet',
      [alice, bob],
    );
    expect(verifyStdTx(tx, 'devnet')).toBe(true);
    const variant = (change: (value: StdTxValue) => void): StdTx => {
      const copy = structuredClone(tx);
      change(copy.value);
      return copy;
    };
    expect(
      verifyStdTx(
        variant((v) => (v.nonces = [null])),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => (v.nonces = [toBase64(fromBase64(v.nonces[0]!).slice(0, 47))])),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => v.nonces.push(newNonce())),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => v.signatures!.reverse()),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => (v.signatures = v.signatures!.slice(0, 1))),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => (v.signatures = null)),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => (v.signatures![1]!.pub_key.value = toBase64(carol.publicKey))),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => (v.signatures![0]!.pub_key.type = 'tendermint/PubKeyEd25519')),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => (v.memo = 'changed')),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => (v.valid_height = ['1', '101'])),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => (v.fee.gas = '200001')),
        'devnet',
      ),
    ).toBe(false);
    expect(
      verifyStdTx(
        variant((v) => ((v.msg[1]!.value.amount as { amount: string }).amount = '2')),
        'devnet',
      ),
    ).toBe(false);
  });
});

// ---------- property tests over all 18 message types ----------

const payload = fc.uint8Array({ minLength: 40, maxLength: 40 });
const anyForm = fc.constantFrom<AddressForm>(...ADDRESS_FORMS);
const anyAddress = fc.tuple(payload, anyForm).map(([bytes, form]) => encodeAddress(bytes, form));
const conAddress = payload.map((bytes) => encodeAddress(bytes, 'gt1'));
const amount = fc.oneof(
  fc.bigInt({ min: 1n, max: 10n ** 30n }).map(String),
  fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 15 })).map(([m, e]) => `${m}E${e}`),
);
const tokenSymbol = fc.stringMatching(/^[A-Z]{2,15}-[0-9A-Z]{3}$/);
const denom = fc.oneof(fc.constant('NANOGT'), tokenSymbol);
const coin = fc.record({ denom, amount });
const tokenCoin = fc.record({ denom: tokenSymbol, amount });
const coins = fc.uniqueArray(coin, { minLength: 1, maxLength: 3, selector: (c) => c.denom });
const int64 = (min: bigint) => fc.bigInt({ min, max: 2n ** 63n - 1n }).map(String);
const text = fc
  .oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constant('<b>&\u2028 "quoted" \\ 中文 😀'))
  .filter((s) => s.trim() !== '');
const multisig = fc
  .integer({ min: 2, max: 4 })
  .chain((members) =>
    fc.tuple(
      fc.integer({ min: 1, max: members }),
      fc.array(fc.uint8Array({ minLength: 32, maxLength: 32 }), { minLength: members, maxLength: members }),
    ),
  )
  .map(([threshold, keys]) => {
    const amino = multisigThresholdKey(threshold, keys);
    return { pubkey: bech32PubKey(amino), address: addressFromAminoPubKey(amino, 'gt1') };
  });

/** A valid message of each type whose (single) signer is `signer`, given in any address form. */
function msgArbitrary(type: MsgType, signer: fc.Arbitrary<string>): fc.Arbitrary<Msg> {
  const msg = (value: Record<string, fc.Arbitrary<unknown>>) => fc.record(value).map((v) => ({ type, value: v }));
  switch (type) {
    case 'MsgSend':
    case 'MsgRevocableSend':
      return msg({ from_address: signer, to_address: anyAddress, amount: coins });
    case 'MsgRevoke':
      return msg({
        vault_address: signer,
        security_address: anyAddress,
        revoke_address: anyAddress,
        height: int64(1n),
        tx_hash: fc.uint8Array({ minLength: 48, maxLength: 48 }).map((b) => 'REVOCABLEPAY-' + bytesToHex(b).toUpperCase()),
        msg_index: int64(0n),
        amount: coins,
      });
    case 'MsgCreateVault':
      return fc
        .record({
          from: signer,
          base: anyAddress,
          security: anyAddress,
          form: anyForm,
          delay: int64(1n),
          clearing: int64(1n),
          amounts: coins,
          key: fc.option(multisig),
        })
        .filter(({ base, security }) => toForm(base, 'gt1') !== toForm(security, 'gt1'))
        .map(({ from, base, security, form, delay, clearing, amounts, key }) => ({
          type,
          value: {
            from_address: from,
            to_address: key ? toForm(key.address, form) : base,
            security_address: security,
            delay_height: delay,
            clearing_height: clearing,
            amount: amounts,
            pubkey: key?.pubkey ?? '',
          },
        }));
    case 'MsgUpdateClearingHeight':
      return msg({ vault_address: signer, clearing_height: int64(1n) });
    case 'MsgClearVaultAccount':
      return msg({ from_address: signer, vault_address: fc.array(anyAddress, { minLength: 1, maxLength: 3 }) });
    case 'MsgPublishMultiSigAccount':
      return fc
        .tuple(signer, multisig, anyForm)
        .map(([from, key, form]) => ({ type, value: { from_address: from, to_address: toForm(key.address, form), pubkey: key.pubkey } }));
    case 'MsgDelegate':
    case 'MsgUndelegate':
      return msg({ delegator_address: signer, 'con-account_address': conAddress, amount: coin });
    case 'MsgBeginRedelegate':
      return msg({ delegator_address: signer, 'con-account_src_address': conAddress, 'con-account_dst_address': conAddress, amount: coin });
    case 'MsgUndelegateByRetrievalAccount':
      return msg({ security_address: signer, delegator_address: fc.array(anyAddress, { minLength: 1, maxLength: 3 }) });
    case 'MsgWithdrawDelegationReward':
      return msg({ delegator_address: signer, 'con-account_address': conAddress });
    case 'MsgModifyWithdrawAddress':
      return msg({ delegator_address: signer, withdraw_address: anyAddress });
    case 'IssueToken':
      return msg({
        source_address: signer,
        token_name: text,
        symbol: fc.stringMatching(/^[A-Z]{2,15}$/),
        total_supply: int64(1n),
        mintable: fc.boolean(),
        freezable: fc.boolean(),
      });
    case 'MintToken':
      return msg({ source_address: signer, amount: tokenCoin });
    case 'FreezeToken':
    case 'UnfreezeToken':
      return msg({ source_address: signer, symbol: tokenSymbol });
    case 'BurnToken':
      return msg({ from_address: signer, sub: tokenCoin });
  }
}

const signerKey = fc.integer({ min: 1, max: 1_000_000 }).map(keyFrom);
const memo = fc.oneof(fc.constant(''), fc.string({ maxLength: 40 }), fc.constant('<script>&amp;\u2029'));
const window = fc
  .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000 }))
  .map(([start, span]) => [String(start), String(start + span)] as [string, string]);

function signedCase(type: MsgType) {
  return signerKey.chain((key) =>
    fc.record({
      key: fc.constant(key),
      msg: msgArbitrary(
        type,
        anyForm.map((form) => toForm(key.address, form)),
      ),
      memo,
      window,
      chainId: fc.constantFrom('gate-66', 'devnet', 'testnet'),
    }),
  );
}

describe('sign → verify round trip (property)', () => {
  for (const type of MSG_TYPES) {
    it(`holds for ${type}`, () => {
      fc.assert(
        fc.property(signedCase(type), ({ key, msg, memo, window, chainId }) => {
          const unsigned = buildUnsignedTx({ msgs: [msg], fee: FEE, memo, validHeight: window });
          expect(txSigners(unsigned)).toEqual([key.address]);
          const summary = msgSummary(msg);
          expect(summary.type).toBe(type);
          expect(Object.keys(summary.data).length).toBeGreaterThan(0);
          for (const value of Object.values(summary.data)) expect(String(value)).not.toMatch(/^$|\n/);
          const signed = signStdTx(unsigned, chainId, [key]);
          expect(verifyStdTx(signed, chainId)).toBe(true);
          expect(verifyStdTx(signed, chainId + 'x')).toBe(false);
        }),
        { numRuns: 12 },
      );
    });
  }
});

describe('tampering (property)', () => {
  it('any single-byte change to a signed document fails verification', () => {
    const anyType = fc.constantFrom(...MSG_TYPES).chain((type) => signedCase(type));
    fc.assert(
      fc.property(anyType, fc.nat(), fc.integer({ min: 1, max: 255 }), ({ key, msg, memo, window, chainId }, at, delta) => {
        const signed = signStdTx(buildUnsignedTx({ msgs: [msg], fee: FEE, memo, validHeight: window }), chainId, [key]);
        const document = utf8ToBytes(canonicalSignDoc(signed.value, chainId));
        const signature = fromBase64(signed.value.signatures![0]!.signature);
        expect(verifySignature(key.publicKey, sha256(document), signature)).toBe(true);
        const tampered = document.slice();
        const index = at % tampered.length;
        tampered[index] = (tampered[index]! + delta) % 256;
        expect(verifySignature(key.publicKey, sha256(tampered), signature)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('changing a character of the memo or the nonce of a signed tx fails verification', () => {
    fc.assert(
      fc.property(signedCase('MsgSend'), fc.string({ minLength: 1, maxLength: 5 }), ({ key, msg, memo, window, chainId }, extra) => {
        const signed = signStdTx(buildUnsignedTx({ msgs: [msg], fee: FEE, memo, validHeight: window }), chainId, [key]);
        expect(verifyStdTx({ type: 'StdTx', value: { ...signed.value, memo: memo + extra } }, chainId)).toBe(false);
        expect(verifyStdTx({ type: 'StdTx', value: { ...signed.value, nonces: [newNonce()] } }, chainId)).toBe(false);
      }),
      { numRuns: 20 },
    );
  });
});
