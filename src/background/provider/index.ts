// The provider face: content-script ports in, answers and events out.
import { whileInflight } from './inflight';
import * as v from 'valibot';
import { pageIdOfPort, ProviderErrorCode, REPEATABLE_METHODS, RESUME_MAX } from '../../shared/provider-api';
import { closeWindowIfIdle, forgetApprovalWindow, listApprovalRecords, preparingNow, refreshBadge, removeApprovals } from '../approvals';
import { addConnection, answer, deliver, documentAlive, dropConnection, forgetDocument, forgetTab, requesterOf } from './connections';
import { handleRequest } from './pipeline';
import type { ApprovalRecord, Requester } from '../approvals';
import { part } from '../parts';
import type { ApprovalEdits } from './execute';

export { deliver } from './connections';

/** A person's decision on an approval, carried out by a part that loads with the first decision. */
export async function resolveApproval(approvalId: string, approved: boolean, edits: ApprovalEdits = {}): Promise<void> {
  return (await part('decisions')).resolveApproval(approvalId, approved, edits);
}
export { notifyAccountsChanged, notifyNetworkChanged, notifyDisconnected, siteAccountsAllowed } from './accounts';

const RequestId = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const PortEnvelope = v.union([
  v.object({
    id: RequestId,
    method: v.pipe(v.string(), v.maxLength(100)),
    params: v.optional(v.unknown()),
    again: v.optional(v.literal(true)),
  }),
  v.object({ resume: v.pipe(v.array(RequestId), v.maxLength(RESUME_MAX)) }),
]);

export function onProviderConnect(port: chrome.runtime.Port): void {
  const pageId = pageIdOfPort(port.name);
  if (pageId === null) return;
  const requester = requesterOf(port.sender, pageId || undefined);
  if (!requester) {
    port.disconnect();
    return;
  }
  void addConnection(port, requester).catch(() => undefined);
  port.onMessage.addListener((message: unknown) => {
    void onPortMessage(port, requester, message).catch(() => undefined);
  });
  port.onDisconnect.addListener(() => {
    // The page closed, navigated or lost its frame: nobody is left to answer, so its requests go.
    if (!dropConnection(requester.connKey, port)) return;
    void forgetDocument(requester.connKey).catch(() => undefined);
    void dropRequestsOf((record) => record.requester.connKey === requester.connKey).catch(() => undefined);
  });
}

async function onPortMessage(port: chrome.runtime.Port, requester: Requester, message: unknown): Promise<void> {
  const parsed = v.safeParse(PortEnvelope, message);
  if (!parsed.success) {
    const id = (message as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && id.length <= 100)
      answer(port, { id, error: { code: ProviderErrorCode.invalidParams, message: 'Malformed request' } });
    return;
  }
  if ('resume' in parsed.output) return (await part('reconnect')).resume(port, requester, parsed.output.resume);
  const request = parsed.output;
  // Said before any await: a page that hears nothing before the port drops sends the request again. A
  // read is sent again after a reconnect whether it was received or not: it needs no word.
  if (!REPEATABLE_METHODS.includes(request.method)) answer(port, { received: request.id });
  // Sent again: its "received" may have been lost with the old port while this worker has it.
  if (request.again && (await (await part('reconnect')).alreadyHave(port, requester, request.id))) return;
  await whileInflight(requester.connKey, request.id, async () => {
    const outcome = await handleRequest(requester, request);
    if (!('deferred' in outcome)) await deliver(requester, request.id, outcome);
  });
}

/** Drops requests nobody can answer; when none is left, the approval window closes itself. */
async function dropRequestsOf(match: (record: ApprovalRecord) => boolean): Promise<void> {
  const removed = await removeApprovals(match);
  if (removed.length === 0) return;
  await refreshBadge();
  await closeWindowIfIdle().catch(() => undefined);
}

/** A closed tab can no longer receive answers: drop its approvals. */
export async function onTabRemoved(tabId: number): Promise<void> {
  await forgetTab(tabId);
  await dropRequestsOf((record) => record.requester.tabId === tabId);
}

/** At worker start: drop approvals whose page went away while no worker was running. */
export async function dropGoneRequests(): Promise<void> {
  const records = await listApprovalRecords();
  const gone = new Set<string>();
  for (const requester of new Map(records.map((record) => [record.requester.connKey, record.requester])).values()) {
    if (!(await documentAlive(requester))) gone.add(requester.connKey);
  }
  if (gone.size > 0) await dropRequestsOf((record) => gone.has(record.requester.connKey));
}

/**
 * A window closed (windows.onRemoved). When it is the approval window, what it listed is rejected
 * (4001) by the decisions part (`afterWindowClosed`), which loads only then.
 */
export async function onWindowRemoved(windowId: number): Promise<number> {
  // Taken as the event comes: the requests being prepared for the window when it closed.
  const preparingAtClose = preparingNow();
  const shown = await forgetApprovalWindow(windowId);
  if (shown === null) return 0;
  return (await part('decisions')).afterWindowClosed(shown, preparingAtClose);
}
