// Where the tx index keeps full tx records, by position: in memory (an ephemeral node) or in a
// file read back on demand (storage/record-file.ts, a node with a data dir), so RAM holds offsets.
import type { TxRecord } from '../../core/rest/types.js';

export interface RecordStore {
  readonly count: number;
  append(record: TxRecord): void;
  read(position: number): TxRecord;
}

// raw_log is the JSON text of logs (deliver.ts): left out on disk, rebuilt on read in its place.
export function encodeRecord(record: TxRecord): string {
  const { raw_log: _rawLog, ...rest } = record;
  return JSON.stringify(rest);
}

export function decodeRecord(text: string): TxRecord {
  const parsed = JSON.parse(text) as TxRecord;
  if (!parsed.logs) return parsed;
  const { timestamp, tx, txhash, ...head } = parsed;
  return { ...head, raw_log: JSON.stringify(parsed.logs), timestamp, tx, txhash } as TxRecord;
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

