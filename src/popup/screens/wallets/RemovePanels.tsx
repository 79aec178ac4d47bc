// Removing an account or a wallet: what is lost, in plain words, before anything is forgotten.
import type { AccountView, WalletView } from '../../../shared/wallet-api';
import { useAction } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { callWallet } from '../../lib/api';
import { shortAddr } from '../../lib/format';
import { t, type MessageKey } from '../../i18n';
import { TID } from '../../testids';
import { translated } from './lib';
import { PanelPage, PasswordForm } from './SecretPanels';
import { walletLabel } from '../../lib/wallet-groups';

const ACCOUNT_WARNING: Record<AccountView['kind'], MessageKey> = {
  hd: 'wallets.removeAccount.hd',
  imported: 'wallets.removeAccount.imported',
  vault: 'wallets.removeAccount.vault',
  multisig: 'wallets.removeAccount.multisig',
};

export function RemoveAccountPanel({ account, wallet, onClose }: { account: AccountView; wallet: WalletView | null; onClose(): void }) {
  const { setState } = useWallet();
  const action = useAction();
  const remove = () =>
    action.run(() =>
      translated(async () => {
        setState(await callWallet('wallet_removeAccount', { accountId: account.id }));
        onClose();
      }),
    );
  return (
    <PanelPage title={t('wallets.removeAccount.title')} onClose={onClose}>
      <div class="warning wallet-warning" role="note" data-testid={TID.removeWarning}>
        <p>{t(ACCOUNT_WARNING[account.kind], { name: account.name, wallet: wallet ? walletLabel(wallet) : '' })}</p>
        <p>{t('wallets.removeAccount.sites')}</p>
      </div>
      <code class="address-full">{account.address}</code>
      {action.error && (
        <p class="field-error" role="alert" data-testid={TID.secretError}>
          {action.error}
        </p>
      )}
      <button class="btn danger block" data-testid={TID.removeConfirm} disabled={action.busy} onClick={remove}>
        {t('wallets.removeAccount.confirm', { name: account.name })}
      </button>
    </PanelPage>
  );
}

export function RemoveWalletPanel({ wallet, onClose }: { wallet: WalletView; onClose(): void }) {
  const { state, setState } = useWallet();
  const accounts = state.accounts.filter((a) => a.walletId === wallet.id);
  const secret = t(wallet.kind === 'mnemonic' ? 'wallets.removeWallet.secretPhrase' : 'wallets.removeWallet.secretKey');
  return (
    <PanelPage title={t('wallets.removeWallet.title')} onClose={onClose}>
      <div class="warning strong wallet-warning" role="note" data-testid={TID.removeWarning}>
        <p>{t('wallets.removeWallet.warning', { name: walletLabel(wallet), secret })}</p>
        <ul>
          {accounts.map((a) => (
            <li key={a.id}>
              {a.name} <code>{shortAddr(a.address)}</code>
            </li>
          ))}
        </ul>
        <p>{t('wallets.removeAccount.sites')}</p>
      </div>
      <PasswordForm
        submitLabel={t('wallets.removeWallet.confirm')}
        danger
        onPassword={async (password) => {
          setState(await callWallet('wallet_removeWallet', { walletId: wallet.id, password }));
          onClose();
        }}
      />
    </PanelPage>
  );
}
