// The frame: load the wallet state, gate on onboarding and unlock, then route. Unlock is part of
// the first load; every other page is its own chunk, and the opened route's starts loading at once.
// Each page's texts load with it: the catalogue areas named beside its import, in the chosen language.
import type { FunctionComponent, VNode } from 'preact';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { WalletState } from '../shared/wallet-api';
import { callWallet, errorText, onStaleState } from './lib/api';
import { takeSentFirst } from './lib/wallet-message';
import { ErrorBox, Loading } from './components/ui';
import { UnlockPage } from './screens/unlock/unlock';
import { currentRoute, useRoute, type Route } from './lib/router';
import { WalletContext, type WalletContextValue } from './hooks/wallet';
import { lazyComponent, type LazyComponent } from './hooks/lazy';
import { askEarly, dropEarly, earlyAnswered } from './hooks/early';
import { useLanguage } from './hooks/language';
import { withMessages } from './i18n';

const centered = (body: VNode) => <div class="app-center">{body}</div>;

function page(load: () => Promise<FunctionComponent>): LazyComponent<object> {
  return lazyComponent(load, { waiting: () => centered(<Loading />), failed: (message) => centered(<ErrorBox message={message} />) });
}

const OnboardingPage = page(withMessages(['onboarding', 'wallets'], () => import('./screens/onboarding/onboarding').then((m) => m.OnboardingPage)));

const PAGES: Record<Route, LazyComponent<object>> = {
  '/': page(withMessages(['home'], () => import('./screens/home/home').then((m) => m.HomePage))),
  '/send': page(withMessages(['activity', 'checks', 'home', 'renderers', 'summaries', 'tx'], () => import('./screens/send/send').then((m) => m.SendPage))),
  '/receive': page(withMessages(['home'], () => import('./screens/receive/receive').then((m) => m.ReceivePage))),
  '/activity': page(withMessages(['activity', 'common', 'renderers', 'summaries', 'time'], () => import('./screens/activity/activity').then((m) => m.ActivityPage))),
  '/sites': page(withMessages(['home'], () => import('./screens/sites/sites').then((m) => m.SitesPage))),
  '/settings': page(withMessages(['common', 'onboarding', 'settings', 'wallets'], () => import('./screens/settings/settings').then((m) => m.SettingsPage))),
  '/approve': page(withMessages(['approvals', 'renderers'], () => import('./screens/approvals/approve').then((m) => m.ApprovePage))),
  '/staking': page(withMessages(['activity', 'checks', 'renderers', 'staking', 'summaries', 'time', 'tx'], () => import('./screens/staking/StakingRoot').then((m) => m.StakingRoot))),
  '/tokens': page(withMessages(['activity', 'checks', 'renderers', 'summaries', 'tokens', 'tx'], () => import('./screens/tokens/TokensRoot').then((m) => m.TokensRoot))),
  '/vaults': page(withMessages(['activity', 'checks', 'common', 'multisig', 'renderers', 'staking', 'summaries', 'time', 'tx', 'vault', 'wallets'], () => import('./screens/vault/VaultRoot').then((m) => m.VaultRoot))),
  '/network': page(withMessages(['network', 'time'], () => import('./screens/network/NetworkRoot').then((m) => m.NetworkRoot))),
  '/wallets': page(withMessages(['onboarding', 'wallets'], () => import('./screens/wallets/WalletsRoot').then((m) => m.WalletsRoot))),
};

/** The first wallet state, asked at once while the opened route's page loads beside it: one message, then render. */
export async function firstState(): Promise<WalletState> {
  const opened = currentRoute();
  const route = PAGES[opened].preload().catch(() => undefined);
  // The approval window's queue is asked beside the state (by the page's first script, preload.ts,
  // as the state); it is read only if no unlock comes first.
  if (opened === '/approve') askEarly('wallet_listApprovals');
  const state = await callWallet('wallet_getState', {}, takeSentFirst('wallet_getState'));
  if (!state.initialized || !state.unlocked) dropEarly('wallet_listApprovals');
  if (!state.initialized) await OnboardingPage.preload().catch(() => undefined);
  // The approval window paints its request in its first render: the queue has come by then.
  else if (state.unlocked) await Promise.all([route, earlyAnswered('wallet_listApprovals')]);
  return state;
}

/** `first` is the first state as asked; `initial` the same when it had already come before the first render. */
export function App({ first, initial }: { first: Promise<WalletState>; initial?: WalletState }) {
  const route = useRoute();
  const lang = useLanguage();
  const [state, setState] = useState<WalletState | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);

  const take = useCallback(async (answer: Promise<WalletState>) => {
    try {
      setState(await answer);
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }, []);
  const refresh = useCallback(() => take(callWallet('wallet_getState', {})), [take]);

  useEffect(() => {
    void take(first);
    const unsubscribe = onStaleState(() => void refresh());
    const onVisible = () => { if (document.visibilityState === 'visible') void refresh(); };
    document.addEventListener('visibilitychange', onVisible);
    return () => { unsubscribe(); document.removeEventListener('visibilitychange', onVisible); };
  }, [first, take, refresh]);

  const context = useMemo<WalletContextValue | null>(() => (state ? { state, setState, refresh } : null), [state, refresh]);

  if (!context) return centered(error ? <ErrorBox message={error} onRetry={() => void refresh()} /> : <Loading />);
  const Page = PAGES[route];
  return (
    // Keyed by language: a new choice re-renders every screen in it, module-level texts included.
    <WalletContext.Provider value={context} key={lang}>
      {!context.state.initialized ? <OnboardingPage /> : !context.state.unlocked ? <UnlockPage /> : <Page />}
    </WalletContext.Provider>
  );
}
