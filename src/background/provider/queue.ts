// Queuing a site's request for the person's approval: the record, the queue's limits, and the window.
import type { ApprovalKind, ApprovalOf, ApprovalView, NetworkView } from '../../shared/wallet-api';
import type { ProviderMethod } from '../../shared/provider-api';
import {
  enqueueApproval,
  LimitError,
  openApprovalWindow,
  rateLimits,
  refreshBadge,
  removeApprovals,
  takeBudget,
  type ApprovalRecord,
  type Requester,
} from '../approvals';
import { refuseIfHeldOff } from '../approvals/hold-off';
import { isLive } from './connections';
import { limited, type Outcome } from './pipeline';

export type ViewOf<K extends ApprovalKind> = Omit<ApprovalOf<K>, 'id' | 'kind' | 'origin' | 'createdAt'>;

export function recordOf<K extends ApprovalKind>(
  requester: Requester,
  requestId: string,
  method: ProviderMethod,
  kind: K,
  network: NetworkView,
  view: ViewOf<K>,
  extra: Pick<ApprovalRecord, 'signerIds'>,
  createdAt = Date.now(),
): ApprovalRecord {
  // The compiler cannot join a generic kind to its view's fields; `view` was typed by that kind.
  const full = { ...view, id: globalThis.crypto.randomUUID(), kind, origin: requester.origin, createdAt } as ApprovalView;
  return { view: full, requestId, method, requester, networkId: network.id, ...extra };
}

/** Queued, unless the page went away meanwhile (then nobody is left to answer): false. */
export async function enqueueLive(record: ApprovalRecord): Promise<boolean> {
  try {
    await enqueueApproval(record);
  } catch (error) {
    if (error instanceof LimitError) throw limited(error.message);
    throw error;
  }
  if (isLive(record.requester.connKey)) return true;
  await removeApprovals((entry) => entry.view.id === record.view.id);
  return false;
}

export async function queue<K extends ApprovalKind>(
  requester: Requester,
  requestId: string,
  method: ProviderMethod,
  kind: K,
  network: NetworkView,
  view: ViewOf<K>,
  extra: Pick<ApprovalRecord, 'signerIds'> = {},
): Promise<Outcome> {
  await refuseIfHeldOff(requester.origin);
  if (!takeBudget('approval', requester.origin, rateLimits.approvalRequestsPerMinute))
    throw limited('Too many approval requests from this site; wait a minute');
  if (!(await enqueueLive(recordOf(requester, requestId, method, kind, network, view, extra)))) return { deferred: true };
  // The window opens at once; the badge (a storage read and two action calls) is updated beside it.
  await Promise.all([openApprovalWindow().catch(() => undefined), refreshBadge().catch(() => undefined)]);
  return { deferred: true };
}
