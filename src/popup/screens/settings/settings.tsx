import { PageHeader } from '../../components/ui';
import { NetworkSettings } from './networks';
import { SecuritySettings } from './security';
import { LanguageSettings } from './language';
import { t } from '../../i18n';
import { WalletsSettingsLink } from '../wallets/SettingsLink';
import { BackupSettings } from '../backup/BackupSettings';

export function SettingsPage() {
  return (
    <div class="page">
      <PageHeader title={t('settings.title')} />
      <main class="page-body">
        <WalletsSettingsLink />
        <NetworkSettings />
        <SecuritySettings />
        <BackupSettings />
        <LanguageSettings />
      </main>
    </div>
  );
}
