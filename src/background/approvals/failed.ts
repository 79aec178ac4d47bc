// Requests whose approval window opened while they were prepared, and whose preparation then failed
// (the node could not be read for the fee): the window says so instead of closing under the person's
// eyes. Worker memory only, kept a short while, shown once (wallet_takeFailedApprovals), and
// forgotten with the window they were for (a later window does not show them).
import type { ApprovalKind, FailedApprovalView, WalletError } from '../../shared/wallet-api';

const KEEP_MS = 2 * 60_000;
const MAX_KEPT = 10;
let failed: Array<FailedApprovalView & { at: number }> = [];
let next = 0;

function fresh(): typeof failed {
  const since = Date.now() - KEEP_MS;
  failed = failed.filter((entry) => entry.at >= since);
  return failed;
}

/** `stage`: 'approved' when it failed after the person approved it (not while it was prepared). */
export function noteFailedApproval(origin: string, kind: ApprovalKind, error: WalletError, stage?: 'approved'): void {
  failed = [...fresh(), { id: `failed-${++next}`, origin, kind, error, ...(stage ? { stage } : {}), at: Date.now() }].slice(-MAX_KEPT);
}

/** Whether a window has a failure left to show (the window then stays open for it). */
export function hasFailedApprovals(): boolean {
  return fresh().length > 0;
}

/** The failures not shown yet, oldest first; each is answered once. */
export function takeFailedApprovals(): FailedApprovalView[] {
  const taken = fresh().map(({ at: _at, ...view }) => view);
  failed = [];
  return taken;
}

/** The window they were for has closed. */
export function dropFailedApprovals(): void {
  failed = [];
}
