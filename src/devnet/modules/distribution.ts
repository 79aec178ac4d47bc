// Distribution module: block rewards, withdrawal of rewards, the withdraw address, and the
// distribution queries. Store keys: see distribution-state.ts.
//
// Every block mints params.blockReward NANOGT of rewards. params.communityTax of it goes to the
// community pool; the rest is split across con-accounts by bonded tokens (their power), the
// con-account keeps its commission rate of its part, and its delegators share the remainder by
// shares. Amounts are kept with 18 decimals; a withdrawal pays the whole NANOGT and keeps the
// fraction pending. A con-account withdrawing from itself also takes its whole commission. The
// committee reward parameters are reported but not applied (the devnet has no committee draw).
import type { Hono } from 'hono';
import { NANOGT } from '../../core/amount.js';
import type { Coin, Msg } from '../../core/types.js';
import type { DelegatorRewards as DelegatorRewardsResult, DistributionParams } from '../../core/rest/types.js';
import { refused } from '../http/errors.js';
import { wrapped } from '../http/request.js';
import { LedgerError, type BlockCtx, type BuildHelpers, type LedgerModule, type QueryCtx, type Store, type TxCtx } from '../ledger/types.js';
import { addCoins } from './bank/keeper.js';
import {
  ACC_SCALE, COMMUNITY_POOL_KEY, accruedReward, conRewards, rewardRecipient, rewardedConAccounts, setConRewards,
  setWithdrawAddress, takeCommission, takeReward,
} from './distribution-state.js';
import { pathAddress, readWrappedBody } from './module-routes.js';
import { DEC, big, dec18Text, scaledRate } from './staking-math.js';
import { knownConAccount } from './staking-routes.js';
import { delegationShares, listCons, requireCon } from './staking-state.js';

function allocateBlockReward(ctx: BlockCtx): void {
  const reward = big(ctx.params.blockReward) * DEC;
  const cons = listCons(ctx.store).filter((con) => big(con.tokens) > 0n && big(con.delegator_shares) > 0n);
  const bonded = cons.reduce((sum, con) => sum + big(con.tokens), 0n);
  if (reward === 0n || bonded === 0n) return;
  const forCons = reward - (reward * scaledRate(ctx.params.communityTax)) / DEC;
  let allocated = 0n;
  for (const con of cons) {
    const conReward = (forCons * big(con.tokens)) / bonded;
    const commission = (conReward * scaledRate(con.commission.rate)) / DEC;
    const rewards = conRewards(ctx.store, con.operator_address);
    setConRewards(ctx.store, con.operator_address, {
      acc: (big(rewards.acc) + ((conReward - commission) * ACC_SCALE) / big(con.delegator_shares)).toString(),
      commission: (big(rewards.commission) + commission).toString(),
      outstanding: (big(rewards.outstanding) + conReward).toString(),
    });
    allocated += conReward;
  }
  const pool = big(ctx.store.get<string>(COMMUNITY_POOL_KEY)) + reward - allocated;
  ctx.store.set(COMMUNITY_POOL_KEY, pool.toString());
}

/** Pays the delegator's whole-NANOGT rewards from one con-account; answers the amount paid. */
export function withdrawReward(ctx: TxCtx, del: string, con: string): bigint {
  requireCon(ctx.store, con);
  const shares = delegationShares(ctx.store, del, con);
  if (shares === 0n && !rewardedConAccounts(ctx.store, del).includes(con)) {
    throw new LedgerError('no_delegation', `${del} has no delegation or rewards with ${con}`);
  }
  let paid = takeReward(ctx.store, del, con, shares);
  if (del === con) paid += takeCommission(ctx.store, con);
  if (paid > 0n) addCoins(ctx.store, rewardRecipient(ctx.store, del), [{ denom: NANOGT, amount: paid.toString() }]);
  return paid;
}

function deliverWithdraw(ctx: TxCtx, msg: Msg): void {
  const del = String(msg.value.delegator_address);
  const con = String(msg.value['con-account_address']);
  const paid = withdrawReward(ctx, del, con);
  ctx.emit({
    type: 'withdraw_rewards',
    attributes: [
      { key: 'con-account', value: con },
      { key: 'amount', value: `${paid}${NANOGT}` },
      { key: 'recipient', value: rewardRecipient(ctx.store, del) },
    ],
  });
}

function deliverModifyWithdrawAddress(ctx: TxCtx, msg: Msg): void {
  if (!ctx.params.withdrawAddrEnabled) throw new LedgerError('withdraw_address_disabled', 'changing the withdraw address is disabled on this ledger');
  const del = String(msg.value.delegator_address);
  const to = String(msg.value.withdraw_address);
  setWithdrawAddress(ctx.store, del, to);
  ctx.emit({ type: 'set_withdraw_address', attributes: [{ key: 'withdraw_address', value: to }] });
}

