import { useState } from 'preact/hooks';
import type { WalletState } from '../../../shared/wallet-api';
import { callWallet } from '../../lib/api';
import { ErrorBox, Field } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { PASSWORD_MIN } from './lib';
import { PasswordMeter, usePasswordScore } from '../../components/PasswordMeter';
import { TID } from '../../testids';
import type { Secret } from './lib';
import { StepPage } from './welcome';
import { t } from '../../i18n';
import { firstAccountName } from '../../lib/default-names';

export function PasswordStep({ secret, onBack, onDone }: { secret: Secret; onBack(): void; onDone(state: WalletState): void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const action = useAction();
  const score = usePasswordScore(password);
  const mismatch = confirm !== '' && confirm !== password;
  const ready = password.length >= PASSWORD_MIN && confirm === password;
  const submit = (event: Event) => {
    event.preventDefault();
    if (!ready) return;
    // The first account is named in the popup's language (the background's defaults are English); the
    // wallet stays unnamed, so its label follows the language (lib/wallet-groups walletLabel).
    const names = { accountName: firstAccountName(secret.kind) };
    void action.run(async () => onDone(await callWallet('wallet_initialize', { secret, password, ...names })));
  };
  return (
    <StepPage title={t('onboarding.password.title')} onBack={action.busy ? undefined : onBack}>
      <form class="form" onSubmit={submit}>
        <p class="muted">{t('onboarding.password.intro')}</p>
        <Field label={t('onboarding.password.label')} hint={t('onboarding.password.hint', { min: PASSWORD_MIN })}>
          <input
            type="password"
            data-testid={TID.passwordInput}
            autoComplete="new-password"
            autoFocus
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </Field>
        <PasswordMeter password={password} score={score} />
        <Field label={t('onboarding.password.confirm')} error={mismatch ? t('onboarding.password.mismatch') : null}>
          <input
            type="password"
            data-testid={TID.passwordConfirm}
            autoComplete="new-password"
            value={confirm}
            onInput={(e) => setConfirm(e.currentTarget.value)}
          />
        </Field>
        {action.error && <ErrorBox message={action.error} />}
        <button class="btn primary block" data-testid={TID.passwordSubmit} disabled={!ready || action.busy}>
          {action.busy ? t('onboarding.password.creating') : t('onboarding.password.create')}
        </button>
      </form>
    </StepPage>
  );
}
