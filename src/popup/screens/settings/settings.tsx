import { PageHeader } from '../../components/ui';
import { NetworkSettings } from './networks';
import { SecuritySettings } from './security';
import { WalletsSettingsLink } from '../wallets/SettingsLink';

export function SettingsPage() {
  return (
    <div class="page">
      <PageHeader title="Settings" />
      <main class="page-body">
        <WalletsSettingsLink />
        <NetworkSettings />
        <SecuritySettings />
      </main>
    </div>
  );
}
