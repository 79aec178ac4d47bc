// Where the tx index keeps full tx records, by position: in memory (an ephemeral node) or in a
// file read back on demand (storage/record-file.ts, a node with a data dir), so RAM holds offsets.
import type { TxEvent, TxRecord } from '../../core/rest/types';
import type { StdTx } from '../../core/types';

export interface RecordStore {
  readonly count: number;
  append(record: TxRecord): void;
  read(position: number): TxRecord;
  /** Keeps the first `count` records (in memory only: a file of records is append-only). */
  truncate?(count: number): void;
}

/** Where a tx's JSON lies in the block log: byte offset and length (a record on disk names it). */
export type TxSpan = readonly [start: number, length: number];

/** Whether `events` are exactly the logs' events, one after another (what delivery makes them). */
function eventsAreLogs(r: TxRecord): boolean {
  let at = 0;
  for (const log of r.logs) for (const event of log.events) if (r.events[at++] !== event) return false;
  return at === r.events.length;
}

// raw_log is the JSON text of logs (deliver.ts), and events are the logs' events: both are left out
// on disk and rebuilt on read. With `txAt` the tx itself is left out too: the block log holds it.
// Fields are named one by one: a rest spread per record cost 10% of a replay.
export function encodeRecord(r: TxRecord, txAt?: TxSpan): string {
  return JSON.stringify({
    data: r.data,
    events: r.logs && eventsAreLogs(r) ? undefined : r.events,
    gas_used: r.gas_used,
    gas_wanted: r.gas_wanted,
    height: r.height,
    irrevocable_confirm_number: r.irrevocable_confirm_number,
    logs: r.logs,
    timestamp: r.timestamp,
    tx: txAt ? undefined : r.tx,
    at: txAt,
    txhash: r.txhash,
  });
}

interface StoredRecord extends Omit<TxRecord, 'events' | 'tx' | 'raw_log'> {
  events?: TxEvent[];
  tx?: StdTx;
  at?: TxSpan;
}

/** A record as written by encodeRecord; `readTx` reads a tx the record names by its place in the block log. */
export function decodeRecord(text: string, readTx?: (at: TxSpan) => StdTx): TxRecord {
  const p = JSON.parse(text) as StoredRecord;
  if (!p.logs) return p as TxRecord;
  let tx = p.tx;
  if (!tx) {
    if (!p.at || !readTx) throw new Error(`tx record ${p.txhash} names no tx`);
    tx = readTx(p.at);
  }
  return markImpersonated({
    data: p.data,
    events: p.events ?? p.logs.flatMap((log) => log.events),
    gas_used: p.gas_used,
    gas_wanted: p.gas_wanted,
    height: p.height,
    irrevocable_confirm_number: p.irrevocable_confirm_number,
    logs: p.logs,
    raw_log: JSON.stringify(p.logs),
    timestamp: p.timestamp,
    tx,
    txhash: p.txhash,
  });
}

/** A record of a tx sent unsigned (impersonation) says so: `impersonated: true`, after the real node's fields. */
export function markImpersonated(record: TxRecord): TxRecord {
  const signatures = record.tx?.value?.signatures;
  return signatures === null || (Array.isArray(signatures) && signatures.length === 0)
    ? Object.assign(record, { impersonated: true })
    : record;
}

export class MemoryRecords implements RecordStore {
  private readonly texts: string[] = [];
  get count(): number {
    return this.texts.length;
  }
  append(record: TxRecord): void {
    this.texts.push(encodeRecord(record));
  }
  read(position: number): TxRecord {
    return decodeRecord(this.texts[position]!);
  }
  truncate(count: number): void {
    this.texts.length = count;
  }
}
