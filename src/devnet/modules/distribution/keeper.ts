// Reward bookkeeping of the distribution module. Staking reaches it only through the StakingHooks
// the module provides (settleDelegation before a delegation's shares change, the withdraw address).
//
// Store keys (addresses gt1; amounts "atto" = NANOGT × 10^18, decimal strings):
//   distribution/con/<con>                 ConRewards: acc (reward per share × 10^36, cumulative),
//                                          commission, outstanding (atto)
//   distribution/delegation/<del>/<con>    DelegatorRewards: acc0 (acc at the last settlement), pending (atto)
//   distribution/withdraw_address/<del>    gt1 address rewards (and, for a vault, principal) go to
//   distribution/community_pool            atto
import { toGt1 } from '../../../core/address';
import type { Store } from '../../ledger/types';
import { DEC, big } from '../shared/math';

/** Precision of the per-share accumulator: rounding loses at most shares / 10^36 atto per block. */
export const ACC_SCALE = 10n ** 36n;

export interface ConRewards {
  acc: string;
  commission: string;
  outstanding: string;
}
interface DelegatorRewards {
  acc0: string;
  pending: string;
}

const conKey = (con: string) => `distribution/con/${con}`;
const delegationKey = (del: string, con: string) => `distribution/delegation/${del}/${con}`;
const withdrawKey = (del: string) => `distribution/withdraw_address/${del}`;
export const COMMUNITY_POOL_KEY = 'distribution/community_pool';

export function conRewards(store: Store, con: string): ConRewards {
  return store.get<ConRewards>(conKey(con)) ?? { acc: '0', commission: '0', outstanding: '0' };
}

export function setConRewards(store: Store, con: string, rewards: ConRewards): void {
  store.set(conKey(con), rewards);
}

function delegatorRewards(store: Store, del: string, con: string): DelegatorRewards | undefined {
  return store.get<DelegatorRewards>(delegationKey(del, con));
}

/** Con-accounts (gt1) where the delegator has a reward record, delegated now or not. */
export function rewardedConAccounts(store: Store, del: string): string[] {
  const prefix = `distribution/delegation/${del}/`;
  return store.entries(prefix).map(([key]) => key.slice(prefix.length));
}

/** Rewards earned but not withdrawn, in atto, for a delegation currently holding `shares`. */
export function accruedReward(store: Store, del: string, con: string, shares: bigint): bigint {
  const record = delegatorRewards(store, del, con);
  const acc = big(conRewards(store, con).acc);
  if (!record) return (shares * acc) / ACC_SCALE;
  return big(record.pending) + (shares * (acc - big(record.acc0))) / ACC_SCALE;
}

/** Moves what `shares` earned so far into pending; call before the delegation's shares change. */
export function settleDelegation(store: Store, del: string, con: string, shares: bigint): void {
  const record = delegatorRewards(store, del, con);
  const acc = conRewards(store, con).acc;
  if (!record && shares === 0n) {
    store.set(delegationKey(del, con), { acc0: acc, pending: '0' });
    return;
  }
  store.set(delegationKey(del, con), { acc0: acc, pending: accruedReward(store, del, con, shares).toString() });
}

/** Settles and removes the whole-NANOGT part of the reward; the fraction stays pending. */
export function takeReward(store: Store, del: string, con: string, shares: bigint): bigint {
  settleDelegation(store, del, con, shares);
  const record = delegatorRewards(store, del, con)!;
  const whole = big(record.pending) / DEC;
  const rest = big(record.pending) - whole * DEC;
  if (rest === 0n && shares === 0n) store.delete(delegationKey(del, con));
  else store.set(delegationKey(del, con), { ...record, pending: rest.toString() });
  payFromOutstanding(store, con, whole * DEC);
  return whole;
}

/** Removes the whole-NANOGT part of a con-account's commission. */
export function takeCommission(store: Store, con: string): bigint {
  const rewards = conRewards(store, con);
  const whole = big(rewards.commission) / DEC;
  setConRewards(store, con, { ...rewards, commission: (big(rewards.commission) - whole * DEC).toString() });
  payFromOutstanding(store, con, whole * DEC);
  return whole;
}

function payFromOutstanding(store: Store, con: string, atto: bigint): void {
  const rewards = conRewards(store, con);
  setConRewards(store, con, { ...rewards, outstanding: (big(rewards.outstanding) - atto).toString() });
}

export function getWithdrawAddress(store: Store, del: string): string | undefined {
  return store.get<string>(withdrawKey(toGt1(del)));
}

export function setWithdrawAddress(store: Store, del: string, to: string): void {
  const gt1 = toGt1(del);
  if (toGt1(to) === gt1) store.delete(withdrawKey(gt1));
  else store.set(withdrawKey(gt1), toGt1(to));
}

/** Where a delegator's rewards are paid: its withdraw address, else itself. */
export function rewardRecipient(store: Store, del: string): string {
  return getWithdrawAddress(store, del) ?? toGt1(del);
}
