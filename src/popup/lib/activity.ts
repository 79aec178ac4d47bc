// Reading tx records (ledger-service.md §2.8) for the activity list, tolerating missing fields.
import { msgSummary } from '../../core/messages';
import type { Msg } from '../../core/types';
import type { TrackedTxView } from '../../shared/wallet-api';
import { groupAmountsInText } from './format';

export type ActivityStatus = 'success' | 'failed' | 'pending' | 'dropped';
export interface ActivityRow { txhash: string; height: string; success: boolean; summary: string; time: number | null; error: string; status: ActivityStatus }

/** One of this account's own sent txs as the wallet follows it (pending, failed or dropped). */
export function trackedRow(entry: TrackedTxView): ActivityRow {
  const status: ActivityStatus = entry.status === 'included' ? 'success' : entry.status;
  return {
    txhash: entry.txhash,
    height: entry.height ?? '',
    success: status === 'success' || status === 'pending',
    summary: groupAmountsInText(entry.summary),
    time: Number.isFinite(entry.time) ? entry.time : null,
    error: entry.reason ?? '',
    status,
  };
}

/** Tracked rows first, then the node's records that are not among them. */
export function mergeActivity(tracked: ActivityRow[], rows: ActivityRow[]): ActivityRow[] {
  const seen = new Set(tracked.map((row) => row.txhash.toUpperCase()));
  return [...tracked, ...rows.filter((row) => !seen.has(row.txhash.toUpperCase()))];
}

export function msgLine(msg: Msg): string {
  try {
    return groupAmountsInText(msgSummary(msg));
  } catch {
    return typeof msg?.type === 'string' ? msg.type : 'Unknown message';
  }
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function activityRow(tx: unknown): ActivityRow {
  const rec = record(tx);
  const logs = Array.isArray(rec.logs) ? rec.logs.map(record) : [];
  const failed = logs.find((log) => log.success === false);
  const msgs = record(record(rec.tx).value).msg;
  const summary = Array.isArray(msgs) && msgs.length > 0 ? msgs.map((m) => msgLine(m as Msg)).join('; ') : 'Transaction';
  const parsed = typeof rec.timestamp === 'string' ? Date.parse(rec.timestamp) : Number.NaN;
  return {
    txhash: typeof rec.txhash === 'string' ? rec.txhash : '',
    height: typeof rec.height === 'string' || typeof rec.height === 'number' ? String(rec.height) : '',
    success: failed === undefined,
    summary,
    time: Number.isFinite(parsed) ? parsed : null,
    error: failed && typeof failed.log === 'string' ? failed.log : '',
    status: failed === undefined ? 'success' : 'failed',
  };
}
