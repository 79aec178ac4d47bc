// State and state changes of the staking module (see index.ts for the messages, routes.ts for the routes).
//
// Store keys (addresses gt1; shares are 10^18-scaled integers, tokens NANOGT, as decimal strings):
//   staking/con/<con>                      ConRecord
//   staking/delegation/<del>/<con>         { shares }
//   staking/unbonding/<del>/<con>          { entries: UnbondingEntry[] }   (principal on its way back)
//   staking/redelegation/<del>/<src>/<dst> { entries: RedelegationEntry[] }
// No slashing happens on the devnet, so one share stays worth one NANOGT; the general formulas are
// kept so queries read like the ledger's.
import { isVaultAccount, subCoins, addCoins } from '../bank/keeper';
import { LedgerError, type BlockCtx, type Store, type StoreCtx } from '../../ledger/types';
import { DEC, big } from '../shared/math';

export interface ConRecord {
  operator_address: string;
  pubkey: string;
  description: { details: string; identity: string; moniker: string; website: string };
  /** Decimal texts ('0.050000000000000000'). */
  commission: { rate: string; max_rate: string; max_change_rate: string };
  /** Unix seconds of the last commission change. */
  commission_update_time: number;
  tokens: string;
  delegator_shares: string;
  power_rate: string;
  status: string;
}

export interface UnbondingEntry {
  creation_height: number;
  /** Unix seconds. */
  completion_time: number;
  initial_balance: string;
  balance: string;
  /** Who receives the principal at completion. */
  recipient: string;
}

export interface RedelegationEntry {
  creation_height: number;
  completion_time: number;
  initial_balance: string;
  balance: string;
  shares_dst: string;
}

const conKey = (con: string) => `staking/con/${con}`;
const delegationKey = (del: string, con: string) => `staking/delegation/${del}/${con}`;
const unbondingKey = (del: string, con: string) => `staking/unbonding/${del}/${con}`;
const redelegationKey = (del: string, src: string, dst: string) => `staking/redelegation/${del}/${src}/${dst}`;

export function getCon(store: Store, con: string): ConRecord | undefined {
  return store.get<ConRecord>(conKey(con));
}

export function requireCon(store: Store, con: string): ConRecord {
  const record = getCon(store, con);
  if (!record) throw new LedgerError('con_account_not_found', `${con} is not a consensus account`);
  return record;
}

export function setCon(store: Store, record: ConRecord): void {
  store.set(conKey(record.operator_address), record);
}

export function listCons(store: Store): ConRecord[] {
  return store.entries<ConRecord>('staking/con/').map(([, record]) => record);
}

export function delegationShares(store: Store, del: string, con: string): bigint {
  return big(store.get<{ shares: string }>(delegationKey(del, con))?.shares);
}

export interface DelegationEntry {
  delegator: string;
  con: string;
  shares: bigint;
}

/** Every delegation whose key starts with `staking/delegation/<prefix>`. */
export function listDelegations(store: Store, prefix = ''): DelegationEntry[] {
  return store.entries<{ shares: string }>(`staking/delegation/${prefix}`).map(([key, value]) => {
    const [, , delegator, con] = key.split('/');
    return { delegator: delegator!, con: con!, shares: big(value.shares) };
  });
}

export function tokensForShares(con: ConRecord, shares: bigint): bigint {
  const total = big(con.delegator_shares);
  return total === 0n ? 0n : (shares * big(con.tokens)) / total;
}

function sharesForTokens(con: ConRecord, tokens: bigint): bigint {
  const total = big(con.delegator_shares);
  return total === 0n || big(con.tokens) === 0n ? tokens * DEC : (tokens * total) / big(con.tokens);
}

function setShares(store: Store, del: string, con: string, shares: bigint): void {
  if (shares === 0n) store.delete(delegationKey(del, con));
  else store.set(delegationKey(del, con), { shares: shares.toString() });
}

/** Adds bonded tokens to a delegation (the tokens have already left the delegator's balance). */
export function bond({ store, hooks }: StoreCtx, del: string, conAddress: string, tokens: bigint): bigint {
  const con = requireCon(store, conAddress);
  const before = delegationShares(store, del, conAddress);
  for (const hook of hooks.staking) hook.beforeSharesChange(store, del, conAddress, before);
  const shares = sharesForTokens(con, tokens);
  setShares(store, del, conAddress, before + shares);
  setCon(store, {
    ...con,
    tokens: (big(con.tokens) + tokens).toString(),
    delegator_shares: (big(con.delegator_shares) + shares).toString(),
  });
  return shares;
}

