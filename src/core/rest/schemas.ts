// Runtime checks of every node answer (one schema per endpoint answer). The TS shapes live in
// ./types; each schema's output must be assignable to its endpoint's type (checked by the client's
// method signatures), so a change to one without the other does not compile.
// Objects are loose (a real node may add keys); what the wallet reads is checked strictly: integer
// and decimal strings, denoms in the ledger's charset (no invisible, bidi or control characters, no HTML).
import * as v from 'valibot';
import { built } from '../built';
import type { Msg, StdTx } from '../types';

/** Largest answer body read from a node; past it the read stops (answer_too_large). */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** Denoms a node may answer: NANOGT, token symbols (`YJ-9D3`); ASCII letters, digits, `-` and `/` only. */
export const ANSWER_DENOM = /^[A-Za-z][A-Za-z0-9/-]{1,63}$/;

const Int = built(() => v.pipe(v.string(), v.regex(/^[0-9]{1,80}$/, 'is not an integer string')));
const Dec = built(() => v.pipe(v.string(), v.regex(/^[0-9]{1,80}(?:\.[0-9]{1,40})?$/, 'is not a decimal string')));
const Denom = built(() => v.pipe(v.string(), v.regex(ANSWER_DENOM, 'is not a valid denom')));
/** Bech32 addresses (lowercase letters and digits); empty where the node leaves one out. */
const Address = built(() => v.pipe(v.string(), v.regex(/^[a-z0-9]{0,200}$/, 'is not an address')));
const Hash = built(() => v.pipe(v.string(), v.regex(/^(?:[A-Z][A-Z_]{0,39}-)?[0-9A-Fa-f]{0,128}$/, 'is not a tx hash')));

/** Go answers `null` for an empty list; read as []. */
function list<T extends v.GenericSchema>(item: T) {
  return v.pipe(v.nullable(v.array(item)), v.transform((value) => value ?? []));
}

/** Whole-token amounts (balances, transfers, fees). */
export const CoinAnswer = built(() => v.looseObject({ denom: Denom(), amount: Int() }));
/** Reward and foundation amounts carry 18 fractional digits. */
const DecCoin = built(() => v.looseObject({ denom: Denom(), amount: Dec() }));

function wrapped<T extends v.GenericSchema>(result: T) {
  return v.looseObject({ height: Int(), result });
}

// ---------- transactions ----------

const MsgAnswer = built(() => v.looseObject({ type: v.string(), value: v.looseObject({}) }));
const SignatureAnswer = built(() => v.looseObject({
  pub_key: v.looseObject({ type: v.string(), value: v.union([v.string(), v.looseObject({})]) }),
  signature: v.string(),
}));
/** A StdTx the node built or included; signatures are null before signing. */
export const StdTxAnswer = built(() => v.pipe(
  v.looseObject({
    type: v.literal('StdTx'),
    value: v.looseObject({
      msg: v.array(MsgAnswer()),
      fee: v.looseObject({ amount: list(CoinAnswer()), gas: Int() }),
      nonces: v.optional(v.nullable(v.array(v.nullable(v.string())))),
      signatures: v.nullable(v.array(SignatureAnswer())),
      memo: v.string(),
      valid_height: v.tuple([Int(), Int()]),
    }),
  }),
  // The message values are checked where they are used (core/messages); the shape above is the StdTx's.
  v.transform((tx) => tx as unknown as StdTx & { value: { msg: Msg[] } }),
));

const EventAnswer = built(() => v.looseObject({
  type: v.string(),
  attributes: list(v.looseObject({ key: v.string(), value: v.string() })),
}));
const LogAnswer = built(() => v.looseObject({ events: list(EventAnswer()), log: v.string(), msg_index: v.number(), success: v.boolean() }));

export const TxRecordAnswer = built(() => v.looseObject({
  data: v.string(),
  events: list(EventAnswer()),
  gas_used: Int(),
  gas_wanted: Int(),
  height: Int(),
  irrevocable_confirm_number: v.optional(v.nullable(v.array(Int()))),
  logs: list(LogAnswer()),
  raw_log: v.string(),
  timestamp: v.string(),
  tx: StdTxAnswer(),
  txhash: Hash(),
}));

export const TxSearchAnswer = built(() => v.array(v.looseObject({
  count: Int(), limit: Int(), page_number: Int(), page_total: Int(), total_count: Int(), txs: list(TxRecordAnswer()),
})));

export const BroadcastAnswer = built(() => v.looseObject({
  height: Int(),
  txhash: Hash(),
  data: v.optional(v.string(), ''),
  raw_log: v.string(),
  tx: StdTxAnswer(),
}));

// ---------- tokens ----------

