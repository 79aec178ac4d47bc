// A tx approval is signed while the person reads it, so Approve waits only for the record's take and
// the broadcast. The signed tx stays in this worker's memory: it is sent only by the Approve path
// (execute.ts, for the tx as approved), and dropped on Reject, on a lock or unlock, and when its
// record leaves the queue for any reason (answered, its page gone).
import type { StdTx } from '../../core/types';
import type { ApprovalOf } from '../../shared/wallet-api';
import { listApprovalRecords, QUEUE_KEY, type ApprovalRecord } from '../approvals';
import { SESSION_KEY, signingKeyFor } from '../keyring';
import { actions } from '../parts';

type TxView = ApprovalOf<'signTx' | 'sendTx'>;

/** The record's tx signed with its signers' keys. */
export async function signedTx(record: ApprovalRecord, view: TxView): Promise<StdTx> {
  const keys = await Promise.all((record.signerIds ?? []).map((id) => signingKeyFor(id)));
  return (await actions()).signStdTx(view.tx, view.chainId, keys);
}

/** The window asks as it shows the request: signing waits until it has painted rather than compete with it (Approve arms 1 s after the review shows). */
const AFTER_LISTING_MS = 300;

interface Ahead {
  tx: Promise<string>;
  signed: Promise<StdTx>;
}

/** By approval id: the unsigned tx as JSON (what is signed) and its signature, under way or done. */
const ahead = new Map<string, Ahead>();

let watching = false;

/** Storage changes reach the worker however they were made: a lock (the session key removed), an unlock, a record leaving the queue. */
function watchDrops(): void {
  if (watching) return;
  watching = true;
  chrome.storage.onChanged.addListener((changes, areaName) => {
    if (areaName !== 'session') return;
    if (SESSION_KEY in changes) ahead.clear();
    const queue = changes[QUEUE_KEY];
    if (!queue) return;
    const queued = new Set(((queue.newValue ?? []) as ApprovalRecord[]).map((record) => record.view.id));
    for (const id of ahead.keys()) if (!queued.has(id)) ahead.delete(id);
  });
}

/**
 * Starts signing the queued sendTx the approval window shows (wallet_prepareApproval), unless signed
 * already, as Approve without edits would sign it. It is registered at once, with no wait between
 * reading the queue and registering (a record taken meanwhile drops it); a signing that fails (locked)
 * leaves nothing, and the window's next ask tries again. Listing the queue signs nothing.
 */
export async function signAhead(approvalId: string, approvedView: (view: TxView) => Promise<TxView>): Promise<void> {
  watchDrops();
  await new Promise((resolve) => setTimeout(resolve, AFTER_LISTING_MS));
  for (const record of await listApprovalRecords()) {
    const id = record.view.id;
    if (id !== approvalId || record.view.kind !== 'sendTx' || ahead.has(id)) continue;
    const viewing = approvedView(record.view);
    const entry: Ahead = { tx: viewing.then((view) => JSON.stringify(view.tx)), signed: viewing.then((view) => signedTx(record, view)) };
    ahead.set(id, entry);
    entry.tx.catch(() => undefined);
    entry.signed.catch(() => {
      if (ahead.get(id) === entry) ahead.delete(id);
    });
  }
}

/** The approved tx signed: the one signed ahead when it is this tx (same fee and memo), else signed now. */
export async function signedForApproval(approvalId: string, record: ApprovalRecord, view: TxView): Promise<StdTx> {
  const entry = ahead.get(approvalId);
  ahead.delete(approvalId);
  if (entry && (await entry.tx.catch(() => null)) === JSON.stringify(view.tx)) {
    try {
      return await entry.signed;
    } catch {
      // Signing ahead failed (a lock meanwhile): signed now, which fails the same way if still locked.
    }
  }
  return signedTx(record, view);
}

/** How many approvals have a tx signed ahead (tests). */
export function signedAheadCount(): number {
  return ahead.size;
}

/** Forgets what was signed for this approval (rejected). */
export function dropSignedAhead(approvalId: string): void {
  ahead.delete(approvalId);
}
