// Networks: list, select, remove (not the built-in ones), add a REST URL with its chain id.
import { useState } from 'preact/hooks';
import { callWallet } from '../../lib/api';
import { ErrorBox, Field } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { accessAnswer, requestNodeAccess } from '../../lib/node-access';
import { TID } from '../../testids';
import { t } from '../../i18n';
import { networkName } from '../../lib/network-name';

function checkUrl(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : t('settings.networks.badUrl');
  } catch {
    return t('settings.networks.fullUrl');
  }
}

export function NetworkSettings() {
  const { state, setState, refresh } = useWallet();
  const action = useAction();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [chainId, setChainId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const urlError = url.trim() === '' ? null : checkUrl(url);
  const canAdd = name.trim() !== '' && url.trim() !== '' && !urlError && chainId.trim() !== '';

  const select = (networkId: string) =>
    action.run(async () => {
      setState(await callWallet('wallet_selectNetwork', { networkId }));
      setNotice(null);
    });
  const remove = (networkId: string) =>
    action.run(async () => {
      setState(await callWallet('wallet_removeNetwork', { networkId }));
      setNotice(null);
    });
  const add = (event: Event) => {
    event.preventDefault();
    if (!canAdd) return;
    // Asked here, inside the click: Chrome grants host permissions only during a user gesture.
    const granted = requestNodeAccess(url.trim());
    void action.run(async () => {
      // The background checks the node before saving (status, chain id): a remote node is reached with the
      // access granted, so the answer to the prompt is awaited, though not forever (a prompt may go unanswered).
      const ok = await accessAnswer(granted);
      const network = await callWallet('wallet_addNetwork', {
        name: name.trim(),
        restUrl: url.trim().replace(/\/+$/, ''),
        chainId: chainId.trim(),
      });
      const existed = state.networks.some((known) => known.id === network.id);
      await refresh();
      setName('');
      setUrl('');
      setChainId('');
      // The same node and chain id is one network: the one there is answered, nothing added.
      if (existed) setNotice(t('settings.networks.exists', { name: networkName(network), chain: network.chainId }));
      else
        setNotice(
          ok
            ? t('settings.networks.added', { name: network.name, chain: network.chainId })
            : t('settings.networks.addedNoAccess', { name: network.name, host: new URL(network.restUrl).host }),
        );
    });
  };

  return (
    <section class="card settings-section">
      <h2 class="section-title">{t('settings.networks.title')}</h2>
      <ul class="list">
        {state.networks.map((network) => {
          const selected = network.id === state.network.id;
          return (
            <li
              class="list-row"
              key={network.id}
              data-testid={TID.networkItem}
              data-network-id={network.id}
              data-selected={String(selected)}
            >
              <span class="site-text">
                <span>
                  {networkName(network)} {selected && <span class="badge ok">{t('settings.networks.selected')}</span>}{' '}
                  {network.builtin && <span class="badge">{t('settings.networks.builtin')}</span>}
                </span>
                <span class="muted small break">
                  {network.restUrl} · {network.chainId}
                </span>
              </span>
              <span class="row-actions">
                {!selected && (
                  <button
                    class="btn small"
                    data-testid={TID.networkSelect}
                    data-network-id={network.id}
                    disabled={action.busy}
                    onClick={() => select(network.id)}
                  >
                    {t('settings.networks.use')}
                  </button>
                )}
                {!network.builtin && (
                  <button
                    class="btn small danger-outline"
                    data-testid={TID.networkRemove}
                    data-network-id={network.id}
                    disabled={action.busy}
                    onClick={() => remove(network.id)}
                  >
                    {t('settings.networks.remove')}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <form class="form" onSubmit={add}>
        <h3 class="subsection-title">{t('settings.networks.add')}</h3>
        <Field label={t('settings.networks.name')}>
          <input
            data-testid={TID.networkAddName}
            maxLength={40}
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
            placeholder={t('settings.networks.namePlaceholder')}
          />
        </Field>
        <Field label={t('settings.networks.url')} error={urlError}>
          <input
            data-testid={TID.networkAddUrl}
            value={url}
            onInput={(e) => setUrl(e.currentTarget.value)}
            placeholder="http://127.0.0.1:1317"
            spellcheck={false}
          />
        </Field>
        <Field label={t('settings.networks.chainId')}>
          <input
            data-testid={TID.networkAddChainId}
            maxLength={64}
            value={chainId}
            onInput={(e) => setChainId(e.currentTarget.value)}
            placeholder="gt-devnet-1"
            spellcheck={false}
          />
        </Field>
        {action.error && <ErrorBox message={action.error} />}
        {notice && (
          <p class="field-ok" data-testid={TID.settingsNotice}>
            {notice}
          </p>
        )}
        <p class="muted small">{t('settings.networks.checkNote')}</p>
        <button class="btn primary block" data-testid={TID.networkAddSubmit} disabled={!canAdd || action.busy}>
          {action.busy ? t('settings.networks.checking') : t('settings.networks.submit')}
        </button>
      </form>
    </section>
  );
}
