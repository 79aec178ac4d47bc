import { describe, expect, it } from 'vitest';
import { bech32PubKey, multisigThresholdKey } from '../../src/core/address';
import { utf8ToBytes } from '../../src/core/bytes';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { signMessage, verifySignedMessage } from '../../src/core/signMessage';

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

function keyAt(index: number) {
  const { kL } = deriveExtendedKey(MNEMONIC, accountPath(index));
  return { kL, publicKey: publicKeyOf(kL) };
}

describe('verifySignedMessage', () => {
  it('accepts the signature of a single key', () => {
    const { kL, publicKey } = keyAt(0);
    expect(verifySignedMessage(signMessage(kL, publicKey, utf8ToBytes('hello')))).toBe(true);
  });

  it('refuses a multisig public key in place of the signing key', () => {
    const { kL, publicKey } = keyAt(0);
    const signed = signMessage(kL, publicKey, utf8ToBytes('hello'));
    const multisig = bech32PubKey(multisigThresholdKey(1, [publicKey, keyAt(1).publicKey]));
    expect(verifySignedMessage({ ...signed, publicKey: multisig })).toBe(false);
  });
});