/** Writes a delegation whose tokens the con-account already counts (a forked node's upstream delegation). */
export function importDelegation({ store, hooks }: StoreCtx, del: string, conAddress: string, shares: bigint): void {
  requireCon(store, conAddress);
  const before = delegationShares(store, del, conAddress);
  for (const hook of hooks.staking) hook.beforeSharesChange(store, del, conAddress, before);
  setShares(store, del, conAddress, shares);
}

/** Removes shares from a delegation and answers the tokens they were worth. */
function unbondShares({ store, hooks }: StoreCtx, del: string, conAddress: string, shares: bigint): bigint {
  const con = requireCon(store, conAddress);
  const before = delegationShares(store, del, conAddress);
  if (shares <= 0n || shares > before) {
    throw new LedgerError('insufficient_delegation', `${del} has not delegated that much to ${conAddress}`);
  }
  for (const hook of hooks.staking) hook.beforeSharesChange(store, del, conAddress, before);
  const tokens = tokensForShares(con, shares);
  setShares(store, del, conAddress, before - shares);
  setCon(store, {
    ...con,
    tokens: (big(con.tokens) - tokens).toString(),
    delegator_shares: (big(con.delegator_shares) - shares).toString(),
  });
  return tokens;
}

/** Shares to remove for `tokens`: all of them when the amount is the whole delegation (no dust). */
function sharesToRemove(store: Store, del: string, conAddress: string, tokens: bigint): bigint {
  const con = requireCon(store, conAddress);
  const held = delegationShares(store, del, conAddress);
  if (tokensForShares(con, held) === tokens) return held;
  return sharesForTokens(con, tokens);
}

export function requireBondDenom(ctx: BlockCtx, denom: string): void {
  if (denom !== ctx.params.bondDenom) throw new LedgerError('invalid_denom', `only ${ctx.params.bondDenom} can be delegated, not ${denom}`);
}

export function delegate(ctx: BlockCtx, del: string, con: string, tokens: bigint): void {
  requireCon(ctx.store, con);
  subCoins(ctx.store, del, [{ denom: ctx.params.bondDenom, amount: tokens.toString() }]);
  bond(ctx, del, con, tokens);
}

function unbondingEntries(store: Store, del: string, con: string): UnbondingEntry[] {
  return store.get<{ entries: UnbondingEntry[] }>(unbondingKey(del, con))?.entries ?? [];
}

/** Writes undelegations already in progress (a forked node's upstream ones): their tokens left the con-account before. */
export function importUnbonding(store: Store, del: string, con: string, entries: UnbondingEntry[]): void {
  requireCon(store, con);
  store.set(unbondingKey(del, con), { entries: [...unbondingEntries(store, del, con), ...entries] });
}

/** Writes redelegations already in progress (a forked node's upstream ones): their tokens moved before. */
export function importRedelegation(store: Store, del: string, src: string, dst: string, entries: RedelegationEntry[]): void {
  requireCon(store, src);
  requireCon(store, dst);
  store.set(redelegationKey(del, src, dst), { entries: [...redelegationEntries(store, del, src, dst), ...entries] });
}

function redelegationEntries(store: Store, del: string, src: string, dst: string): RedelegationEntry[] {
  return store.get<{ entries: RedelegationEntry[] }>(redelegationKey(del, src, dst))?.entries ?? [];
}

function checkEntryRoom(ctx: BlockCtx, count: number, what: string): void {
  if (count >= ctx.params.maxEntries) {
    throw new LedgerError(
      'max_entries',
      `${what} already has ${ctx.params.maxEntries} entries in progress (max_entries); wait for one to complete`,
    );
  }
}

/** What an unbonding or redelegation entry starts with: `amount` completing after the undelegating time. */
function newEntry(ctx: BlockCtx, amount: bigint) {
  return {
    creation_height: ctx.height,
    completion_time: ctx.time + ctx.params.undelegatingTime,
    initial_balance: amount.toString(),
    balance: amount.toString(),
  };
}

