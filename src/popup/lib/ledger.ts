// Typed ledger reads through the background (wallet_query → LedgerClient query methods).
import type {
  ConAccount,
  Delegation,
  DelegatorRewards,
  DelegatorUndelegations,
  FoundationMember,
  Redelegation,
  RevocableTxEntry,
  Token,
  Undelegation,
} from '../../core/rest/types';
import type { Coin } from '../../core/types';
import type { LedgerClient, QueryMethod } from '../../core/rest/client';
import type { LedgerQueryResult } from '../../shared/wallet-api';
import { WalletApiError, queryLedger } from './api';
import { coinsOf } from './format';

/** A wrapped answer's `result`; an unwrapped answer as it is. */
type Unwrapped<T> = T extends { height: string; result: infer R } ? R : T;

/** The `result` of a wrapped answer; answers that come unwrapped are returned as they are. */
async function result<K extends QueryMethod>(name: K, ...args: Parameters<LedgerClient[K]>): Promise<Unwrapped<LedgerQueryResult<K>>> {
  const answer: unknown = await queryLedger(name, ...args);
  if (answer && typeof answer === 'object' && 'result' in answer && 'height' in answer)
    return (answer as { result: Unwrapped<LedgerQueryResult<K>> }).result;
  return answer as Unwrapped<LedgerQueryResult<K>>;
}

/** A read that failed because the thing does not exist (yet): a fresh account, an unknown tx. */
function isNotFound(err: unknown): boolean {
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
    const answer = await orNull(result('getRewards', delegator));
    return { rewards: list(answer?.rewards), total: list(answer?.total) };
  },
  undelegations: async (delegator: string): Promise<Undelegation[]> => {
    // Some nodes answer one delegator's entries as a single object rather than a list.
    const answer = (await orNull(result('getUndelegations', delegator))) as DelegatorUndelegations | Undelegation | null;
    if (Array.isArray(answer)) return answer;
    return answer && Array.isArray(answer.entries) ? [answer] : [];
  },
  redelegations: async (delegator: string) => list<Redelegation>(await orNull(result('getRedelegations', { delegator }))),
  stakingPool: () => result('getStakingPool'),
  stakingParams: () => result('getStakingParameters'),
  distributionParams: () => result('getDistributionParameters'),
  tokens: async () => list<Token>((await result('listTokens'))?.tokens),
  balance: async (address: string): Promise<Coin[]> => coinsOf(await orNull(queryLedger('getBalance', address))),
  /** null when the ledger has no account at this address yet. */
  account: (address: string) => orNull(result('getAccount', address)),
  vaultAccount: (address: string) => orNull(result('getVaultAccount', address)),
  revocableTxs: async (vault: string) => list<RevocableTxEntry>(await orNull(result('listRevocableTxs', vault))),
  revocableStatus: (hash: string) => orNull(queryLedger('revocableStatus', hash)),
  tx: (hash: string) => orNull(queryLedger('getTx', hash)),
  latestBlock: () => queryLedger('getLatestBlock'),
  block: (height: number) => queryLedger('getBlock', height),
  status: () => queryLedger('getStatus'),
  foundationMembers: async () => list<FoundationMember>(await result('listFoundationMembers')),
};
