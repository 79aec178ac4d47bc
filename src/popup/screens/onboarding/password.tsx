import type { WalletState } from '../../../shared/wallet-api';
import { callWallet } from '../../lib/api';
import { ErrorBox } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { PASSWORD_MIN } from './lib';
import { NewPasswordFields, useNewPassword } from '../../components/NewPassword';
import { TID } from '../../testids';
import type { Secret } from './lib';
import { StepPage } from './welcome';
import { t } from '../../i18n';
import { firstAccountName } from '../../lib/default-names';

export function PasswordStep({ secret, onBack, onDone }: { secret: Secret; onBack(): void; onDone(state: WalletState): void }) {
  const fresh = useNewPassword();
  const action = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    if (!fresh.ready) return;
    // The first account is named in the popup's language (the background's defaults are English); the
    // wallet stays unnamed, so its label follows the language (lib/wallet-groups walletLabel).
    const names = { accountName: firstAccountName(secret.kind) };
    void action.run(async () => onDone(await callWallet('wallet_initialize', { secret, password: fresh.password, ...names })));
  };
  return (
    <StepPage title={t('onboarding.password.title')} onBack={action.busy ? undefined : onBack}>
      <form class="form" onSubmit={submit}>
        <p class="muted">{t('onboarding.password.intro')}</p>
        <NewPasswordFields
          value={fresh}
          label={t('onboarding.password.label')}
          hint={t('onboarding.password.hint', { min: PASSWORD_MIN })}
          confirmLabel={t('onboarding.password.confirm')}
          testId={TID.passwordInput}
          confirmTestId={TID.passwordConfirm}
          autoFocus
        />
        {action.error && <ErrorBox message={action.error} />}
        <button class="btn primary block" data-testid={TID.passwordSubmit} disabled={!fresh.ready || action.busy}>
          {action.busy ? t('onboarding.password.creating') : t('onboarding.password.create')}
        </button>
      </form>
    </StepPage>
  );
}
