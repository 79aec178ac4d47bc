// One wallet on Settings → Wallets: its name (renamable), kind, accounts, and what can be done with them.
import { useState } from 'preact/hooks';
import type { AccountView, WalletView } from '../../../shared/wallet-api';
import { callWallet } from '../../lib/api';
import { shortAddr } from '../../lib/format';
import { useAction } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { formatDateTime, t } from '../../i18n';
import { TID } from '../../testids';
import { walletLabel, type AccountGroup } from '../../lib/wallet-groups';
import { translated, walletKindLabel } from './lib';
import { nextAccountName } from '../../lib/default-names';
import './wallets.css';

export type Panel =
  | { kind: 'reveal'; wallet: WalletView }
  | { kind: 'export'; account: AccountView }
  | { kind: 'removeAccount'; account: AccountView; wallet: WalletView | null }
  | { kind: 'removeWallet'; wallet: WalletView };

export function WalletCard({ group, onPanel }: { group: AccountGroup; onPanel(panel: Panel): void }) {
  const { state, setState, refresh } = useWallet();
  const { wallet, accounts } = group;
  const action = useAction();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const rename = (event: Event) => {
    event.preventDefault();
    if (!wallet || name.trim() === '') return;
    void action.run(() =>
      translated(async () => {
        setState(await callWallet('wallet_renameWallet', { walletId: wallet.id, name: name.trim() }));
        setRenaming(false);
      }),
    );
  };
  const addAccount = (walletId: string) =>
    action.run(() =>
      translated(async () => {
        await callWallet('wallet_addAccount', { walletId, name: nextAccountName(state.accounts, walletId) });
        await refresh();
      }),
    );
  // The last account of a wallet goes only with its wallet (the background refuses it too).
  const lastOfWallet = wallet !== null && accounts.length === 1;
  return (
    <section class="card wallet-card" data-testid={TID.walletCard} data-wallet-id={wallet?.id} data-kind={wallet?.kind ?? 'multisig'}>
      {renaming && wallet ? (
        <form class="inline-form" onSubmit={rename}>
          <input
            aria-label={t('wallets.card.nameLabel')}
            data-testid={TID.walletRenameInput}
            value={name}
            maxLength={40}
            autoFocus
            onInput={(e) => setName(e.currentTarget.value)}
          />
          <button class="btn small primary" data-testid={TID.walletRenameSave} disabled={action.busy || name.trim() === ''}>
            {t('wallets.card.save')}
          </button>
          <button type="button" class="btn small" onClick={() => setRenaming(false)}>
            {t('wallets.card.cancel')}
          </button>
        </form>
      ) : (
        <div class="row-between">
          <h2 class="wallet-card-name" data-testid={TID.walletName}>
            {walletLabel(wallet)}
          </h2>
          {wallet && (
            <button
              class="link-button"
              data-testid={TID.walletRename}
              onClick={() => {
                setName(walletLabel(wallet));
                setRenaming(true);
              }}
            >
              {t('wallets.card.rename')}
            </button>
          )}
        </div>
      )}
      {wallet && (
        <p class="small muted">
          <span class="badge">{walletKindLabel(wallet)}</span> {t('wallets.card.accounts', { count: accounts.length })}
          {wallet.createdAt > 0 && <> · {t('wallets.card.created', { date: formatDateTime(wallet.createdAt) })}</>}
        </p>
      )}
      <ul class="list">
        {accounts.map((account) => (
          <li
            key={account.id}
            class="wallet-account"
            data-testid={TID.walletAccountRow}
            data-account-id={account.id}
            data-address={account.address}
          >
            <span class="wallet-account-text">
              <span class="wallet-account-name">
                {account.name}
                {account.id === state.selectedAccountId && <span class="badge ok">{t('wallets.account.selected')}</span>}
              </span>
              <code class="muted" title={account.address}>
                {shortAddr(account.address)}
              </code>
            </span>
            <span class="wallet-account-actions">
              {account.walletId !== undefined && (
                <button class="btn small" data-testid={TID.walletAccountExport} onClick={() => onPanel({ kind: 'export', account })}>
                  {t('wallets.account.export')}
                </button>
              )}
              <button
                class="btn small"
                data-testid={TID.walletAccountRemove}
                disabled={lastOfWallet}
                title={lastOfWallet ? t('wallets.account.lastOne') : undefined}
                onClick={() => onPanel({ kind: 'removeAccount', account, wallet })}
              >
                {t('wallets.account.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {action.error && (
        <p class="field-error" role="alert" data-testid={TID.walletError}>
          {action.error}
        </p>
      )}
      {wallet && (
        <div class="wallet-card-actions">
          {wallet.kind === 'mnemonic' && (
            <button class="btn small" data-testid={TID.walletAddAccount} disabled={action.busy} onClick={() => addAccount(wallet.id)}>
              {t('wallets.card.addAccount')}
            </button>
          )}
          {wallet.kind === 'mnemonic' && (
            <button class="btn small" data-testid={TID.walletReveal} onClick={() => onPanel({ kind: 'reveal', wallet })}>
              {t('wallets.card.reveal')}
            </button>
          )}
          {state.wallets.length > 1 && (
            <button
              class="btn small danger-outline"
              data-testid={TID.walletRemove}
              onClick={() => onPanel({ kind: 'removeWallet', wallet })}
            >
              {t('wallets.card.remove')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
