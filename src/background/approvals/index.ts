// The approvals face: queue, kept results, the approval window and the badge. The hold-off of sites that
// re-ask after every Reject (./hold-off.ts) is imported by the parts that use it, so it loads with them,
// not in the worker's start file.
import { listApprovalRecords, preparingCount } from './queue';
import { closeApprovalWindow, showPendingCount } from './window';
import { hasFailedApprovals } from './failed';

export * from './queue';
export { keepResult, takeResult } from './results';
export { openApprovalWindow, forgetApprovalWindow } from './window';
export { rateLimits, takeBudget } from './limits';
export { noteFailedApproval, takeFailedApprovals } from './failed';
/** @public The tests reach these through the module the harness loads (test/background/harness.ts). */
export { approvalWindowId } from './window';

export async function refreshBadge(): Promise<void> {
  await showPendingCount((await listApprovalRecords()).length + preparingCount());
}

/** After an install the badge is blank already: it is set only when something waits (so the badge API's code loads only then). */
export async function restoreBadge(): Promise<void> {
  const count = (await listApprovalRecords()).length + preparingCount();
  if (count > 0) await showPendingCount(count);
}

/** Closes the approval window once nothing is left in it, queued, being prepared or failed to show (as MetaMask's closes). */
export async function closeWindowIfIdle(): Promise<void> {
  await closeApprovalWindow(async () => (await listApprovalRecords()).length === 0 && preparingCount() === 0 && !hasFailedApprovals());
}
