// Tx records appended to <data-dir>/txs.dat and read back by position: RAM holds one end offset
// per record. The file is derived data (rebuilt by replay), cut back to what a snapshot counts.
import { closeSync, fsync, fsyncSync, ftruncateSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import type { TxRecord } from '../../core/rest/types.js';
import { decodeRecord, encodeRecord, type RecordStore } from '../ledger/tx-records.js';

/** Pending records are written once they reach this size (or before a read, sync or close). */
const FLUSH_BYTES = 1 << 20;

/** A growable Float64Array of record end offsets: record i spans ends[i-1] (or 0) to ends[i]. */
export class FileRecords implements RecordStore {
  private fd: number;
  private ends = new Float64Array(1024);
  private length = 0;
  /** Records appended but not yet written, and their size in bytes. */
  private pending: string[] = [];
  private pendingBytes = 0;

  /** Opens `path`, keeping the records whose ends are given (from a snapshot) and cutting the rest. */
  constructor(readonly path: string, ends: Float64Array = new Float64Array(0)) {
    this.fd = openSync(path, 'a+');
    const size = fstatSync(this.fd).size;
    const keep = ends.length === 0 ? 0 : ends[ends.length - 1]!;
    if (size < keep) {
      closeSync(this.fd);
      throw new Error(`${path} holds ${size} bytes, fewer than the ${keep} its snapshot counts`);
    }
    closeSync(this.fd);
    this.fd = openSync(path, 'r+');
    ftruncateSync(this.fd, keep);
    for (const end of ends) this.push(end);
  }

  get count(): number {
    return this.length;
  }

  get byteLength(): number {
    return this.length === 0 ? 0 : this.ends[this.length - 1]!;
  }

  /** Record ends, for a snapshot. */
  exportEnds(): Float64Array {
    return this.ends.slice(0, this.length);
  }

  append(record: TxRecord): void {
    const text = encodeRecord(record);
    const bytes = Buffer.byteLength(text);
    this.pending.push(text);
    this.pendingBytes += bytes;
    this.push(this.byteLength + bytes);
    if (this.pendingBytes >= FLUSH_BYTES) this.flush();
  }

  /** Writes the records appended since the last flush (one write instead of one per record). */
  flush(): void {
    if (this.pending.length === 0) return;
    const bytes = Buffer.from(this.pending.join(''), 'utf8');
    const at = this.byteLength - bytes.length;
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written, bytes.length - written, at + written);
    this.pending = [];
    this.pendingBytes = 0;
  }

  read(position: number): TxRecord {
    if (position >= this.length - this.pending.length) this.flush();
    const start = position === 0 ? 0 : this.ends[position - 1]!;
    const bytes = Buffer.allocUnsafe(this.ends[position]! - start);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(this.fd, bytes, read, bytes.length - read, start + read);
      if (n === 0) throw new Error(`${this.path} ends inside record ${position}`);
      read += n;
    }
    return decodeRecord(bytes.toString('utf8'));
  }

  /** Before a snapshot counts these records: they must be on disk. */
  sync(): void {
    this.flush();
    fsyncSync(this.fd);
  }

  /** sync() with the fsync off the event loop (the records written so far; later ones may ride along). */
  syncAsync(): Promise<void> {
    this.flush();
    return new Promise((resolve, reject) => fsync(this.fd, (error) => (error ? reject(error) : resolve())));
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }

  private push(end: number): void {
    if (this.length === this.ends.length) {
      const grown = new Float64Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.length++] = end;
  }
}
