// Placeholder: the second UI helper replaces this page.
import { EmptyState, PageHeader } from '../components/ui';
import { TID } from '../testids';

export function NetworkPage() {
  return (
    <div class="page" data-testid={TID.pageNetwork}>
      <PageHeader title="Network" />
      <main class="page-body">
        <EmptyState title="Coming soon">Node status, latest blocks and foundation members.</EmptyState>
      </main>
    </div>
  );
}
