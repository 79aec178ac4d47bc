// Placeholder: the second UI helper replaces this page.
import { EmptyState, PageHeader } from '../components/ui';
import { TID } from '../testids';

export function StakingPage() {
  return (
    <div class="page" data-testid={TID.pageStaking}>
      <PageHeader title="Staking" />
      <main class="page-body">
        <EmptyState title="Coming soon">Delegate to consensus accounts, move stakes and collect rewards.</EmptyState>
      </main>
    </div>
  );
}
