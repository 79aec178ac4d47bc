// What home says when the selected node cannot be used: no answer, not a GT node, or another chain.
// The network pill's dot shows the same state on every page.
import type { NetworkHealth } from '../../shared/wallet-api';
import { navigate } from '../lib/router';
import { TID } from '../testids';
import { t, type MessageKey } from '../i18n';

const TEXT: Record<Exclude<NetworkHealth['state'], 'ok'>, { title: MessageKey; body: MessageKey }> = {
  unreachable: { title: 'node.unreachable.title', body: 'node.unreachable.body' },
  not_ledger: { title: 'node.notLedger.title', body: 'node.notLedger.body' },
  wrong_chain: { title: 'node.wrongChain.title', body: 'node.wrongChain.body' },
  unconfirmed: { title: 'node.unconfirmed.title', body: 'node.unconfirmed.body' },
};

/** The pill dot's words, for its title and screen readers. */
export function healthLabel(health: NetworkHealth | undefined): string {
  if (!health) return t('node.checkingNode');
  return health.state === 'ok' ? t('node.connected', { height: String(health.height ?? '?') }) : t(TEXT[health.state].title);
}

export function NetworkStatus({ health, onRetry, checking }: { health: NetworkHealth | undefined; onRetry(): void; checking: boolean }) {
  if (!health || health.state === 'ok') return null;
  const text = TEXT[health.state];
  return (
    <section
      class={health.state === 'unconfirmed' ? 'warning network-status' : 'error-box network-status'}
      role="alert"
      data-testid={TID.networkStatus}
      data-state={health.state}
    >
      <strong>{t(text.title)}</strong>
      <span>{t(text.body, { url: health.restUrl, chain: health.chainId })}</span>
      <span class="row-buttons">
        <button class="link-button" data-testid={TID.networkStatusRetry} disabled={checking} onClick={onRetry}>
          {checking ? t('node.checking') : t('node.tryAgain')}
        </button>
        <button class="link-button" onClick={() => navigate('/settings')}>
          {t('node.networks')}
        </button>
      </span>
    </section>
  );
}
