// Tx records appended to <data-dir>/txs.dat and read back by position: RAM holds one end offset
// per record. The file is derived data (rebuilt by replay), cut back to what a snapshot counts.
// Given the block log, a record names where its tx lies in the log instead of holding a copy.
import { closeSync, fsync, fsyncSync, ftruncateSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import type { TxRecord } from '../../core/rest/types';
import type { StdTx } from '../../core/types';
import { decodeRecord, encodeRecord, type RecordStore, type TxSpan } from '../ledger/tx-records';

/** Pending records are written once they reach this size (or before a read, sync or close). */
const FLUSH_BYTES = 1 << 20;

/** `size` bytes of a file from `at`; throws when the file ends first. */
function readAt(fd: number, path: string, at: number, size: number): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const n = readSync(fd, bytes, read, size - read, at + read);
    if (n === 0) throw new Error(`${path} ends at byte ${at + read}, before the ${size} bytes at ${at} were read`);
    read += n;
  }
  return bytes;
}

/** A growable Float64Array of record end offsets: record i spans ends[i-1] (or 0) to ends[i]. */
export class FileRecords implements RecordStore {
  private fd: number;
  private logFd: number | undefined;
  private ends = new Float64Array(1024);
  private length = 0;
  /** Records appended but not yet written, and their size in bytes. */
  private pending: string[] = [];
  private pendingBytes = 0;
  /** Records whose block is not in the log yet: kept whole (and read from here) until it is. */
  private waiting: TxRecord[] = [];
  /** Where the txs of blocks in the log lie, by height, until their records arrive (replay). */
  private located = new Map<number, { spans: number[]; next: number }>();

  /**
   * Opens `path`, keeping the records whose ends are given (from a snapshot) and cutting the rest.
   * With `logPath`, records wait for locate() and then name their tx's place in that block log.
   */
  constructor(
    readonly path: string,
    ends: Float64Array = new Float64Array(0),
    readonly logPath?: string,
  ) {
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
    if (logPath !== undefined) this.logFd = openSync(logPath, 'r');
  }

  get count(): number {
    return this.length + this.waiting.length;
  }

  get byteLength(): number {
    return this.length === 0 ? 0 : this.ends[this.length - 1]!;
  }

  /**
   * Record ends, for a snapshot (taken after its blocks are written, so no record waits). A view:
   * appending writes past it or into a new grown array, never into it.
   */
  exportEnds(): Float64Array {
    if (this.waiting.length > 0) throw new Error(`${this.waiting.length} tx records wait for their block to be written`);
    return this.ends.subarray(0, this.length);
  }

  append(record: TxRecord): void {
    if (this.logFd === undefined) this.encode(record);
    else if (this.waiting.length > 0 || !this.take(record)) this.waiting.push(record);
  }

  /** Block `height`'s txs lie at `spans` in the log ([start, length] per tx, in block order). */
  locate(height: number, spans: number[]): void {
    if (spans.length > 0) this.located.set(height, { spans, next: 0 });
    let done = 0;
    for (const record of this.waiting) {
      if (!this.take(record)) {
        if (Number(record.height) >= height) break;
        this.encode(record); // its block never reached the log: the record keeps its tx
      }
      done++;
    }
    this.waiting.splice(0, done);
  }

  read(position: number): TxRecord {
    if (position >= this.length) return this.waiting[position - this.length]!;
    if (position >= this.length - this.pending.length) this.flush();
    const start = position === 0 ? 0 : this.ends[position - 1]!;
    const text = readAt(this.fd, this.path, start, this.ends[position]! - start).toString('utf8');
    return decodeRecord(text, (at) => this.readTx(at));
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
    for (const record of this.waiting.splice(0)) this.encode(record);
    this.flush();
    closeSync(this.fd);
    if (this.logFd !== undefined) closeSync(this.logFd);
    this.logFd = undefined;
  }

  /** Encodes a record with its tx's place in the log, when its block's places are known. */
  private take(record: TxRecord): boolean {
    const height = Number(record.height);
    const block = this.located.get(height);
    if (!block) return false;
    const at = block.next * 2;
    this.encode(record, [block.spans[at]!, block.spans[at + 1]!]);
    block.next += 1;
    if (block.next * 2 >= block.spans.length) this.located.delete(height);
    return true;
  }

  private encode(record: TxRecord, txAt?: TxSpan): void {
    const text = encodeRecord(record, txAt);
    const bytes = Buffer.byteLength(text);
    this.pending.push(text);
    this.pendingBytes += bytes;
    this.push(this.byteLength + bytes);
    if (this.pendingBytes >= FLUSH_BYTES) this.flush();
  }

  private readTx([start, length]: TxSpan): StdTx {
    if (this.logFd === undefined) throw new Error(`${this.path} names a tx in the block log, which is not open`);
    return JSON.parse(readAt(this.logFd, this.logPath!, start, length).toString('utf8')) as StdTx;
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
