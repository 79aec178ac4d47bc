import { PageHeader } from '../../components/ui';
import { NetworkSettings } from './networks';
import { SecuritySettings } from './security';
import { LanguageSettings } from './language';
import { NotificationSettings } from './notifications';
import { t } from '../../i18n';
import { WalletsSettingsLink } from '../wallets/SettingsLink';

export function SettingsPage() {
  return (
    <div class="page">
      <PageHeader title={t('settings.title')} />
      <main class="page-body">
        <WalletsSettingsLink />
        <NetworkSettings />
        <SecuritySettings />
        <NotificationSettings />
        <LanguageSettings />
      </main>
    </div>
  );
}
