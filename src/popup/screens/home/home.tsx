// Home: account frame, GT and token balances, send/receive, and the way to every other page.
import { useEffect, useRef, useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { AccountHeader } from '../../components/AccountHeader';
import { NetworkStatus } from '../../components/NetworkStatus';
import { ErrorBox, Loading } from '../../components/ui';
import { useBalance, useNetworkHealth } from '../../hooks/data';
import { callWallet } from '../../lib/api';
import { amountOf, gtAmount, tokenAmount } from '../../lib/format';
import { navigate, type Route } from '../../lib/router';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { t, withMessages, type MessageKey } from '../../i18n';
import { lazyComponent } from '../../hooks/lazy';

// Not needed to paint the balance: the notice's code (key derivation, the word list) loads only
// for a wallet that needs it, the vault's pending transfers after home has painted.
const LegacyDerivationNotice = lazyComponent(withMessages(['onboarding'], () => import('../onboarding/DerivationChoice').then((m) => m.LegacyDerivationNotice)));
const PendingIncoming = lazyComponent(withMessages(['common', 'time', 'vault'], () => import('../vault/PendingIncoming').then((m) => m.PendingIncoming)), { afterPaint: true });

function useLegacyNoticeNeeded(): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    let live = true;
    callWallet('wallet_derivationStatus', {}).then((status) => { if (live) setNeeded(status.showNotice); }, () => undefined);
    return () => { live = false; };
  }, []);
  return needed;
}

const NAV: Array<{ route: Route; params?: Record<string, string>; label: MessageKey; hint: MessageKey; testId?: string }> = [
  { route: '/activity', label: 'home.nav.activity', hint: 'home.nav.activityHint', testId: TID.navActivity },
  { route: '/staking', label: 'home.nav.staking', hint: 'home.nav.stakingHint' },
  { route: '/tokens', label: 'home.nav.tokens', hint: 'home.nav.tokensHint' },
  { route: '/vaults', label: 'home.nav.vaults', hint: 'home.nav.vaultsHint' },
  { route: '/vaults', params: { view: 'multisig' }, label: 'home.nav.multisig', hint: 'home.nav.multisigHint', testId: TID.navMultisig },
  { route: '/sites', label: 'home.nav.sites', hint: 'home.nav.sitesHint' },
  { route: '/network', label: 'home.nav.network', hint: 'home.nav.networkHint' },
  { route: '/settings', label: 'home.nav.settings', hint: 'home.nav.settingsHint' },
];

export function HomePage() {
  const { state } = useWallet();
  const account = selectedAccount(state);
  const balance = useBalance(account?.address, state.network.id, state.balance);
  const legacyNotice = useLegacyNoticeNeeded();
  const node = useNetworkHealth(state.network.id);
  const nodeDown = node.health !== undefined && node.health.state !== 'ok' && node.health.state !== 'unconfirmed';
  // A failed balance read is the first sign of a node in trouble: ask about it now, not from the cache.
  useEffect(() => {
    if (balance.error) node.recheck();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `node.recheck` is the stable callback (useNetworkHealth's useCallback); `node` is a fresh object
  }, [balance.error, node.recheck]);
  // And when the node comes back (a read beside the check may have gone out while it was still refused), read again.
  const lastState = useRef(node.health?.state);
  useEffect(() => {
    const was = lastState.current;
    lastState.current = node.health?.state;
    if (was !== undefined && was !== 'ok' && node.health?.state === 'ok' && balance.error) balance.reload();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only on the node's change of state; `balance` is a fresh object each render
  }, [node.health?.state]);
  const retry = () => {
    node.recheck();
    balance.reload();
  };
  const coins = balance.data ?? [];
  const gtText = gtAmount(amountOf(coins, NANOGT));
  const tokens = coins.filter((c) => c.denom !== NANOGT && c.amount !== '0');

  return (
    <div class="page">
      <AccountHeader />
      <main class="page-body">
        <h1 class="sr-only">{t('home.heading')}</h1>
        {state.pendingApprovals > 0 && (
          <a class="banner" href="#/approve">
            {t('home.pending', { count: state.pendingApprovals })}
          </a>
        )}
        <NetworkStatus health={node.health} checking={node.checking} onRetry={retry} />
        {legacyNotice && <LegacyDerivationNotice />}
        <section class="balance-card">
          <span class="field-label">{t('home.balance')}</span>
          {balance.loading && balance.data === undefined ? (
            <Loading label={t('home.readingBalance')} />
          ) : balance.error && nodeDown ? (
            <p class="muted">{t('home.balanceUnavailable')}</p>
          ) : balance.error ? (
            <ErrorBox message={balance.error} onRetry={retry} />
          ) : (
            <p class={gtText.length > 12 ? 'balance long' : 'balance'}>
              <span data-testid={TID.balanceGt} data-nanogt={amountOf(coins, NANOGT).toString()}>{gtText}</span>
              <span class="unit">GT</span>
            </p>
          )}
          {!balance.error && (
            <button class="link-button small" disabled={balance.loading} onClick={balance.reload}>
              {balance.loading ? t('home.refreshing') : t('home.refresh')}
            </button>
          )}
          <div class="row-buttons">
            <button class="btn primary" data-testid={TID.navSend} disabled={!account?.canSign} title={account?.canSign ? '' : t('home.cannotSign')} onClick={() => navigate('/send')}>{t('home.send')}</button>
            <button class="btn" data-testid={TID.navReceive} onClick={() => navigate('/receive')}>{t('home.receive')}</button>
          </div>
        </section>

        {account && <PendingIncoming address={account.address} />}

        {tokens.length > 0 && (
          <section class="card">
            <h2 class="section-title">{t('home.tokens')}</h2>
            <ul class="list">
              {tokens.map((coin) => (
                <li class="list-row" key={coin.denom}>
                  <span class="token-symbol">{coin.denom}</span>
                  <span class="amount" data-denom={coin.denom} data-amount={coin.amount}>{tokenAmount(coin.amount)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        <nav class="nav-grid">
          {NAV.map((item) => (
            <button class="nav-tile" key={item.label} data-testid={item.testId} onClick={() => navigate(item.route, item.params)}>
              <span class="nav-label">{t(item.label)}</span>
              <span class="muted small">{t(item.hint)}</span>
            </button>
          ))}
        </nav>
      </main>
    </div>
  );
}
