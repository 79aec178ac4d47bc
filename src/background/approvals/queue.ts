// The stored approval queue (chrome.storage.session): what the person is asked, plus what the
// background needs to finish the request after a worker restart. The session area outlives the
// worker but not the browser session nor an extension reload or update, and the pages that asked
// go with those; it is memory in the browser, so taking a record (issued before a tx is sent) is a cheap write.
import { CoreError } from '../../core/errors';
import type { ProviderMethod } from '../../shared/provider-api';
import type { ApprovalView } from '../../shared/wallet-api';
import { readValue, removeValue, updateValue, writeValue } from '../storage';

/** The page (document) a request came from. */
export interface Requester {
  origin: string;
  /** `<tabId>:<documentId, else pageId, else frameId>`: one content-script connection. */
  connKey: string;
  tabId: number;
  frameId: number;
  documentId?: string;
  /** The content script's own name for its document (see providerPortName). */
  pageId?: string;
}

export interface ApprovalRecord {
  view: ApprovalView;
  requestId: string;
  method: ProviderMethod;
  requester: Requester;
  networkId: string;
  /** Accounts whose keys sign (tx and message approvals), in signing order. */
  signerIds?: string[];
}

const approvalLimits = {
  maxPendingPerOrigin: 10,
  /** All sites together: many origins (one tab visiting many sites) cannot bury the person in prompts. */
  maxPendingTotal: 50,
  /** The stored queue's size in JSON characters: storage.session's 10 MB also holds the unlocked key. */
  maxQueueChars: 4 * 1024 * 1024,
};

export const QUEUE_KEY = 'approvals.queue';

export class LimitError extends CoreError {}

export async function listApprovalRecords(): Promise<ApprovalRecord[]> {
  return readValue<ApprovalRecord[]>('session', QUEUE_KEY, []);
}

export async function findApproval(approvalId: string): Promise<ApprovalRecord | undefined> {
  return (await listApprovalRecords()).find((record) => record.view.id === approvalId);
}

/** Refuses a record when the origin already has too many, or already has a connect pending, or
 *  the whole queue is full; `current` is what is queued (and being prepared). */
function checkRoom(current: ReadonlyArray<Pick<ApprovalView, 'origin' | 'kind'>>, record: Pick<ApprovalView, 'origin' | 'kind'>): void {
  const fromOrigin = current.filter((entry) => entry.origin === record.origin);
  if (record.kind === 'connect' && fromOrigin.some((entry) => entry.kind === 'connect')) {
    throw new LimitError('connect_pending', 'A connection request from this site is already waiting for approval');
  }
  if (fromOrigin.length >= approvalLimits.maxPendingPerOrigin) {
    throw new LimitError('too_many_pending', `This site already has ${fromOrigin.length} requests waiting for approval`);
  }
  if (current.length >= approvalLimits.maxPendingTotal) {
    throw new LimitError(
      'too_many_pending',
      'Too many requests are waiting for approval in Vaultline; try again once the person has answered some',
    );
  }
}

/** Queues a record unless there is no room for it (checkRoom). */
export async function enqueueApproval(record: ApprovalRecord): Promise<number> {
  const queue = await updateValue<ApprovalRecord[]>('session', QUEUE_KEY, [], (current) => {
    checkRoom(
      current.map((entry) => entry.view),
      record.view,
    );
    const next = [...current, record];
    if (JSON.stringify(next).length > approvalLimits.maxQueueChars) {
      throw new LimitError(
        'too_many_pending',
        'The requests waiting for approval in Vaultline are too large together; try again once the person has answered some',
      );
    }
    return next;
  });
  return queue.length;
}

/**
 * Requests whose approval window is already open while the background still reads the node for
 * them (tx fee, window, warnings). Worker memory only: such a request is not queued yet, so a
 * restart meanwhile loses it as it did before the window opened early (the page hears 4900).
 */
const preparing = new Map<symbol, { origin: string; kind: ApprovalView['kind']; createdAt: number; done: Promise<void> }>();

/** Counts `work` as a request being prepared until it settles; refused (LimitError) when the queue has no room for it.
 *  `createdAt` is the one its record will carry (preparingNow names the request by it). */
export async function whilePreparing<T>(entry: Pick<ApprovalView, 'origin' | 'kind' | 'createdAt'>, work: () => Promise<T>): Promise<T> {
  checkRoom([...(await listApprovalRecords()).map((record) => record.view), ...preparing.values()], entry);
  const key = Symbol(entry.origin);
  let settle = () => {};
  preparing.set(key, {
    origin: entry.origin,
    kind: entry.kind,
    createdAt: entry.createdAt,
    done: new Promise<void>((resolve) => {
      settle = resolve;
    }),
  });
  try {
    return await work();
  } finally {
    preparing.delete(key);
    settle();
  }
}

/** The requests being prepared now, by origin and the creation time their records will carry. */
export function preparingNow(): Array<Pick<ApprovalView, 'origin' | 'createdAt'>> {
  return [...preparing.values()];
}

/** How many requests are being prepared now (the badge counts them). */
export function preparingCount(): number {
  return preparing.size;
}

/** Resolves once every request being prepared now is queued or refused, or after `maxMs`. */
export async function preparedOrAfter(maxMs: number): Promise<void> {
  if (preparing.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMs);
  });
  await Promise.race([Promise.all([...preparing.values()].map((entry) => entry.done)), late]);
  clearTimeout(timer);
}

/** Removes every record matching `match`; answers the removed ones. */
export async function removeApprovals(match: (record: ApprovalRecord) => boolean): Promise<ApprovalRecord[]> {
  let removed: ApprovalRecord[] = [];
  await updateValue<ApprovalRecord[]>('session', QUEUE_KEY, [], (current) => {
    removed = current.filter(match);
    return removed.length === 0 ? current : current.filter((record) => !match(record));
  });
  return removed;
}

export async function clearApprovals(): Promise<void> {
  await writeValue('session', QUEUE_KEY, []);
}

/** Versions before the queue moved to storage.session kept it in storage.local: an update drops what they left there. */
export async function dropLocalQueue(): Promise<void> {
  await removeValue('local', QUEUE_KEY);
}
