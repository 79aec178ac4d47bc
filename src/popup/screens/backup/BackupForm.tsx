// Settings → Back up to a file: the wallet's password opens it, a backup password of its own (with
// the meter; a weak one is refused, the file can be attacked offline for as long as it exists) seals
// it. The background answers the sealed file's text only; the page saves it as a download.
import { useEffect, useState } from 'preact/hooks';
import type { BackupSummary } from '../../../shared/wallet-api';
import { ErrorBox, Field } from '../../components/ui';
import { NewPasswordFields, useNewPassword } from '../../components/NewPassword';
import { useAction } from '../../hooks/data';
import { callWallet } from '../../lib/api';
import { BACKUP_PASSWORD_MIN_SCORE } from '../../lib/password-rules';
import { languageChoice, t } from '../../i18n';
import { TID } from '../../testids';
import { SummaryLine } from './SummaryLine';

interface Saved {
  url: string;
  fileName: string;
  summary: BackupSummary;
}

/** Offers the file as a download: the browser's own save, no extra permission. */
function download(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function BackupForm() {
  const [password, setPassword] = useState('');
  const backup = useNewPassword(BACKUP_PASSWORD_MIN_SCORE);
  const [saved, setSaved] = useState<Saved | null>(null);
  const action = useAction();
  useEffect(
    () => () => {
      if (saved) URL.revokeObjectURL(saved.url);
    },
    [saved],
  );
  const ready = password !== '' && backup.ready;
  const submit = (event: Event) => {
    event.preventDefault();
    if (!ready) return;
    void action.run(async () => {
      const made = await callWallet('wallet_createBackup', { password, backupPassword: backup.password, language: languageChoice() });
      const url = URL.createObjectURL(new Blob([made.file], { type: 'application/json' }));
      setPassword('');
      backup.clear();
      setSaved({ url, fileName: made.fileName, summary: made.summary });
      download(url, made.fileName);
    });
  };
  if (saved) {
    return (
      <div class="form" data-testid={TID.backupDone}>
        <p class="field-ok" role="status">
          {t('backup.saved', { file: saved.fileName })}
        </p>
        <SummaryLine summary={saved.summary} />
        <p class="muted small">{t('backup.keepApart')}</p>
        <a class="btn block" data-testid={TID.backupDownload} href={saved.url} download={saved.fileName}>
          {t('backup.saveAgain')}
        </a>
      </div>
    );
  }
  return (
    <form class="form" onSubmit={submit}>
      <p class="muted">{t('backup.intro')}</p>
      <Field label={t('backup.walletPassword')}>
        <input
          type="password"
          data-testid={TID.backupWalletPassword}
          autoComplete="current-password"
          value={password}
          onInput={(e) => setPassword(e.currentTarget.value)}
        />
      </Field>
      <NewPasswordFields
        value={backup}
        label={t('backup.backupPassword')}
        hint={t('backup.backupPasswordHint')}
        error={backup.tooWeak ? t('backup.tooWeak') : null}
        confirmLabel={t('backup.confirm')}
        testId={TID.backupPassword}
        confirmTestId={TID.backupPasswordConfirm}
      />
      {action.error && <ErrorBox message={action.error} testId={TID.backupError} />}
      <button class="btn primary block" data-testid={TID.backupSubmit} disabled={!ready || action.busy}>
        {action.busy ? t('backup.making') : t('backup.make')}
      </button>
    </form>
  );
}
