// Taking a record out of the stored queue to answer it (./queue.ts). Only an approval's execution
// takes records: this file loads with that part, not at the worker's start.
import { CoreError } from '../../core/errors';
import { updateIssued } from '../storage';
import { QUEUE_KEY, type ApprovalRecord } from './queue';

/** Records this worker took whose removal could not be stored: never taken again (see takeApproval). */
const takenUnstored = new Set<string>();

/**
 * Removes and answers the record, so two resolutions can never both execute it: which record is taken
 * is decided under the queue's lock from the worker's copy, and it is answered once the removal's write
 * is issued; `stored` settles when it is written (the lock is held until then). A caller may act on the
 * record (send its tx) before that: a removal cannot exceed storage's quota, so the write fails only as
 * the extension's context goes away (whose reload or update clears storage.session with it); should it
 * fail, `stored` carries the error and this worker refuses the record from then on, so an approval is
 * never executed twice (its tx signed again would carry a new nonce: a second, different tx).
 */
export async function takeApproval(approvalId: string): Promise<{ record: ApprovalRecord; stored: Promise<void> }> {
  let taken: ApprovalRecord | undefined;
  const { written } = await updateIssued<ApprovalRecord[]>('session', QUEUE_KEY, [], (current) => {
    taken = takenUnstored.has(approvalId) ? undefined : current.find((record) => record.view.id === approvalId);
    return current.filter((record) => record !== taken);
  });
  if (!taken) {
    await written;
    throw new CoreError('unknown_approval', 'This request is no longer waiting for approval', 'approvalId');
  }
  const stored = written.catch((error: unknown) => {
    takenUnstored.add(approvalId);
    throw error;
  });
  stored.catch(() => undefined); // awaited by the caller once it has acted: no unhandled rejection meanwhile
  return { record: taken, stored };
}
