// The frame: load the wallet state, gate on onboarding and unlock, then route.
import type { FunctionComponent } from 'preact';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { WalletState } from '../shared/wallet-api';
import { callWallet, errorText, onStaleState } from './api';
import { ErrorBox, Loading } from './components/ui';
import { ActivityPage } from './pages/activity';
import { ApprovePage } from './pages/approve';
import { HomePage } from './pages/home';
import { NetworkPage } from './pages/network';
import { OnboardingPage } from './pages/onboarding';
import { ReceivePage } from './pages/receive';
import { SendPage } from './pages/send';
import { SettingsPage } from './pages/settings';
import { SitesPage } from './pages/sites';
import { StakingPage } from './pages/staking';
import { TokensPage } from './pages/tokens';
import { UnlockPage } from './pages/unlock';
import { VaultPage } from './pages/vault';
import { useRoute, type Route } from './router';
import { WalletContext, type WalletContextValue } from './state';

const PAGES: Record<Route, FunctionComponent> = {
  '/': HomePage,
  '/send': SendPage,
  '/receive': ReceivePage,
  '/activity': ActivityPage,
  '/sites': SitesPage,
  '/settings': SettingsPage,
  '/approve': ApprovePage,
  '/staking': StakingPage,
  '/tokens': TokensPage,
  '/vaults': VaultPage,
  '/network': NetworkPage,
};

export function App() {
  const route = useRoute();
  const [state, setState] = useState<WalletState | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      setState(await callWallet('wallet_getState', {}));
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }, []);

  useEffect(() => {
    void refresh();
    const unsubscribe = onStaleState(() => void refresh());
    const onVisible = () => { if (document.visibilityState === 'visible') void refresh(); };
    document.addEventListener('visibilitychange', onVisible);
    return () => { unsubscribe(); document.removeEventListener('visibilitychange', onVisible); };
  }, [refresh]);

  const context = useMemo<WalletContextValue | null>(() => (state ? { state, setState, refresh } : null), [state, refresh]);

  if (!context) {
    return <div class="app-center">{error ? <ErrorBox message={error} onRetry={() => void refresh()} /> : <Loading />}</div>;
  }
  const Page = PAGES[route];
  return (
    <WalletContext.Provider value={context}>
      {!context.state.initialized ? <OnboardingPage /> : !context.state.unlocked ? <UnlockPage /> : <Page />}
    </WalletContext.Provider>
  );
}
