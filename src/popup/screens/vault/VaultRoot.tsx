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

export function VaultRoot() {
  const params = useRouteParams();
  const view = params.get('view');
  const address = params.get('address') ?? '';
  const back = () => goSub({});
  if (view === 'create') return <Shell title="Create a vault" onBack={back}><CreateVault /></Shell>;
  if (view === 'vault' && address) return <Shell title="Vault" onBack={back}><VaultView key={address} address={address} action={params.get('action')} /></Shell>;
  if (view === 'guard' && address) return <Shell title="Retrieval account" onBack={back}><GuardView key={address} address={address} /></Shell>;
  if (view === 'multisig' || view === 'multisig-create') return <Shell title="Multisig accounts" onBack={view === 'multisig' ? back : () => goSub({ view: 'multisig' })}><MultisigRoot creating={view === 'multisig-create'} /></Shell>;
  return (
    <div class="page">
      <PageHeader title="Vaults" />
      <main class="page-body"><VaultOverview /></main>
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
