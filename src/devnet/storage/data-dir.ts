// A data dir holds genesis.json (the chain's start, written once), blocks.log (every block since),
// ACKED (the last height written durably: nothing acknowledged lies above it) and LOCK (the pid of
// the node using it, so two nodes never append to one log).
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Genesis } from '../ledger/types.js';
import {
  BlockLogError,
  damageMessage,
  endLastLine,
  FileBlockLog,
  readAcked,
  readBlockLog,
  truncateBlockLog,
  writeAcked,
  type LogDamage,
} from './block-log.js';
import type { LoggedBlock } from '../ledger/ledger.js';

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
  /** Stored blocks to replay after genesis. */
  blocks: LoggedBlock[];
  log: FileBlockLog;
  /** Whether the dir already held a chain. */
  resumed: boolean;
  /** Set when --repair cut a damaged tail. */
  repaired?: LogDamage;
  /** Where --repair set the damaged bytes aside. */
  setAside?: string;
  /** Set when --repair went on from a log that ends below blocks the node had acknowledged. */
  lostAcknowledged?: { from: number; to: number };
  close(): void;
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

export function openDataDir(dir: string, options: OpenDataDirOptions): DataDir {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'LOCK');
  takeLock(lockPath);
  try {
    const genesisPath = join(dir, 'genesis.json');
    const logPath = join(dir, 'blocks.log');
    if (options.reset) {
      rmSync(logPath, { force: true });
      rmSync(genesisPath, { force: true });
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
    const read = readBlockLog(logPath);
    let repaired: LogDamage | undefined;
    let setAside: string | undefined;
    if (read.damage) {
      if (!options.repair) throw new BlockLogError(damageMessage(logPath, read.damage));
      setAside = truncateBlockLog(logPath, read.damage);
      repaired = read.damage;
    } else if (read.missingNewline) {
      endLastLine(logPath);
    }
    const logHeight = read.blocks[read.blocks.length - 1]?.height ?? 0;
    const acked = readAcked(ackedPath);
    let lostAcknowledged: { from: number; to: number } | undefined;
    if (acked > logHeight) {
      if (!options.repair) {
        throw new BlockLogError(
          `block log ${logPath} ends at block ${logHeight}, but the node acknowledged blocks up to ${acked} ` +
            `(${ackedPath}): blocks ${logHeight + 1}-${acked} are missing, the log was cut or replaced by an older copy. ` +
            `Restore blocks.log, or start with --repair to go on from block ${logHeight} (the txs of blocks ${logHeight + 1}-${acked} are lost).`,
        );
      }
      lostAcknowledged = { from: logHeight + 1, to: acked };
      const fd = openSync(ackedPath, 'r+');
      try {
        writeAcked(fd, logHeight);
      } finally {
        closeSync(fd);
      }
    }
    const log = new FileBlockLog(logPath, ackedPath);
    const opened: DataDir = {
      dir,
      genesis,
      blocks: read.blocks,
      log,
      resumed,
      close() {
        log.close();
        rmSync(lockPath, { force: true });
      },
    };
    if (repaired) opened.repaired = repaired;
    if (setAside) opened.setAside = setAside;
    if (lostAcknowledged) opened.lostAcknowledged = lostAcknowledged;
    return opened;
  } catch (error) {
    rmSync(lockPath, { force: true });
    throw error;
  }
}
