// Auto-lock minutes, lock now, change password.
import { useEffect, useState } from 'preact/hooks';
import { callWallet } from '../../lib/api';
import { ErrorBox, Field } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { PASSWORD_MIN } from '../onboarding/lib';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';

export function SecuritySettings() {
  const { state, setState } = useWallet();
  const lockAction = useAction();
  const autoLock = useAction();
  const change = useAction();
  const [minutes, setMinutes] = useState(String(state.autoLockMinutes));
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setMinutes(String(state.autoLockMinutes)), [state.autoLockMinutes]);

  const parsedMinutes = /^[0-9]+$/.test(minutes.trim()) ? Number(minutes.trim()) : NaN;
  const minutesError = Number.isInteger(parsedMinutes) && parsedMinutes >= 1 && parsedMinutes <= 1440 ? null : 'Between 1 and 1440 minutes.';
  const saveAutoLock = (event: Event) => {
    event.preventDefault();
    if (minutesError) return;
    void autoLock.run(async () => { setState(await callWallet('wallet_setAutoLock', { minutes: parsedMinutes })); setNotice(`Auto-lock set to ${parsedMinutes} minutes.`); });
  };

  const passwordError = newPassword !== '' && newPassword.length < PASSWORD_MIN ? `At least ${PASSWORD_MIN} characters.` : confirm !== '' && confirm !== newPassword ? 'Passwords do not match.' : null;
  const canChange = oldPassword !== '' && newPassword.length >= PASSWORD_MIN && confirm === newPassword;
  const changePassword = (event: Event) => {
    event.preventDefault();
    if (!canChange) return;
    void change.run(async () => {
      await callWallet('wallet_changePassword', { oldPassword, newPassword });
      setOldPassword(''); setNewPassword(''); setConfirm('');
      setNotice('Password changed.');
    });
  };

  return (
    <section class="card settings-section">
      <h2 class="section-title">Security</h2>
      {notice && <p class="field-ok" data-testid={TID.settingsNotice}>{notice}</p>}
      <form class="form" onSubmit={saveAutoLock}>
        <Field label="Auto-lock after (minutes idle)" error={minutes.trim() === '' ? null : minutesError}>
          <div class="input-with-button">
            <input data-testid={TID.autolockMinutes} inputMode="numeric" value={minutes} onInput={(e) => setMinutes(e.currentTarget.value)} />
            <button class="btn small" data-testid={TID.autolockSave} disabled={!!minutesError || autoLock.busy || parsedMinutes === state.autoLockMinutes}>Save</button>
          </div>
        </Field>
        {autoLock.error && <ErrorBox message={autoLock.error} />}
      </form>
      <button class="btn block" data-testid={TID.settingsLock} disabled={lockAction.busy} onClick={() => lockAction.run(async () => setState(await callWallet('wallet_lock', {})))}>Lock now</button>
      {lockAction.error && <ErrorBox message={lockAction.error} />}
      <form class="form" onSubmit={changePassword}>
        <h3 class="subsection-title">Change password</h3>
        <Field label="Current password"><input type="password" data-testid={TID.changePasswordOld} autoComplete="current-password" value={oldPassword} onInput={(e) => setOldPassword(e.currentTarget.value)} /></Field>
        <Field label="New password"><input type="password" data-testid={TID.changePasswordNew} autoComplete="new-password" value={newPassword} onInput={(e) => setNewPassword(e.currentTarget.value)} /></Field>
        <Field label="Confirm new password" error={passwordError}><input type="password" data-testid={TID.changePasswordConfirm} autoComplete="new-password" value={confirm} onInput={(e) => setConfirm(e.currentTarget.value)} /></Field>
        {change.error && <ErrorBox message={change.error} />}
        <button class="btn block" data-testid={TID.changePasswordSubmit} disabled={!canChange || change.busy}>{change.busy ? 'Changing…' : 'Change password'}</button>
      </form>
    </section>
  );
}