/** Principal of a vault goes to its withdraw address when one is set (ledger-service.md §4.3). */
export function principalRecipient({ store, hooks }: StoreCtx, del: string): string {
  const withdrawAddress = () => hooks.staking.map((hook) => hook.withdrawAddress(store, del)).find((address) => address !== undefined);
  return (isVaultAccount(store, del) && withdrawAddress()) || del;
}

/** Starts unbonding `tokens` (all shares when `tokens` is undefined); answers the tokens unbonding. */
export function undelegate(ctx: BlockCtx, del: string, con: string, tokens: bigint | undefined, recipient: string): bigint {
  requireCon(ctx.store, con);
  const entries = unbondingEntries(ctx.store, del, con);
  checkEntryRoom(ctx, entries.length, `the undelegation from ${con}`);
  const shares = tokens === undefined ? delegationShares(ctx.store, del, con) : sharesToRemove(ctx.store, del, con, tokens);
  const amount = unbondShares(ctx, del, con, shares);
  const entry: UnbondingEntry = { ...newEntry(ctx, amount), recipient };
  ctx.store.set(unbondingKey(del, con), { entries: [...entries, entry] });
  return amount;
}

export function redelegate(ctx: BlockCtx, del: string, src: string, dst: string, tokens: bigint): void {
  if (src === dst) throw new LedgerError('self_redelegation', 'the source and destination consensus accounts are the same');
  requireCon(ctx.store, src);
  requireCon(ctx.store, dst);
  const entries = redelegationEntries(ctx.store, del, src, dst);
  checkEntryRoom(ctx, entries.length, `the redelegation from ${src} to ${dst}`);
  const amount = unbondShares(ctx, del, src, sharesToRemove(ctx.store, del, src, tokens));
  const sharesDst = bond(ctx, del, dst, amount);
  const entry: RedelegationEntry = { ...newEntry(ctx, amount), shares_dst: sharesDst.toString() };
  ctx.store.set(redelegationKey(del, src, dst), { entries: [...entries, entry] });
}

export interface UnbondingRecord {
  delegator: string;
  con: string;
  entries: UnbondingEntry[];
}
export interface RedelegationRecord {
  delegator: string;
  src: string;
  dst: string;
  entries: RedelegationEntry[];
}

export function listUnbondings(store: Store, prefix = ''): UnbondingRecord[] {
  return store.entries<{ entries: UnbondingEntry[] }>(`staking/unbonding/${prefix}`).map(([key, value]) => {
    const [, , delegator, con] = key.split('/');
    return { delegator: delegator!, con: con!, entries: value.entries };
  });
}

export function listRedelegations(store: Store, prefix = ''): RedelegationRecord[] {
  return store.entries<{ entries: RedelegationEntry[] }>(`staking/redelegation/${prefix}`).map(([key, value]) => {
    const [, , delegator, src, dst] = key.split('/');
    return { delegator: delegator!, src: src!, dst: dst!, entries: value.entries };
  });
}

/** Pays out matured undelegations and forgets matured redelegation entries. */
export function completeMatured(ctx: BlockCtx): void {
  for (const record of listUnbondings(ctx.store)) {
    const due = record.entries.filter((entry) => entry.completion_time <= ctx.time);
    if (due.length === 0) continue;
    for (const entry of due) {
      addCoins(ctx.store, entry.recipient, [{ denom: ctx.params.bondDenom, amount: entry.balance }]);
      ctx.emit({
        type: 'complete_unbonding',
        attributes: [
          { key: 'delegator', value: record.delegator },
          { key: 'con-account', value: record.con },
          { key: 'amount', value: `${entry.balance}${ctx.params.bondDenom}` },
        ],
      });
    }
    const left = record.entries.filter((entry) => entry.completion_time > ctx.time);
    const key = unbondingKey(record.delegator, record.con);
    if (left.length === 0) ctx.store.delete(key);
    else ctx.store.set(key, { entries: left });
  }
  for (const record of listRedelegations(ctx.store)) {
    const left = record.entries.filter((entry) => entry.completion_time > ctx.time);
    if (left.length === record.entries.length) continue;
    const key = redelegationKey(record.delegator, record.src, record.dst);
    if (left.length === 0) ctx.store.delete(key);
    else ctx.store.set(key, { entries: left });
  }
}
