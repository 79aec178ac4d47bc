// Token module: issue, mint, freeze/unfreeze, burn (queries and builds in routes.ts).
// Store keys: see keeper.ts.
//
// Balances of tokens live in the bank (denom = on-chain symbol). A frozen token is refused at every
// bank transfer (the module's transferCheck hook); minting and burning still work while frozen (they move
// nothing between holders). The 200 GT issuance fee joins the collected fees.
import { NANOGT } from '../../../core/amount';
import { MAX_INT64 } from '../../../core/messages/fields';
import type { TokenValue } from '../../../core/rest/types';
import type { Coin } from '../../../core/types';
import type { MsgOf } from '../../../core/messages/index';
import { LedgerError, type LedgerModule, type TxCtx } from '../../ledger/types';
import { addCoins, addFeesCollected, subCoins } from '../bank/keeper';
import { getToken, onChainSymbol, requireIssuer, requireToken, tokenKey } from './keeper';
import { registerTokenRoutes } from './routes';
import { deliverBy, msgTypesOf } from '../shared/msgs';

function tokenEvent(ctx: TxCtx, type: string, symbol: string, extra: Array<{ key: string; value: string }> = []): void {
  ctx.emit({ type, attributes: [{ key: 'symbol', value: symbol }, ...extra] });
}

function issue(ctx: TxCtx, msg: MsgOf<'IssueToken'>): void {
  const issuer = msg.value.source_address;
  const fee: Coin = { denom: NANOGT, amount: ctx.params.tokenIssueFee };
  subCoins(ctx.store, issuer, [fee]);
  addFeesCollected(ctx.store, [fee]);
  const symbol = onChainSymbol(ctx.store, msg.value.symbol, ctx.txHash, ctx.msgIndex);
  const token: TokenValue = {
    freezable: msg.value.freezable === true,
    freezed: false,
    mintable: msg.value.mintable === true,
    source_address: issuer,
    symbol,
    token_name: msg.value.token_name,
    total_supply: msg.value.total_supply,
  };
  ctx.store.set(tokenKey(symbol), token);
  addCoins(ctx.store, issuer, [{ denom: symbol, amount: token.total_supply }]);
  tokenEvent(ctx, 'issue_token', symbol, [{ key: 'total_supply', value: token.total_supply }]);
}

function mint(ctx: TxCtx, msg: MsgOf<'MintToken'>): void {
  const amount = msg.value.amount;
  const token = requireToken(ctx.store, amount.denom);
  requireIssuer(token, msg.value.source_address);
  if (!token.mintable) throw new LedgerError('token_not_mintable', `${token.symbol} was issued without minting`);
  const supply = BigInt(token.total_supply) + BigInt(amount.amount);
  if (supply > MAX_INT64) throw new LedgerError('supply_overflow', `minting would take ${token.symbol}'s supply past the int64 limit`);
  ctx.store.set(tokenKey(token.symbol), { ...token, total_supply: supply.toString() });
  addCoins(ctx.store, token.source_address, [amount]);
  tokenEvent(ctx, 'mint_token', token.symbol, [{ key: 'amount', value: amount.amount }]);
}

function setFrozen(ctx: TxCtx, msg: MsgOf<'FreezeToken' | 'UnfreezeToken'>, frozen: boolean): void {
  const token = requireToken(ctx.store, msg.value.symbol);
  requireIssuer(token, msg.value.source_address);
  if (!token.freezable) throw new LedgerError('token_not_freezable', `${token.symbol} was issued without freezing`);
  if (token.freezed === frozen) {
    throw new LedgerError(frozen ? 'token_already_frozen' : 'token_not_frozen', `${token.symbol} is ${frozen ? 'already' : 'not'} frozen`);
  }
  ctx.store.set(tokenKey(token.symbol), { ...token, freezed: frozen });
  tokenEvent(ctx, frozen ? 'freeze_token' : 'unfreeze_token', token.symbol);
}

function burn(ctx: TxCtx, msg: MsgOf<'BurnToken'>): void {
  const amount = msg.value.sub;
  const token = requireToken(ctx.store, amount.denom);
  subCoins(ctx.store, msg.value.from_address, [amount]);
  const supply = BigInt(token.total_supply) - BigInt(amount.amount);
  ctx.store.set(tokenKey(token.symbol), { ...token, total_supply: supply.toString() });
  tokenEvent(ctx, 'burn_token', token.symbol, [{ key: 'amount', value: amount.amount }]);
}

export const tokenModule: LedgerModule = {
  name: 'token',
  msgTypes: msgTypesOf('token'),
  deliver: deliverBy({
    IssueToken: issue,
    MintToken: mint,
    FreezeToken: (ctx, msg) => setFrozen(ctx, msg, true),
    UnfreezeToken: (ctx, msg) => setFrozen(ctx, msg, false),
    BurnToken: burn,
  }),
  transferCheck: (store, denom) => (getToken(store, denom)?.freezed ? `token ${denom} is frozen` : undefined),
  routes: registerTokenRoutes,
};
