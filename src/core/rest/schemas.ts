// Runtime checks of every node answer (one schema per endpoint answer): here those of the reads and
// sends every wallet makes; ./schemas-more.ts has the rest (a part of its own in the worker). The TS shapes live in
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
const ANSWER_DENOM = /^[A-Za-z][A-Za-z0-9/-]{1,63}$/;

export const Int = built(() => v.pipe(v.string(), v.regex(/^[0-9]{1,80}$/, 'is not an integer string')));
export const Dec = built(() => v.pipe(v.string(), v.regex(/^[0-9]{1,80}(?:\.[0-9]{1,40})?$/, 'is not a decimal string')));
export const Denom = built(() => v.pipe(v.string(), v.regex(ANSWER_DENOM, 'is not a valid denom')));
/** Bech32 addresses (lowercase letters and digits); empty where the node leaves one out. */
export const Address = built(() => v.pipe(v.string(), v.regex(/^[a-z0-9]{0,200}$/, 'is not an address')));
export const Hash = built(() => v.pipe(v.string(), v.regex(/^(?:[A-Z][A-Z_]{0,39}-)?[0-9A-Fa-f]{0,128}$/, 'is not a tx hash')));

/** Go answers `null` for an empty list; read as []. */
export function list<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.nullable(v.array(item)),
    v.transform((value) => value ?? []),
  );
}

/** Whole-token amounts (balances, transfers, fees). */
export const CoinAnswer = built(() => v.looseObject({ denom: Denom(), amount: Int() }));

export function wrapped<T extends v.GenericSchema>(result: T) {
  return v.looseObject({ height: Int(), result });
}

// ---------- transactions ----------

const MsgAnswer = built(() => v.looseObject({ type: v.string(), value: v.looseObject({}) }));
const SignatureAnswer = built(() =>
  v.looseObject({
    pub_key: v.looseObject({ type: v.string(), value: v.union([v.string(), v.looseObject({})]) }),
    signature: v.string(),
  }),
);
/** A StdTx the node built or included; signatures are null before signing. */
export const StdTxAnswer = built(() =>
  v.pipe(
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
  ),
);

export const BroadcastAnswer = built(() =>
  v.looseObject({
    height: Int(),
    txhash: Hash(),
    data: v.optional(v.string(), ''),
    raw_log: v.string(),
    tx: StdTxAnswer(),
  }),
);

// ---------- tokens ----------

// ---------- accounts ----------

export const RevocableEntryAnswer = built(() =>
  v.looseObject({ height: Int(), msg_index: Int(), tokens: list(CoinAnswer()), tx_hash: Hash() }),
);

export const AccountAnswer = built(() =>
  wrapped(
    v.looseObject({
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
            clearing_height: v.optional(
              v.looseObject({
                last_clearing_effect_height: Int(),
                last_clearing_height: Int(),
                next_clearing_effect_height: Int(),
                next_clearing_height: Int(),
              }),
            ),
            delay_height: v.optional(Int()),
            received_revocable_tokens: v.nullable(v.array(RevocableEntryAnswer())),
            security_address: Address(),
            sent_revocable_tokens: v.nullable(v.array(RevocableEntryAnswer())),
            vault_address: v.nullable(v.array(Address())),
          }),
        }),
        account_type: v.picklist([0, 1, 2, 3]),
      }),
    }),
  ),
);
export const BalanceAnswer = built(() => wrapped(list(CoinAnswer())));

// ---------- staking ----------

// ---------- distribution ----------

// ---------- blocks, foundation, status ----------

// Status and blocks: what the wallet computes with (heights, fee, time) is required; the rest is
// checked when present and defaults to empty when a node leaves it out.
const Committee = built(() => v.optional(list(v.union([v.string(), v.looseObject({ singleCommitteePower: v.string() })])), []));
const Text = built(() => v.optional(v.string(), ''));
export const BlockAnswer = built(() =>
  v.looseObject({
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
    UpgradeState: v.optional(
      v.looseObject({
        currentProtocol: Text(),
        nextProtocol: Text(),
        nextProtocolApprovals: Text(),
        nextProtocolVoteBefore: Text(),
        nextProtocolSwitchOn: Text(),
      }),
      { currentProtocol: '', nextProtocol: '', nextProtocolApprovals: '', nextProtocolVoteBefore: '', nextProtocolSwitchOn: '' },
    ),
    UpgradeVote: v.optional(v.looseObject({ upgradePropose: Text(), upgradeApprove: v.optional(v.boolean(), false) }), {
      upgradePropose: '',
      upgradeApprove: false,
    }),
    CertCommitteeInfo: Committee(),
    BlockCommitteeInfo: Committee(),
    autoOfflineAccounts: v.optional(list(Address()), []),
  }),
);

const Flag = built(() => v.optional(v.boolean(), false));
export const StatusAnswer = built(() =>
  v.looseObject({
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
    application_version: v.optional(
      v.looseObject({
        name: Text(),
        server_name: Text(),
        client_name: Text(),
        version: Text(),
        commit: Text(),
        build_tags: Text(),
        go: Text(),
      }),
      { name: '', server_name: '', client_name: '', version: '', commit: '', build_tags: '', go: '' },
    ),
  }),
);

// ---------- devnet /dev ----------

/** `result[0].denom` for an issue's path (`answer` when it is about the whole body). */
export function issueWhere(issue: v.BaseIssue<unknown>): string {
  let where = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    where += typeof key === 'number' ? `[${key}]` : `${where ? '.' : ''}${String(key)}`;
  }
  return where || 'answer';
}
