import { PageHeader } from '../../components/ui';
import { NetworkSettings } from './networks';
import { SecuritySettings } from './security';

export function SettingsPage() {
  return (
    <div class="page">
      <PageHeader title="Settings" />
      <main class="page-body">
        <NetworkSettings />
        <SecuritySettings />
      </main>
    </div>
  );
}
