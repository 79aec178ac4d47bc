// Append-only block log: one line per block, `{"sum":"<16 hex>","block":{...}}`, where sum is the
// start of SHA-256 over the block JSON exactly as written. Beside it, ACKED holds the height of the
// last block written durably (every tx the node acknowledged is at or below it), so a log cut at a
// line boundary is noticed. A damaged or truncated tail is reported, never skipped; repair keeps what
// verifies, sets the cut-off bytes aside and names every block and tx it could not keep.
import {
  closeSync,
  copyFileSync,
  fdatasync,
  fdatasyncSync,
  fstatSync,
  fsync,
  fsyncSync,
  openSync,
  readFileSync,
  readSync,
  truncateSync,
  writeSync,
  existsSync,
} from 'node:fs';
import { txHash } from '../../core/amino';
import { sha256Hex } from '../ledger/blocks';
import { txJson } from '../ledger/tx-json';
import type { BlockSink, DevOp, LoggedBlock } from '../ledger/ledger';
import type { StdTx } from '../../core/types';

/** On-disk shape: short keys, empty parts left out so idle blocks stay small. */
interface StoredBlock {
  h: number;
  t: number;
  hash: string;
  off?: number;
  txs?: StdTx[];
  ops?: DevOp[];
}

const LINE = /^\{"sum":"([0-9a-f]{16})","block":(.*)\}$/;

export class BlockLogError extends Error {}

/** A block that verifies on its own but cannot be applied: an earlier block is damaged. */
interface StrandedBlock {
  height: number;
  txHashes: string[];
}

export interface LogDamage {
  line: number;
  byteOffset: number;
  reason: string;
  lastGoodHeight: number;
  droppedBytes: number;
  /** Intact blocks after the damaged line: repair cannot keep them, so it names them. */
  stranded: StrandedBlock[];
}

export interface ReadLog {
  blocks: LoggedBlock[];
  /** Per height: where that block's txs lie in the file ([start, length] per tx, flat). */
  txSpans: Map<number, number[]>;
  /** The first damaged line, when the log has one. */
  damage?: LogDamage;
  /** The final block is complete and verifies, but its newline was never written. */
  missingNewline?: boolean;
}

/** Bytes before a line's block JSON: `{"sum":"<16 hex>","block":`. */
const PREFIX_BYTES = 34;

/**
 * The block's JSON, byte for byte what JSON.stringify writes for its StoredBlock, built piece by
 * piece so each tx's place in it is known: `spans` holds [start, length] in bytes per tx, flat.
 */
function encodeBlock(block: LoggedBlock): { json: string; spans: number[] } {
  let json = `{"h":${JSON.stringify(block.height)},"t":${JSON.stringify(block.time)},"hash":${JSON.stringify(block.hash)}`;
  if (block.offset !== undefined) json += `,"off":${JSON.stringify(block.offset)}`;
  const spans: number[] = [];
  if (block.txs) {
    json += ',"txs":[';
    let at = Buffer.byteLength(json);
    block.txs.forEach((tx, i) => {
      const text = txJson(tx);
      const bytes = Buffer.byteLength(text);
      if (i > 0) {
        json += ',';
        at += 1;
      }
      spans.push(at, bytes);
      json += text;
      at += bytes;
    });
    json += ']';
  }
  if (block.ops) json += `,"ops":${JSON.stringify(block.ops)}`;
  return { json: `${json}}`, spans };
}

/** A block's line, and its txs' [start, length] from the line's start. */
function encodeLine(block: LoggedBlock): { line: string; spans: number[] } {
  const { json, spans } = encodeBlock(block);
  return {
    line: `{"sum":"${sha256Hex(json).slice(0, 16)}","block":${json}}\n`,
    spans: spans.map((n, i) => (i % 2 === 0 ? n + PREFIX_BYTES : n)),
  };
}

function decodeJson(line: string): { block: LoggedBlock; json: string } | string {
  const match = LINE.exec(line);
  if (!match) return 'not a block line';
  const [, sum, json] = match as unknown as [string, string, string];
  if (sha256Hex(json).slice(0, 16) !== sum) return 'checksum mismatch';
  let stored: StoredBlock;
  try {
    stored = JSON.parse(json) as StoredBlock;
  } catch {
    return 'invalid JSON';
  }
  if (!Number.isSafeInteger(stored.h) || !Number.isSafeInteger(stored.t) || typeof stored.hash !== 'string') {
    return 'missing height, time or hash';
  }
  const block: LoggedBlock = { height: stored.h, time: stored.t, hash: stored.hash };
  if (stored.off !== undefined) block.offset = stored.off;
  if (stored.txs) block.txs = stored.txs;
  if (stored.ops) block.ops = stored.ops;
  return { block, json };
}

