// The seam between the node's host (HTTP, blocks, mempool, storage) and the ledger modules
// (bank, token, staking, distribution, vault, multisig). A module owns its slice of the store,
// applies its message types, runs per-block work, and registers its own REST routes.
import type { Hono } from 'hono';
import type { AccountResp, PubKeyJson } from '../../core/rest/types';
import type { Coin, Msg, StdTx } from '../../core/types';

/** Key-value state, JSON values only (amounts as decimal strings, never numbers or bigints). */
export interface Store {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  /** Entries whose key starts with `prefix`, sorted by key (deterministic). */
  entries<T>(prefix: string): Array<[string, T]>;
}

export interface LedgerEvent {
  type: string;
  attributes: Array<{ key: string; value: string }>;
}

/** Why a message was refused: becomes a 422 (at broadcast) or `success:false` in the tx log. */
export class LedgerError extends Error {
  constructor(
    public readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Why `denom` may not move between accounts now, or undefined when it may. */
type TransferCheck = (store: Store, denom: string) => string | undefined;
/** Adds a module's fields to an account query answer (mutates `account`). */
export type AccountFields = (store: Store, gt1: string, account: AccountResp) => void;

/** What staking tells the modules that follow delegations (distribution), as the SDK's StakingHooks. */
interface StakingHooks {
  /** Before a delegation's shares change (distribution settles what they earned so far). */
  beforeSharesChange(store: Store, del: string, con: string, shares: bigint): void;
  /** Where the delegator's payouts go when it has chosen an address, else undefined. */
  withdrawAddress(store: Store, del: string): string | undefined;
}

/** Every module's hooks, collected when the ledger is assembled (hooks.ts); bank and staking apply them. */
export interface ModuleHooks {
  transferChecks: readonly TransferCheck[];
  accountFields: readonly AccountFields[];
  staking: readonly StakingHooks[];
}

/** The state and the modules' hooks: what every context (block, tx, query, genesis) gives a module. */
export interface StoreCtx {
  store: Store;
  hooks: ModuleHooks;
}

export interface BlockCtx extends StoreCtx {
  chainId: string;
  /** Height of the block being produced. */
  height: number;
  /** Block time, unix seconds (dev clock: real time plus any /dev/advance-time offset). */
  time: number;
  params: LedgerParams;
  emit(event: LedgerEvent): void;
}

export interface TxCtx extends BlockCtx {
  /** Bare upper-case hex of the tx hash (no `PREFIX-`). */
  txHash: string;
  /** Prefixed tx hash as the node reports it. */
  txHashPrefixed: string;
  msgIndex: number;
  /** gt1 addresses whose signatures the tx carries (verified). */
  signers: string[];
}

export interface LedgerParams {
  bondDenom: 'NANOGT';
  /** Minimum fee in NANOGT the node accepts. */
  minimumTxFee: string;
  /** Undelegating time in seconds. */
  undelegatingTime: number;
  maxEntries: number;
  maxConAccounts: number;
  powRate: number;
  maxPowRate: number;
  rewardUnitGt: number;
  /** NANOGT minted as rewards per block, split by delegated power. */
  blockReward: string;
  communityTax: string;
  firstCommitteeReward: string;
  secondCommitteeReward: string;
  thirdCommitteeReward: string;
  withdrawAddrEnabled: boolean;
  tokenIssueFee: string;
}

/** Read access for query routes: the committed state at the latest height. */
export interface QueryCtx extends StoreCtx {
  height(): number;
  time(): number;
  params: LedgerParams;
  chainId: string;
}

/** Helpers the host gives modules for build endpoints. */
export interface BuildHelpers {
  /** Validate a BaseReq (wrapped or unwrapped) and the message(s), answer the unsigned StdTx JSON. */
  respondUnsignedTx(c: unknown, baseReq: unknown, msgs: Msg[]): Response | Promise<Response>;
}

/**
 * What the ledger itself needs of accounts and balances: paying fees, learning a signer's public key,
 * dev faucet operations. One module provides it (bank), as the SDK's ante handler is given an
 * AccountKeeper and a BankKeeper; the ledger imports no module.
 */
export interface AccountKeeper {
  addCoins(store: Store, address: string, coins: Coin[]): void;
  /** Throws LedgerError when the account cannot pay. */
  subCoins(store: Store, address: string, coins: Coin[]): void;
  collectFees(store: Store, coins: Coin[]): void;
  /** Coins an address holds (the dev faucet answers them). */
  balanceOf(store: Store, address: string): Coin[];
  /** Records the single key an account signed with, the first time. */
  recordPublicKey(store: Store, address: string, publicKey: PubKeyJson): void;
  /** Amounts as people read them (core's coinsText), for error messages. */
  coinsText(coins: Coin[]): string;
}

export interface LedgerModule {
  name: string;
  /** Bare message type names this module applies (see src/core/messages). */
  msgTypes: readonly string[];
  /** Apply one message. Throw LedgerError to refuse it; the host rolls back the whole tx. */
  deliver?(ctx: TxCtx, msg: Msg): void;
  /** Per-block work after the block's txs: maturing revocable sends, rewards, completions. */
  endBlock?(ctx: BlockCtx): void;
  /** Genesis: write this module's initial state. */
  initGenesis?(ctx: StoreCtx, genesis: Genesis): void;
  /** Refuses moving a denom between accounts (token: a frozen token); bank asks every module's at each transfer. */
  transferCheck?: TransferCheck;
  /** Adds this module's fields to the account query (vault: clearing height, revocable transfers). */
  accountFields?: AccountFields;
  /** Follows delegation changes (distribution): see StakingHooks. */
  stakingHooks?: StakingHooks;
  /** Provided by exactly one module (bank): see AccountKeeper. */
  accounts?: AccountKeeper;
  /** Ante check of a tx at broadcast, before its fee and messages are tried; throw LedgerError to refuse it. */
  checkTx?(store: Store, tx: { tx: StdTx; signers: readonly string[] }): void;
  /** Blocks after inclusion until a message can no longer be revoked (irrevocable_confirm_number); 0 when never revocable. */
  confirmNumber?(store: Store, msg: Msg): number;
  /** Register GET (query) and POST (build) routes under /v1. */
  routes?(app: Hono, q: QueryCtx, build: BuildHelpers): void;
}

export interface GenesisAccount {
  address: string;
  coins: Array<{ denom: string; amount: string }>;
}
export interface GenesisConAccount {
  address: string;
  pubkey: string;
  moniker: string;
  website?: string;
  details?: string;
  identity?: string;
  commissionRate: string;
  maxRate: string;
  maxChangeRate: string;
  selfDelegation: string;
  powerRate?: string;
}
export interface GenesisFoundationMember {
  address: string;
  fundsPool: Array<{ denom: string; amount: string }>;
  proportion: string;
}
export interface Genesis {
  chainId: string;
  genesisTime: number;
  accounts: GenesisAccount[];
  conAccounts: GenesisConAccount[];
  foundationMembers: GenesisFoundationMember[];
  params: LedgerParams;
}
