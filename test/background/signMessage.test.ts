import { describe, expect, it } from 'vitest';
import { addressFromPublicKey, toForm } from '../../src/core/address';
import { fromBase64, toBase64, utf8ToBytes } from '../../src/core/bytes';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { signDigest } from '../../src/core/sign';
import {
  buildSignMessageDoc,
  parseSignMessageDoc,
  signMessage,
  signMessageDigest,
  signMessageDocText,
  verifySignedMessage,
} from '../../src/core/signMessage';
import { verifyStdTx } from '../../src/core/tx';
import { PUBKEY_TYPE, type StdTx } from '../../src/core/types';

const key = deriveExtendedKey('monitor flock loyal sick object grunt duty ride develop assault harsh history', accountPath(0));
const publicKey = publicKeyOf(key.kL);
const address = addressFromPublicKey(publicKey);

describe('signMessage document', () => {
  it('is the canonical JSON the brief specifies, with the signer in gt1 form', () => {
    const doc = buildSignMessageDoc(utf8ToBytes('hello <vault>'), toForm(address, 'vault1'));
    expect(signMessageDocText(doc)).toBe(
      `{"chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"","msgs":[{"type":"sign/MsgSignData","value":{"data":"${toBase64(utf8ToBytes('hello <vault>'))}","signer":"${address}"}}],"nonces":[],"valid_height":["0","0"]}`,
    );
  });

  it('signs so that verifySignedMessage accepts it, and only for that data and signer', () => {
    const data = utf8ToBytes('Log in to example.com at 12:00');
    const signed = signMessage(key.kL, publicKey, data);
    expect(signed.address).toBe(address);
    expect(verifySignedMessage(signed)).toBe(true);
    expect(verifySignedMessage(signed, { data, address: toForm(address, 'vault1') })).toBe(true);
    expect(verifySignedMessage(signed, { data: utf8ToBytes('something else') })).toBe(false);
    const other = publicKeyOf(
      deriveExtendedKey('monitor flock loyal sick object grunt duty ride develop assault harsh history', accountPath(1)).kL,
    );
    expect(verifySignedMessage(signed, { address: addressFromPublicKey(other) })).toBe(false);
    expect(parseSignMessageDoc(signed.signedDoc).signer).toBe(address);
  });

  it('rejects a tampered document, a foreign key or a non-canonical spelling', () => {
    const signed = signMessage(key.kL, publicKey, utf8ToBytes('abc'));
    expect(verifySignedMessage({ ...signed, signedDoc: signed.signedDoc.replace('"memo":""', '"memo":"x"') })).toBe(false);
    expect(verifySignedMessage({ ...signed, signedDoc: signed.signedDoc.replace('{"chain_id"', '{ "chain_id"') })).toBe(false);
    const otherKey = deriveExtendedKey('monitor flock loyal sick object grunt duty ride develop assault harsh history', accountPath(2));
    const forged = { ...signed, signature: toBase64(signDigest(otherKey.kL, signMessageDigest(signed.signedDoc))) };
    expect(verifySignedMessage(forged)).toBe(false);
    expect(verifySignedMessage({ ...signed, signature: 'not base64!' })).toBe(false);
  });

  it('can never pass as a transaction', () => {
    const signed = signMessage(key.kL, publicKey, utf8ToBytes('transfer everything'));
    const doc = JSON.parse(signed.signedDoc);
    const signatures = [{ pub_key: { type: PUBKEY_TYPE, value: toBase64(publicKey) }, signature: signed.signature }];
    const asTx = {
      type: 'StdTx',
      value: { msg: doc.msgs, fee: doc.fee, nonces: doc.nonces, signatures, memo: doc.memo, valid_height: doc.valid_height },
    } as unknown as StdTx;
    for (const chainId of ['', 'gt-devnet-1']) expect(verifyStdTx(asTx, chainId)).toBe(false);
    // Even given a nonce and a real chain id, the message type does not exist.
    const withNonce = { ...asTx, value: { ...asTx.value, nonces: [toBase64(new Uint8Array(48))], valid_height: ['1', '100'] } } as StdTx;
    expect(verifyStdTx(withNonce, 'gt-devnet-1')).toBe(false);
    expect(fromBase64(signed.signature)).toHaveLength(64);
  });
});
