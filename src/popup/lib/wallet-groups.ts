// Accounts grouped by the wallet they come from, in the wallets' order (the account menu, Settings → Wallets).
import type { AccountView, WalletState, WalletView } from '../../shared/wallet-api';
import { t } from '../i18n';

/** One wallet's accounts; `wallet` null for accounts of no wallet (multisig). */
export interface AccountGroup {
  wallet: WalletView | null;
  accounts: AccountView[];
}

export function groupAccounts(state: Pick<WalletState, 'wallets' | 'accounts'>): AccountGroup[] {
  const known = new Set(state.wallets.map((w) => w.id));
  const groups: AccountGroup[] = state.wallets.map((wallet) => ({
    wallet,
    accounts: state.accounts.filter((a) => a.walletId === wallet.id),
  }));
  const others = state.accounts.filter((a) => a.walletId === undefined || !known.has(a.walletId));
  if (others.length > 0) groups.push({ wallet: null, accounts: others });
  return groups;
}

/** A wallet's name: the person's, else the default "Wallet N" in the popup's language; multisig accounts' group for none. */
export function walletLabel(wallet: WalletView | null | undefined): string {
  if (!wallet) return t('wallets.menu.multisig');
  return wallet.named ? wallet.name : t('wallets.add.defaultName', { number: String(wallet.number) });
}
