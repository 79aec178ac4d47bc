import { PageHeader } from '../../components/ui';
import { NetworkSettings } from './networks';
import { ExplorerSettings } from './explorer';
import { SecuritySettings } from './security';
import { LanguageSettings } from './language';
import { NotificationSettings } from './notifications';
import { t } from '../../i18n';
import { navigate } from '../../lib/router';
import { TID } from '../../testids';
import { WalletsSettingsLink } from '../wallets/SettingsLink';
import { BackupSettings } from '../backup/BackupSettings';

export function SettingsPage() {
  return (
    <div class="page">
      <PageHeader title={t('settings.title')} />
      <main class="page-body">
        <WalletsSettingsLink />
        <section class="card settings-section">
          <h2 class="section-title">{t('settings.contacts.title')}</h2>
          <div class="row-between">
            <span>{t('settings.contacts.summary')}</span>
            <button class="btn small" data-testid={TID.settingsContacts} onClick={() => navigate('/contacts')}>
              {t('settings.contacts.open')}
            </button>
          </div>
        </section>
        <NetworkSettings />
        <ExplorerSettings />
        <SecuritySettings />
        <BackupSettings />
        <NotificationSettings />
        <LanguageSettings />
      </main>
    </div>
  );
}
