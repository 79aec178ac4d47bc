// Placeholder: the second UI helper replaces this page.
import { EmptyState, PageHeader } from '../components/ui';
import { TID } from '../testids';

export function VaultPage() {
  return (
    <div class="page" data-testid={TID.pageVaults}>
      <PageHeader title="Vaults" />
      <main class="page-body">
        <EmptyState title="Coming soon">Create vault accounts, follow revocable transfers and revoke them.</EmptyState>
      </main>
    </div>
  );
}
