// The selected network's REST endpoints: each one's state and how fast it answered, which one reads go
// to now, and the person's order (reads try them in turn); move, remove, add (checked on the chain first).
import { useEffect, useState } from 'preact/hooks';
import type { EndpointHealth } from '../../../shared/wallet-api';
import { ErrorBox, Field } from '../../components/ui';
import { useAction, useNetworkHealth } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { callWallet } from '../../lib/api';
import { accessAnswer, requestNodeAccess } from '../../lib/node-access';
import { TID } from '../../testids';
import { t, type MessageKey } from '../../i18n';

const STATE_TEXT: Record<EndpointHealth['state'], MessageKey> = {
  ok: 'network.endpoints.ok',
  unreachable: 'network.endpoints.unreachable',
  not_ledger: 'network.endpoints.notLedger',
  wrong_chain: 'network.endpoints.wrongChain',
  unconfirmed: 'network.endpoints.unconfirmed',
};

function stateLine(endpoint: EndpointHealth): string {
  const state = t(STATE_TEXT[endpoint.state]);
  return endpoint.latencyMs === undefined ? state : `${state} · ${t('network.endpoints.latency', { ms: String(endpoint.latencyMs) })}`;
}

function moved(list: string[], index: number, by: number): string[] {
  const next = [...list];
  const [url] = next.splice(index, 1);
  next.splice(index + by, 0, url!);
  return next;
}

export function EndpointsTab() {
  const { state, setState } = useWallet();
  const network = state.network;
  const { health, checking, recheck } = useNetworkHealth(network.id);
  const action = useAction();
  const [url, setUrl] = useState('');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a check when the endpoint list changes, by value; `recheck` follows the network id
  useEffect(() => recheck(), [network.endpoints.join(' ')]);
  const byUrl = new Map((health?.endpoints ?? []).map((endpoint) => [endpoint.url, endpoint]));

  const save = (endpoints: string[]) =>
    action.run(async () => setState(await callWallet('wallet_setEndpoints', { networkId: network.id, endpoints })));
  const add = (event: Event) => {
    event.preventDefault();
    const text = url.trim().replace(/\/+$/, '');
    if (!text) return;
    let granted: Promise<boolean>;
    try {
      granted = requestNodeAccess(text);
    } catch {
      action.setError(t('network.endpoints.fullUrl'));
      return;
    }
    void action.run(async () => {
      await accessAnswer(granted);
      setState(await callWallet('wallet_setEndpoints', { networkId: network.id, endpoints: [...network.endpoints, text] }));
      setUrl('');
    });
  };

  return (
    <section class="card">
      <p class="muted small">{t('network.endpoints.about')}</p>
      <ol class="list">
        {network.endpoints.map((endpoint, index) => {
          const seen = byUrl.get(endpoint);
          return (
            <li
              class="list-row endpoint-row"
              key={endpoint}
              data-testid={TID.endpointItem}
              data-url={endpoint}
              data-state={seen?.state ?? 'checking'}
              data-active={String(seen?.active ?? false)}
            >
              <span class="site-text">
                <span>
                  <code class="break">{endpoint}</code> {seen?.active && <span class="badge ok">{t('network.endpoints.inUse')}</span>}
                </span>
                <span class={seen === undefined || seen.state === 'ok' ? 'small' : 'small endpoint-bad'} data-testid={TID.endpointState}>
                  {seen ? stateLine(seen) : t('node.checkingNode')}
                </span>
                {seen?.message && seen.state !== 'unreachable' && (
                  <details class="error-details" data-testid={TID.errorDetails}>
                    <summary>{t('ui.details')}</summary>
                    <code class="break">{seen.message}</code>
                  </details>
                )}
              </span>
              <span class="row-actions">
                <button
                  class="btn small"
                  data-testid={TID.endpointUp}
                  aria-label={t('network.endpoints.up')}
                  title={t('network.endpoints.up')}
                  disabled={action.busy || index === 0}
                  onClick={() => save(moved(network.endpoints, index, -1))}
                >
                  ↑
                </button>
                <button
                  class="btn small"
                  data-testid={TID.endpointDown}
                  aria-label={t('network.endpoints.down')}
                  title={t('network.endpoints.down')}
                  disabled={action.busy || index === network.endpoints.length - 1}
                  onClick={() => save(moved(network.endpoints, index, 1))}
                >
                  ↓
                </button>
                <button
                  class="btn small danger-outline"
                  data-testid={TID.endpointRemove}
                  disabled={action.busy || network.endpoints.length === 1}
                  onClick={() => save(network.endpoints.filter((candidate) => candidate !== endpoint))}
                >
                  {t('network.endpoints.remove')}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button class="link-button small" data-testid={TID.endpointRecheck} disabled={checking} onClick={recheck}>
        {checking ? t('node.checking') : t('network.endpoints.recheck')}
      </button>
      <form class="form" onSubmit={add}>
        <Field label={t('network.endpoints.add')}>
          <input
            data-testid={TID.endpointAddUrl}
            value={url}
            onInput={(e) => setUrl(e.currentTarget.value)}
            placeholder="https://"
            spellcheck={false}
          />
        </Field>
        {action.error && <ErrorBox message={action.error} />}
        <button class="btn block" data-testid={TID.endpointAddSubmit} disabled={action.busy || url.trim() === ''}>
          {action.busy ? t('network.endpoints.checking') : t('network.endpoints.addSubmit')}
        </button>
      </form>
    </section>
  );
}
