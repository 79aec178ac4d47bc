// Snapshot files, <data-dir>/snapshots/<height>.snap: the ledger's image at one height (state,
// block headers, tx index), where that block's line lies in blocks.log, and the tx-record ends.
// Written to a temp file, fsynced and renamed (atomic); a SHA-256 over the file ends it.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, fsyncSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LedgerImage } from '../ledger/ledger';
import type { LastLine } from './block-log';

const MAGIC = 'VLSNAP1\n';
const SUM_BYTES = 32;

export interface Snapshot {
  image: LedgerImage;
  /** The line of block `image.height` in blocks.log: the tail starts at `line.end`. */
  line: LastLine;
  /** End offset of each tx record in txs.dat. */
  recordEnds: Float64Array;
}

interface Header {
  height: number;
  hash: string;
  stateRoot: string;
  clockOffset: number;
  line: LastLine;
  /** Byte length of each section, in SECTIONS order. */
  sections: number[];
}

const SECTIONS = ['store', 'terms', 'rows', 'times', 'firstTx', 'hashes', 'postingLengths', 'postings', 'recordEnds'] as const;

const bytesOf = (view: ArrayBufferView) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);

export const snapshotDir = (dataDir: string) => join(dataDir, 'snapshots');

/** The file's bytes before its SHA-256, in order: the header, then each section (maybe in several chunks). */
function encodeSnapshot(snapshot: Snapshot): Buffer[] {
  const { image } = snapshot;
  const sections: Buffer[][] = [
    [Buffer.from(JSON.stringify(image.store))],
    [Buffer.from(JSON.stringify(image.txIndex.terms))],
    [bytesOf(image.blocks.rows)],
    [bytesOf(image.blocks.times)],
    [bytesOf(image.blocks.firstTx)],
    [bytesOf(image.txIndex.hashes)],
    [bytesOf(image.txIndex.postingLengths)],
    image.txIndex.postings.map(bytesOf),
    [bytesOf(snapshot.recordEnds)],
  ];
  const header: Header = {
    height: image.height,
    hash: image.hash,
    stateRoot: image.stateRoot,
    clockOffset: image.clockOffset,
    line: snapshot.line,
    sections: sections.map((chunks) => chunks.reduce((sum, chunk) => sum + chunk.length, 0)),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  return [Buffer.from(MAGIC), length, headerBytes, ...sections.flat()];
}

/** Hashing this much at a time, the async writer lets the event loop run between slices. */
const HASH_SLICE = 1 << 22;
/** The async writer makes each this many bytes durable before writing more. */
const SYNC_STEP = 1 << 22;

const snapshotName = (height: number) => `${String(height).padStart(12, '0')}.snap`;

/** Writes a snapshot file atomically (temp file, fsync, rename, directory fsync); keeps the newest `keep`. */
export function writeSnapshot(dataDir: string, snapshot: Snapshot, keep = 2): string {
  const chunks = encodeSnapshot(snapshot);
  const sum = createHash('sha256');
  for (const chunk of chunks) sum.update(chunk);
  chunks.push(sum.digest());
  const dir = snapshotDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const name = snapshotName(snapshot.image.height);
  const temp = join(dir, `${name}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    for (const chunk of chunks) {
      let written = 0;
      while (written < chunk.length) written += writeSync(fd, chunk, written);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, join(dir, name));
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
  for (const old of listSnapshots(dataDir).slice(keep)) rmSync(old, { force: true });
  return join(dir, name);
}

/**
 * writeSnapshot with its file work off the event loop, and its SHA-256 taken a slice per event-loop
 * turn (hashing a 1M-tx image at once held requests for ~0.2 s). The image's arrays are views the
 * ledger only appends past, so they hold still while this runs.
 */
export async function writeSnapshotAsync(dataDir: string, snapshot: Snapshot, keep = 2): Promise<string> {
  const chunks = encodeSnapshot(snapshot);
  const dir = snapshotDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = snapshotName(snapshot.image.height);
  const temp = join(dir, `${name}.tmp`);
  const file = await open(temp, 'w');
  // Synced a step at a time: one sync of the whole file (~100 MB at 1M txs) can hold the block log's
  // own fsync, and so the POST answers waiting on it, until all of it is on disk (ext4's ordered mode).
  let unsynced = 0;
  const write = async (chunk: Buffer) => {
    for (let at = 0; at < chunk.length; at += SYNC_STEP) {
      const part = chunk.subarray(at, at + SYNC_STEP);
      let written = 0;
      while (written < part.length) written += (await file.write(part, written, part.length - written)).bytesWritten;
      unsynced += part.length;
      if (unsynced < SYNC_STEP) continue;
      unsynced = 0;
      await file.datasync();
    }
  };
  try {
    const sum = createHash('sha256');
    let sinceYield = 0;
    // Small chunks (the header, a term's postings) go out together: one write each cost a round trip.
    let small: Buffer[] = [];
    for (const chunk of chunks) {
      for (let at = 0; at < chunk.length; at += HASH_SLICE) {
        const slice = chunk.subarray(at, at + HASH_SLICE);
        sum.update(slice);
        sinceYield += slice.length;
        if (sinceYield < HASH_SLICE) continue; // a small snapshot is hashed in one go
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (chunk.length < HASH_SLICE) {
        small.push(chunk);
        continue;
      }
      await write(Buffer.concat(small));
      small = [];
      await write(chunk);
    }
    await write(Buffer.concat([...small, sum.digest()]));
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, join(dir, name));
  const dirHandle = await open(dir, 'r');
  try {
    await dirHandle.sync();
  } finally {
    await dirHandle.close();
  }
  for (const old of listSnapshots(dataDir).slice(keep)) await rm(old, { force: true });
  return join(dir, name);
}

/** Snapshot files, newest first (leftover temp files are removed). */
export function listSnapshots(dataDir: string): string[] {
  const dir = snapshotDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  for (const name of names.filter((n) => n.endsWith('.tmp'))) rmSync(join(dir, name), { force: true });
  return names
    .filter((n) => /^\d{12}\.snap$/.test(n))
    .sort()
    .reverse()
    .map((n) => join(dir, n));
}

/** Fills `bytes` from `fd` at `at`. */
function readFully(fd: number, bytes: Uint8Array, at: number): void {
  let read = 0;
  while (read < bytes.length) {
    const n = readSync(fd, bytes, read, bytes.length - read, at + read);
    if (n === 0) throw new Error('sections do not fill the file');
    read += n;
  }
}

/** Whether the file's last SUM_BYTES are the SHA-256 of the rest (read a slice at a time). */
function sumHolds(fd: number, size: number): boolean {
  const sum = createHash('sha256');
  const slice = Buffer.allocUnsafe(Math.min(HASH_SLICE, size));
  for (let at = 0; at < size - SUM_BYTES; at += slice.length) {
    const part = slice.subarray(0, Math.min(slice.length, size - SUM_BYTES - at));
    readFully(fd, part, at);
    sum.update(part);
  }
  const stored = Buffer.allocUnsafe(SUM_BYTES);
  readFully(fd, stored, size - SUM_BYTES);
  return sum.digest().equals(stored);
}

/**
 * Reads and checks one snapshot file; throws with the reason when it cannot be used. The sum is
 * checked first, then each section is read into its own buffer (never the whole file at once, so
 * a start at 1M txs holds the image once, not twice).
 */
export function readSnapshot(path: string): Snapshot {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const magic = Buffer.alloc(MAGIC.length + 4);
    if (size < magic.length + SUM_BYTES) throw new Error('not a snapshot file');
    readFully(fd, magic, 0);
    if (magic.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error('not a snapshot file');
    if (!sumHolds(fd, size)) throw new Error('checksum mismatch');
    const headerLength = magic.readUInt32LE(MAGIC.length);
    let at = magic.length;
    const next = (length: number): Buffer => {
      if (at + length > size - SUM_BYTES) throw new Error('sections do not fill the file');
      const bytes = Buffer.from(new ArrayBuffer(length)); // its own, aligned for a typed array
      readFully(fd, bytes, at);
      at += length;
      return bytes;
    };
    const header = JSON.parse(next(headerLength).toString()) as Header;
    if (header.sections.length !== SECTIONS.length) throw new Error('unknown section layout');
    const [store, terms, rows, times, firstTx, hashes, postingLengths, postings, recordEnds] = header.sections.map(next) as [
      Buffer,
      Buffer,
      Buffer,
      Buffer,
      Buffer,
      Buffer,
      Buffer,
      Buffer,
      Buffer,
    ];
    if (at !== size - SUM_BYTES) throw new Error('sections do not fill the file');
    const view = <T>(make: new (buffer: ArrayBuffer) => T, bytes: Buffer) => new make(bytes.buffer as ArrayBuffer);
    return {
      image: {
        height: header.height,
        hash: header.hash,
        stateRoot: header.stateRoot,
        clockOffset: header.clockOffset,
        store: JSON.parse(store.toString()) as Array<[string, string]>,
        blocks: { rows: view(Uint8Array, rows), times: view(Float64Array, times), firstTx: view(Float64Array, firstTx) },
        txIndex: {
          hashes: view(Uint8Array, hashes),
          terms: JSON.parse(terms.toString()) as string[],
          postingLengths: view(Uint32Array, postingLengths),
          postings: [view(Uint32Array, postings)],
        },
      },
      line: header.line,
      recordEnds: view(Float64Array, recordEnds),
    };
  } finally {
    closeSync(fd);
  }
}
