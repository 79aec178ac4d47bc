// Placeholder: the second UI helper replaces this page.
import { EmptyState, PageHeader } from '../components/ui';
import { TID } from '../testids';

export function TokensPage() {
  return (
    <div class="page" data-testid={TID.pageTokens}>
      <PageHeader title="Tokens" />
      <main class="page-body">
        <EmptyState title="Coming soon">Issue, mint, freeze, unfreeze and burn tokens.</EmptyState>
      </main>
    </div>
  );
}
