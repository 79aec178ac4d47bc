// startDevnet: the local ledger node as a library (tests, `npm start`) — ledger, storage, HTTP server.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';
import { readFileSync } from 'node:fs';
import { createApp } from './http/app';
import { errorBody } from './http/errors';
import { withFastBroadcast } from './http/fast-broadcast';
import { txBroadcaster, type Broadcast } from './http/tx-routes';
import { BlockTimer } from './block-timer';
import { Fork, type ForkOptions } from './fork/fork';
import { DevClock } from './ledger/clock';
import {
  DEFAULT_ACCOUNT_COUNT,
  DEFAULT_CHAIN_ID,
  DEFAULT_MNEMONIC,
  defaultGenesis,
  deriveDevAccounts,
  genesisFromFile,
  type DevAccount,
} from './ledger/genesis';
import { Ledger, type LedgerOptions, type TxOutcome } from './ledger/ledger';
import { logRequests, txLine, type LogLine } from './log';
import { HASH_BYTES } from './ledger/tx-index';
import type { Genesis, LedgerModule } from './ledger/types';
import { LEDGER_MODULES } from './modules/index';
import { openDataDir, type DataDir } from './storage/data-dir';
import type { LogDamage } from './storage/block-log';

export interface DevnetOptions {
  /** Default 1317; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default gt-devnet-1 (a resumed data dir keeps the chain id it was created with). */
  chainId?: string;
  /** Seconds between blocks; 0 (default) = a block right after transactions are accepted. */
  blockTime?: number;
  /**
   * 'sync' (default): POST /v1/tx answers at acceptance like a real node (height "0"), the tx goes
   * into the next block. 'instant': the old devnet answer, after the block including it.
   */
  broadcastMode?: 'sync' | 'instant';
  /** Durable state here; without it the node is ephemeral (in memory). */
  dataDir?: string;
  /** Truncate a damaged block-log tail to the last intact block instead of refusing to start. */
  repair?: boolean;
  /** Forget any chain stored in dataDir and start a new one. */
  reset?: boolean;
  /** Dev accounts' mnemonic (default anvil's 'test … junk'). */
  mnemonic?: string;
  /** How many dev accounts to derive and fund (default 10). */
  accounts?: number;
  /** A genesis object or a JSON file path, laid over the default genesis. */
  genesis?: string | Partial<Genesis>;
  /** Ledger modules (default: the registry). */
  modules?: readonly LedgerModule[];
  /** Web origins allowed to call /dev/* besides the node's own page and the wallet. */
  devOrigins?: string[];
  /** Snapshot the ledger after this many blocks (default 1000; see docs/devnet.md, Snapshots). */
  snapshotEvery?: number;
  /** Addresses whose unsigned txs pass from the start (--impersonate); /dev/impersonate adds more. */
  impersonate?: string[];
  /** Fork mode: run on top of this upstream node at a height (in memory only; see docs/devnet.md). */
  fork?: ForkOptions;
  /** Where --log writes a line per request and per tx (absent: no log). */
  log?: LogLine;
}

export const DEFAULT_SNAPSHOT_EVERY = 1000;
/** A snapshot is also due after this many txs, however few blocks held them: it bounds a restart's replay. */
const SNAPSHOT_TXS = 5_000;

export interface Devnet {
  url: string;
  port: number;
  chainId: string;
  /** The prefunded dev accounts (gt1 addresses and their HD paths). */
  accounts: DevAccount[];
  mnemonic: string;
  dataDir?: string;
  /** Whether an existing chain was replayed from dataDir. */
  resumed: boolean;
  repaired?: LogDamage;
  /** Where --repair set the damaged bytes aside. */
  setAside?: string;
  /** Acknowledged blocks --repair went on without (the log ended below them). */
  lostAcknowledged?: { from: number; to: number };
  /** The snapshot the node started from (its height), when it did not replay from genesis. */
  snapshotHeight?: number;
  /** Snapshots passed over at start (damaged, or not matching the log), each with the reason. */
  skippedSnapshots: string[];
  node: Ledger;
  /** Fork mode: the upstream, the fork height and the upstream (un/re)delegations left out. */
  fork?: Fork;
  /** Resolves once no snapshot is due to be taken or being written (at once without a data dir). */
  snapshotsWritten(): Promise<void>;
  close(): Promise<void>;
}

function buildGenesis(options: DevnetOptions, devAccounts: DevAccount[]): Genesis {
  const base = { chainId: options.chainId, devAccounts };
  if (options.genesis === undefined) return defaultGenesis({ ...base, chainId: options.chainId ?? DEFAULT_CHAIN_ID });
  const file = typeof options.genesis === 'string' ? (JSON.parse(readFileSync(options.genesis, 'utf8')) as unknown) : options.genesis;
  return genesisFromFile(file, base);
}

