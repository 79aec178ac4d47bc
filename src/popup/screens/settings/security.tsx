// Auto-lock minutes, lock now, change password.
import { useEffect, useState } from 'preact/hooks';
import { callWallet } from '../../lib/api';
import { ErrorBox, Field } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { PASSWORD_MIN } from '../onboarding/lib';
import { NewPasswordFields, useNewPassword } from '../../components/NewPassword';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { navigate } from '../../lib/router';
import { t } from '../../i18n';

export function SecuritySettings() {
  const { state, setState } = useWallet();
  const lockAction = useAction();
  const autoLock = useAction();
  const change = useAction();
  const [minutes, setMinutes] = useState(String(state.autoLockMinutes));
  const [oldPassword, setOldPassword] = useState('');
  const fresh = useNewPassword();
  const [notice, setNotice] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  useEffect(() => setMinutes(String(state.autoLockMinutes)), [state.autoLockMinutes]);

  const parsedMinutes = /^[0-9]+$/.test(minutes.trim()) ? Number(minutes.trim()) : NaN;
  const minutesError =
    Number.isInteger(parsedMinutes) && parsedMinutes >= 1 && parsedMinutes <= 1440 ? null : t('settings.security.minutesError');
  const saveAutoLock = (event: Event) => {
    event.preventDefault();
    if (minutesError) return;
    void autoLock.run(async () => {
      setState(await callWallet('wallet_setAutoLock', { minutes: parsedMinutes }));
      setNotice(t('settings.security.autoLockSet', { minutes: parsedMinutes }));
    });
  };

  const passwordError = fresh.tooShort
    ? t('settings.security.atLeast', { min: PASSWORD_MIN })
    : fresh.mismatch
      ? t('settings.security.mismatch')
      : null;
  const canChange = oldPassword !== '' && fresh.ready;
  const changePassword = (event: Event) => {
    event.preventDefault();
    if (!canChange) return;
    void change.run(async () => {
      await callWallet('wallet_changePassword', { oldPassword, newPassword: fresh.password });
      setOldPassword('');
      fresh.clear();
      setChanged(true);
    });
  };

  return (
    <section class="card settings-section">
      <h2 class="section-title">{t('settings.security.title')}</h2>
      {notice && (
        <p class="field-ok" data-testid={TID.settingsNotice}>
          {notice}
        </p>
      )}
      <form class="form" onSubmit={saveAutoLock}>
        <Field label={t('settings.security.autoLock')} error={minutes.trim() === '' ? null : minutesError}>
          <div class="input-with-button">
            <input
              data-testid={TID.autolockMinutes}
              inputMode="numeric"
              value={minutes}
              onInput={(e) => setMinutes(e.currentTarget.value)}
            />
            <button
              class="btn small"
              data-testid={TID.autolockSave}
              disabled={!!minutesError || autoLock.busy || parsedMinutes === state.autoLockMinutes}
            >
              {t('settings.security.save')}
            </button>
          </div>
        </Field>
        {autoLock.error && <ErrorBox message={autoLock.error} />}
      </form>
      <button
        class="btn block"
        data-testid={TID.settingsLock}
        disabled={lockAction.busy}
        onClick={() => lockAction.run(async () => setState(await callWallet('wallet_lock', {})))}
      >
        {t('settings.security.lock')}
      </button>
      {lockAction.error && <ErrorBox message={lockAction.error} />}
      <form class="form" onSubmit={changePassword}>
        <h3 class="subsection-title">{t('settings.security.change')}</h3>
        <Field label={t('settings.security.current')}>
          <input
            type="password"
            data-testid={TID.changePasswordOld}
            autoComplete="current-password"
            value={oldPassword}
            onInput={(e) => {
              setOldPassword(e.currentTarget.value);
              change.setError(null);
            }}
          />
        </Field>
        <NewPasswordFields
          value={fresh}
          label={t('settings.security.new')}
          confirmLabel={t('settings.security.confirm')}
          confirmError={passwordError}
          testId={TID.changePasswordNew}
          confirmTestId={TID.changePasswordConfirm}
        />
        {change.error && <ErrorBox message={change.error} />}
        <button class="btn block" data-testid={TID.changePasswordSubmit} disabled={!canChange || change.busy}>
          {change.busy ? t('settings.security.changing') : t('settings.security.change')}
        </button>
        {/* Said where the person pressed Change, not at the top of the section, out of view. */}
        {changed && (
          <p class="field-ok" role="status" data-testid={TID.passwordChanged} ref={(node) => node?.scrollIntoView({ block: 'nearest' })}>
            {t('settings.security.changed')}
          </p>
        )}
      </form>
      <div class="form" data-testid={TID.passwordChangeLimits} data-changed={changed ? 'true' : 'false'}>
        <h3 class="subsection-title">{t('settings.security.limitsTitle')}</h3>
        <p class="muted">{t('settings.security.limits')}</p>
        {changed && (
          <button class="btn block" data-testid={TID.passwordChangeNewPhrase} onClick={() => navigate('/wallets', { view: 'add' })}>
            {t('settings.security.newPhrase')}
          </button>
        )}
      </div>
    </section>
  );
}
