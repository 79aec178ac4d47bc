// Vaults: my vaults, the vaults my accounts guard, pending incoming transfers, create, one vault,
// the retrieval-account view, and multisig accounts (#/vaults?view=…).
import type { ComponentChildren } from 'preact';
import { PageHeader } from '../../components/ui';
import { goSub, useRouteParams } from '../../lib/router';
import { MultisigRoot } from '../multisig/MultisigRoot';
import { CreateVault } from './CreateVault';
import { GuardView } from './GuardView';
import { VaultOverview } from './VaultOverview';
import { VaultView } from './VaultView';
import { t } from '../../i18n';

export function VaultRoot() {
  const params = useRouteParams();
  const view = params.get('view');
  const address = params.get('address') ?? '';
  const back = () => goSub({});
  if (view === 'create')
    return (
      <Shell title={t('vault.title.create')} onBack={back}>
        <CreateVault />
      </Shell>
    );
  if (view === 'vault' && address)
    return (
      <Shell title={t('vault.title.vault')} onBack={back}>
        <VaultView key={address} address={address} action={params.get('action')} revoke={params.get('revoke')} />
      </Shell>
    );
  if (view === 'guard' && address)
    return (
      <Shell title={t('vault.title.guard')} onBack={back}>
        <GuardView key={address} address={address} />
      </Shell>
    );
  if (view === 'multisig' || view === 'multisig-create')
    return (
      <Shell title={t('vault.title.multisig')} onBack={view === 'multisig' ? back : () => goSub({ view: 'multisig' })}>
        <MultisigRoot creating={view === 'multisig-create'} />
      </Shell>
    );
  return (
    <div class="page">
      <PageHeader title={t('vault.title')} />
      <main class="page-body">
        <VaultOverview />
      </main>
    </div>
  );
}

function Shell({ title, onBack, children }: { title: string; onBack(): void; children: ComponentChildren }) {
  return (
    <div class="page">
      <PageHeader title={title} back={onBack} />
      <main class="page-body">{children}</main>
    </div>
  );
}
