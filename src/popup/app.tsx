// The frame: load the wallet state, gate on onboarding and unlock, then route to the page's table
// (the popup's, pages.tsx: every page its own chunk with its texts; the approval window's, in its own
// page, approve-main.tsx). Unlock is part of the first load; the opened route's page starts loading at once.
import type { FunctionComponent, VNode } from 'preact';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { WalletState } from '../shared/wallet-api';
import { callWallet, errorText, onStaleState } from './lib/api';
import { takeSentFirst } from './lib/wallet-message';
import { ErrorBox, Loading } from './components/ui';
import { UnlockPage } from './screens/unlock/unlock';
import { currentRoute, useRoute, type Route } from './lib/router';
import { WalletContext, type WalletContextValue } from './hooks/wallet';
import { withDistinctNames } from './lib/account-names';
import { lazyComponent, type LazyComponent } from './hooks/lazy';
import { askEarly, dropEarly, earlyAnswered } from './hooks/early';
import { useLanguage } from './hooks/language';

const centered = (body: VNode) => <div class="app-center">{body}</div>;

/** A page whose code loads on demand, with the frame's waiting and failure views. */
export function page(load: () => Promise<FunctionComponent>): LazyComponent<object> {
  return lazyComponent(load, { waiting: () => centered(<Loading />), failed: (message) => centered(<ErrorBox message={message} />) });
}

/** What a page of the extension can show: a page per route, and onboarding (the popup's are pages.tsx; the approval window's, approve-main.tsx). */
export interface Pages {
  routes: Record<Route, LazyComponent<object>>;
  onboarding: LazyComponent<object>;
}

/** The first wallet state, asked at once while the opened route's page loads beside it: one message, then render. */
export async function firstState(pages: Pages): Promise<WalletState> {
  const opened = currentRoute();
  const route = pages.routes[opened].preload().catch(() => undefined);
  // The approval window's queue is asked beside the state (as the state: by the popup's first script,
  // preload.ts, or by approve-main.tsx); it is read only if no unlock comes first.
  if (opened === '/approve') askEarly('wallet_listApprovals');
  const state = await callWallet('wallet_getState', {}, takeSentFirst('wallet_getState'));
  if (!state.initialized || !state.unlocked) dropEarly('wallet_listApprovals');
  if (!state.initialized) await pages.onboarding.preload().catch(() => undefined);
  // The approval window paints its request in its first render: the queue has come by then.
  else if (state.unlocked) await Promise.all([route, earlyAnswered('wallet_listApprovals')]);
  return state;
}

/** `first` is the first state as asked; `initial` the same when it had already come before the first render. */
export function App({ pages, first, initial }: { pages: Pages; first: Promise<WalletState>; initial?: WalletState }) {
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
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [first, take, refresh]);

  // Screens read account names made distinct across wallets (in the page's language: hence `lang`).
  const context = useMemo<WalletContextValue | null>(
    () => (state ? { state: withDistinctNames(state), setState, refresh } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `lang` is read by withDistinctNames (the default names are worded in the page's language)
    [state, refresh, lang],
  );

  if (!context) return centered(error ? <ErrorBox message={error} onRetry={() => void refresh()} /> : <Loading />);
  const Page = pages.routes[route];
  const OnboardingPage = pages.onboarding;
  return (
    // Keyed by language: a new choice re-renders every screen in it, module-level texts included.
    <WalletContext.Provider value={context} key={lang}>
      {!context.state.initialized ? <OnboardingPage /> : !context.state.unlocked ? <UnlockPage /> : <Page />}
    </WalletContext.Provider>
  );
}
