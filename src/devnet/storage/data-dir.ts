// A data dir holds genesis.json (the chain's start, written once), blocks.log (every block since),
// ACKED (the last height written durably: nothing acknowledged lies above it), LOCK (the pid of
// the node using it, so two nodes never append to one log), and derived data a restart can rebuild
// from the log: txs.dat (tx records) and snapshots/ (the ledger every N blocks, see snapshot.ts).
import { basename, join } from 'node:path';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import type { Genesis } from '../ledger/types';
import {
  BlockLogError,
  damageMessage,
  decodeLine,
  endLastLine,
  FileBlockLog,
  readAcked,
  readBlockLog,
  readFrom,
  truncateBlockLog,
  writeAcked,
  type LogDamage,
  type LogPosition,
} from './block-log';
import type { LedgerImage, LoggedBlock } from '../ledger/ledger';
import { FileRecords } from './record-file';
import { listSnapshots, readSnapshot, snapshotDir, writeSnapshot, writeSnapshotAsync, type Snapshot } from './snapshot';

export interface OpenDataDirOptions {
  /**
   * Keep what verifies instead of refusing to start: cut a damaged log tail after the last intact
   * block (setting the bytes aside), or go on from a log that ends below the acknowledged height.
   */
  repair?: boolean;
  /** Delete any existing chain in the dir first. */
  reset?: boolean;
  /** Genesis for a new chain (ignored when the dir already has one). */
  newGenesis: () => Genesis;
}

export interface DataDir {
  dir: string;
  genesis: Genesis;
  /** The ledger at the snapshot the node starts from (none: from genesis). */
  image?: LedgerImage;
  /** Stored blocks to replay after the snapshot (or genesis). */
  blocks: LoggedBlock[];
  /** Tx records, holding exactly the snapshot's txs (or none). */
  records: FileRecords;
  /** Snapshots passed over, newest first, each with the reason. */
  skippedSnapshots: string[];
  log: FileBlockLog;
  /** Whether the dir already held a chain. */
  resumed: boolean;
  /** Set when --repair cut a damaged tail. */
  repaired?: LogDamage;
  /** Where --repair set the damaged bytes aside. */
  setAside?: string;
  /** Set when --repair went on from a log that ends below blocks the node had acknowledged. */
  lostAcknowledged?: { from: number; to: number };
  /** Drops the snapshot: every block from genesis is to be replayed (the ledger refused the image). */
  fullReplay(reason: string): void;
  /** Saves the ledger's image at the log's last block (the log and records are fsynced first). */
  snapshot(image: LedgerImage): void;
  /**
   * The same, taken now (image, log line, record ends) and written off the event loop: the log and
   * records are fsynced, then the file is written, synced and renamed into place.
   */
  snapshotAsync(image: LedgerImage): Promise<void>;
  close(): void;
}

/** Whether a snapshot fits this log and records file; the reason when it does not. */
function snapshotMismatch(snapshot: Snapshot, logPath: string, recordsPath: string): string | undefined {
  const { line, image, recordEnds } = snapshot;
  if (line.height !== image.height || line.hash !== image.hash) return 'its header and block line disagree';
  const text = readFrom(logPath, line.start, line.end).toString('utf8');
  if (!text.endsWith('\n')) return `blocks.log no longer holds block ${line.height} where the snapshot saw it`;
  const block = decodeLine(text.slice(0, -1));
  if (typeof block === 'string' || block.height !== line.height || block.hash !== line.hash) {
    return `blocks.log does not hold block ${line.height} with hash ${line.hash} at byte ${line.start}`;
  }
  const need = recordEnds[recordEnds.length - 1] ?? 0;
  const size = existsSync(recordsPath) ? statSync(recordsPath).size : 0;
  if (size < need) return `txs.dat holds ${size} bytes, the snapshot counts ${need}`;
  return undefined;
}

/** The newest snapshot that reads, verifies and fits the log; the others' reasons. */
function chooseSnapshot(dir: string, logPath: string, recordsPath: string): { snapshot?: Snapshot; skipped: string[] } {
  const skipped: string[] = [];
  for (const path of listSnapshots(dir)) {
    try {
      const snapshot = readSnapshot(path);
      const mismatch = snapshotMismatch(snapshot, logPath, recordsPath);
      if (!mismatch) return { snapshot, skipped };
      skipped.push(`${basename(path)}: ${mismatch}`);
    } catch (error) {
      skipped.push(`${basename(path)}: ${(error as Error).message}`);
    }
  }
  return { skipped };
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function takeLock(path: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isSafeInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new BlockLogError(`data dir is in use by another devnet node (pid ${holder}); stop it or use another --data-dir`);
      }
      unlinkSync(path); // left behind by a node that was killed
    }
  }
  throw new BlockLogError(`could not lock ${path}`);
}

interface Tail {
  blocks: LoggedBlock[];
  /** Where the tail's txs lie in the log, by height (for their records). */
  txSpans: Map<number, number[]>;
  repaired?: LogDamage;
  setAside?: string;
  lostAcknowledged?: { from: number; to: number };
}