/** Requests Node's HTTP parser refuses (oversized headers, malformed lines) still get the JSON error shape. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request_timeout']
        : [400, 'Bad Request', 'malformed_http_request'];
  const body = JSON.stringify(errorBody(code, `the node could not read this HTTP request (${reason.toLowerCase()})`));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function listen(app: ReturnType<typeof createApp>, broadcast: Broadcast, host: string, port: number, log?: LogLine): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({
      fetch: app.fetch,
      hostname: host,
      port,
      createServer: ((options: ServerOptions, listener: RequestListener) =>
        createServer(
          options,
          log ? logRequests(withFastBroadcast(listener, broadcast), log) : withFastBroadcast(listener, broadcast),
        )) as typeof createServer,
    }) as Server;
    server.on('clientError', answerClientError);
    // A client that half-closes after its request still gets the answer (RFC 9112: a half-close does
    // not withdraw a request); Node's server would end such a socket before an answer not yet written.
    (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
    // An idle client's connection stays open 75 s (nginx's default before a node; Node's is 5 s): a
    // wallet's broadcast after the person has read the request for a while needs no new connection.
    server.keepAliveTimeout = 75_000;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** A graceful stop snapshots a tail of at least this many txs, so the next start need not replay it. */
const SNAPSHOT_AT_CLOSE_TXS = 1000;

interface SnapshotPolicy {
  afterCommit(ledger: Ledger): void;
  /** At a graceful stop, after the last block is stored: waits for a snapshot being written, maybe takes one. */
  atClose(ledger: Ledger): Promise<void>;
  /** Resolves once the snapshot scheduled or being written, if any, is on disk (or has failed). */
  written(): Promise<void>;
}

/**
 * Snapshots every SNAPSHOT_TXS txs, and every `every` blocks while that is at least 1% of the
 * chain's txs (a snapshot's cost grows with the chain; idle blocks replay fast). Off the answer
 * path: a due snapshot is taken on a later event-loop turn (after the block's answers), between
 * blocks, and its files are written asynchronously, one at a time.
 */
function snapshotPolicy(dataDir: DataDir, every: number): SnapshotPolicy {
  let last: { height: number; txs: number } | undefined;
  let scheduled = false;
  let writing: Promise<void> | undefined;
  let closing = false;
  const since = (ledger: Ledger) => {
    // The snapshot's tx count: its index keeps one hash of HASH_BYTES per tx.
    last ??= dataDir.image
      ? { height: dataDir.image.height, txs: dataDir.image.txIndex.hashes.length / HASH_BYTES }
      : { height: 0, txs: 0 };
    return { blocks: ledger.height() - last.height, txs: ledger.txIndex.size - last.txs };
  };
  const due = (ledger: Ledger) => {
    const { blocks, txs } = since(ledger);
    return txs >= SNAPSHOT_TXS || (blocks >= every && txs >= ledger.txIndex.size / 100);
  };
  const failed = (error: unknown) => console.error('devnet: writing a snapshot failed (the block log is unaffected)', error);
  let settled: Promise<void> = Promise.resolve();
  const takeLater = (ledger: Ledger) => {
    if (scheduled || writing || closing) return;
    scheduled = true;
    settled = new Promise<void>((resolve) =>
      setImmediate(() => {
        scheduled = false;
        if (closing || !due(ledger)) return resolve();
        last = { height: ledger.height(), txs: ledger.txIndex.size };
        try {
          writing = dataDir
            .snapshotAsync(ledger.image())
            .catch(failed)
            .finally(() => {
              writing = undefined;
            });
          void writing.then(resolve);
        } catch (error) {
          failed(error);
          resolve();
        }
      }),
    );
  };
  return {
    afterCommit(ledger) {
      if (due(ledger)) takeLater(ledger);
    },
    written: () => settled,
    async atClose(ledger) {
      closing = true;
      await writing;
      // Only when this run appended the latest block: the snapshot names its place in the log.
      if (since(ledger).txs < SNAPSHOT_AT_CLOSE_TXS || dataDir.log.lastLine?.height !== ledger.height()) return;
      last = { height: ledger.height(), txs: ledger.txIndex.size };
      try {
        dataDir.snapshot(ledger.image());
      } catch (error) {
        failed(error);
      }
    },
  };
}

