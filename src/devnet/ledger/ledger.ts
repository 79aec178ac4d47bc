// The node's ledger: state, blocks, mempool, tx index and the dev clock. Everything here is
// synchronous, so a block is produced atomically between two HTTP requests.
import { toGt1 } from '../../core/address';
import type { BroadcastResult, TxRecord } from '../../core/rest/types';
import type { Coin } from '../../core/types';
import { refused } from './errors';
import { BlockTable, type BlockTableImage } from './block-table';
import { blockHash, blockSeed, chooseProposer, txnRoot, type BlockInfo, type CommitteeView } from './blocks';
import { DevClock } from './clock';
import { decodeTx, decodeTxAsync, type CheckedTx, type DecodeRules } from './decode';
import { deliverTx, pushTo, txRecord } from './deliver';
import { collectHooks } from './hooks';
import { JournaledStore, type StoreWrites } from './store';
import { TxIndex, type TxIndexImage } from './tx-index';
import type { RecordStore } from './tx-records';
import { checkWindow } from './tx-rules';
import type { AccountKeeper, BlockCtx, Genesis, LedgerEvent, LedgerModule, LedgerParams, ModuleHooks, QueryCtx, StoreCtx } from './types';
import type { StdTx } from '../../core/types';

/** The amino bytes' upper-case hex (as decodeTx writes it) as base64, with Node's codecs: one per broadcast answer. */
const hexToBase64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');

/** The real node's raw_log for an accepted tx, spelt as its REST docs show it (test/fixtures/real-node). */
export const ACCEPTED_RAW_LOG = 'boradcast tx success';

const noop = () => undefined;

/** A dev endpoint's change, logged with its block: `fund` credits coins, `set-balance` sets each denom given to exactly that amount. */
export type DevOp = { type: 'fund' | 'set-balance'; address: string; coins: Coin[] };

/** What the block log stores per block: enough to replay it exactly. */
export interface LoggedBlock {
  height: number;
  time: number;
  hash: string;
  /** Dev clock offset, present when it changed in this block. */
  offset?: number;
  txs?: StdTx[];
  ops?: DevOp[];
}

export interface BlockSink {
  /** Appends blocks; `durable` asks for an fsync before returning. */
  append(blocks: LoggedBlock[], durable: boolean): void;
  /** Appends blocks now; resolves once they are durable, the event loop free meanwhile. */
  appendDeferred?(blocks: LoggedBlock[]): Promise<void>;
}

interface Produced {
  info: BlockInfo;
  logged: LoggedBlock;
  /** Answers the block's waiters: their records, or `error` when the block could not be stored. */
  settle(error?: unknown): void;
}

interface PendingTx {
  checked: CheckedTx;
  resolve(record: TxRecord): void;
  reject(error: unknown): void;
}

export class ReplayError extends Error {}

/** The ledger at one height, without its tx records (they stay in their RecordStore). */
export interface LedgerImage {
  height: number;
  /** Hash of the block at `height`. */
  hash: string;
  stateRoot: string;
  clockOffset: number;
  store: Array<[string, string]>;
  blocks: BlockTableImage;
  txIndex: TxIndexImage;
}

/** The ledger between two blocks, kept in memory by /dev/snapshot for /dev/revert. */
export interface DevSnapshot {
  height: number;
  blockCount: number;
  txCount: number;
  store: Array<[string, string]>;
  clockOffset: number;
  offsetLogged: number;
  nextBlockTime: number | undefined;
  mempool: CheckedTx[];
}

export interface LedgerOptions {
  genesis: Genesis;
  modules: readonly LedgerModule[];
  sink?: BlockSink;
  clock?: DevClock;
  /** POST /v1/tx answers after inclusion (the old devnet mode) instead of at acceptance. */
  instantBroadcast?: boolean;
  /** Where tx records are kept (default: in memory). */
  records?: RecordStore;
  /** Start from this image (a snapshot) instead of genesis; `records` must hold its txs. */
  image?: LedgerImage;
  /** Called after each stored batch of blocks (the node takes snapshots here). */
  afterCommit?: (ledger: Ledger) => void;
  /** Height of the first block: a forked chain continues from the fork height (default 1). */
  firstHeight?: number;
  /** Told of each tx a new block included or left out (--log); never during replay. */
  onTx?: (tx: TxOutcome) => void;
}

/** A tx as a new block took it: its record, or the error it was left out with. */
export type TxOutcome = { checked: CheckedTx; height: number } & ({ record: TxRecord } | { error: unknown });