export function decodeLine(line: string): LoggedBlock | string {
  const decoded = decodeJson(line);
  return typeof decoded === 'string' ? decoded : decoded.block;
}

/** Where each tx of a read line lies in the file, when the line is spelt as encodeLine spells it. */
function spansOf(decoded: { block: LoggedBlock; json: string }, lineStart: number): number[] | undefined {
  if (!decoded.block.txs) return undefined;
  const { json, spans } = encodeBlock(decoded.block);
  if (json !== decoded.json) return undefined; // written some other way: its records keep their txs
  return spans.map((n, i) => (i % 2 === 0 ? n + lineStart + PREFIX_BYTES : n));
}

function txHashesOf(block: LoggedBlock): string[] {
  return (block.txs ?? []).map((tx) => {
    try {
      return txHash(tx);
    } catch {
      return '(unreadable tx)';
    }
  });
}

/** The blocks after a damaged line that still verify line by line (for the report). */
function strandedAfter(buffer: Buffer, from: number): StrandedBlock[] {
  const stranded: StrandedBlock[] = [];
  for (const line of buffer.subarray(from).toString('utf8').split('\n')) {
    const decoded = line === '' ? undefined : decodeLine(line);
    if (decoded && typeof decoded !== 'string') stranded.push({ height: decoded.height, txHashes: txHashesOf(decoded) });
  }
  return stranded;
}

/** Where a read starts: the byte after block `height`'s line (a snapshot's place in the log). */
export interface LogPosition {
  offset: number;
  height: number;
}

/** Bytes of a file from `offset` to its end. */
export function readFrom(path: string, offset: number, end?: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const size = Math.max(0, (end ?? fstatSync(fd).size) - offset);
    const buffer = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, buffer, read, size - read, offset + read);
      if (n === 0) return buffer.subarray(0, read);
      read += n;
    }
    return buffer;
  } finally {
    closeSync(fd);
  }
}

/** Reads every intact block after `from` (default: the whole log) up to the first damaged line. */
export function readBlockLog(path: string, from: LogPosition = { offset: 0, height: 0 }): ReadLog {
  const txSpans = new Map<number, number[]>();
  if (!existsSync(path)) return { blocks: [], txSpans };
  const buffer = readFrom(path, from.offset);
  const blocks: LoggedBlock[] = [];
  let offset = 0;
  let line = from.height;
  while (offset < buffer.length) {
    line += 1;
    const newline = buffer.indexOf(0x0a, offset);
    const end = newline === -1 ? buffer.length : newline;
    const fail = (reason: string): ReadLog => ({
      blocks,
      txSpans,
      damage: {
        line,
        byteOffset: from.offset + offset,
        reason,
        lastGoodHeight: blocks[blocks.length - 1]?.height ?? from.height,
        droppedBytes: buffer.length - offset,
        stranded: newline === -1 ? [] : strandedAfter(buffer, newline + 1),
      },
    });
    const read = decodeJson(buffer.subarray(offset, end).toString('utf8'));
    if (typeof read === 'string') {
      return fail(newline === -1 ? 'truncated line (no newline): the node stopped while writing it' : read);
    }
    const decoded = read.block;
    const expected = (blocks[blocks.length - 1]?.height ?? from.height) + 1;
    if (decoded.height !== expected) return fail(`height ${decoded.height} where ${expected} was expected`);
    blocks.push(decoded);
    const spans = spansOf(read, from.offset + offset);
    if (spans) txSpans.set(decoded.height, spans);
    if (newline === -1) return { blocks, txSpans, missingNewline: true };
    offset = newline + 1;
  }
  return { blocks, txSpans };
}

function strandedText(stranded: readonly StrandedBlock[]): string {
  if (stranded.length === 0) return '';
  const txs = stranded.flatMap((block) => block.txHashes);
  const heights = stranded.map((block) => block.height);
  return (
    ` ${stranded.length} intact block(s) after it (heights ${heights.join(', ')}) cannot be applied without it` +
    (txs.length ? `, with ${txs.length} tx(s): ${txs.join(', ')}.` : ' and hold no txs.')
  );
}

export function damageMessage(path: string, damage: LogDamage): string {
  return (
    `block log ${path} is damaged at line ${damage.line} (byte ${damage.byteOffset}): ${damage.reason}. ` +
    `The last intact block is ${damage.lastGoodHeight}; ${damage.droppedBytes} bytes follow it.` +
    `${strandedText(damage.stranded)} ` +
    `Start with --repair to keep blocks up to ${damage.lastGoodHeight} (the bytes after it are set aside in ` +
    `${path}.dropped-*, their blocks are lost to the chain), or start on another --data-dir.`
  );
}

