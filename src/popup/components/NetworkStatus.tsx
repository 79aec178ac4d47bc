// What home says when the selected node cannot be used: no answer, not a GT node, or another chain.
// The network pill's dot shows the same state on every page.
import type { NetworkHealth } from '../../shared/wallet-api';
import { navigate } from '../lib/router';
import { TID } from '../testids';

const TEXT: Record<Exclude<NetworkHealth['state'], 'ok'>, { title: string; body: (h: NetworkHealth) => string }> = {
  unreachable: {
    title: 'The node does not answer',
    body: (h) => `Vaultline gets no answer from ${h.restUrl}. Balances and activity may be out of date, and nothing can be sent until it answers.`,
  },
  not_ledger: {
    title: 'This is not a GT ledger node',
    body: (h) => `${h.restUrl} answers, but not as a GT ledger node. Check the network's REST URL.`,
  },
  wrong_chain: {
    title: 'This node is on another chain',
    body: (h) => `${h.restUrl} does not answer for chain "${h.chainId}". Vaultline will not sign for it: pick the right network or fix the node.`,
  },
  unconfirmed: {
    title: 'The chain could not be checked',
    body: (h) => `${h.restUrl} answers, but Vaultline could not confirm it is on chain "${h.chainId}".`,
  },
};

/** The pill dot's words, for its title and screen readers. */
export function healthLabel(health: NetworkHealth | undefined): string {
  if (!health) return 'Checking the node…';
  return health.state === 'ok' ? `Connected · block ${health.height ?? '?'}` : TEXT[health.state].title;
}

export function NetworkStatus({ health, onRetry, checking }: { health: NetworkHealth | undefined; onRetry(): void; checking: boolean }) {
  if (!health || health.state === 'ok') return null;
  const text = TEXT[health.state];
  return (
    <section class={health.state === 'unconfirmed' ? 'warning network-status' : 'error-box network-status'} role="alert" data-testid={TID.networkStatus} data-state={health.state}>
      <strong>{text.title}</strong>
      <span>{text.body(health)}</span>
      <span class="row-buttons">
        <button class="link-button" data-testid={TID.networkStatusRetry} disabled={checking} onClick={onRetry}>{checking ? 'Checking…' : 'Try again'}</button>
        <button class="link-button" onClick={() => navigate('/settings')}>Networks</button>
      </span>
    </section>
  );
}
