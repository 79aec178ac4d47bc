// Append-only block log: one line per block, `{"sum":"<16 hex>","block":{...}}`, where sum is the
// start of SHA-256 over the block JSON exactly as written. A damaged or truncated tail is reported,
// never skipped; repair truncates the file to the last intact block on request.
import { closeSync, fsyncSync, openSync, readFileSync, truncateSync, writeSync, existsSync } from 'node:fs';
import { sha256Hex } from '../ledger/blocks.js';
import type { BlockSink, DevOp, LoggedBlock } from '../ledger/ledger.js';
import type { StdTx } from '../../core/types.js';

/** On-disk shape: short keys, empty parts left out so idle blocks stay small. */
interface StoredBlock { h: number; t: number; hash: string; off?: number; txs?: StdTx[]; ops?: DevOp[] }

const LINE = /^\{"sum":"([0-9a-f]{16})","block":(.*)\}$/;

export class BlockLogError extends Error {}

export interface LogDamage {
  line: number;
  byteOffset: number;
  reason: string;
  lastGoodHeight: number;
  droppedBytes: number;
}

export interface ReadLog {
  blocks: LoggedBlock[];
  /** The first damaged line, when the log has one. */
  damage?: LogDamage;
}

function encodeLine(block: LoggedBlock): string {
  const stored: StoredBlock = { h: block.height, t: block.time, hash: block.hash };
  if (block.offset !== undefined) stored.off = block.offset;
  if (block.txs) stored.txs = block.txs;
  if (block.ops) stored.ops = block.ops;
  const json = JSON.stringify(stored);
  return `{"sum":"${sha256Hex(json).slice(0, 16)}","block":${json}}\n`;
}

function decodeLine(line: string): LoggedBlock | string {
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
  return block;
}

/** Reads every intact block up to the first damaged line. */
export function readBlockLog(path: string): ReadLog {
  if (!existsSync(path)) return { blocks: [] };
  const buffer = readFileSync(path);
  const blocks: LoggedBlock[] = [];
  let offset = 0;
  let line = 0;
  while (offset < buffer.length) {
    line += 1;
    const newline = buffer.indexOf(0x0a, offset);
    const fail = (reason: string): ReadLog => ({
      blocks,
      damage: {
        line,
        byteOffset: offset,
        reason,
        lastGoodHeight: blocks[blocks.length - 1]?.height ?? 0,
        droppedBytes: buffer.length - offset,
      },
    });
    if (newline === -1) return fail('truncated line (no newline): the node stopped while writing it');
    const decoded = decodeLine(buffer.subarray(offset, newline).toString('utf8'));
    if (typeof decoded === 'string') return fail(decoded);
    const expected = (blocks[blocks.length - 1]?.height ?? 0) + 1;
    if (decoded.height !== expected) return fail(`height ${decoded.height} where ${expected} was expected`);
    blocks.push(decoded);
    offset = newline + 1;
  }
  return { blocks };
}

export function damageMessage(path: string, damage: LogDamage): string {
  return (
    `block log ${path} is damaged at line ${damage.line} (byte ${damage.byteOffset}): ${damage.reason}. ` +
    `The last intact block is ${damage.lastGoodHeight}; ${damage.droppedBytes} bytes follow it. ` +
    `Start with --repair to truncate the log to block ${damage.lastGoodHeight} (later blocks are lost), ` +
    'or start on another --data-dir.'
  );
}

/** Cuts the log right after the last intact block. */
export function truncateBlockLog(path: string, damage: LogDamage): void {
  truncateSync(path, damage.byteOffset);
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class FileBlockLog implements BlockSink {
  private fd: number | undefined;

  constructor(readonly path: string) {
    this.fd = openSync(path, 'a');
  }

  append(blocks: LoggedBlock[], durable: boolean): void {
    if (this.fd === undefined) throw new BlockLogError('block log is closed');
    if (blocks.length === 0) return;
    const bytes = Buffer.from(blocks.map(encodeLine).join(''), 'utf8');
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written);
    if (durable) fsyncSync(this.fd);
  }

  close(): void {
    if (this.fd === undefined) return;
    fsyncSync(this.fd);
    closeSync(this.fd);
    this.fd = undefined;
  }
}
