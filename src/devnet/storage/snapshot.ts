// Snapshot files, <data-dir>/snapshots/<height>.snap: the ledger's image at one height (state,
// block headers, tx index), where that block's line lies in blocks.log, and the tx-record ends.
// Written to a temp file, fsynced and renamed (atomic); a SHA-256 over the file ends it.
import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LedgerImage } from '../ledger/ledger.js';
import type { LastLine } from './block-log.js';

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
/** A copy in its own (aligned) ArrayBuffer. */
const own = (buffer: Buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length);

export const snapshotDir = (dataDir: string) => join(dataDir, 'snapshots');

/** The file's bytes, in order (its last chunk the SHA-256 of the others). */
function encodeSnapshot(snapshot: Snapshot): Buffer[] {
  const { image } = snapshot;
  const parts = [
    Buffer.from(JSON.stringify(image.store)),
    Buffer.from(JSON.stringify(image.txIndex.terms)),
    bytesOf(image.blocks.rows),
    bytesOf(image.blocks.times),
    bytesOf(image.blocks.firstTx),
    bytesOf(image.txIndex.hashes),
    bytesOf(image.txIndex.postingLengths),
    bytesOf(image.txIndex.postings),
    bytesOf(snapshot.recordEnds),
  ];
  const header: Header = {
    height: image.height,
    hash: image.hash,
    stateRoot: image.stateRoot,
    clockOffset: image.clockOffset,
    line: snapshot.line,
    sections: parts.map((p) => p.length),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  const chunks = [Buffer.from(MAGIC), length, headerBytes, ...parts];
  const sum = createHash('sha256');
  for (const chunk of chunks) sum.update(chunk);
  chunks.push(sum.digest());
  return chunks;
}

const snapshotName = (height: number) => `${String(height).padStart(12, '0')}.snap`;

/** Writes a snapshot file atomically (temp file, fsync, rename, directory fsync); keeps the newest `keep`. */
export function writeSnapshot(dataDir: string, snapshot: Snapshot, keep = 2): string {
  const chunks = encodeSnapshot(snapshot);
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

/** writeSnapshot with its file work off the event loop (the encoding stays synchronous). */
export async function writeSnapshotAsync(dataDir: string, snapshot: Snapshot, keep = 2): Promise<string> {
  const chunks = encodeSnapshot(snapshot);
  const dir = snapshotDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = snapshotName(snapshot.image.height);
  const temp = join(dir, `${name}.tmp`);
  const file = await open(temp, 'w');
  try {
    for (const chunk of chunks) {
      let written = 0;
      while (written < chunk.length) written += (await file.write(chunk, written, chunk.length - written)).bytesWritten;
    }
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
  return names.filter((n) => /^\d{12}\.snap$/.test(n)).sort().reverse().map((n) => join(dir, n));
}

/** Reads and checks one snapshot file; throws with the reason when it cannot be used. */
export function readSnapshot(path: string): Snapshot {
  const file = readFileSync(path);
  if (file.length < MAGIC.length + 4 + SUM_BYTES || file.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error('not a snapshot file');
  const body = file.subarray(0, file.length - SUM_BYTES);
  if (!createHash('sha256').update(body).digest().equals(file.subarray(body.length))) throw new Error('checksum mismatch');
  const headerLength = body.readUInt32LE(MAGIC.length);
  let at = MAGIC.length + 4;
  const header = JSON.parse(body.subarray(at, at + headerLength).toString()) as Header;
  at += headerLength;
  if (header.sections.length !== SECTIONS.length) throw new Error('unknown section layout');
  const sections = header.sections.map((length) => {
    const section = body.subarray(at, at + length);
    at += length;
    return section;
  });
  if (at !== body.length) throw new Error('sections do not fill the file');
  const [store, terms, rows, times, firstTx, hashes, postingLengths, postings, recordEnds] = sections as [Buffer, Buffer, Buffer, Buffer, Buffer, Buffer, Buffer, Buffer, Buffer];
  return {
    image: {
      height: header.height,
      hash: header.hash,
      stateRoot: header.stateRoot,
      clockOffset: header.clockOffset,
      store: JSON.parse(store.toString()) as Array<[string, string]>,
      blocks: { rows: new Uint8Array(own(rows)), times: new Float64Array(own(times)), firstTx: new Float64Array(own(firstTx)) },
      txIndex: {
        hashes: new Uint8Array(own(hashes)),
        terms: JSON.parse(terms.toString()) as string[],
        postingLengths: new Uint32Array(own(postingLengths)),
        postings: new Uint32Array(own(postings)),
      },
    },
    line: header.line,
    recordEnds: new Float64Array(own(recordEnds)),
  };
}
