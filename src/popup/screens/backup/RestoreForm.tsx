// Restoring from a backup file: on a fresh install (onboarding), where the password typed here becomes
// the wallet's; or in Settings over the wallet there, after that wallet's password, which then protects
// what is restored. The background checks the whole file before writing anything: a wrong password or
// a damaged file is refused in words, and nothing is half restored.
import { useState } from 'preact/hooks';
import type { WalletResults } from '../../../shared/wallet-api';
import { ErrorBox, Field } from '../../components/ui';
import { NewPasswordFields, useNewPassword } from '../../components/NewPassword';
import { useAction } from '../../hooks/data';
import { switchLanguage } from '../../hooks/language';
import { callWallet } from '../../lib/api';
import { PASSWORD_MIN } from '../../lib/password-rules';
import { languageChoice, t } from '../../i18n';
import { TID } from '../../testids';

/** Far above any real wallet's backup (the background refuses the same). */
const MAX_FILE_BYTES = 8_000_000;

export type Restored = WalletResults['wallet_restoreBackup'];

export function RestoreForm({ replace, onRestored }: { replace: boolean; onRestored(result: Restored): void }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [backupPassword, setBackupPassword] = useState('');
  // Over an existing wallet, the password typed is that wallet's; on a fresh install, a new one, typed twice.
  const [current, setCurrent] = useState('');
  const fresh = useNewPassword();
  const password = replace ? current : fresh.password;
  const action = useAction();
  const ready = file !== null && backupPassword !== '' && (replace ? current !== '' : fresh.ready);

  const choose = async (input: HTMLInputElement) => {
    action.setError(null);
    setFile(null);
    setFileError(null);
    const chosen = input.files?.[0];
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) return setFileError(t('backup.fileTooLarge'));
    try {
      setFile({ name: chosen.name, text: await chosen.text() });
    } catch {
      setFileError(t('backup.fileUnreadable'));
    }
  };
  const submit = (event: Event) => {
    event.preventDefault();
    if (!ready) return;
    void action.run(async () => {
      const result = await callWallet('wallet_restoreBackup', { file: file.text, backupPassword, password });
      setBackupPassword('');
      setCurrent('');
      fresh.clear();
      if (result.language && result.language !== languageChoice()) await switchLanguage(result.language).catch(() => undefined);
      onRestored(result);
    });
  };
  return (
    <form class="form" onSubmit={submit}>
      <p class="muted">{replace ? t('backup.restore.replaceIntro') : t('backup.restore.intro')}</p>
      {replace && (
        <p class="warning strong" role="note">
          {t('backup.restore.replaceWarning')}
        </p>
      )}
      <Field label={t('backup.restore.file')} error={fileError}>
        <input type="file" accept=".json,application/json" data-testid={TID.restoreFile} onChange={(e) => void choose(e.currentTarget)} />
      </Field>
      {file && (
        <p class="small muted" data-testid={TID.restoreFileName}>
          {file.name}
        </p>
      )}
      <Field label={t('backup.restore.backupPassword')}>
        <input
          type="password"
          data-testid={TID.restoreBackupPassword}
          autoComplete="off"
          value={backupPassword}
          onInput={(e) => setBackupPassword(e.currentTarget.value)}
        />
      </Field>
      {replace ? (
        <Field label={t('backup.restore.currentPassword')} hint={t('backup.restore.currentPasswordHint')}>
          <input
            type="password"
            data-testid={TID.restorePassword}
            autoComplete="current-password"
            value={current}
            onInput={(e) => setCurrent(e.currentTarget.value)}
          />
        </Field>
      ) : (
        <NewPasswordFields
          value={fresh}
          label={t('backup.restore.newPassword')}
          hint={t('backup.restore.newPasswordHint', { min: PASSWORD_MIN })}
          confirmLabel={t('onboarding.password.confirm')}
          testId={TID.restorePassword}
          confirmTestId={TID.restorePasswordConfirm}
        />
      )}
      {action.error && <ErrorBox message={action.error} testId={TID.restoreError} />}
      <button class={replace ? 'btn danger block' : 'btn primary block'} data-testid={TID.restoreSubmit} disabled={!ready || action.busy}>
        {action.busy ? t('backup.restore.restoring') : t('backup.restore.submit')}
      </button>
    </form>
  );
}
