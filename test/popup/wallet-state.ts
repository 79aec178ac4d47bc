// The wallet state a popup unit test renders a screen with: one network, the given accounts, unlocked.
import type { AccountView, WalletState } from '../../src/shared/wallet-api';

/** An account that can sign, on the first wallet. */
export const testAccount: AccountView = {
  id: 'a1',
  name: 'Account 1',
  kind: 'hd',
  address: 'gt11qz9hjwf2rzykdchvr7x2jvnghuh4vcq3zv32yu0c2cl366dkshjx04cxk4pc6aeuecfgm8',
  publicKey: '',
  canSign: true,
  walletId: 'w1',
};

const network = {
  id: 'devnet',
  name: 'Devnet',
  restUrl: 'http://127.0.0.1:1317',
  endpoints: ['http://127.0.0.1:1317'],
  chainId: 'gt-devnet-1',
  builtin: true,
};

export function walletState(accounts: AccountView[], pendingApprovals = 0): WalletState {
  return {
    initialized: true,
    unlocked: true,
    accounts,
    wallets: [],
    selectedAccountId: accounts[0]?.id ?? null,
    network,
    networks: [network],
    pendingApprovals,
    autoLockMinutes: 15,
    balance: null,
  };
}
