// Where the tx index keeps full tx records, by position: in memory (an ephemeral node) or in a
// file read back on demand (storage/record-file.ts, a node with a data dir), so RAM holds offsets.
import type { TxRecord } from '../../core/rest/types.js';

export interface RecordStore {
  readonly count: number;
  append(record: TxRecord): void;
  read(position: number): TxRecord;
}

// raw_log is the JSON text of logs (deliver.ts): left out on disk, rebuilt on read in its place.
// Fields are named one by one: a rest spread per record cost 10% of a replay.
export function encodeRecord(r: TxRecord): string {
  return JSON.stringify({
    data: r.data,
    events: r.events,
    gas_used: r.gas_used,
    gas_wanted: r.gas_wanted,
    height: r.height,
    irrevocable_confirm_number: r.irrevocable_confirm_number,
    logs: r.logs,
    timestamp: r.timestamp,
    tx: r.tx,
    txhash: r.txhash,
  });
}

export function decodeRecord(text: string): TxRecord {
  const p = JSON.parse(text) as TxRecord;
  if (!p.logs) return p;
  return {
    data: p.data,
    events: p.events,
    gas_used: p.gas_used,
    gas_wanted: p.gas_wanted,
    height: p.height,
    irrevocable_confirm_number: p.irrevocable_confirm_number,
    logs: p.logs,
    raw_log: JSON.stringify(p.logs),
    timestamp: p.timestamp,
    tx: p.tx,
    txhash: p.txhash,
  };
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
}