export class Ledger {
  readonly store: JournaledStore;
  readonly txIndex: TxIndex;
  readonly blocks: BlockTable;
  readonly chainId: string;
  readonly params: LedgerParams;
  readonly genesis: Genesis;
  readonly clock: DevClock;
  readonly modules: readonly LedgerModule[];
  readonly committee: CommitteeView;
  readonly instantBroadcast: boolean;
  private readonly moduleByType = new Map<string, LedgerModule>();
  readonly accounts: AccountKeeper;
  private readonly hooks: ModuleHooks;
  private mempool: PendingTx[] = [];
  /** gt1 addresses whose unsigned txs pass (/dev/impersonate, --impersonate); never the real ledger's rule. */
  private readonly impersonated = new Set<string>();
  /** What takePendingFees() wrote for the first `count` txs of `mempool` (only appended to until it is taken). */
  private pendingFeesPaid: { version: number; mempool: PendingTx[]; count: number; writes: StoreWrites } | undefined;
  /** Settles once the last checkAsync() has run its state checks (or failed): the next one waits for it. */
  private checkTurn: Promise<void> = Promise.resolve();
  /** Set by abandonMempool(): the node is stopping. */
  private abandoned: Error | undefined;
  private sink: BlockSink | undefined;
  private offsetLogged: number;
  private latestInfo: BlockInfo | undefined;
  private readonly afterCommit: ((ledger: Ledger) => void) | undefined;
  private readonly onTx: ((tx: TxOutcome) => void) | undefined;
  /** Asked for by every broadcast: made once (the modules are fixed at construction). */
  private readonly rules: DecodeRules;

  constructor(options: LedgerOptions) {
    this.genesis = options.genesis;
    this.chainId = options.genesis.chainId;
    this.params = options.genesis.params;
    this.modules = options.modules;
    const keepers = options.modules.flatMap((module) => (module.accounts ? [module.accounts] : []));
    if (keepers.length !== 1) throw new Error(`exactly one module must provide the account keeper, not ${keepers.length}`);
    this.accounts = keepers[0]!;
    this.hooks = collectHooks(options.modules);
    this.clock = options.clock ?? new DevClock();
    this.offsetLogged = this.clock.offset;
    this.sink = options.sink;
    this.instantBroadcast = options.instantBroadcast ?? false;
    for (const module of options.modules) {
      for (const type of module.msgTypes) {
        if (this.moduleByType.has(type)) throw new Error(`two modules apply ${type}`);
        this.moduleByType.set(type, module);
      }
    }
    const conAccounts = [...options.genesis.conAccounts.map((c) => c.address)].sort();
    const power = options.genesis.conAccounts.reduce((sum, c) => sum + BigInt(c.selfDelegation), 0n);
    this.committee = { conAccounts, committeePower: power.toString() };
    this.afterCommit = options.afterCommit;
    this.onTx = options.onTx;
    const moduleByType = this.moduleByType;
    const impersonated = this.impersonated;
    this.rules = Object.freeze({
      chainId: this.chainId,
      minimumTxFee: this.params.minimumTxFee,
      supports: (type: string) => moduleByType.has(type),
      impersonating: (address: string) => impersonated.has(toGt1(address)),
    });
    const image = options.image;
    this.txIndex = new TxIndex(options.records, image?.txIndex);
    this.blocks = new BlockTable(
      this.chainId,
      this.committee,
      (from, to) => this.txIndex.txhashes(from, to),
      image?.blocks,
      options.firstHeight,
    );
    if (image) {
      this.store = JournaledStore.restore(image.store, image.stateRoot);
      this.latestInfo = this.blocks.at(-1);
      if (this.height() !== image.height || this.latestInfo?.hash !== image.hash || this.latestInfo.state_root !== image.stateRoot) {
        throw new Error(`snapshot of block ${image.height} does not hold that block's hash and state root`);
      }
      if (this.blocks.txCount !== this.txIndex.size)
        throw new Error(`snapshot's blocks hold ${this.blocks.txCount} txs, its index ${this.txIndex.size}`);
      this.clock.offset = image.clockOffset;
      this.offsetLogged = image.clockOffset;
      return;
    }
    this.store = new JournaledStore();
    for (const module of options.modules) module.initGenesis?.({ store: this.store, hooks: this.hooks }, options.genesis);
  }

  height(): number {
    return this.blocks.height;
  }

  latest(): BlockInfo | undefined {
    return this.latestInfo;
  }

