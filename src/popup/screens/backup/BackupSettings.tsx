// Settings → Backup: make a backup file, or restore one over this wallet.
import { useState } from 'preact/hooks';
import { useWallet } from '../../hooks/wallet';
import { t } from '../../i18n';
import { TID } from '../../testids';
import { BackupForm } from './BackupForm';
import { RestoreForm, type Restored } from './RestoreForm';
import { SummaryLine } from './SummaryLine';

type View = 'closed' | 'backup' | 'restore';

export function BackupSettings() {
  const { setState } = useWallet();
  const [view, setView] = useState<View>('closed');
  const [restored, setRestored] = useState<Restored | null>(null);
  const onRestored = (result: Restored) => {
    setRestored(result);
    setView('closed');
    setState(result.state);
  };
  return (
    <section class="card settings-section" data-testid={TID.backupSection}>
      <h2 class="section-title">{t('backup.title')}</h2>
      {restored && (
        <div data-testid={TID.restoreDone}>
          <p class="field-ok" role="status">
            {t('backup.restore.done')}
          </p>
          <SummaryLine summary={restored.summary} />
        </div>
      )}
      {view === 'backup' ? <BackupForm /> : view === 'restore' ? <RestoreForm replace onRestored={onRestored} /> : null}
      <div class="stack-buttons">
        {view !== 'backup' && (
          <button
            class="btn block"
            data-testid={TID.backupOpen}
            onClick={() => {
              setRestored(null);
              setView('backup');
            }}
          >
            {t('backup.open')}
          </button>
        )}
        {view !== 'restore' && (
          <button
            class="btn block"
            data-testid={TID.restoreOpen}
            onClick={() => {
              setRestored(null);
              setView('restore');
            }}
          >
            {t('backup.restore.open')}
          </button>
        )}
        {view !== 'closed' && (
          <button class="btn block" onClick={() => setView('closed')}>
            {t('backup.close')}
          </button>
        )}
      </div>
    </section>
  );
}
