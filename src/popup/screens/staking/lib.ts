// Staking logic the screens share: search, sort, entry limits and amount checks. Pure.
import { NANOGT } from '../../../core/amount';
import type { ConAccount, Delegation, DelegatorRewards, Redelegation, Undelegation } from '../../../core/rest/types';
import { timestampMs } from '../../lib/time';
import { decAmountIn, gtText, toBigInt, toDec18 } from '../../lib/format';
import { t } from '../../i18n';

export type ConSort = 'power' | 'delegated' | 'commission' | 'loyalty' | 'name';
/** The sort choices; each one's label is `staking.sort.<id>`. */
export const CON_SORTS: readonly ConSort[] = ['power', 'delegated', 'commission', 'loyalty', 'name'];

export type StakeMode = 'delegate' | 'redelegate' | 'undelegate';

export function monikerOf(conAccounts: readonly ConAccount[], address: string): string {
  return conAccounts.find((c) => c.operator_address === address)?.description?.moniker || '';
}

export function filterConAccounts(list: readonly ConAccount[], query: string): ConAccount[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...list];
  return list.filter((c) =>
    [c.description?.moniker, c.operator_address, c.description?.website, c.description?.identity].some(
      (field) => typeof field === 'string' && field.toLowerCase().includes(needle),
    ),
  );
}

function compareBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Power, delegation and loyalty sort high first; commission low first; names A-Z. Ties by address. */
export function sortConAccounts(list: readonly ConAccount[], key: ConSort): ConAccount[] {
  const value = (c: ConAccount): bigint => {
    switch (key) {
      case 'power':
        return toDec18(c.power);
      case 'delegated':
        return toDec18(c.tokens);
      case 'commission':
        return -toDec18(c.commission?.commission_rates?.rate);
      case 'loyalty':
        return toDec18(c.power_rate);
      case 'name':
        return 0n;
    }
  };
  return [...list].sort((a, b) => {
    if (key === 'name') {
      const byName = (a.description?.moniker ?? '').localeCompare(b.description?.moniker ?? '', undefined, { sensitivity: 'base' });
      if (byName !== 0) return byName;
    } else {
      const byValue = compareBig(value(b), value(a));
      if (byValue !== 0) return byValue;
    }
    return a.operator_address < b.operator_address ? -1 : a.operator_address > b.operator_address ? 1 : 0;
  });
}

/** A delegation's balance as NANOGT: a string, or a Coin as newer ledgers write it. */
export function delegationBalance(delegation: Delegation): bigint {
  const balance = delegation.balance as unknown;
  if (balance && typeof balance === 'object' && 'amount' in balance) return toBigInt(balance.amount);
  return toBigInt(balance);
}

export function totalDelegated(delegations: readonly Delegation[]): bigint {
  return delegations.reduce((sum, d) => sum + delegationBalance(d), 0n);
}

/** Pending reward of one con-account (NANOGT scaled by 10^18). */
export function rewardOf(rewards: DelegatorRewards, conAddress: string): bigint {
  const entry = rewards.rewards.find((r) => r['con-account_address'] === conAddress);
  return entry ? decAmountIn(Array.isArray(entry.reward) ? entry.reward : [], NANOGT) : 0n;
}

export function totalReward(rewards: DelegatorRewards): bigint {
  const total = decAmountIn(rewards.total, NANOGT);
  if (total > 0n || rewards.rewards.length === 0) return total;
  return rewards.rewards.reduce((sum, r) => sum + decAmountIn(Array.isArray(r.reward) ? r.reward : [], NANOGT), 0n);
}

export interface PendingEntries {
  count: number;
  earliestMs: number | null;
}

/** Undelegation entries for one con-account, or redelegation entries for one src → dst pair. */
export function pendingEntries(
  mode: StakeMode,
  undelegations: readonly Undelegation[],
  redelegations: readonly Redelegation[],
  con: string,
  dst = '',
): PendingEntries {
  const times: Array<string | undefined> = [];
  if (mode === 'undelegate') {
    for (const u of undelegations) if (u['con-account_address'] === con) for (const e of u.entries ?? []) times.push(e.completion_time);
  } else if (mode === 'redelegate') {
    for (const r of redelegations) {
      if (r['con-account_src_address'] === con && r['con-account_dst_address'] === dst)
        for (const e of r.entries ?? []) times.push(e.completion_time);
    }
  }
  const stamps = times.map(timestampMs).filter((t): t is number => t !== null);
  return { count: times.length, earliestMs: stamps.length > 0 ? Math.min(...stamps) : null };
}

export interface StakeLimits {
  gtBalance: bigint;
  fee: bigint;
  delegated: bigint;
  maxEntries: number;
  entries: number;
}

/** Why this amount cannot be staked/moved/unstaked, or null when it can. */
export function stakeProblem(mode: StakeMode, amount: bigint, limits: StakeLimits): string | null {
  if (mode === 'delegate') {
    if (amount + limits.fee > limits.gtBalance) return t('staking.problem.balance', { balance: gtText(limits.gtBalance) });
    return null;
  }
  if (amount > limits.delegated) return t('staking.problem.delegated', { amount: gtText(limits.delegated) });
  if (limits.fee > limits.gtBalance) return t('staking.problem.fee');
  if (limits.entries >= limits.maxEntries) {
    return t(mode === 'undelegate' ? 'staking.problem.entries.undelegate' : 'staking.problem.entries.redelegate', {
      count: limits.entries,
      max: limits.maxEntries,
    });
  }
  return null;
}

/** What the person may enter at most: for delegate the balance minus the fee, else the delegated amount. */
export function maxStakeAmount(mode: StakeMode, limits: Pick<StakeLimits, 'gtBalance' | 'fee' | 'delegated'>): bigint {
  if (mode === 'delegate') return limits.gtBalance > limits.fee ? limits.gtBalance - limits.fee : 0n;
  return limits.delegated;
}

export interface UnbondingItem {
  kind: 'undelegation' | 'redelegation';
  con: string;
  dst: string;
  balance: bigint;
  completionMs: number | null;
  creationHeight: string;
}

/** Every pending entry, soonest first. */
export function unbondingItems(undelegations: readonly Undelegation[], redelegations: readonly Redelegation[]): UnbondingItem[] {
  const items: UnbondingItem[] = [];
  for (const u of undelegations) {
    for (const e of u.entries ?? []) {
      items.push({
        kind: 'undelegation',
        con: u['con-account_address'],
        dst: '',
        balance: toBigInt(e.balance),
        completionMs: timestampMs(e.completion_time),
        creationHeight: String(e.creation_height ?? ''),
      });
    }
  }
  for (const r of redelegations) {
    for (const e of r.entries ?? []) {
      items.push({
        kind: 'redelegation',
        con: r['con-account_src_address'],
        dst: r['con-account_dst_address'],
        balance: toBigInt(e.balance),
        completionMs: timestampMs(e.completion_time),
        creationHeight: String(e.creation_height ?? ''),
      });
    }
  }
  return items.sort((a, b) => (a.completionMs ?? Infinity) - (b.completionMs ?? Infinity));
}