const TokenAnswer = built(() => v.looseObject({
  type: v.literal('Token'),
  value: v.looseObject({
    freezable: v.boolean(),
    freezed: v.boolean(),
    mintable: v.boolean(),
    source_address: Address(),
    symbol: Denom(),
    token_name: v.string(),
    total_supply: Int(),
  }),
}));
export const TokenShowAnswer = built(() => wrapped(TokenAnswer()));
export const TokenListAnswer = built(() => wrapped(v.looseObject({ tokens: list(TokenAnswer()) })));

// ---------- accounts ----------

const RevocableEntryAnswer = built(() => v.looseObject({ height: Int(), msg_index: Int(), tokens: list(CoinAnswer()), tx_hash: Hash() }));

export const AccountAnswer = built(() => wrapped(v.looseObject({
  type: v.literal('AccountResp'),
  value: v.looseObject({
    account_field: v.looseObject({
      type: v.string(),
      value: v.looseObject({
        base_account: v.looseObject({
          account_number: Int(),
          address: Address(),
          public_key: v.nullable(v.looseObject({ type: v.string(), value: v.string() })),
          sequence: Int(),
          tokens: list(CoinAnswer()),
        }),
        clearing_height: v.optional(v.looseObject({
          last_clearing_effect_height: Int(),
          last_clearing_height: Int(),
          next_clearing_effect_height: Int(),
          next_clearing_height: Int(),
        })),
        delay_height: v.optional(Int()),
        received_revocable_tokens: v.nullable(v.array(RevocableEntryAnswer())),
        security_address: Address(),
        sent_revocable_tokens: v.nullable(v.array(RevocableEntryAnswer())),
        vault_address: v.nullable(v.array(Address())),
      }),
    }),
    account_type: v.picklist([0, 1, 2, 3]),
  }),
})));
export const BalanceAnswer = built(() => wrapped(list(CoinAnswer())));
export const RevocableListAnswer = built(() => wrapped(list(RevocableEntryAnswer())));
export const RevocableStatusAnswer = built(() => v.looseObject({ status: v.picklist([0, 1]), revoke_hash: Hash() }));

// ---------- staking ----------

const DelegationAnswer = built(() => v.looseObject({
  balance: Int(), 'con-account_address': Address(), delegator_address: Address(), shares: Dec(),
}));
const UndelegationAnswer = built(() => v.looseObject({
  'con-account_address': Address(),
  delegator_address: Address(),
  entries: list(v.looseObject({ balance: Int(), completion_time: v.string(), creation_height: Int(), initial_balance: Int() })),
}));
const ConAccountAnswer = built(() => v.looseObject({
  commission: v.looseObject({
    commission_rates: v.looseObject({ max_change_rate: Dec(), max_rate: Dec(), rate: Dec() }),
    update_time: v.string(),
  }),
  delegator_shares: Dec(),
  description: v.looseObject({ details: v.string(), identity: v.string(), moniker: v.string(), website: v.string() }),
  operator_address: Address(),
  power: Int(),
  power_rate: Dec(),
  pubkey: v.string(),
  status: v.string(),
  tokens: Int(),
}));
/** The docs show a JSON number; a string of digits is read as the same number. */
const Height = built(() => v.union([v.pipe(v.number(), v.integer()), v.pipe(Int(), v.transform(Number))]));

export const DelegationAnswerOne = built(() => wrapped(DelegationAnswer()));
export const DelegationsAnswer = built(() => wrapped(list(DelegationAnswer())));
export const ConAccountsAnswer = built(() => wrapped(list(ConAccountAnswer())));
export const UndelegationOneAnswer = built(() => wrapped(UndelegationAnswer()));
export const UndelegationsListAnswer = built(() => wrapped(list(UndelegationAnswer())));
/** The docs show one record for a delegator's undelegations; a list of records is read the same way. */
export const UndelegationsAnswer = built(() => wrapped(v.union([
  list(UndelegationAnswer()),
  v.pipe(UndelegationAnswer(), v.transform((one) => [one])),
])));
export const RedelegationsAnswer = built(() => wrapped(list(v.looseObject({
  delegator_address: Address(),
  'con-account_src_address': Address(),
  'con-account_dst_address': Address(),
  entries: list(v.looseObject({ balance: Int(), completion_time: v.string(), creation_height: Height(), initial_balance: Int(), shares_dst: Dec() })),
}))));
export const StakingPoolAnswer = built(() => wrapped(v.looseObject({ bonded_tokens: Int(), not_bonded_tokens: Int() })));
export const StakingParamsAnswer = built(() => wrapped(v.looseObject({
  bond_denom: Denom(),
  max_entries: v.number(),
  max_pow_rate: v.number(),
  'max_con-accounts': v.number(),
  pow_rate: v.number(),
  reward_uint_gt: v.number(),
  undelegating_time: Int(),
})));

