// Typed ledger reads through the background (wallet_query → LedgerClient query methods).
import type {
  AccountResp, Block, ConAccount, Delegation, DelegatorRewards, DelegatorUndelegations, DistributionParams,
  FoundationMember, NodeStatus, Redelegation, RevocableStatus, RevocableTxEntry, StakingParams, StakingPool,
  Token, TxRecord, Undelegation,
} from '../../core/rest/types';
import type { Coin } from '../../core/types';
import { WalletApiError, queryLedger } from './api';
import { coinsOf } from './format';

/** What issuing a token costs on top of the fee: the ledger's charge, defined once in core. */
export { ISSUE_CHARGE as ISSUE_COST_NANOGT } from '../../core/messages/token';

/** The `result` of a wrapped answer; answers that come unwrapped are returned as they are. */
async function result<T>(name: string, ...args: unknown[]): Promise<T> {
  const answer = await queryLedger<unknown>(name, ...args);
  if (answer && typeof answer === 'object' && 'result' in answer && 'height' in answer) return (answer as { result: T }).result;
  return answer as T;
}

/** A read that failed because the thing does not exist (yet): a fresh account, an unknown tx. */
export function isNotFound(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = err instanceof WalletApiError ? err.code : '';
  return /not_?found|404|unknown_account|no_account/i.test(code) || /not found|does not exist|unknown account/i.test(err.message);
}

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

export const ledger = {
  conAccounts: async () => list<ConAccount>(await result('listConAccounts')),
  delegations: async (delegator: string) => list<Delegation>(await orNull(result('getDelegations', delegator))),
  rewards: async (delegator: string): Promise<DelegatorRewards> => {
    const answer = await orNull(result<DelegatorRewards | null>('getRewards', delegator));
    return { rewards: list(answer?.rewards), total: list(answer?.total) };
  },
  undelegations: async (delegator: string): Promise<Undelegation[]> => {
    const answer = await orNull(result<DelegatorUndelegations | Undelegation | null>('getUndelegations', delegator));
    if (Array.isArray(answer)) return answer;
    return answer && Array.isArray(answer.entries) ? [answer] : [];
  },
  redelegations: async (delegator: string) => list<Redelegation>(await orNull(result('getRedelegations', { delegator }))),
  stakingPool: () => result<StakingPool>('getStakingPool'),
  stakingParams: () => result<StakingParams>('getStakingParameters'),
  distributionParams: () => result<DistributionParams>('getDistributionParameters'),
  tokens: async () => list<Token>((await result<{ tokens?: Token[] } | null>('listTokens'))?.tokens),
  balance: async (address: string): Promise<Coin[]> => coinsOf(await orNull(queryLedger('getBalance', address))),
  /** null when the ledger has no account at this address yet. */
  account: (address: string) => orNull(result<AccountResp>('getAccount', address)),
  vaultAccount: (address: string) => orNull(result<AccountResp>('getVaultAccount', address)),
  revocableTxs: async (vault: string) => list<RevocableTxEntry>(await orNull(result('listRevocableTxs', vault))),
  revocableStatus: (hash: string) => orNull(queryLedger<RevocableStatus>('revocableStatus', hash)),
  tx: (hash: string) => orNull(queryLedger<TxRecord>('getTx', hash)),
  latestBlock: () => queryLedger<Block>('getLatestBlock'),
  block: (height: number) => queryLedger<Block>('getBlock', height),
  status: () => queryLedger<NodeStatus>('getStatus'),
  foundationMembers: async () => list<FoundationMember>(await result('listFoundationMembers')),
};
