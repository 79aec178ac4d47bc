// Distribution routes: reward queries, parameters, and the withdraw-address and withdraw-rewards build endpoints.
import type { Hono } from 'hono';
import { NANOGT } from '../../../core/amount';
import type { Coin } from '../../../core/types';
import type { DelegatorRewards as DelegatorRewardsResult, DistributionParams } from '../../../core/rest/types';
import { refused } from '../../http/errors';
import { wrapped } from '../../http/request';
import type { BuildHelpers, QueryCtx, Store } from '../../ledger/types';
import { big, dec18Text, scaledRate } from '../shared/math';
import { pathAddress, readWrappedBody } from '../shared/routes';
import { knownConAccount } from '../staking/routes';
import { delegationShares, listCons } from '../staking/keeper';
import { accruedReward, conRewards, rewardedConAccounts } from './keeper';
import { msgOf } from '../shared/msgs';

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

const withdrawMsg = (del: string, con: string) =>
  msgOf('MsgWithdrawDelegationReward', { delegator_address: del, 'con-account_address': con });

export function registerDistributionRoutes(app: Hono, q: QueryCtx, build: BuildHelpers): void {
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
    return build.respondUnsignedTx(c, baseReq, [
      msgOf('MsgModifyWithdrawAddress', { ...body, delegator_address: pathAddress(c, 'delegator') }),
    ]);
  });
  app.post(`${base}/:con/rewards`, async (c) => {
    const { baseReq } = await readWrappedBody(c);
    const del = pathAddress(c, 'delegator');
    const con = knownConAccount(q.store, c.req.param('con'), 'con-account');
    return build.respondUnsignedTx(c, baseReq, [withdrawMsg(del, con)]);
  });
  app.post(`${base}/rewards`, async (c) => {
    const { baseReq } = await readWrappedBody(c);
    const del = pathAddress(c, 'delegator');
    const cons = rewardSources(q.store, del);
    if (cons.length === 0) throw refused('no_delegation', `${del} has no delegations or rewards to withdraw`);
    return build.respondUnsignedTx(
      c,
      baseReq,
      cons.map((con) => withdrawMsg(del, con)),
    );
  });
}