  /** Time of the latest block (genesis time before the first). */
  time(): number {
    return this.latestInfo?.time ?? this.genesis.genesisTime;
  }

  /** The ledger at its latest block, for a snapshot (between blocks only). */
  image(): LedgerImage {
    const latest = this.latestInfo;
    if (!latest) throw new Error('no block to snapshot yet');
    return {
      height: latest.height,
      hash: latest.hash,
      stateRoot: latest.state_root,
      clockOffset: this.offsetLogged,
      store: this.store.dump(),
      blocks: this.blocks.image(),
      txIndex: this.txIndex.image(),
    };
  }

  queryCtx(): QueryCtx {
    return {
      store: this.store,
      hooks: this.hooks,
      height: () => this.height(),
      time: () => this.time(),
      params: this.params,
      chainId: this.chainId,
    };
  }

  decodeRules(): DecodeRules {
    return this.rules;
  }

  /** Lets unsigned txs from `address` through (true), or no longer (false); the gt1 addresses impersonated now. */
  impersonate(address: string, on: boolean): string[] {
    if (on) this.impersonated.add(toGt1(address));
    else this.impersonated.delete(toGt1(address));
    return [...this.impersonated];
  }

  /** Writes outside any block, all or nothing (fork mode's reads of the upstream; in-memory nodes only). */
  betweenBlocks(write: (ctx: StoreCtx) => void): void {
    if (this.durable) throw new Error('state written between blocks would not survive a replay of the block log');
    this.store.checkpoint();
    try {
      write({ store: this.store, hooks: this.hooks });
      this.store.commit();
    } catch (error) {
      this.store.rollback();
      throw error;
    }
  }

  /** Whether blocks go to a durable log: its blocks cannot be taken back, so /dev/revert is refused. */
  get durable(): boolean {
    return this.sink !== undefined;
  }

  /** The ledger now, its mempool included (/dev/snapshot). */
  devSnapshot(): DevSnapshot {
    return {
      height: this.height(),
      blockCount: this.blocks.length,
      txCount: this.txIndex.size,
      store: this.store.dump(),
      clockOffset: this.clock.offset,
      offsetLogged: this.offsetLogged,
      nextBlockTime: this.clock.pinned,
      mempool: this.mempool.map((p) => p.checked),
    };
  }

  /** Back to a snapshot: state, blocks, tx index and mempool; the txs waiting now are refused `reverted`. */
  devRevert(snapshot: DevSnapshot): void {
    if (this.durable)
      throw refused(
        'revert_needs_memory',
        'this node keeps its blocks in a durable log: /dev/revert works on an in-memory node (--ephemeral)',
      );
    const dropped = this.takeMempool();
    this.store.reload(snapshot.store);
    this.blocks.truncate(snapshot.blockCount);
    this.txIndex.truncate(snapshot.txCount);
    this.latestInfo = this.blocks.at(-1);
    this.clock.offset = snapshot.clockOffset;
    this.offsetLogged = snapshot.offsetLogged;
    this.clock.setNext(snapshot.nextBlockTime);
    this.pendingFeesPaid = undefined;
    this.mempool = snapshot.mempool.map((checked) => ({ checked, resolve: noop, reject: noop }));
    const reverted = refused('reverted', 'the devnet was reverted to an earlier snapshot before a block included this transaction');
    for (const pending of dropped) pending.reject(reverted);
  }

  /** Block 1 at genesis time, when the chain is new. */
  start(): void {
    if (this.blocks.length > 0) return;
    this.commitToSink([this.produce([], [], this.genesis.genesisTime)]);
  }

  /**
   * Stateless checks, replay and window checks, then a dry run of fee and messages (422 on refusal).
   * Like a real node's check state, it sees the mempool: the txs accepted for the next block are
   * refused again (by hash), and their fees are taken first, so a fee the sender can only pay once is
   * refused the second time. Messages are dry-run against the last block's state (a real node's
   * check runs no messages at all), so two txs spending the same funds are both accepted and the
   * second fails at delivery, on chain with its fee paid.
   */
  check(body: unknown): CheckedTx {
    return this.checkState(decodeTx(body, this.decodeRules()));
  }

