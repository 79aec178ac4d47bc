// The wallet's frame state (accounts, network, lock) shared by every page.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AccountView, WalletState } from '../../shared/wallet-api';

export interface WalletContextValue {
  state: WalletState;
  setState(state: WalletState): void;
  /** Re-read the state from the background (after account, network or lock changes). */
  refresh(): Promise<void>;
}

export const WalletContext = createContext<WalletContextValue | null>(null);

export function useWallet(): WalletContextValue {
  const value = useContext(WalletContext);
  if (!value) throw new Error('useWallet outside WalletContext');
  return value;
}

export function selectedAccount(state: WalletState): AccountView | null {
  return state.accounts.find((a) => a.id === state.selectedAccountId) ?? state.accounts[0] ?? null;
}
