// What a node's answer about one of our txs means: still pending, included (with its height),
// failed in its block (with the node's log), dropped (its valid-height window passed without
// inclusion), or unconfirmed (the node claims a block holds it, but its record does not prove it).
// Pure: the tracker feeds it GET /v1/tx/{hash}, the latest height, and the record check (proof.ts,
// a part loaded when a record arrives: it hashes the tx, which needs the amino and tx code).
import type { TxRecord } from '../../core/rest/types';
import { DROPPED_REASON, UNCONFIRMED_REASONS, logCode, type UnconfirmedReason } from '../../shared/node-reasons';
import type { Msg } from '../../core/types';

export type TxStatus = 'pending' | 'included' | 'failed' | 'dropped' | 'unconfirmed';

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
function failureOf(record: Pick<TxRecord, 'logs'>): string | undefined {
  const logs = Array.isArray(record.logs) ? record.logs : [];
  const failed = logs.find((log) => log && log.success === false);
  if (!failed) return undefined;
  return typeof failed.log === 'string' && failed.log ? failed.log : 'The ledger refused a message of this transaction';
}

const isHeight = (value: unknown): value is string => typeof value === 'string' && /^\d{1,20}$/.test(value);

/** Whether a node's record is the tx this entry sent (proof.ts): a reason when it is not. */
export type RecordCheck = (entry: Pick<TrackedTx, 'txhash' | 'address'>, record: TxRecord) => UnconfirmedReason | undefined;

/**
 * Why the node's record does not prove that a block holds this tx, or undefined when it does: the
 * record's tx must be the one we sent (`isOurs`: same hash, signed by the entry's account), and its
 * height must lie in the tx's validity window and not above the node's latest block.
 */
function unprovenInclusion(
  entry: Pick<TrackedTx, 'txhash' | 'address'>,
  record: TxRecord,
  latestHeight: string,
  isOurs: RecordCheck,
): UnconfirmedReason | undefined {
  const other = isOurs(entry, record);
  if (other !== undefined) return other;
  const [start, end] = Array.isArray(record.tx?.value?.valid_height) ? record.tx.value.valid_height : [];
  const height = String(record.height);
  if (
    !isHeight(height) ||
    !isHeight(start) ||
    !isHeight(end) ||
    BigInt(height) < 1n ||
    BigInt(height) < BigInt(start) ||
    BigInt(height) > BigInt(end)
  )
    return UNCONFIRMED_REASONS.outsideWindow;
  if (BigInt(height) > BigInt(latestHeight)) return UNCONFIRMED_REASONS.aboveLatest;
  return undefined;
}

const UNCONFIRMED_WORDS: Record<UnconfirmedReason, string> = {
  [UNCONFIRMED_REASONS.otherTx]: 'The node says a block includes it, but its record is not the transaction this wallet sent.',
  [UNCONFIRMED_REASONS.outsideWindow]: 'The node says a block includes it, at a height outside its validity window.',
  [UNCONFIRMED_REASONS.aboveLatest]: 'The node says a block includes it, at a height above its own latest block.',
};

/**
 * The next state of a pending (or unconfirmed) tx. `record`: the node's tx record, or null when it
 * answered 404. `latestHeight`: the node's latest block height; without it nothing changes.
 * `isOurs`: the record check (proof.ts).
 */
export function nextStatus(entry: TrackedTx, record: TxRecord | null, latestHeight: string | undefined, isOurs: RecordCheck): TrackedTx {
  if (entry.status !== 'pending' && entry.status !== 'unconfirmed') return entry;
  if (!isHeight(latestHeight)) return entry;
  if (record) {
    const unproven = unprovenInclusion(entry, record, latestHeight, isOurs);
    if (unproven !== undefined) {
      return entry.status === 'unconfirmed' && entry.reasonCode === unproven
        ? entry
        : { ...withoutOutcome(entry), status: 'unconfirmed', reasonCode: unproven, reason: UNCONFIRMED_WORDS[unproven] };
    }
    const height = String(record.height);
    const reason = failureOf(record);
    if (reason === undefined) return { ...withoutOutcome(entry), status: 'included', height };
    const reasonCode = logCode(reason);
    return { ...withoutOutcome(entry), status: 'failed', height, reason, ...(reasonCode !== undefined ? { reasonCode } : {}) };
  }
  if (/^\d+$/.test(entry.validUntil) && BigInt(latestHeight) > BigInt(entry.validUntil)) {
    return {
      ...withoutOutcome(entry),
      status: 'dropped',
      reasonCode: DROPPED_REASON,
      reason: `No block included it before its validity window ended at block ${entry.validUntil} (the node is at ${latestHeight}); it can no longer be included.`,
    };
  }
  return entry;
}

function withoutOutcome(entry: TrackedTx): TrackedTx {
  const { reason: _reason, reasonCode: _code, height: _height, ...rest } = entry;
  return rest;
}
