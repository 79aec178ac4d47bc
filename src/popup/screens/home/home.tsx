// Home: account frame, GT and token balances, send/receive, and the way to every other page.
import { useEffect, useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { AccountHeader } from '../../components/AccountHeader';
import { NetworkStatus } from '../../components/NetworkStatus';
import { ErrorBox, Loading, Unknown } from '../../components/ui';
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
const LegacyDerivationNotice = lazyComponent(
  withMessages(['onboarding'], () => import('../onboarding/DerivationChoice').then((m) => m.LegacyDerivationNotice)),
);
const PendingIncoming = lazyComponent(
  withMessages(['common', 'time', 'vault'], () => import('../vault/PendingIncoming').then((m) => m.PendingIncoming)),
  { afterPaint: true },
);

function useLegacyNoticeNeeded(): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    let live = true;
    callWallet('wallet_derivationStatus', {}).then(
      (status) => {
        if (live) setNeeded(status.showNotice);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
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
  // A failed read asks about the node, and a node that answers again reads it again (hooks/data.ts).
  const retry = () => {
    node.recheck();
    balance.reload();
  };
  const coins = balance.data ?? [];
  const gtText = gtAmount(amountOf(coins, NANOGT));
  // Tokens read before a failure are not shown as current: the list waits for the node.
  const tokens = balance.error ? [] : coins.filter((c) => c.denom !== NANOGT && c.amount !== '0');

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
          ) : balance.error ? (
            <>
              <p class="balance">
                <Unknown last={balance.data ? `${gtText} GT` : undefined} readAt={balance.readAt} />
                <span class="unit">GT</span>
              </p>
              {/* The node's own notice above says why; another failure (an answer it could not read) says it here. */}
              {!nodeDown && <ErrorBox message={balance.error} onRetry={retry} />}
            </>
          ) : (
            <p class={gtText.length > 12 ? 'balance long' : 'balance'}>
              <span data-testid={TID.balanceGt} data-nanogt={amountOf(coins, NANOGT).toString()}>
                {gtText}
              </span>
              <span class="unit">GT</span>
            </p>
          )}
          {!balance.error && (
            <button class="link-button small" disabled={balance.loading} onClick={balance.reload}>
              {balance.loading ? t('home.refreshing') : t('home.refresh')}
            </button>
          )}
          <div class="row-buttons">
            <button
              class="btn primary"
              data-testid={TID.navSend}
              disabled={!account?.canSign}
              title={account?.canSign ? '' : t('home.cannotSign')}
              onClick={() => navigate('/send')}
            >
              {t('home.send')}
            </button>
            <button class="btn" data-testid={TID.navReceive} onClick={() => navigate('/receive')}>
              {t('home.receive')}
            </button>
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
                  <span class="amount" data-denom={coin.denom} data-amount={coin.amount}>
                    {tokenAmount(coin.amount)}
                  </span>
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
