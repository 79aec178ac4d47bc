import { describe, expect, it } from 'vitest';
import { addressFromPublicKey, toForm } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { signIn, signInDocText, signInTime, verifySignIn, type SignInFields } from '../../src/core/signIn';
import { signMessage } from '../../src/core/signMessage';
import { utf8ToBytes } from '../../src/core/bytes';

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const key = (index: number) => {
  const { kL } = deriveExtendedKey(MNEMONIC, accountPath(index));
  return { kL, publicKey: publicKeyOf(kL) };
};
const NOW = Date.UTC(2026, 10, 29, 1, 10, 0);
const FIELDS = {
  origin: 'https://app.example',
  chainId: 'gt-devnet-1',
  nonce: 'n0nce-81f3aa',
  statement: 'Sign in to App',
  issuedAt: signInTime(NOW),
  expirationTime: signInTime(NOW + 600_000),
};
const EXPECTED = { origin: 'https://app.example', chainId: 'gt-devnet-1', nonce: 'n0nce-81f3aa', now: NOW + 1000 };

describe('sign-in documents', () => {
  const { kL, publicKey } = key(0);
  const address = addressFromPublicKey(publicKey);
  const signed = signIn(kL, publicKey, FIELDS);

  it('is canonical JSON of a sign/MsgSignIn that can never be a transaction, byte for byte', () => {
    expect(signed.signedDoc).toBe(
      '{"chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"","msgs":[{"type":"sign/MsgSignIn","value":{"chain_id":"gt-devnet-1",' +
        '"expiration_time":"2026-11-29T01:20:00Z","issued_at":"2026-11-29T01:10:00Z","nonce":"n0nce-81f3aa","origin":"https://app.example",' +
        `"signer":"${address}","statement":"Sign in to App","version":"1"}}],"nonces":[],"valid_height":["0","0"]}`,
    );
    expect(signInTime(NOW + 999)).toBe('2026-11-29T01:10:00Z');
  });

  it('verifies for its origin, chain, nonce and signer within its times', () => {
    expect(verifySignIn(signed, { ...EXPECTED, address: toForm(address, 'vault1') })).toEqual({
      ok: true,
      fields: { ...FIELDS, signer: address },
    });
  });

  it('refuses another origin, chain, nonce or signer, and outside its times', () => {
    expect(verifySignIn(signed, { ...EXPECTED, origin: 'https://victim.example' })).toEqual({ ok: false, reason: 'origin' });
    expect(verifySignIn(signed, { ...EXPECTED, origin: 'https://app.example:8443' })).toEqual({ ok: false, reason: 'origin' });
    expect(verifySignIn(signed, { ...EXPECTED, chainId: 'gt-mainnet-1' })).toEqual({ ok: false, reason: 'chainId' });
    expect(verifySignIn(signed, { ...EXPECTED, nonce: 'another-nonce' })).toEqual({ ok: false, reason: 'nonce' });
    expect(verifySignIn(signed, { ...EXPECTED, address: addressFromPublicKey(key(1).publicKey) })).toEqual({
      ok: false,
      reason: 'address',
    });
    expect(verifySignIn(signed, { ...EXPECTED, now: NOW + 600_000 })).toEqual({ ok: false, reason: 'expired' });
    expect(verifySignIn(signed, { ...EXPECTED, now: NOW - 120_000 })).toEqual({ ok: false, reason: 'notYetValid' });
  });

  it('refuses a tampered document, signature or key', () => {
    const tamper = (from: string, to: string) =>
      verifySignIn(
        { ...signed, signedDoc: signed.signedDoc.replace(from, to) },
        { ...EXPECTED, origin: to.startsWith('https') ? to : EXPECTED.origin },
      );
    expect(tamper('https://app.example', 'https://victim.example')).toEqual({ ok: false, reason: 'signature' });
    expect(tamper('01:20:00Z', '23:20:00Z')).toEqual({ ok: false, reason: 'signature' });
    // Not canonical (a space, a field reordered or added): refused before any signature check.
    expect(verifySignIn({ ...signed, signedDoc: signed.signedDoc.replace('"memo":""', '"memo": ""') }, EXPECTED)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(
      verifySignIn({ ...signed, signedDoc: signed.signedDoc.replace('"version":"1"', '"version":"1","extra":"x"') }, EXPECTED),
    ).toEqual({ ok: false, reason: 'malformed' });
    const signature = Buffer.from(signed.signature, 'base64');
    signature[0] = signature[0]! ^ 1;
    expect(verifySignIn({ ...signed, signature: signature.toString('base64') }, EXPECTED)).toEqual({ ok: false, reason: 'signature' });
    const other = signIn(key(1).kL, key(1).publicKey, FIELDS);
    expect(verifySignIn({ ...signed, publicKey: other.publicKey }, EXPECTED)).toEqual({ ok: false, reason: 'signature' });
  });

  it('is never what a plain signed message is, even for the same text', () => {
    const plain = signMessage(kL, publicKey, utf8ToBytes(signed.signedDoc));
    expect(verifySignIn(plain, EXPECTED)).toEqual({ ok: false, reason: 'malformed' });
    const fields: SignInFields = { ...FIELDS, signer: address };
    expect(signInDocText(fields)).toBe(signed.signedDoc);
  });
});
