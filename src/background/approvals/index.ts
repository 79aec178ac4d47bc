// The approvals face: queue, kept results, the approval window and the badge.
import { listApprovalRecords, preparingCount } from './queue';
import { closeApprovalWindow, showPendingCount } from './window';

export * from './queue';
export { keepResult, takeResult } from './results';
export { openApprovalWindow, closeApprovalWindow, forgetApprovalWindow, approvalWindowId, showPendingCount, APPROVAL_ROUTE } from './window';
export { rateLimits, takeBudget, resetBudgets } from './limits';

export async function refreshBadge(): Promise<void> {
  await showPendingCount((await listApprovalRecords()).length + preparingCount());
}

/** Closes the approval window once nothing is left in it, queued or being prepared (as MetaMask's closes). */
export async function closeWindowIfIdle(): Promise<void> {
  if ((await listApprovalRecords()).length === 0 && preparingCount() === 0) await closeApprovalWindow();
}
