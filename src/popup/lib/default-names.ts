// Default names of new accounts and wallets, in the popup's language: the popup passes them to the
// background when it creates one (the background's own defaults are English, for callers that give none).
import type { AccountView } from '../../shared/wallet-api';
import { t } from '../i18n';

/** The default name of a wallet's next derived account, as the background numbers it (lowest free index + 1). */
export function nextAccountName(accounts: readonly AccountView[], walletId: string | undefined): string {
  const used = new Set<number>();
  for (const account of accounts) {
    if (account.kind !== 'hd' || (walletId !== undefined && account.walletId !== walletId)) continue;
    const match = /^44'\/\d+'\/0'\/0\/(\d+)$/.exec(account.path ?? '');
    if (match) used.add(Number(match[1]));
  }
  let index = 0;
  while (used.has(index)) index++;
  return t('wallets.default.account', { number: index + 1 });
}

/** The default name of a new vault key or multisig account: the next number among the wallet's of that kind. */
export function nextKindName(accounts: readonly AccountView[], kind: 'vault' | 'multisig'): string {
  const number = accounts.filter((account) => account.kind === kind).length + 1;
  return kind === 'vault' ? t('wallets.default.vault', { number }) : t('wallets.default.multisig', { number });
}

/** The default name of a wallet's first account: derived from a phrase, or the one imported key. */
export function firstAccountName(kind: 'mnemonic' | 'extendedKey'): string {
  return kind === 'mnemonic' ? t('wallets.default.account', { number: 1 }) : t('wallets.default.imported');
}
