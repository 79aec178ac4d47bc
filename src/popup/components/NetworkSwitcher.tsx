// The network pill's switcher: every network, the current one marked, a switch in one click. Before
// the click it lists the connected sites that will hear the switch (the background tells each one
// `networkChanged`), so nobody is surprised by a site's page changing under it.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { callWallet } from '../lib/api';
import { useAction, useAsync } from '../hooks/data';
import { navigate } from '../lib/router';
import { useWallet } from '../hooks/wallet';
import { TID } from '../testids';
import { t } from '../i18n';
import { networkName } from '../lib/network-name';

export function NetworkSwitcher({ close }: { close(): void }) {
  const { state, setState } = useWallet();
  const action = useAction();
  const sites = useAsync(() => callWallet('wallet_listPermissions', {}), []);
  const panel = useRef<HTMLDivElement>(null);
  // A dialog: focus goes to the current network, Esc closes it.
  useLayoutEffect(() => {
    panel.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- installed once when the switcher opens; `close` is the parent's and closes this very switcher
  }, []);

  const choose = (networkId: string) => {
    if (networkId === state.network.id) return close();
    void action.run(async () => {
      setState(await callWallet('wallet_selectNetwork', { networkId }));
      close();
    });
  };

  return (
    <>
      <button class="menu-backdrop" aria-label={t('switcher.close')} tabIndex={-1} onClick={close} />
      <div
        ref={panel}
        class="account-menu card network-switcher"
        role="dialog"
        aria-modal="true"
        aria-label={t('switcher.title')}
        data-testid={TID.networkSwitcher}
      >
        <h2 class="section-title">{t('switcher.title')}</h2>
        <ul>
          {state.networks.map((network) => {
            const current = network.id === state.network.id;
            return (
              <li key={network.id}>
                <button
                  class={current ? 'account-option selected' : 'account-option'}
                  aria-current={current}
                  data-testid={TID.networkSwitcherOption}
                  data-network-id={network.id}
                  data-current={String(current)}
                  disabled={action.busy}
                  onClick={() => choose(network.id)}
                >
                  <span class="account-option-text">
                    <span>{networkName(network)}</span>
                    <code class="muted break">{network.chainId}</code>
                  </span>
                  {current && (
                    <span class="check" aria-label={t('switcher.current')}>
                      ✓
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <div class="switcher-sites small" data-testid={TID.networkSwitcherSites} data-count={sites.data ? String(sites.data.length) : ''}>
          {sites.data && sites.data.length === 0 && <p class="muted">{t('switcher.noSites')}</p>}
          {sites.data && sites.data.length > 0 && (
            <>
              <p class="muted">{t('switcher.sitesTold', { count: sites.data.length })}</p>
              <ul class="switcher-site-list">
                {sites.data.map((site) => (
                  <li key={site.origin} data-origin={site.origin}>
                    <code class="break">{site.origin}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {action.error && <p class="field-error">{action.error}</p>}
        <button
          class="link-button account-menu-manage"
          data-testid={TID.networkSwitcherManage}
          onClick={() => {
            close();
            navigate('/settings');
          }}
        >
          {t('switcher.manage')}
        </button>
      </div>
    </>
  );
}
