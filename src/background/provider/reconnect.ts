// A page's requests after its port dropped and it reconnected (a part: only a reconnect loads it).
import { ProviderErrorCode } from '../../shared/provider-api';
import { listApprovalRecords, takeResult, type ApprovalRecord, type Requester } from '../approvals';
import { answer } from './connections';
import { isInflight } from './inflight';

/** True when this worker has the request: answering it, waiting for a decision, or holding its
 *  answer (sent now). */
export async function alreadyHave(
  port: chrome.runtime.Port,
  requester: Requester,
  id: string,
  pending?: ApprovalRecord[],
): Promise<boolean> {
  if (isInflight(requester.connKey, id)) return true;
  const kept = await takeResult(requester.connKey, id);
  if (kept) {
    answer(port, kept);
    return true;
  }
  return (pending ?? (await listApprovalRecords())).some(
    (record) => record.requester.connKey === requester.connKey && record.requestId === id,
  );
}

/** `{resume: ids}`: answers kept while the page was away; a request this worker no longer has fails with 4900. */
export async function resume(port: chrome.runtime.Port, requester: Requester, ids: string[]): Promise<void> {
  const pending = await listApprovalRecords();
  for (const id of ids) {
    if (await alreadyHave(port, requester, id, pending)) continue;
    answer(port, {
      id,
      error: {
        code: ProviderErrorCode.disconnected,
        message: 'Vaultline no longer has this request (it restarted, or the page went away meanwhile); please send it again',
      },
    });
  }
}
