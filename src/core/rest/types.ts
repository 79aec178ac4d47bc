// Request bodies and responses of the ledger service (ledger-service.md §2, §4) and the devnet's
// /dev endpoints. The local node answers with exactly these shapes; the wallet reads them.
// All amounts and integers are decimal strings unless the spec shows a JSON number.
import type { Coin, StdTx } from '../types';

// ---------- requests (§2.1, §4) ----------

export interface BaseReq {
  from: string;
  memo: string;
  chain_id: string;
  gas: string;
  fees: Coin[];
  simulate: boolean;
  valid_height: [string, string];
}

export interface IssueTokenReq {
  base_req: BaseReq;
  token_name: string;
  total_supply: string;
  mintable: boolean;
  freezable: boolean;
}
export interface MintTokenReq {
  base_req: BaseReq;
  amount: string;
}
export interface BurnTokenReq {
  base_req: BaseReq;
  amount: string;
}

export interface DelegateReq {
  base_req: BaseReq;
  'con-account_address': string;
  delegator_address: string;
  amount: Coin;
}
export interface RedelegateReq {
  base_req: BaseReq;
  'con-account_src_address': string;
  'con-account_dst_address': string;
  delegator_address: string;
  amount: Coin;
}
export type UndelegateReq = DelegateReq;
export interface UndelegateByRetrievalReq {
  base_req: BaseReq;
  security_address: string;
  /** Vault addresses whose stakes the retrieval account undelegates. */
  delegator_address: string[];
}

export interface WithdrawAddressReq {
  base_req: BaseReq;
  withdraw_address: string;
}
export interface WithdrawRewardsReq {
  base_req: BaseReq;
}

interface VaultReq {
  /** Retrieval (security) account. */
  security: string;
  /** Multisig standard account public key for a multisig vault; empty for single signature. */
  pubkey: string;
  delay_height: string;
  clear_height: string;
}
export interface CreateVaultReq {
  base_req: BaseReq;
  amount: Coin[];
  vault_req: VaultReq;
}
/** base_req.from is the vault. */
export interface UpdateClearingHeightReq {
  base_req: BaseReq;
  clearing_height: string;
}
/** base_req.from is the retrieval account. */
export interface ClearVaultsReq {
  base_req: BaseReq;
  vaults: string[];
}

export interface SendReq {
  base_req: BaseReq;
  amount: Coin[];
}
export type RevocableSendReq = SendReq;
/** base_req.from is the vault; index is the message serial number inside the revoked tx. */
export interface RevokeReq {
  base_req: BaseReq;
  index: string;
}
export interface PublishMultisigReq {
  base_req: BaseReq;
  pubkey: string;
}

// ---------- shared response shapes ----------

/** Query responses: block height of the answer (string) and the result. */
export interface Wrapped<T> {
  height: string;
  result: T;
}

export interface PubKeyJson {
  type: string;
  value: string;
}

// ---------- tokens (§2.3) ----------

export interface TokenValue {
  freezable: boolean;
  freezed: boolean;
  mintable: boolean;
  source_address: string;
  /** On-chain symbol `<SYMBOL>-<suffix>`. */
  symbol: string;
  token_name: string;
  total_supply: string;
}
export interface Token {
  type: 'Token';
  value: TokenValue;
}
export interface TokenList {
  tokens: Token[];
}

// ---------- accounts (§2.4) ----------

/** 0 single-sig standard, 1 single-sig vault, 2 multisig standard, 3 multisig vault. */
export type AccountType = 0 | 1 | 2 | 3;

interface BaseAccount {
  account_number: string;
  address: string;
  /** Null until the account's key is known to the ledger (first signed tx or publish). */
  public_key: PubKeyJson | null;
  sequence: string;
  tokens: Coin[];
}

export interface ClearingHeight {
  last_clearing_effect_height: string;
  last_clearing_height: string;
  next_clearing_effect_height: string;
  next_clearing_height: string;
}

export interface AccountFieldValue {
  base_account: BaseAccount;
  /** Vault accounts only. */
  clearing_height?: ClearingHeight;
  /** Vault accounts only: blocks before a transfer out takes effect. */
  delay_height?: string;
  received_revocable_tokens: RevocableTxEntry[] | null;
  /** Retrieval account of a vault; empty for a non-vault. */
  security_address: string;
  sent_revocable_tokens: RevocableTxEntry[] | null;
  /** When non-empty, the queried account is the retrieval account of these vaults. */
  vault_address: string[] | null;
}

export interface AccountResp {
  type: 'AccountResp';
  value: {
    account_field: { type: string; value: AccountFieldValue };
    account_type: AccountType;
  };
}

// ---------- staking (§2.5, §2.6) ----------

export interface ConAccount {
  commission: {
    commission_rates: { max_change_rate: string; max_rate: string; rate: string };
    /** ISO 8601 UTC. */
    update_time: string;
  };
  delegator_shares: string;
  description: { details: string; identity: string; moniker: string; website: string };
  operator_address: string;
  power: string;
  power_rate: string;
  pubkey: string;
  status: string;
  tokens: string;
}

export interface Delegation {
  /** Delegated tokens (NANOGT integer). */
  balance: string;
  'con-account_address': string;
  delegator_address: string;
  /** Decimal with 18 fractional digits. */
  shares: string;
}

interface UndelegationEntry {
  balance: string;
  /** ISO 8601 UTC: when the principal is received. */
  completion_time: string;
  creation_height: string;
  initial_balance: string;
}
export interface Undelegation {
  'con-account_address': string;
  delegator_address: string;
  entries: UndelegationEntry[];
}
/** GET …/delegator/{d}/undelegations: one record per con-account (the spec's example shows a single one). */
export type DelegatorUndelegations = Undelegation[];

