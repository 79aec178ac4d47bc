// What a node's answer about one of our txs means: still pending, included (with its height),
// failed in its block (with the node's log), or dropped (its valid-height window passed without
// inclusion). Pure: the tracker feeds it GET /v1/tx/{hash} and the latest height.
import type { TxRecord } from '../../core/rest/types';
import { DROPPED_REASON, logCode } from '../../shared/node-reasons';
import type { Msg } from '../../core/types';

export type TxStatus = 'pending' | 'included' | 'failed' | 'dropped';

export interface TrackedTx {
  txhash: string;
  networkId: string;
  /** gt1 form of the account that signed it. */
  address: string;
  /** The tx's messages as signed; Activity words their summaries in the popup's language. */
  msgs?: Msg[];
  /** Entries written before `msgs` was kept: their English one-line summary. */
  summary?: string;
  /** valid_height end: past this height a block can no longer include it. */
  validUntil: string;
  status: TxStatus;
  /** The including block (included or failed). */
  height?: string;
  /** Why it failed or was dropped, in the node's words when it gave some. */
  reason?: string;
  /** The node's code for why it failed (shared/node-reasons.ts), or 'dropped'; the popup words it. */
  reasonCode?: string;
  /** When it was sent (ms). */
  time: number;
}

/** The failing message's log of an included tx record, or undefined when every message succeeded. */
export function failureOf(record: Pick<TxRecord, 'logs'>): string | undefined {
  const logs = Array.isArray(record.logs) ? record.logs : [];
  const failed = logs.find((log) => log && log.success === false);
  if (!failed) return undefined;
  return typeof failed.log === 'string' && failed.log ? failed.log : 'The ledger refused a message of this transaction';
}

/**
 * The next state of a pending tx. `record`: the node's tx record, or null when it answered 404.
 * `latestHeight`: the node's latest block height (needed only when record is null).
 */
export function nextStatus(entry: TrackedTx, record: TxRecord | null, latestHeight?: string): TrackedTx {
  if (entry.status !== 'pending') return entry;
  if (record) {
    const height = String(record.height);
    const reason = failureOf(record);
    if (reason === undefined) return { ...entry, status: 'included', height };
    const reasonCode = logCode(reason);
    return { ...entry, status: 'failed', height, reason, ...(reasonCode !== undefined ? { reasonCode } : {}) };
  }
  if (latestHeight !== undefined && /^\d+$/.test(latestHeight) && /^\d+$/.test(entry.validUntil) && BigInt(latestHeight) > BigInt(entry.validUntil)) {
    return { ...entry, status: 'dropped', reasonCode: DROPPED_REASON, reason: `No block included it before its validity window ended at block ${entry.validUntil} (the node is at ${latestHeight}); it can no longer be included.` };
  }
  return entry;
}
