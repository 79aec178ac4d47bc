// The frame's top bar: account switcher (its menu loads on demand: AccountMenu), network pill, lock.
import { useEffect, useRef, useState } from 'preact/hooks';
import { callWallet } from '../lib/api';
import { useAction, useNetworkHealth } from '../hooks/data';
import { lazyComponent } from '../hooks/lazy';
import { shortAddr } from '../lib/format';
import { selectedAccount, useWallet } from '../hooks/wallet';
import { TID } from '../testids';
import { CopyButton } from './CopyButton';
import { healthLabel } from './NetworkStatus';
import { NetworkSwitcher } from './NetworkSwitcher';
import { t, withMessages } from '../i18n';
import { networkName } from '../lib/network-name';

// Not needed to paint home: the menu's code and texts (the wallets area) load after home has painted,
// and a click that comes first opens the menu once they are here.
const AccountMenu = lazyComponent(
  withMessages(['wallets'], () => import('./AccountMenu').then((m) => m.AccountMenu)),
  {
    failed: (message) => <p class="field-error">{message}</p>,
  },
);

export function AccountHeader() {
  const { state, setState } = useWallet();
  const { health } = useNetworkHealth(state.network.id);
  const account = selectedAccount(state);
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const pill = useRef<HTMLButtonElement>(null);
  const action = useAction();
  const switcher = useRef<HTMLButtonElement>(null);
  const openMenu = () =>
    void AccountMenu.preload().then(
      () => setOpen(true),
      () => setOpen(true),
    );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void AccountMenu.preload().catch(() => undefined));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const close = () => {
    setOpen(false);
    switcher.current?.focus();
  };
  const lock = () => action.run(async () => setState(await callWallet('wallet_lock', {})));

  return (
    <header class="account-header">
      <div class="account-header-row">
        <button
          class="network-pill"
          data-testid={TID.networkPill}
          data-health={health?.state ?? 'checking'}
          title={`${networkName(state.network)} · ${state.network.restUrl} · ${state.network.chainId} · ${healthLabel(health)}`}
          aria-haspopup="dialog"
          aria-expanded={switching}
          ref={pill}
          onClick={() => setSwitching(!switching)}
        >
          <span class="dot" data-state={health?.state ?? 'checking'} role="img" aria-label={healthLabel(health)} />
          {networkName(state.network)}
        </button>
        <button class="icon-button" data-testid={TID.lockButton} title={t('account.lockTitle')} disabled={action.busy} onClick={lock}>
          {t('account.lock')}
        </button>
      </div>
      <div class="account-current">
        <button
          ref={switcher}
          class="account-switcher"
          data-testid={TID.accountSwitcher}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => (open ? close() : openMenu())}
        >
          <span class="avatar" aria-hidden="true">
            {(account?.name ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <span class="account-name" data-testid={TID.accountName} title={account?.name}>
            {account?.name ?? t('account.none')}
          </span>
          <span class="caret" aria-hidden="true">
            ▾
          </span>
        </button>
        {account && (
          <span class="account-address-line">
            <code data-testid={TID.accountAddress} data-address={account.address} title={account.address}>
              {shortAddr(account.address)}
            </code>
            <CopyButton value={account.address} compact />
          </span>
        )}
      </div>
      {action.error && (
        <p class="field-error" data-testid={TID.accountError}>
          {action.error}
        </p>
      )}
      {open && <AccountMenu action={action} close={close} done={() => setOpen(false)} />}
      {switching && (
        <NetworkSwitcher
          close={() => {
            setSwitching(false);
            pill.current?.focus();
          }}
        />
      )}
    </header>
  );
}
