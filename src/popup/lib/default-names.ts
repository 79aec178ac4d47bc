// Default names of new accounts and wallets, in the popup's language: the popup passes them to the
// background when it creates one (the background's own defaults are English, for callers that give none).
// A default name is never one another account already has, in any wallet: numbering goes on past them.
import type { AccountView } from '../../shared/wallet-api';
import { t } from '../i18n';
import { sameName } from './account-names';

/** The first of `name(number)`, `name(number + 1)`, … that no account has. */
function freeName(accounts: readonly AccountView[], number: number, name: (number: number) => string): string {
  while (accounts.some((account) => sameName(account.name, name(number)))) number++;
  return name(number);
}

const accountName = (number: number): string => t('wallets.default.account', { number });

/** The default name of a wallet's next derived account: its lowest free index + 1 (as the background
 *  numbers it), or the next number no account of any wallet is named with. */
export function nextAccountName(accounts: readonly AccountView[], walletId: string | undefined): string {
  const used = new Set<number>();
  for (const account of accounts) {
    if (account.kind !== 'hd' || (walletId !== undefined && account.walletId !== walletId)) continue;
    const match = /^44'\/\d+'\/0'\/0\/(\d+)$/.exec(account.path ?? '');
    if (match) used.add(Number(match[1]));
  }
  let index = 0;
  while (used.has(index)) index++;
  return freeName(accounts, index + 1, accountName);
}

/** The default name of a new vault key or multisig account: the next number among the wallet's of that kind. */
export function nextKindName(accounts: readonly AccountView[], kind: 'vault' | 'multisig'): string {
  const number = accounts.filter((account) => account.kind === kind).length + 1;
  const name = (n: number) => (kind === 'vault' ? t('wallets.default.vault', { number: n }) : t('wallets.default.multisig', { number: n }));
  return freeName(accounts, number, name);
}

/** The default name of a wallet's first account (a phrase's, or the one imported key's), after the
 *  names `accounts` of the other wallets already have. */
export function firstAccountName(kind: 'mnemonic' | 'extendedKey', accounts: readonly AccountView[] = []): string {
  if (kind === 'mnemonic') return freeName(accounts, 1, accountName);
  const imported = t('wallets.default.imported');
  return freeName(accounts, 1, (n) => (n === 1 ? imported : `${imported} ${n}`));
}