// ---------- distribution ----------

export const RewardCoinsAnswer = built(() => wrapped(list(DecCoin())));
export const RewardsAnswer = built(() => wrapped(v.looseObject({
  rewards: list(v.looseObject({ 'con-account_address': Address(), reward: list(DecCoin()) })),
  total: list(DecCoin()),
})));
export const DistributionParamsAnswer = built(() => wrapped(v.looseObject({
  community_tax: Dec(),
  first_committee_reward: Dec(),
  second_committee_reward: Dec(),
  third_committee_reward: Dec(),
  withdraw_addr_enabled: v.boolean(),
})));

// ---------- blocks, foundation, status ----------

// Status and blocks: what the wallet computes with (heights, fee, time) is required; the rest is
// checked when present and defaults to empty when a node leaves it out.
const Committee = built(() => v.optional(list(v.union([v.string(), v.looseObject({ singleCommitteePower: v.string() })])), []));
const Text = built(() => v.optional(v.string(), ''));
export const BlockAnswer = built(() => v.looseObject({
  hash: Text(),
  previousBlockHash: Text(),
  seed: Text(),
  proposer: v.optional(Address(), ''),
  height: Int(),
  period: v.optional(Int(), '0'),
  txnRoot: Text(),
  txnps: v.optional(v.looseObject({ proxyTransactions: v.nullable(v.array(v.unknown())) }), { proxyTransactions: null }),
  /** Unix seconds; '' when a node leaves it out (shown as no time). */
  timestamp: v.optional(v.union([Int(), v.literal('')]), ''),
  UpgradeState: v.optional(v.looseObject({
    currentProtocol: Text(),
    nextProtocol: Text(),
    nextProtocolApprovals: Text(),
    nextProtocolVoteBefore: Text(),
    nextProtocolSwitchOn: Text(),
  }), { currentProtocol: '', nextProtocol: '', nextProtocolApprovals: '', nextProtocolVoteBefore: '', nextProtocolSwitchOn: '' }),
  UpgradeVote: v.optional(v.looseObject({ upgradePropose: Text(), upgradeApprove: v.optional(v.boolean(), false) }), { upgradePropose: '', upgradeApprove: false }),
  CertCommitteeInfo: Committee(),
  BlockCommitteeInfo: Committee(),
  autoOfflineAccounts: v.optional(list(Address()), []),
}));

const FoundationMemberAnswer = built(() => v.looseObject({
  address: Address(), funds_pool: list(DecCoin()), proportion: Dec(), released: list(DecCoin()), withdraw: list(DecCoin()),
}));
export const FoundationMembersAnswer = built(() => wrapped(list(FoundationMemberAnswer())));
export const FoundationMemberOneAnswer = built(() => wrapped(v.looseObject({ type: v.literal('Member'), value: FoundationMemberAnswer() })));

const Flag = built(() => v.optional(v.boolean(), false));
export const StatusAnswer = built(() => v.looseObject({
  node_status: v.looseObject({
    lastHeight: Int(),
    lastConsensusVersion: Text(),
    nextConsensusVersion: Text(),
    nextConsensusVersionRound: Text(),
    nextConsensusVersionSupported: Flag(),
    timeSinceLastRound: Text(),
    catchupTime: Text(),
    hasSyncedSinceStartup: Flag(),
    step: Text(),
    period: Text(),
    zeroTimeStamp: Text(),
    deadline: Text(),
    fastRecoveryDeadline: Text(),
    minimumTxFee: Int(),
  }),
  application_version: v.optional(v.looseObject({
    name: Text(),
    server_name: Text(),
    client_name: Text(),
    version: Text(),
    commit: Text(),
    build_tags: Text(),
    go: Text(),
  }), { name: '', server_name: '', client_name: '', version: '', commit: '', build_tags: '', go: '' }),
}));

// ---------- devnet /dev ----------

export const DevMineAnswer = built(() => v.looseObject({ height: Int() }));
export const DevAdvanceTimeAnswer = built(() => v.looseObject({ time: Int() }));
export const DevFundAnswer = built(() => v.looseObject({ address: Address(), coins: list(CoinAnswer()) }));
export const DevAccountsAnswer = built(() => v.looseObject({ accounts: v.array(v.looseObject({ index: v.number(), address: Address(), path: v.string() })) }));

/** `result[0].denom` for an issue's path (`answer` when it is about the whole body). */
export function issueWhere(issue: v.BaseIssue<unknown>): string {
  let where = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    where += typeof key === 'number' ? `[${key}]` : `${where ? '.' : ''}${String(key)}`;
  }
  return where || 'answer';
}