  /**
   * check() with the Ed25519 verifications on libuv's threadpool, so the event loop reads the next
   * requests meanwhile. The checks against the state still run one at a time, in arrival order, and
   * `accept` (e.g. enqueue) runs in the same turn as its tx's checks, before the next tx is checked.
   */
  checkAsync<T>(body: unknown, accept: (checked: CheckedTx) => T): Promise<T> {
    const decoded = decodeTxAsync(body, this.decodeRules());
    decoded.catch(noop); // its error is answered in its turn, below
    const checked = this.checkTurn.then(() => decoded).then((tx) => accept(this.checkState(tx)));
    this.checkTurn = checked.then(noop, noop);
    return checked;
  }

  /** Resolves once every checkAsync() called so far has run its state checks (accepted or refused). */
  checksSettled(): Promise<void> {
    return this.checkTurn;
  }

  /** check()'s part after decoding: replay, window, modules' checks and the dry run. */
  private checkState(checked: CheckedTx): CheckedTx {
    if (this.abandoned) throw this.abandoned;
    if (this.txIndex.has(checked.hash)) {
      throw refused('tx_already_included', `transaction ${checked.txhash} is already in block ${this.txIndex.get(checked.hash)!.height}`, {
        txhash: checked.txhash,
      });
    }
    if (this.mempool.some((p) => p.checked.hash === checked.hash)) {
      throw refused('tx_already_pending', `transaction ${checked.txhash} is already waiting for the next block`, {
        txhash: checked.txhash,
      });
    }
    const height = this.height() + 1;
    checkWindow(checked.window, height);
    for (const module of this.modules) module.checkTx?.(this.store, checked);
    this.store.checkpoint();
    try {
      this.takePendingFees();
      const outcome = deliverTx(
        this.store,
        this.blockContext(height, this.clock.now(this.time())),
        this.moduleByType,
        this.accounts,
        checked,
      );
      if (outcome.kind === 'excluded') throw refused(outcome.error.code, outcome.error.message);
      if (outcome.failure) {
        const { code, message, msgIndex } = outcome.failure;
        throw refused(code, `msg[${msgIndex}] (${checked.msgs[msgIndex]!.type}): ${message}`, { msg_index: msgIndex });
      }
    } finally {
      this.store.rollback();
    }
    return checked;
  }

  /**
   * Inside a check's fresh checkpoint: the fees of the txs waiting for the next block, as paid. The
   * writes that paying the first ones made are remembered and made again while the committed state
   * and those txs are the same: each check pays only the fees queued since the last one.
   */
  private takePendingFees(): void {
    // Only directly over the committed state (the check's own checkpoint): that is what `version` tracks.
    const overCommitted = this.store.depth === 1;
    const paid = overCommitted ? this.pendingFeesPaid : undefined;
    let from = 0;
    if (paid && paid.version === this.store.version && paid.mempool === this.mempool) {
      this.store.replayWrites(paid.writes);
      from = paid.count;
    }
    for (let i = from; i < this.mempool.length; i++) {
      const { checked } = this.mempool[i]!;
      try {
        this.accounts.subCoins(this.store, checked.feePayer, checked.fee);
      } catch {
        // that tx will be left out of the block; its fee does not count
      }
    }
    if (overCommitted)
      this.pendingFeesPaid = {
        version: this.store.version,
        mempool: this.mempool,
        count: this.mempool.length,
        writes: this.store.checkpointWrites(),
      };
  }

  /** Queues a checked tx; resolves with its record once a block includes it. Throws once the mempool was abandoned. */
  enqueue(checked: CheckedTx): Promise<TxRecord> {
    if (this.abandoned) throw this.abandoned;
    return new Promise<TxRecord>((resolve, reject) => this.mempool.push({ checked, resolve, reject }));
  }

  get pendingCount(): number {
    return this.mempool.length;
  }

  /** Mines `count` blocks; the first takes the mempool. */
  mine(count: number): BlockInfo[] {
    const produced: Produced[] = [];
    for (let i = 0; i < count; i++) produced.push(this.produce(i === 0 ? this.takeMempool() : [], []));
    this.commitToSink(produced);
    return produced.map((p) => p.info);
  }

  /**
   * Group commit (block time 0): one block with the mempool, answered once it is durable; while its
   * fsync runs, the next txs are checked against this block's state and form the next block.
   */
  mineDeferred(): Promise<void> {
    const block = this.produce(this.takeMempool(), []);
    if (!this.sink?.appendDeferred) {
      this.commitToSink([block]);
      return Promise.resolve();
    }
    let stored: Promise<void>;
    try {
      stored = this.sink.appendDeferred([block.logged]);
    } catch (error) {
      block.settle(error);
      return Promise.reject(error);
    }
    this.afterCommit?.(this);
    return stored.then(
      () => block.settle(),
      (error: unknown) => {
        block.settle(error);
        throw error;
      },
    );
  }

