// The frame: load the wallet state, gate on onboarding and unlock, then route.
import type { FunctionComponent } from 'preact';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { WalletState } from '../shared/wallet-api';
import { callWallet, errorText, onStaleState } from './lib/api';
import { ErrorBox, Loading } from './components/ui';
import { ActivityPage } from './screens/activity/activity';
import { ApprovePage } from './screens/approvals/approve';
import { HomePage } from './screens/home/home';
import { NetworkRoot } from './screens/network/NetworkRoot';
import { OnboardingPage } from './screens/onboarding/onboarding';
import { ReceivePage } from './screens/receive/receive';
import { SendPage } from './screens/send/send';
import { SettingsPage } from './screens/settings/settings';
import { SitesPage } from './screens/sites/sites';
import { StakingRoot } from './screens/staking/StakingRoot';
import { TokensRoot } from './screens/tokens/TokensRoot';
import { UnlockPage } from './screens/unlock/unlock';
import { VaultRoot } from './screens/vault/VaultRoot';
import { WalletsRoot } from './screens/wallets/WalletsRoot';
import { useRoute, type Route } from './lib/router';
import { WalletContext, type WalletContextValue } from './hooks/wallet';

const PAGES: Record<Route, FunctionComponent> = {
  '/': HomePage,
  '/send': SendPage,
  '/receive': ReceivePage,
  '/activity': ActivityPage,
  '/sites': SitesPage,
  '/settings': SettingsPage,
  '/approve': ApprovePage,
  '/staking': StakingRoot,
  '/tokens': TokensRoot,
  '/vaults': VaultRoot,
  '/network': NetworkRoot,
  '/wallets': WalletsRoot,
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