// ---------- queries ----------

const rewardCoins = (atto: bigint): Coin[] => (atto === 0n ? [] : [{ denom: NANOGT, amount: dec18Text(atto) }]);

/** Con-accounts a delegator has delegations or unpaid rewards with, in address order. */
function rewardSources(store: Store, del: string): string[] {
  const fromDelegations = listCons(store)
    .map((con) => con.operator_address)
    .filter((con) => delegationShares(store, del, con) > 0n);
  return [...new Set([...fromDelegations, ...rewardedConAccounts(store, del)])].sort();
}

function pendingAtto(store: Store, del: string, con: string): bigint {
  return accruedReward(store, del, con, delegationShares(store, del, con));
}

function registerDistributionRoutes(app: Hono, q: QueryCtx, build: BuildHelpers): void {
  const base = '/v1/distribution/delegator/:delegator';
  app.get(`${base}/:con/rewards`, (c) => {
    const del = pathAddress(c, 'delegator');
    const con = knownConAccount(q.store, c.req.param('con'), 'con-account');
    return c.json(wrapped(q, rewardCoins(pendingAtto(q.store, del, con))));
  });
  app.get(`${base}/rewards`, (c) => {
    const del = pathAddress(c, 'delegator');
    const rewards = rewardSources(q.store, del).map((con) => ({ con, atto: pendingAtto(q.store, del, con) }));
    const result: DelegatorRewardsResult = {
      rewards: rewards.map(({ con, atto }) => ({ 'con-account_address': con, reward: rewardCoins(atto) })),
      total: rewardCoins(rewards.reduce((sum, r) => sum + r.atto, 0n)),
    };
    return c.json(wrapped(q, result));
  });
  app.get('/v1/distribution/con-account/:con/outstanding_rewards', (c) => {
    const con = knownConAccount(q.store, c.req.param('con'), 'con-account');
    return c.json(wrapped(q, rewardCoins(big(conRewards(q.store, con).outstanding))));
  });
  app.get('/v1/distribution/con-account/:con/rewards', (c) => {
    const con = knownConAccount(q.store, c.req.param('con'), 'con-account');
    const earned = big(conRewards(q.store, con).commission) + pendingAtto(q.store, con, con);
    return c.json(wrapped(q, rewardCoins(earned)));
  });
  app.get('/v1/distribution/parameters', (c) => {
    const params: DistributionParams = {
      community_tax: dec18Text(scaledRate(q.params.communityTax)),
      first_committee_reward: dec18Text(scaledRate(q.params.firstCommitteeReward)),
      second_committee_reward: dec18Text(scaledRate(q.params.secondCommitteeReward)),
      third_committee_reward: dec18Text(scaledRate(q.params.thirdCommitteeReward)),
      withdraw_addr_enabled: q.params.withdrawAddrEnabled,
    };
    return c.json(wrapped(q, params));
  });

  app.post(`${base}/withdraw_address`, async (c) => {
    const { body, baseReq } = await readWrappedBody(c);
    const value = { delegator_address: pathAddress(c, 'delegator'), withdraw_address: body.withdraw_address };
    return build.respondUnsignedTx(c, baseReq, [{ type: 'MsgModifyWithdrawAddress', value }]);
  });
  app.post(`${base}/:con/rewards`, async (c) => {
    const { baseReq } = await readWrappedBody(c);
    const value = { delegator_address: pathAddress(c, 'delegator'), 'con-account_address': knownConAccount(q.store, c.req.param('con'), 'con-account') };
    return build.respondUnsignedTx(c, baseReq, [{ type: 'MsgWithdrawDelegationReward', value }]);
  });
  app.post(`${base}/rewards`, async (c) => {
    const { baseReq } = await readWrappedBody(c);
    const del = pathAddress(c, 'delegator');
    const cons = rewardSources(q.store, del);
    if (cons.length === 0) throw refused('no_delegation', `${del} has no delegations or rewards to withdraw`);
    const msgs = cons.map((con) => ({ type: 'MsgWithdrawDelegationReward', value: { delegator_address: del, 'con-account_address': con } }));
    return build.respondUnsignedTx(c, baseReq, msgs);
  });
}

export const distributionModule: LedgerModule = {
  name: 'distribution',
  msgTypes: ['MsgWithdrawDelegationReward', 'MsgModifyWithdrawAddress'],
  deliver(ctx, msg) {
    if (msg.type === 'MsgWithdrawDelegationReward') deliverWithdraw(ctx, msg);
    else if (msg.type === 'MsgModifyWithdrawAddress') deliverModifyWithdrawAddress(ctx, msg);
  },
  endBlock: allocateBlockReward,
  routes: registerDistributionRoutes,
};
