// The approvals face: queue, kept results, the approval window and the badge.
import { listApprovalRecords } from './queue';
import { showPendingCount } from './window';

export * from './queue';
export { keepResult, takeResult } from './results';
export { openApprovalWindow, closeApprovalWindow, forgetApprovalWindow, approvalWindowId, showPendingCount, APPROVAL_ROUTE } from './window';
export { rateLimits, takeBudget, resetBudgets } from './limits';

export async function refreshBadge(): Promise<void> {
  await showPendingCount((await listApprovalRecords()).length);
}
