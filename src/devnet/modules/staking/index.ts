// Staking module: delegate, redelegate, undelegate (completing after params.undelegatingTime of
// dev-clock time), undelegation of vaults by their retrieval account, and the staking queries.
// Store keys: see keeper.ts; routes in routes.ts.
//
// Rules the devnet applies: only bondDenom is delegated; at most params.maxEntries entries in
// progress per undelegation (delegator, con-account) and per redelegation (delegator, src, dst);
// a genesis con-account's self-delegation is taken from its genesis balance when that holds
// enough, else it is bonded as new tokens. A vault's undelegated principal goes to its withdraw
// address when it has one; stakes undelegated by the retrieval account return to the vault itself
// (the withdraw address is the vault key's choice, which the retrieval account must not trust).
import type { Msg, Coin } from '../../../core/types';
import type { MsgOf } from '../../../core/messages/index';
import { toGt1 } from '../../../core/address';
import { LedgerError, type LedgerModule, type TxCtx } from '../../ledger/types';
import { amountOf, subCoins } from '../bank/keeper';
import { registerStakingRoutes } from './routes';
import { isoTime } from '../shared/math';
import {
  bond,
  completeMatured,
  delegate,
  listDelegations,
  principalRecipient,
  redelegate,
  requireBondDenom,
  setCon,
  undelegate,
} from './keeper';
import { requireVault } from '../vault/keeper';
import { deliverBy, msgTypesOf } from '../shared/msgs';

const amountOfMsg = (ctx: TxCtx, msg: Msg): bigint => {
  const coin = msg.value.amount as Coin;
  requireBondDenom(ctx, coin.denom);
  return BigInt(coin.amount);
};

function stakingEvent(ctx: TxCtx, type: string, attributes: Record<string, string>): void {
  ctx.emit({ type, attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })) });
}

function deliverDelegate(ctx: TxCtx, msg: MsgOf<'MsgDelegate'>): void {
  const tokens = amountOfMsg(ctx, msg);
  delegate(ctx, msg.value.delegator_address, msg.value['con-account_address'], tokens);
  // The real node's delegate event carries the bare integer amount ("1000000").
  stakingEvent(ctx, 'delegate', { 'con-account': msg.value['con-account_address'], amount: tokens.toString() });
}

function deliverRedelegate(ctx: TxCtx, msg: MsgOf<'MsgBeginRedelegate'>): void {
  const tokens = amountOfMsg(ctx, msg);
  const src = msg.value['con-account_src_address'];
  const dst = msg.value['con-account_dst_address'];
  redelegate(ctx, msg.value.delegator_address, src, dst, tokens);
  stakingEvent(ctx, 'redelegate', {
    'source_con-account': src,
    'destination_con-account': dst,
    amount: `${tokens}${ctx.params.bondDenom}`,
  });
}

function deliverUndelegate(ctx: TxCtx, msg: MsgOf<'MsgUndelegate'>): void {
  const tokens = amountOfMsg(ctx, msg);
  const del = msg.value.delegator_address;
  const con = msg.value['con-account_address'];
  undelegate(ctx, del, con, tokens, principalRecipient(ctx, del));
  stakingEvent(ctx, 'unbond', {
    'con-account': con,
    amount: `${tokens}${ctx.params.bondDenom}`,
    completion_time: isoTime(ctx.time + ctx.params.undelegatingTime),
  });
}

function deliverUndelegateByRetrieval(ctx: TxCtx, msg: MsgOf<'MsgUndelegateByRetrievalAccount'>): void {
  const security = msg.value.security_address;
  const vaults = msg.value.delegator_address;
  let undelegated = 0;
  for (const vault of vaults) {
    if (requireVault(ctx.store, vault).security_address !== security) {
      throw new LedgerError('not_retrieval_account', `${security} is not the retrieval account of vault ${vault}`);
    }
    for (const { con } of listDelegations(ctx.store, `${vault}/`)) {
      const tokens = undelegate(ctx, vault, con, undefined, vault);
      undelegated++;
      stakingEvent(ctx, 'unbond', { delegator: vault, 'con-account': con, amount: `${tokens}${ctx.params.bondDenom}` });
    }
  }
  if (undelegated === 0) throw new LedgerError('no_delegation', 'none of these vaults has a delegation to undelegate');
}

export const stakingModule: LedgerModule = {
  name: 'staking',
  msgTypes: msgTypesOf('staking'),
  deliver: deliverBy({
    MsgDelegate: deliverDelegate,
    MsgBeginRedelegate: deliverRedelegate,
    MsgUndelegate: deliverUndelegate,
    MsgUndelegateByRetrievalAccount: deliverUndelegateByRetrieval,
  }),
  endBlock: completeMatured,
  initGenesis(ctx, genesis) {
    const { store } = ctx;
    for (const account of genesis.conAccounts) {
      const con = toGt1(account.address);
      setCon(store, {
        operator_address: con,
        pubkey: account.pubkey,
        description: {
          details: account.details ?? '',
          identity: account.identity ?? '',
          moniker: account.moniker,
          website: account.website ?? '',
        },
        commission: { rate: account.commissionRate, max_rate: account.maxRate, max_change_rate: account.maxChangeRate },
        commission_update_time: genesis.genesisTime,
        tokens: '0',
        delegator_shares: '0',
        power_rate: account.powerRate ?? '1',
        status: 'online',
      });
      const selfDelegation = BigInt(account.selfDelegation);
      if (selfDelegation === 0n) continue;
      if (amountOf(store, con, genesis.params.bondDenom) >= selfDelegation) {
        subCoins(store, con, [{ denom: genesis.params.bondDenom, amount: selfDelegation.toString() }]);
      }
      bond(ctx, con, con, selfDelegation);
    }
  },
  routes: registerStakingRoutes,
};
