// Settings → Back up to a file: the wallet's password opens it, a backup password of its own (with
// the meter; a weak one is refused, the file can be attacked offline for as long as it exists) seals
// it. The background answers the sealed file's text only; the page saves it as a download.
import { useEffect, useState } from 'preact/hooks';
import type { BackupSummary } from '../../../shared/wallet-api';
import { ErrorBox, Field } from '../../components/ui';
import { PasswordMeter, usePasswordScore } from '../../components/PasswordMeter';
import { useAction } from '../../hooks/data';
import { callWallet } from '../../lib/api';
import { BACKUP_PASSWORD_MIN_SCORE, PASSWORD_MIN } from '../../lib/password-rules';
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
  const [backupPassword, setBackupPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saved, setSaved] = useState<Saved | null>(null);
  const action = useAction();
  const score = usePasswordScore(backupPassword);
  useEffect(
    () => () => {
      if (saved) URL.revokeObjectURL(saved.url);
    },
    [saved],
  );
  const tooWeak = backupPassword.length >= PASSWORD_MIN && score !== null && score < BACKUP_PASSWORD_MIN_SCORE;
  const mismatch = confirm !== '' && confirm !== backupPassword;
  const ready =
    password !== '' &&
    backupPassword.length >= PASSWORD_MIN &&
    score !== null &&
    score >= BACKUP_PASSWORD_MIN_SCORE &&
    confirm === backupPassword;
  const submit = (event: Event) => {
    event.preventDefault();
    if (!ready) return;
    void action.run(async () => {
      const made = await callWallet('wallet_createBackup', { password, backupPassword, language: languageChoice() });
      const url = URL.createObjectURL(new Blob([made.file], { type: 'application/json' }));
      setPassword('');
      setBackupPassword('');
      setConfirm('');
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
      <Field label={t('backup.backupPassword')} hint={t('backup.backupPasswordHint')} error={tooWeak ? t('backup.tooWeak') : null}>
        <input
          type="password"
          data-testid={TID.backupPassword}
          autoComplete="new-password"
          value={backupPassword}
          onInput={(e) => setBackupPassword(e.currentTarget.value)}
        />
      </Field>
      <PasswordMeter password={backupPassword} score={score} />
      <Field label={t('backup.confirm')} error={mismatch ? t('onboarding.password.mismatch') : null}>
        <input
          type="password"
          data-testid={TID.backupPasswordConfirm}
          autoComplete="new-password"
          value={confirm}
          onInput={(e) => setConfirm(e.currentTarget.value)}
        />
      </Field>
      {action.error && <ErrorBox message={action.error} testId={TID.backupError} />}
      <button class="btn primary block" data-testid={TID.backupSubmit} disabled={!ready || action.busy}>
        {action.busy ? t('backup.making') : t('backup.make')}
      </button>
    </form>
  );
}
