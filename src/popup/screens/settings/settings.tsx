import { PageHeader } from '../../components/ui';
import { NetworkSettings } from './networks';
import { SecuritySettings } from './security';
import { LanguageSettings } from './language';
import { t } from '../../i18n';

export function SettingsPage() {
  return (
    <div class="page">
      <PageHeader title={t('settings.title')} />
      <main class="page-body">
        <NetworkSettings />
        <SecuritySettings />
        <LanguageSettings />
      </main>
    </div>
  );
}