/** The blocks after `from`, with damage refused (or cut with --repair) and ACKED checked. */
function readTail(logPath: string, ackedPath: string, repair: boolean, from: LogPosition = { offset: 0, height: 0 }): Tail {
  const read = readBlockLog(logPath, from);
  const tail: Tail = { blocks: read.blocks, txSpans: read.txSpans };
  if (read.damage) {
    if (!repair) throw new BlockLogError(damageMessage(logPath, read.damage));
    tail.setAside = truncateBlockLog(logPath, read.damage);
    tail.repaired = read.damage;
  } else if (read.missingNewline) {
    endLastLine(logPath);
  }
  const logHeight = read.blocks[read.blocks.length - 1]?.height ?? from.height;
  const acked = readAcked(ackedPath);
  if (acked > logHeight) {
    if (!repair) {
      throw new BlockLogError(
        `block log ${logPath} ends at block ${logHeight}, but the node acknowledged blocks up to ${acked} ` +
          `(${ackedPath}): blocks ${logHeight + 1}-${acked} are missing, the log was cut or replaced by an older copy. ` +
          `Restore blocks.log, or start with --repair to go on from block ${logHeight} (the txs of blocks ${logHeight + 1}-${acked} are lost).`,
      );
    }
    tail.lostAcknowledged = { from: logHeight + 1, to: acked };
    const fd = openSync(ackedPath, 'r+');
    try {
      writeAcked(fd, logHeight);
    } finally {
      closeSync(fd);
    }
  }
  return tail;
}

export function openDataDir(dir: string, options: OpenDataDirOptions): DataDir {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'LOCK');
  takeLock(lockPath);
  try {
    const genesisPath = join(dir, 'genesis.json');
    const logPath = join(dir, 'blocks.log');
    const recordsPath = join(dir, 'txs.dat');
    if (options.reset) {
      rmSync(logPath, { force: true });
      rmSync(genesisPath, { force: true });
      rmSync(recordsPath, { force: true });
      rmSync(snapshotDir(dir), { recursive: true, force: true });
    }
    const resumed = existsSync(genesisPath);
    let genesis: Genesis;
    if (resumed) {
      try {
        genesis = JSON.parse(readFileSync(genesisPath, 'utf8')) as Genesis;
      } catch (error) {
        throw new BlockLogError(`${genesisPath} is not valid JSON (${(error as Error).message}); restore it or start with --reset`);
      }
    } else {
      if (existsSync(logPath)) {
        throw new BlockLogError(`${logPath} exists without genesis.json: restore genesis.json or start with --reset`);
      }
      genesis = options.newGenesis();
      writeFileSync(genesisPath, `${JSON.stringify(genesis, null, 2)}\n`);
      fsyncPath(genesisPath);
      fsyncPath(dir);
    }
    const ackedPath = join(dir, 'ACKED');
    if (options.reset) rmSync(ackedPath, { force: true });
    const chosen = resumed ? chooseSnapshot(dir, logPath, recordsPath) : { skipped: [] };
    const tail = readTail(
      logPath,
      ackedPath,
      options.repair ?? false,
      chosen.snapshot ? { offset: chosen.snapshot.line.end, height: chosen.snapshot.image.height } : undefined,
    );
    const log = new FileBlockLog(logPath, ackedPath);
    /** Records for the tail about to be replayed: each learns where its tx lies in the log. */
    const recordsFor = (spans: Map<number, number[]>, ends?: Float64Array) => {
      const records = new FileRecords(recordsPath, ends, logPath);
      for (const [height, at] of spans) records.locate(height, at);
      return records;
    };
    const { txSpans, ...rest } = tail;
    const opened: DataDir = {
      dir,
      genesis,
      blocks: tail.blocks,
      records: recordsFor(txSpans, chosen.snapshot?.recordEnds),
      skippedSnapshots: chosen.skipped,
      log,
      resumed,
      fullReplay(reason) {
        if (!opened.image) return;
        opened.skippedSnapshots.unshift(`${String(opened.image.height).padStart(12, '0')}.snap: ${reason}`);
        delete opened.image;
        opened.records.close();
        const { txSpans, ...full } = readTail(logPath, ackedPath, options.repair ?? false);
        opened.records = recordsFor(txSpans);
        Object.assign(opened, full);
        log.resync();
      },
      snapshot(image) {
        const line = log.lastLine;
        if (!line || line.height !== image.height) throw new Error(`the log's last line is not block ${image.height}`);
        log.sync();
        opened.records.sync();
        writeSnapshot(dir, { image, line, recordEnds: opened.records.exportEnds() });
      },
      async snapshotAsync(image) {
        const line = log.lastLine;
        if (!line || line.height !== image.height) throw new Error(`the log's last line is not block ${image.height}`);
        const records = opened.records;
        const recordEnds = records.exportEnds();
        await Promise.all([log.syncAsync(), records.syncAsync()]);
        await writeSnapshotAsync(dir, { image, line, recordEnds });
      },
      close() {
        log.close();
        opened.records.close();
        rmSync(lockPath, { force: true });
      },
    };
    log.onTxSpans = (height, spans) => opened.records.locate(height, spans);
    if (chosen.snapshot) opened.image = chosen.snapshot.image;
    Object.assign(opened, rest);
    return opened;
  } catch (error) {
    rmSync(lockPath, { force: true });
    throw error;
  }
}
