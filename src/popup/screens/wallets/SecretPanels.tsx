// Secrets behind the password: a wallet's recovery phrase and an account's key. They live only in
// this panel's state: leaving it, or the popup going out of sight, forgets them.
import { useEffect, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { AccountView, WalletView } from '../../../shared/wallet-api';
import { CopyButton } from '../../components/CopyButton';
import { HoldToReveal } from '../../components/HoldToReveal';
import { Field, PageHeader } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { callWallet } from '../../lib/api';
import { t } from '../../i18n';
import { TID } from '../../testids';
import { translated } from './lib';
import { walletLabel } from '../../lib/wallet-groups';

export function PanelPage({ title, onClose, children }: { title: string; onClose(): void; children: ComponentChildren }) {
  return (
    <div class="page">
      <PageHeader title={title} back={onClose} />
      <main class="page-body">{children}</main>
    </div>
  );
}

/** Asks for the password and runs `onPassword`; its failure (e.g. a wrong password) shows in words. */
export function PasswordForm({
  submitLabel,
  danger = false,
  onPassword,
}: {
  submitLabel: string;
  danger?: boolean;
  onPassword(password: string): Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    if (password === '') return;
    void action.run(() => translated(() => onPassword(password))).finally(() => setPassword(''));
  };
  return (
    <form class="form" onSubmit={submit}>
      <Field label={t('wallets.password.label')} hint={t('wallets.password.hint')}>
        <input
          type="password"
          data-testid={TID.secretPassword}
          autoComplete="current-password"
          value={password}
          onInput={(e) => {
            setPassword(e.currentTarget.value);
            action.setError(null);
          }}
        />
      </Field>
      {action.error && (
        <p class="field-error" role="alert" data-testid={TID.secretError}>
          {action.error}
        </p>
      )}
      <button
        class={danger ? 'btn danger block' : 'btn primary block'}
        data-testid={danger ? TID.removeConfirm : TID.secretSubmit}
        disabled={action.busy || password === ''}
      >
        {submitLabel}
      </button>
    </form>
  );
}

/** A secret held while the popup is in sight; hiding the popup drops it. */
function useVisibleSecret<T>(): [T | null, (value: T | null) => void] {
  const [secret, setSecret] = useState<T | null>(null);
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') setSecret(null);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);
  return [secret, setSecret];
}

export function RevealPhrasePanel({ wallet, onClose }: { wallet: WalletView; onClose(): void }) {
  const [revealed, setRevealed] = useVisibleSecret<{ mnemonic: string; hasPassphrase: boolean }>();
  return (
    <PanelPage title={t('wallets.reveal.title')} onClose={onClose}>
      <p class="warning strong wallet-warning" role="note">
        {t('wallets.reveal.warning', { name: walletLabel(wallet) })}
      </p>
      {revealed ? (
        <>
          <HoldToReveal>
            <ol class="word-grid" data-testid={TID.revealedPhrase}>
              {revealed.mnemonic.split(' ').map((word, i) => (
                <li key={i}>
                  <span class="word-index">{i + 1}</span>
                  <span data-testid={TID.mnemonicWord(i + 1)}>{word}</span>
                </li>
              ))}
            </ol>
          </HoldToReveal>
          {revealed.hasPassphrase && <p class="warning">{t('wallets.reveal.passphrase')}</p>}
          <CopyButton value={revealed.mnemonic} label={t('wallets.reveal.copy')} secret />
          <p class="small muted">{t('wallets.reveal.hidden')}</p>
        </>
      ) : (
        <PasswordForm
          submitLabel={t('wallets.reveal.show')}
          onPassword={async (password) => setRevealed(await callWallet('wallet_revealRecoveryPhrase', { walletId: wallet.id, password }))}
        />
      )}
    </PanelPage>
  );
}

export function ExportKeyPanel({ account, onClose }: { account: AccountView; onClose(): void }) {
  const [hex, setHex] = useVisibleSecret<string>();
  return (
    <PanelPage title={t('wallets.export.title')} onClose={onClose}>
      <p class="warning strong wallet-warning" role="note">
        {t('wallets.export.warning', { name: account.name })}
      </p>
      {hex ? (
        <>
          <HoldToReveal>
            <code class="address-full" data-testid={TID.exportedKey}>
              {hex}
            </code>
          </HoldToReveal>
          <p class="small muted">{t('wallets.export.format')}</p>
          <CopyButton value={hex} label={t('wallets.export.copy')} secret />
          <p class="small muted">{t('wallets.reveal.hidden')}</p>
        </>
      ) : (
        <PasswordForm
          submitLabel={t('wallets.export.show')}
          onPassword={async (password) => setHex((await callWallet('wallet_exportAccountKey', { accountId: account.id, password })).hex)}
        />
      )}
    </PanelPage>
  );
}
