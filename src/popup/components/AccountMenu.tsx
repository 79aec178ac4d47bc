// The account switcher's menu (accounts grouped by wallet; switch, add, rename, add or manage wallets).
// Its own chunk with its texts (the wallets area): home paints without it, it loads when opened or after paint.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { AccountView } from '../../shared/wallet-api';
import { callWallet } from '../lib/api';
import type { useAction } from '../hooks/data';
import { shortAddr } from '../lib/format';
import { navigate } from '../lib/router';
import { selectedAccount, useWallet } from '../hooks/wallet';
import { TID } from '../testids';
import { t } from '../i18n';
import { groupAccounts, walletLabel } from '../lib/wallet-groups';
import { nextAccountName } from '../lib/default-names';
import { renameAccount } from '../lib/account-names';
import './AccountMenu.css';

/** A badge beside the name of every account that is not a plain HD account. */
const kindBadge = (kind: AccountView['kind']): string => (kind === 'hd' ? '' : t(`account.badge.${kind}`));

export interface AccountMenuProps {
  /** The header's action runner: its error shows under the header, and Lock waits for a running action. */
  action: ReturnType<typeof useAction>;
  /** Closes the menu and gives focus back to the switcher (Esc, the backdrop). */
  close(): void;
  /** Closes the menu after an action (the page may change under it). */
  done(): void;
}

export function AccountMenu({ action, close, done }: AccountMenuProps) {
  const { state, setState, refresh } = useWallet();
  const account = selectedAccount(state);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const menu = useRef<HTMLDivElement>(null);
  // The open menu is a dialog: focus goes into it, Tab stays inside, Esc closes it and returns focus.
  // Before its first paint, so a key pressed as soon as the menu shows lands inside it.
  useLayoutEffect(() => {
    const focusables = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('button:not(:disabled), input') ?? []);
    (menu.current?.querySelector<HTMLElement>('.account-option.selected') ?? focusables()[0])?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        const items = focusables();
        if (items.length === 0) return;
        const at = items.indexOf(document.activeElement as HTMLElement);
        const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : at === items.length - 1 ? 0 : at + 1;
        event.preventDefault();
        items[next]!.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- installed once when the menu opens; `close` is the parent's and closes this very menu
  }, []);

  const select = (id: string) =>
    action.run(async () => {
      setState(await callWallet('wallet_selectAccount', { accountId: id }));
      done();
    });
  const add = (walletId: string) =>
    action.run(async () => {
      const created = await callWallet('wallet_addAccount', { walletId, name: nextAccountName(state.accounts, walletId) });
      setState(await callWallet('wallet_selectAccount', { accountId: created.id }));
      done();
    });
  const startRename = () => {
    setName(account?.name ?? '');
    setRenaming(true);
  };
  const saveRename = (event: Event) => {
    event.preventDefault();
    if (!account || name.trim() === '') return;
    void action.run(async () => {
      await renameAccount(state.accounts, account.id, name);
      await refresh();
      setRenaming(false);
    });
  };
  let shown = 0; // account-option-N numbers the menu's rows in the order shown

  return (
    <>
      <button class="menu-backdrop" aria-label={t('account.closeMenu')} tabIndex={-1} onClick={close} />
      <div
        ref={menu}
        class="account-menu card"
        role="dialog"
        aria-modal="true"
        aria-label={t('account.menu')}
        data-testid={TID.accountMenu}
      >
        {groupAccounts(state).map((group) => (
          <div
            role="group"
            key={group.wallet?.id ?? 'multisig'}
            class="account-group"
            data-testid={TID.accountGroup}
            data-wallet-id={group.wallet?.id}
            data-kind={group.wallet?.kind ?? 'multisig'}
            aria-label={walletLabel(group.wallet)}
          >
            <div class="account-group-head">
              <span class="account-group-name">{walletLabel(group.wallet)}</span>
              {group.wallet?.kind === 'mnemonic' && (
                <button
                  class="link-button small"
                  data-testid={TID.accountAdd}
                  data-wallet-id={group.wallet.id}
                  disabled={action.busy}
                  onClick={() => add(group.wallet!.id)}
                >
                  + {t('wallets.menu.addAccount')}
                </button>
              )}
            </div>
            <ul>
              {group.accounts.map((a) => (
                <li key={a.id}>
                  <button
                    class={a.id === account?.id ? 'account-option selected' : 'account-option'}
                    data-testid={TID.accountOption(++shown)}
                    data-account-id={a.id}
                    disabled={action.busy}
                    onClick={() => select(a.id)}
                  >
                    <span class="avatar small" aria-hidden="true">
                      {a.name.slice(0, 1).toUpperCase()}
                    </span>
                    <span class="account-option-text">
                      <span>
                        {a.name} {kindBadge(a.kind) && <span class="badge">{kindBadge(a.kind)}</span>}
                      </span>
                      <code class="muted">{shortAddr(a.address)}</code>
                    </span>
                    {a.id === account?.id && (
                      <span class="check" aria-label={t('account.selected')}>
                        ✓
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {renaming ? (
          <form class="inline-form" onSubmit={saveRename}>
            <input
              data-testid={TID.accountRenameInput}
              value={name}
              maxLength={40}
              autoFocus
              onInput={(e) => setName(e.currentTarget.value)}
            />
            <button class="btn small primary" data-testid={TID.accountRenameSave} disabled={action.busy || name.trim() === ''}>
              {t('account.save')}
            </button>
          </form>
        ) : (
          <div class="menu-actions">
            <button
              class="btn small"
              data-testid={TID.accountAddWallet}
              disabled={action.busy}
              onClick={() => {
                done();
                navigate('/wallets', { view: 'add' });
              }}
            >
              {t('wallets.menu.addWallet')}
            </button>
            <button class="btn small" data-testid={TID.accountRename} disabled={action.busy || !account} onClick={startRename}>
              {t('account.rename')}
            </button>
          </div>
        )}
        {!renaming && (
          <button
            class="link-button account-menu-manage"
            data-testid={TID.accountManageWallets}
            disabled={action.busy}
            onClick={() => {
              done();
              navigate('/wallets');
            }}
          >
            {t('wallets.menu.manage')}
          </button>
        )}
      </div>
    </>
  );
}