  /** Shifts the dev clock and mines one block stamped with the new time. */
  advanceTime(seconds: number): BlockInfo {
    this.clock.advance(seconds);
    return this.mine(1)[0]!;
  }

  /** Credits coins out of thin air in a new block (recorded, so replay repeats it). */
  fund(address: string, coins: Coin[]): BlockInfo {
    const block = this.produce(this.takeMempool(), [{ type: 'fund', address, coins }]);
    this.commitToSink([block]);
    return block.info;
  }

  /** Sets each denom of `coins` to exactly that amount in a new block (recorded, so replay repeats it). */
  setBalance(address: string, coins: Coin[]): BlockInfo {
    const block = this.produce(this.takeMempool(), [{ type: 'set-balance', address, coins }]);
    this.commitToSink([block]);
    return block.info;
  }

  /** Stamps the next block `seconds` (unix), never before the latest block; later blocks go on from it. */
  setNextBlockTime(seconds: number): void {
    if (seconds < this.time())
      throw refused('time_before_latest_block', `the next block cannot be stamped before the latest one (${this.time()})`, {
        latest: this.time(),
      });
    this.clock.setNext(seconds);
  }

  private applyDevOp(op: DevOp): void {
    if (op.type === 'fund') return this.accounts.addCoins(this.store, op.address, op.coins);
    const held = new Map(this.accounts.balanceOf(this.store, op.address).map((c) => [c.denom, BigInt(c.amount)]));
    for (const { denom, amount } of op.coins) {
      const change = BigInt(amount) - (held.get(denom) ?? 0n);
      if (change > 0n) this.accounts.addCoins(this.store, op.address, [{ denom, amount: change.toString() }]);
      if (change < 0n) this.accounts.subCoins(this.store, op.address, [{ denom, amount: (-change).toString() }]);
    }
  }

  /** Re-applies stored blocks after genesis; throws ReplayError when a hash differs. */
  replay(blocks: Iterable<LoggedBlock>): void {
    const rules: DecodeRules = { ...this.decodeRules(), signaturesTrusted: true };
    try {
      for (const logged of blocks) {
        const expectedHeight = this.height() + 1;
        if (logged.height !== expectedHeight) {
          throw new ReplayError(`block log jumps from height ${this.height()} to ${logged.height}`);
        }
        if (logged.offset !== undefined) this.clock.offset = logged.offset;
        let txs: CheckedTx[];
        try {
          txs = (logged.txs ?? []).map((tx) => decodeTx(tx, rules));
        } catch (error) {
          throw new ReplayError(`block ${logged.height}: a stored transaction no longer decodes (${(error as Error).message})`);
        }
        const { info } = this.produce(
          txs.map((checked) => ({ checked, resolve() {}, reject() {} })),
          logged.ops ?? [],
          logged.time,
        );
        if (info.hash !== logged.hash) {
          throw new ReplayError(
            `replay diverged at block ${logged.height}: stored hash ${logged.hash}, recomputed ${info.hash} ` +
              '(the data dir was written by a different version of the ledger modules; start with --reset for a new chain)',
          );
        }
      }
    } finally {
      this.offsetLogged = this.clock.offset;
    }
  }

  /** A real node's broadcast answer: at acceptance, before any block, height "0". */
  acceptedResult(checked: CheckedTx): BroadcastResult {
    return { height: '0', txhash: checked.txhash, data: hexToBase64(checked.data), raw_log: ACCEPTED_RAW_LOG, tx: checked.tx };
  }

  /** The answer of the instant mode: after inclusion, with the block height and the tx's logs. */
  broadcastResult(record: TxRecord): BroadcastResult {
    // The broadcast answer carries the same bytes base64-encoded, as the ledger's does.
    return { height: record.height, txhash: record.txhash, data: hexToBase64(record.data), raw_log: record.raw_log, tx: record.tx };
  }

  /** Refuses everything still waiting, and every tx checked or queued from now on (node shutting down). */
  abandonMempool(reason: Error): void {
    this.abandoned = reason;
    for (const pending of this.takeMempool()) pending.reject(reason);
  }

