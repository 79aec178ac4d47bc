// Account names as every screen shows them: distinct across wallets. Names stored before numbering
// went on across wallets (or a background default) can collide; the later ones then carry their
// wallet's name, and a number if that is not enough.
import type { AccountView, WalletState } from '../../shared/wallet-api';
import { callWallet, WalletApiError } from './api';
import { t } from '../i18n';
import { walletLabel } from './wallet-groups';

const key = (name: string): string => name.trim().toLocaleLowerCase();

/** Whether two names would read as the same account's. */
export function sameName(a: string, b: string): boolean {
  return key(a) === key(b);
}

/** The accounts with shown names all different, in the same order; the first of each name keeps it. */
export function distinctNames(state: Pick<WalletState, 'accounts' | 'wallets'>): AccountView[] {
  const taken = new Set(state.accounts.map((account) => key(account.name)));
  const seen = new Set<string>();
  return state.accounts.map((account) => {
    if (!seen.has(key(account.name))) {
      seen.add(key(account.name));
      return account;
    }
    const wallet = state.wallets.find((w) => w.id === account.walletId);
    const base = t('wallets.account.distinct', { name: account.name.trim(), wallet: walletLabel(wallet) });
    let name = base;
    for (let n = 2; taken.has(key(name)) || seen.has(key(name)); n++) name = `${base} ${n}`;
    seen.add(key(name));
    return { ...account, name };
  });
}

/** The state as screens read it: the same, with distinct account names (the same object when none collide). */
export function withDistinctNames(state: WalletState): WalletState {
  const accounts = distinctNames(state);
  return accounts.every((account, i) => account === state.accounts[i]) ? state : { ...state, accounts };
}

/** Whether `name` is already some other account's shown name. */
export function nameTaken(accounts: readonly AccountView[], name: string, exceptId?: string): boolean {
  return accounts.some((account) => account.id !== exceptId && sameName(account.name, name));
}

/** Renames an account, refusing a name another account is shown with (the background refuses stored ones). */
export function renameAccount(accounts: readonly AccountView[], accountId: string, name: string): Promise<AccountView> {
  if (nameTaken(accounts, name, accountId)) return Promise.reject(new WalletApiError('name_taken', t('errors.name_taken'), 'name'));
  return callWallet('wallet_renameAccount', { accountId, name: name.trim() });
}
