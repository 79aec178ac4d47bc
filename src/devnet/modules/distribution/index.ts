// Distribution module: block rewards, withdrawal of rewards, the withdraw address, and the
// distribution queries (routes.ts). Store keys: see keeper.ts.
//
// Every block mints params.blockReward NANOGT of rewards. params.communityTax of it goes to the
// community pool; the rest is split across con-accounts by bonded tokens (their power), the
// con-account keeps its commission rate of its part, and its delegators share the remainder by
// shares. Amounts are kept with 18 decimals; a withdrawal pays the whole NANOGT and keeps the
// fraction pending. A con-account withdrawing from itself also takes its whole commission. The
// committee reward parameters are reported but not applied (the devnet has no committee draw).
import { NANOGT } from '../../../core/amount';
import type { MsgOf } from '../../../core/messages/index';
import { LedgerError, type BlockCtx, type LedgerModule, type TxCtx } from '../../ledger/types';
import { addCoins } from '../bank/keeper';
import { DEC, big, scaledRate } from '../shared/math';
import { delegationShares, listCons, requireCon } from '../staking/keeper';
import {
  ACC_SCALE,
  COMMUNITY_POOL_KEY,
  conRewards,
  getWithdrawAddress,
  rewardRecipient,
  rewardedConAccounts,
  setConRewards,
  setWithdrawAddress,
  settleDelegation,
  takeCommission,
  takeReward,
} from './keeper';
import { registerDistributionRoutes } from './routes';
import { deliverBy, msgTypesOf } from '../shared/msgs';

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
function withdrawReward(ctx: TxCtx, del: string, con: string): bigint {
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

function deliverWithdraw(ctx: TxCtx, msg: MsgOf<'MsgWithdrawDelegationReward'>): void {
  const del = msg.value.delegator_address;
  const con = msg.value['con-account_address'];
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

function deliverModifyWithdrawAddress(ctx: TxCtx, msg: MsgOf<'MsgModifyWithdrawAddress'>): void {
  if (!ctx.params.withdrawAddrEnabled)
    throw new LedgerError('withdraw_address_disabled', 'changing the withdraw address is disabled on this ledger');
  const del = msg.value.delegator_address;
  const to = msg.value.withdraw_address;
  setWithdrawAddress(ctx.store, del, to);
  ctx.emit({ type: 'set_withdraw_address', attributes: [{ key: 'withdraw_address', value: to }] });
}

export const distributionModule: LedgerModule = {
  name: 'distribution',
  msgTypes: msgTypesOf('distribution'),
  deliver: deliverBy({ MsgWithdrawDelegationReward: deliverWithdraw, MsgModifyWithdrawAddress: deliverModifyWithdrawAddress }),
  endBlock: allocateBlockReward,
  stakingHooks: { beforeSharesChange: settleDelegation, withdrawAddress: getWithdrawAddress },
  routes: registerDistributionRoutes,
};
