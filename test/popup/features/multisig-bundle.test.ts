import { describe, expect, it } from 'vitest';
import { aminoPubKey, bech32PubKey, multisigThresholdKey } from '../../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../../src/core/hd';
import type { AccountView } from '../../../src/shared/wallet-api';
import { localMembers } from '../../../src/popup/tx/BundleView';
import { bundleTexts } from '../../../src/popup/screens/multisig/CosignImport';
import { memberKeys } from '../../../src/popup/lib/multisig';

const MNEMONIC = 'test test test test test test test test test test test junk';
const keys = [0, 1, 2].map((i) => bech32PubKey(aminoPubKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(i)).kL))));
const threshold = bech32PubKey(
  multisigThresholdKey(
    2,
    [0, 1, 2].map((i) => publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(i)).kL)),
  ),
);
const account = (id: string, kind: AccountView['kind'], publicKey: string, canSign = kind !== 'multisig'): AccountView => ({
  id,
  name: id,
  kind,
  address: 'gt11x',
  publicKey,
  canSign,
});

describe('multisig bundles in the popup', () => {
  it('memberKeys lists the members of a threshold key in key order, [] for anything else', () => {
    expect(memberKeys(threshold)).toEqual(keys);
    expect(memberKeys(keys[0]!)).toEqual([]);
    expect(memberKeys('gt1pubnope')).toEqual([]);
  });

  it('localMembers are the key accounts of this wallet among the members (never the multisig itself)', () => {
    const accounts = [
      account('main', 'hd', keys[0]!),
      account('other', 'hd', bech32PubKey(aminoPubKey(new Uint8Array(32).fill(7)))),
      account('team', 'multisig', threshold),
      account('imported', 'imported', keys[2]!),
    ];
    expect(localMembers(accounts, memberKeys(threshold)).map((a) => a.id)).toEqual(['main', 'imported']);
  });

  it('bundleTexts splits pasted text into bundles, keeping line breaks inside one', () => {
    expect(bundleTexts('  vaultline-multisig:1:abc\ndef \n\nvaultline-multisig:1:ghi  ')).toEqual([
      'vaultline-multisig:1:abc\ndef',
      'vaultline-multisig:1:ghi',
    ]);
    expect(bundleTexts('   ')).toEqual([]);
    expect(bundleTexts('hello')).toEqual(['hello']);
  });
});
