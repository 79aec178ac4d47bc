// The schemas of the answers a wallet reads on its rarer screens (tx records and searches, tokens,
// staking, distribution, the foundation, revocable transfers) and of the devnet's /dev helpers; see ./schemas.ts.
import * as v from 'valibot';
import { built } from '../built';
import { Address, CoinAnswer, Dec, Denom, Hash, Int, RevocableEntryAnswer, StdTxAnswer, list, wrapped } from './schemas';

const EventAnswer = built(() =>
  v.looseObject({
    type: v.string(),
    attributes: list(v.looseObject({ key: v.string(), value: v.string() })),
  }),
);
const LogAnswer = built(() => v.looseObject({ events: list(EventAnswer()), log: v.string(), msg_index: v.number(), success: v.boolean() }));

export const TxRecordAnswer = built(() =>
  v.looseObject({
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
  }),
);

export const TxSearchAnswer = built(() =>
  v.array(
    v.looseObject({
      count: Int(),
      limit: Int(),
      page_number: Int(),
      page_total: Int(),
      total_count: Int(),
      txs: list(TxRecordAnswer()),
    }),
  ),
);

/** Reward and foundation amounts carry 18 fractional digits. */
const DecCoin = built(() => v.looseObject({ denom: Denom(), amount: Dec() }));

const TokenAnswer = built(() =>
  v.looseObject({
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
  }),
);

export const TokenShowAnswer = built(() => wrapped(TokenAnswer()));

export const TokenListAnswer = built(() => wrapped(v.looseObject({ tokens: list(TokenAnswer()) })));

export const RevocableListAnswer = built(() => wrapped(list(RevocableEntryAnswer())));

export const RevocableStatusAnswer = built(() => v.looseObject({ status: v.picklist([0, 1]), revoke_hash: Hash() }));

const DelegationAnswer = built(() =>
  v.looseObject({
    balance: Int(),
    'con-account_address': Address(),
    delegator_address: Address(),
    shares: Dec(),
  }),
);

const UndelegationAnswer = built(() =>
  v.looseObject({
    'con-account_address': Address(),
    delegator_address: Address(),
    entries: list(v.looseObject({ balance: Int(), completion_time: v.string(), creation_height: Int(), initial_balance: Int() })),
  }),
);

const ConAccountAnswer = built(() =>
  v.looseObject({
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
  }),
);

/** The docs show a JSON number; a string of digits is read as the same number. */
const Height = built(() => v.union([v.pipe(v.number(), v.integer()), v.pipe(Int(), v.transform(Number))]));

export const DelegationAnswerOne = built(() => wrapped(DelegationAnswer()));

export const DelegationsAnswer = built(() => wrapped(list(DelegationAnswer())));

export const ConAccountsAnswer = built(() => wrapped(list(ConAccountAnswer())));

export const UndelegationOneAnswer = built(() => wrapped(UndelegationAnswer()));

export const UndelegationsListAnswer = built(() => wrapped(list(UndelegationAnswer())));

/** The docs show one record for a delegator's undelegations; a list of records is read the same way. */
export const UndelegationsAnswer = built(() =>
  wrapped(
    v.union([
      list(UndelegationAnswer()),
      v.pipe(
        UndelegationAnswer(),
        v.transform((one) => [one]),
      ),
    ]),
  ),
);

export const RedelegationsAnswer = built(() =>
  wrapped(
    list(
      v.looseObject({
        delegator_address: Address(),
        'con-account_src_address': Address(),
        'con-account_dst_address': Address(),
        entries: list(
          v.looseObject({
            balance: Int(),
            completion_time: v.string(),
            creation_height: Height(),
            initial_balance: Int(),
            shares_dst: Dec(),
          }),
        ),
      }),
    ),
  ),
);

export const StakingPoolAnswer = built(() => wrapped(v.looseObject({ bonded_tokens: Int(), not_bonded_tokens: Int() })));

export const StakingParamsAnswer = built(() =>
  wrapped(
    v.looseObject({
      bond_denom: Denom(),
      max_entries: v.number(),
      max_pow_rate: v.number(),
      'max_con-accounts': v.number(),
      pow_rate: v.number(),
      reward_uint_gt: v.number(),
      undelegating_time: Int(),
    }),
  ),
);

export const RewardCoinsAnswer = built(() => wrapped(list(DecCoin())));

export const RewardsAnswer = built(() =>
  wrapped(
    v.looseObject({
      rewards: list(v.looseObject({ 'con-account_address': Address(), reward: list(DecCoin()) })),
      total: list(DecCoin()),
    }),
  ),
);

export const DistributionParamsAnswer = built(() =>
  wrapped(
    v.looseObject({
      community_tax: Dec(),
      first_committee_reward: Dec(),
      second_committee_reward: Dec(),
      third_committee_reward: Dec(),
      withdraw_addr_enabled: v.boolean(),
    }),
  ),
);

const FoundationMemberAnswer = built(() =>
  v.looseObject({
    address: Address(),
    funds_pool: list(DecCoin()),
    proportion: Dec(),
    released: list(DecCoin()),
    withdraw: list(DecCoin()),
  }),
);

export const FoundationMembersAnswer = built(() => wrapped(list(FoundationMemberAnswer())));

export const FoundationMemberOneAnswer = built(() =>
  wrapped(v.looseObject({ type: v.literal('Member'), value: FoundationMemberAnswer() })),
);

export const DevMineAnswer = built(() => v.looseObject({ height: Int() }));

export const DevAdvanceTimeAnswer = built(() => v.looseObject({ time: Int() }));

export const DevFundAnswer = built(() => v.looseObject({ address: Address(), coins: list(CoinAnswer()) }));

export const DevAccountsAnswer = built(() =>
  v.looseObject({ accounts: v.array(v.looseObject({ index: v.number(), address: Address(), path: v.string() })) }),
);