  /** Stores blocks (fsync when any carries txs, ops or a clock change), then answers their waiters. */
  private commitToSink(produced: Produced[]): void {
    const logged = produced.map((p) => p.logged);
    try {
      this.sink?.append(
        logged,
        logged.some((b) => b.txs || b.ops || b.offset !== undefined),
      );
    } catch (error) {
      for (const p of produced) p.settle(error);
      throw error;
    }
    for (const p of produced) p.settle();
    this.afterCommit?.(this);
  }

  private takeMempool(): PendingTx[] {
    const pending = this.mempool;
    this.mempool = [];
    return pending;
  }

  private blockContext(height: number, time: number, events: LedgerEvent[] = []): BlockCtx {
    return { store: this.store, hooks: this.hooks, chainId: this.chainId, height, time, params: this.params, emit: pushTo(events) };
  }

  /** Applies and commits one block; `settle()` answers its waiters once the caller has logged it. */
  private produce(pending: PendingTx[], ops: DevOp[], time?: number): Produced {
    this.store.checkpoint();
    let block: Produced;
    try {
      block = this.applyBlock(pending, ops, time);
    } catch (error) {
      this.store.rollback();
      for (const p of pending) p.reject(error);
      throw error;
    }
    this.store.commit();
    return block;
  }

  private applyBlock(pending: PendingTx[], ops: DevOp[], time?: number): Produced {
    const previous = this.latest();
    const height = this.height() + 1;
    const blockTime = time ?? this.clock.now(this.time());
    if (time === undefined) this.clock.nextTaken();
    const previousHash = previous?.hash ?? '';
    const ctx = this.blockContext(height, blockTime);
    const included: Array<{ pending: PendingTx; record: TxRecord }> = [];
    const refusedTxs: Array<{ pending: PendingTx; error: unknown }> = [];

    for (const op of ops) this.applyDevOp(op);
    const seen = new Set<string>();
    for (const item of pending) {
      const { checked } = item;
      try {
        if (this.txIndex.has(checked.hash) || seen.has(checked.hash)) {
          throw refused('tx_already_included', `transaction ${checked.txhash} is already included`);
        }
        checkWindow(checked.window, height);
      } catch (error) {
        refusedTxs.push({ pending: item, error });
        continue;
      }
      const outcome = deliverTx(this.store, ctx, this.moduleByType, this.accounts, checked);
      if (outcome.kind === 'excluded') {
        refusedTxs.push({ pending: item, error: refused(outcome.error.code, outcome.error.message) });
        continue;
      }
      seen.add(checked.hash);
      included.push({ pending: item, record: txRecord(checked, outcome, height, blockTime) });
    }
    for (const module of this.modules) this.runEndBlock(module, ctx);

    const stateRoot = this.store.stateRoot();
    const header = {
      chain_id: this.chainId,
      height,
      time: blockTime,
      previous_hash: previousHash,
      proposer: chooseProposer(this.committee.conAccounts, previousHash, height),
      seed: blockSeed(previousHash, height),
      txn_root: txnRoot(included.map((i) => i.pending.checked.hash)),
      state_root: stateRoot,
    };
    const info: BlockInfo = { ...header, hash: blockHash(header), txs: included.map((i) => i.record.txhash) };
    for (const { record } of included) this.txIndex.add(record);
    this.blocks.push(info, included.length);
    this.latestInfo = info;

    const logged: LoggedBlock = { height, time: blockTime, hash: info.hash };
    if (this.clock.offset !== this.offsetLogged) {
      logged.offset = this.clock.offset;
      this.offsetLogged = this.clock.offset;
    }
    if (included.length > 0) logged.txs = included.map((i) => i.pending.checked.tx);
    if (ops.length > 0) logged.ops = ops;

    const settle = (storeError?: unknown) => {
      for (const { pending: p, record } of included) {
        if (storeError === undefined) p.resolve(record);
        else p.reject(storeError);
        this.onTx?.(storeError === undefined ? { checked: p.checked, height, record } : { checked: p.checked, height, error: storeError });
      }
      for (const { pending: p, error } of refusedTxs) {
        p.reject(error);
        this.onTx?.({ checked: p.checked, height, error });
      }
    };
    return { info, logged, settle };
  }

  /** A module's endBlock failing is a module bug: undo its writes, report, keep the chain going. */
  private runEndBlock(module: LedgerModule, ctx: BlockCtx): void {
    if (!module.endBlock) return;
    this.store.checkpoint();
    try {
      module.endBlock(ctx);
      this.store.commit();
    } catch (error) {
      this.store.rollback();
      console.error(`devnet: ${module.name}.endBlock failed at height ${ctx.height}`, error);
    }
  }
}
