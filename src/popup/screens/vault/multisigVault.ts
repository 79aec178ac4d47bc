// A multisig vault belongs to its threshold key: track it as a multisig account of the wallet.
import { bech32PubKey, aminoPubKey, decodeBech32PubKey, parseMultisigKey, addressFromAminoPubKey } from '../../../core/address';
import type { AccountView } from '../../../shared/wallet-api';
import { callWallet } from '../../lib/api';
import { sameAccount } from '../../lib/accounts';
import { nextKindName } from '../../lib/default-names';
import { t } from '../../i18n';

export function multisigMembersText(key: string): string {
  try {
    const { threshold, pubkeys } = parseMultisigKey(decodeBech32PubKey(key.trim()));
    return t('vault.create.multisigMembers', { threshold, members: pubkeys.length });
  } catch {
    return '';
  }
}

export async function trackMultisigVault(key: string, name: string | undefined, accounts: readonly AccountView[]): Promise<void> {
  const amino = decodeBech32PubKey(key);
  const address = addressFromAminoPubKey(amino, 'gt1');
  if (accounts.some((a) => sameAccount(a.address, address))) return;
  const { threshold, pubkeys } = parseMultisigKey(amino);
  await callWallet('wallet_addMultisigAccount', {
    threshold,
    pubkeys: pubkeys.map((pk) => bech32PubKey(aminoPubKey(pk))),
    name: name || nextKindName(accounts, 'multisig'),
  });
}