/** The ledger from the data dir's snapshot and log tail, or from genesis and the whole log if the snapshot does not hold. */
function openLedger(base: LedgerOptions, dataDir: DataDir | undefined): Ledger {
  const build = () => {
    const ledger = new Ledger({ ...base, ...(dataDir ? { records: dataDir.records, image: dataDir.image } : {}) });
    if (dataDir) ledger.replay(dataDir.blocks);
    return ledger;
  };
  try {
    return build();
  } catch (error) {
    // The same blocks from genesis decide: if they fail too, that error is the one reported.
    if (!dataDir?.image) throw error;
    dataDir.fullReplay((error as Error).message);
    return build();
  }
}

export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const mnemonic = options.mnemonic ?? DEFAULT_MNEMONIC;
  const accountCount = options.accounts ?? DEFAULT_ACCOUNT_COUNT;
  const blockTime = options.blockTime ?? 0;
  const log = options.log;
  if (!Number.isFinite(blockTime) || blockTime < 0) throw new Error('blockTime must be a number of seconds >= 0');

  if (options.fork && options.dataDir !== undefined) throw new Error('a forked devnet keeps its state in memory: give no data dir');
  const devAccounts = deriveDevAccounts(mnemonic, accountCount);
  let dataDir: DataDir | undefined;
  let genesis: Genesis;
  if (options.dataDir !== undefined) {
    dataDir = openDataDir(options.dataDir, {
      repair: options.repair,
      reset: options.reset,
      newGenesis: () => buildGenesis(options, devAccounts),
    });
    genesis = dataDir.genesis;
  } else {
    genesis = buildGenesis(options, devAccounts);
  }

  let ledger: Ledger;
  // Read when first asked for, once the ledger below exists.
  const fork = options.fork ? await Fork.open(options.fork, () => ledger) : undefined;
  const startHeight = dataDir?.image?.height;
  const snapshots = dataDir ? snapshotPolicy(dataDir, options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY) : undefined;
  try {
    ledger = openLedger(
      {
        genesis,
        modules: options.modules ?? LEDGER_MODULES,
        sink: dataDir?.log,
        clock: new DevClock(),
        instantBroadcast: options.broadcastMode === 'instant',
        ...(snapshots ? { afterCommit: (l: Ledger) => snapshots.afterCommit(l) } : {}),
        ...(log ? { onTx: (tx: TxOutcome) => log(txLine(tx)) } : {}),
        ...(fork ? { firstHeight: fork.height + 1 } : {}),
      },
      dataDir,
    );
    ledger.start();
    for (const address of options.impersonate ?? []) ledger.impersonate(address, true);
  } catch (error) {
    dataDir?.close();
    throw error;
  }

  const readUpstream = fork ? (text: string) => fork.ensureIn(text) : undefined;
  const timer = new BlockTimer(ledger, blockTime);
  const localBroadcast = txBroadcaster(ledger, timer);
  const broadcast: Broadcast = readUpstream
    ? async (body) => {
        await readUpstream(JSON.stringify(body));
        return localBroadcast(body);
      }
    : localBroadcast;
  const app = createApp({
    ledger,
    blockTime: timer,
    devAccounts,
    ...(readUpstream ? { readUpstream } : {}),
    devOrigins: options.devOrigins ?? [],
    broadcast,
  });
  let server: Server;
  try {
    server = await listen(app, broadcast, options.host ?? '127.0.0.1', options.port ?? 1317, options.log);
  } catch (error) {
    timer.stop();
    dataDir?.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closed: Promise<void> | undefined;
  const devnet: Devnet = {
    url: `http://${host}:${address.port}`,
    port: address.port,
    chainId: ledger.chainId,
    accounts: devAccounts,
    mnemonic,
    resumed: dataDir?.resumed ?? false,
    skippedSnapshots: dataDir?.skippedSnapshots ?? [],
    node: ledger,
    snapshotsWritten: () => snapshots?.written() ?? Promise.resolve(),
    ...(fork ? { fork } : {}),
    close() {
      closed ??= new Promise<void>((resolve) => {
        timer.stop();
        // Accepted txs still waiting for the timer's block go into a last block before the node stops.
        if (ledger.pendingCount > 0 && !ledger.instantBroadcast) timer.tick();
        ledger.abandonMempool(new Error('the devnet node is shutting down'));
        server.close(() => resolve());
        server.closeAllConnections?.();
      }).finally(async () => {
        await dataDir?.log.drain();
        await snapshots?.atClose(ledger);
        dataDir?.close();
      });
      return closed;
    },
  };
  if (dataDir) devnet.dataDir = dataDir.dir;
  if (dataDir?.repaired) devnet.repaired = dataDir.repaired;
  if (dataDir?.setAside) devnet.setAside = dataDir.setAside;
  if (dataDir?.lostAcknowledged) devnet.lostAcknowledged = dataDir.lostAcknowledged;
  if (dataDir?.image && startHeight !== undefined) devnet.snapshotHeight = startHeight;
  return devnet;
}