interface RedelegationEntry {
  balance: string;
  completion_time: string;
  /** A JSON number in the spec's example. */
  creation_height: number;
  initial_balance: string;
  shares_dst: string;
}
export interface Redelegation {
  delegator_address: string;
  'con-account_src_address': string;
  'con-account_dst_address': string;
  entries: RedelegationEntry[];
}

export interface StakingPool {
  bonded_tokens: string;
  not_bonded_tokens: string;
}

export interface StakingParams {
  bond_denom: string;
  max_entries: number;
  max_pow_rate: number;
  'max_con-accounts': number;
  pow_rate: number;
  reward_uint_gt: number;
  undelegating_time: string;
}

// ---------- distribution (§2.6) ----------

export interface DistributionParams {
  community_tax: string;
  first_committee_reward: string;
  second_committee_reward: string;
  third_committee_reward: string;
  withdraw_addr_enabled: boolean;
}

/** Reward coins carry 18-fractional-digit decimal amounts. */
export interface DelegatorRewards {
  rewards: Array<{ 'con-account_address': string; reward: Coin[] }>;
  total: Coin[];
}

// ---------- vault / revocable (§2.7) ----------

export interface RevocableTxEntry {
  height: string;
  msg_index: string;
  tokens: Coin[];
  /** Bare hex hash of the revocable tx. */
  tx_hash: string;
}

export interface RevocableStatus {
  /** 1 = revocable, 0 = irrevocable. */
  status: 0 | 1;
  /** Hash of the revoke tx; empty when none. */
  revoke_hash: string;
}

// ---------- transactions (§2.8, §4.5, §6) ----------

export interface TxEvent {
  type: string;
  attributes: Array<{ key: string; value: string }>;
}

export interface TxLog {
  events: TxEvent[];
  log: string;
  msg_index: number;
  success: boolean;
}

export interface TxRecord {
  /** Encoded transaction bytes (hex or base64). */
  data: string;
  events: TxEvent[];
  gas_used: string;
  gas_wanted: string;
  height: string;
  /** Per message: blocks after `height` until it can no longer be revoked (strings). */
  irrevocable_confirm_number?: string[] | null;
  logs: TxLog[];
  /** JSON text of logs. */
  raw_log: string;
  /** ISO 8601 with offset. */
  timestamp: string;
  tx: StdTx;
  /** `<PREFIX>-<HEX96>`. */
  txhash: string;
}

/** One page of GET /v1/tx; the endpoint answers an array of these. */
export interface TxSearchPage {
  count: string;
  limit: string;
  page_number: string;
  page_total: string;
  total_count: string;
  txs: TxRecord[];
}

export interface TxSearchQuery {
  sender?: string;
  /** `delegation`, `redelegation`, `undelegation`, `send`, ... */
  action?: string;
  limit?: number;
  page?: number;
  /** Further event filters, e.g. `{'transfer.recipient': 'gt11…'}` (any `type.key=value` the node indexes). */
  events?: Record<string, string>;
}

export interface BroadcastResult {
  height: string;
  txhash: string;
  data: string;
  raw_log: string;
  tx: StdTx;
}

// ---------- blocks (§2.9) ----------

/** Consensus account addresses, plus one `{singleCommitteePower}` entry. */
export type CommitteeInfo = Array<string | { singleCommitteePower: string }>;

export interface Block {
  hash: string;
  previousBlockHash: string;
  seed: string;
  proposer: string;
  height: string;
  period: string;
  txnRoot: string;
  txnps: { proxyTransactions: unknown[] | null; [key: string]: unknown };
  /** Unix seconds. */
  timestamp: string;
  UpgradeState: {
    currentProtocol: string;
    nextProtocol: string;
    nextProtocolApprovals: string;
    nextProtocolVoteBefore: string;
    nextProtocolSwitchOn: string;
  };
  UpgradeVote: { upgradePropose: string; upgradeApprove: boolean };
  CertCommitteeInfo: CommitteeInfo;
  BlockCommitteeInfo: CommitteeInfo;
  autoOfflineAccounts: string[];
}

// ---------- foundation (§2.10) ----------

export interface FoundationMember {
  address: string;
  funds_pool: Coin[];
  proportion: string;
  released: Coin[];
  withdraw: Coin[];
}
export interface FoundationMemberResp {
  type: 'Member';
  value: FoundationMember;
}

// ---------- node status (§2.11) ----------

export interface NodeStatus {
  node_status: {
    lastHeight: string;
    lastConsensusVersion: string;
    nextConsensusVersion: string;
    nextConsensusVersionRound: string;
    nextConsensusVersionSupported: boolean;
    timeSinceLastRound: string;
    catchupTime: string;
    hasSyncedSinceStartup: boolean;
    step: string;
    period: string;
    /** ISO 8601 UTC start of the current step. */
    zeroTimeStamp: string;
    deadline: string;
    fastRecoveryDeadline: string;
    /** NANOGT. */
    minimumTxFee: string;
  };
  application_version: {
    name: string;
    server_name: string;
    client_name: string;
    version: string;
    commit: string;
    build_tags: string;
    go: string;
  };
}

// ---------- devnet /dev endpoints ----------

export interface DevMineResult {
  /** Latest height after mining. */ height: string;
}
export interface DevAdvanceTimeResult {
  /** Dev clock after the shift, unix seconds. */ time: string;
}
export interface DevFundResult {
  address: string;
  /** Balance after funding. */ coins: Coin[];
}
/** The accounts a devnet prefunded (addresses and HD paths, never keys); only a local devnet answers it. */
export interface DevAccountsResult {
  accounts: Array<{ index: number; address: string; path: string }>;
}

// ---------- errors ----------

/** Body of every 4xx/5xx answer of the node. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}