/** What --repair lost, in words (for the banner). */
export function repairReport(damage: LogDamage): string {
  return (
    `dropped ${damage.droppedBytes} bytes of damaged block log after block ${damage.lastGoodHeight} (${damage.reason}).` +
    strandedText(damage.stranded)
  );
}

/** Sets the damaged tail aside in a file beside the log, then cuts the log right after the last intact block. */
export function truncateBlockLog(path: string, damage: LogDamage): string {
  const aside = `${path}.dropped-${damage.lastGoodHeight}-${Date.now()}`;
  copyFileSync(path, aside);
  truncateSync(path, damage.byteOffset);
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return aside;
}

/** Completes a final block whose newline was never written (the block itself verified). */
export function endLastLine(path: string): void {
  const fd = openSync(path, 'a');
  try {
    writeSync(fd, '\n');
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const ACKED_WIDTH = 20;

/** The height in ACKED, or 0 when the file is missing (a data dir from before it existed). */
export function readAcked(path: string): number {
  const text = existsSync(path) ? readFileSync(path, 'utf8').trim() : '';
  if (text === '') return 0; // no durable block written yet
  const height = Number.parseInt(text, 10);
  if (!Number.isSafeInteger(height) || height < 0) throw new BlockLogError(`${path} does not hold a block height`);
  return height;
}

const ackedText = (height: number) => `${String(height).padStart(ACKED_WIDTH, ' ')}\n`;

/** Writes ACKED in place (fixed width, so a write never leaves an old longer value behind). */
export function writeAcked(fd: number, height: number): void {
  writeSync(fd, ackedText(height), 0);
  fdatasyncSync(fd);
}

interface SyncWaiter {
  height: number;
  resolve(): void;
  reject(error: unknown): void;
}

/** The last line appended: a snapshot names it, so a restart can check the log still holds it. */
export interface LastLine {
  height: number;
  hash: string;
  start: number;
  end: number;
}

export class FileBlockLog implements BlockSink {
  private fd: number | undefined;
  private ackedFd: number | undefined;
  private size: number;
  /** Highest height written to ACKED, so a late write never lowers it. */
  private ackedHeight = 0;
  /** Blocks written and waiting for the next asynchronous fsync; `syncing` while one runs. */
  private waiters: SyncWaiter[] = [];
  private syncing = false;
  /** ACKED was written since its last fdatasync began; `ackedSyncing` while one runs. */
  private ackedDirty = false;
  private ackedSyncing = false;
  /** ACKED's last fdatasync failed: retried after the next group's fsync, not in a loop. */
  private ackedFailed = false;
  /** drain() callers, answered once nothing is written but not yet durable. */
  private idle: Array<() => void> = [];
  lastLine: LastLine | undefined;
  /** Told where each written block's txs lie in the file (the tx records name those places). */
  onTxSpans: ((height: number, spans: number[]) => void) | undefined;

  constructor(
    readonly path: string,
    ackedPath: string,
  ) {
    this.fd = openSync(path, 'a');
    this.size = fstatSync(this.fd).size;
    this.ackedFd = openSync(ackedPath, existsSync(ackedPath) ? 'r+' : 'w+');
  }

  append(blocks: LoggedBlock[], durable: boolean): void {
    if (!this.write(blocks) || !durable) return;
    // The log first, then the mark: after a crash ACKED is never above what the log holds.
    fsyncSync(this.fd!);
    const height = blocks[blocks.length - 1]!.height;
    if (this.ackedFd !== undefined && height > this.ackedHeight) {
      this.ackedHeight = height;
      writeAcked(this.ackedFd, height);
    }
  }

  /**
   * Writes now and resolves once the blocks are durable: the event loop goes on meanwhile, and one
   * fsync covers every block written while the previous one ran. Each group costs one sync: ACKED is
   * raised only after the log's fsync returned (so it never names a block the disk may not hold),
   * and its own fdatasync runs beside the next group's fsync, or at once when no group follows. A
   * killed process loses nothing (the page cache keeps the mark); after a power cut the durable
   * mark may lag the answered height by the last group, whose blocks the fsynced log still holds.
   * Exact would cost a second sync per group on the answer path: the mark must not become durable
   * before the log (a power cut mid-fsync would leave it above an unanswered, lost group, and a
   * correct log would be refused), so it could only be synced after the log's fsync returned.
   */
  appendDeferred(blocks: LoggedBlock[]): Promise<void> {
    if (!this.write(blocks)) return Promise.resolve();
    const height = blocks[blocks.length - 1]!.height;
    return new Promise((resolve, reject) => {
      this.waiters.push({ height, resolve, reject });
      this.syncNext();
    });
  }

  private syncNext(): void {
    if (this.syncing || this.fd === undefined) return;
    if (this.waiters.length === 0) {
      this.syncAcked();
      return;
    }
    this.syncing = true;
    const batch = this.waiters.splice(0);
    const height = batch[batch.length - 1]!.height;
    fsync(this.fd, (error) => {
      this.syncing = false;
      // Read at callback time: after close() the fd is gone (and its number may be reused).
      const ackedFd = this.ackedFd;
      let failure: unknown = error;
      if (!failure && ackedFd !== undefined && height > this.ackedHeight) {
        try {
          writeSync(ackedFd, ackedText(height), 0);
          this.ackedHeight = height;
          this.ackedDirty = true;
        } catch (writeError) {
          failure = writeError;
        }
      }
      for (const waiter of batch) {
        if (failure) waiter.reject(failure);
        else waiter.resolve();
      }
      this.ackedFailed = false;
      this.syncNext();
    });
    this.syncAcked();
  }

  /** Makes the last ACKED write durable, off the event loop; one at a time. */
  private syncAcked(): void {
    const ackedFd = this.ackedFd;
    if (this.ackedSyncing || !this.ackedDirty || this.ackedFailed || ackedFd === undefined) {
      this.wakeDrain();
      return;
    }
    this.ackedSyncing = true;
    this.ackedDirty = false;
    this.ackedFailed = false;
    fdatasync(ackedFd, (error) => {
      this.ackedSyncing = false;
      // The next group's answers do not wait for this: ACKED only detects a log cut later on.
      if (error) {
        console.error('devnet: syncing ACKED failed; it is retried after the next block (and at close)', error);
        this.ackedDirty = true;
        this.ackedFailed = true;
        this.wakeDrain();
        return;
      }
      if (!this.syncing) this.syncNext();
    });
  }

  private get settled(): boolean {
    return (
      !this.syncing &&
      this.waiters.length === 0 &&
      !this.ackedSyncing &&
      (!this.ackedDirty || this.ackedFailed || this.ackedFd === undefined)
    );
  }

  private wakeDrain(): void {
    if (!this.settled) return;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  /** Appends the blocks' lines (no fsync); false when there are none. */
  private write(blocks: LoggedBlock[]): boolean {
    if (this.fd === undefined) throw new BlockLogError('block log is closed');
    if (blocks.length === 0) return false;
    const lines = blocks.map(encodeLine);
    const bytes = Buffer.from(lines.map((l) => l.line).join(''), 'utf8');
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written);
    let start = this.size;
    lines.forEach(({ line, spans }, i) => {
      if (spans.length > 0)
        this.onTxSpans?.(
          blocks[i]!.height,
          spans.map((n, j) => (j % 2 === 0 ? n + start : n)),
        );
      start += Buffer.byteLength(line);
    });
    const last = blocks[blocks.length - 1]!;
    const lastLength = Buffer.byteLength(lines[lines.length - 1]!.line);
    this.size += bytes.length;
    this.lastLine = { height: last.height, hash: last.hash, start: this.size - lastLength, end: this.size };
    return true;
  }

  /** Takes the file's size again after it was cut (repair). */
  resync(): void {
    if (this.fd !== undefined) this.size = fstatSync(this.fd).size;
    this.lastLine = undefined;
  }

  /** Resolves once every deferred append and ACKED are durable (call before close()). */
  drain(): Promise<void> {
    if (this.settled || this.fd === undefined) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Makes every appended block durable (before a snapshot counts them). */
  sync(): void {
    if (this.fd !== undefined) fsyncSync(this.fd);
  }

  /** sync() off the event loop. */
  syncAsync(): Promise<void> {
    const fd = this.fd;
    if (fd === undefined) return Promise.reject(new BlockLogError('block log is closed'));
    return new Promise((resolve, reject) => fsync(fd, (error) => (error ? reject(error) : resolve())));
  }

  close(): void {
    if (this.fd === undefined) return;
    fsyncSync(this.fd);
    closeSync(this.fd);
    this.fd = undefined;
    if (this.ackedFd !== undefined) {
      if (this.ackedDirty) fdatasyncSync(this.ackedFd);
      closeSync(this.ackedFd);
    }
    this.ackedFd = undefined;
    this.ackedDirty = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}
