// Token module: issue, mint, freeze/unfreeze, burn, and the token queries.
//
// Store keys:
//   token/info/<SYMBOL-XYZ>   TokenValue (ledger-service.md §2.3), keyed by the on-chain symbol
// Balances of tokens live in the bank (denom = on-chain symbol). A frozen token is refused by the
// bank's transfer check everywhere; minting and burning still work while frozen (they move
// nothing between holders). The 200 GT issuance fee joins the collected fees.
import { sha256 } from '@noble/hashes/sha2.js';
import type { Hono } from 'hono';
import { utf8ToBytes } from '../../core/bytes.js';
import { NANOGT } from '../../core/amount.js';
import { MAX_INT64, TOKEN_SYMBOL } from '../../core/messages/fields.js';
import type { Token, TokenValue } from '../../core/rest/types.js';
import type { Coin, Msg } from '../../core/types.js';
import { badRequest, notFound, refused } from '../http/errors.js';
import { wrapped } from '../http/request.js';
import { LedgerError, type BuildHelpers, type LedgerModule, type QueryCtx, type Store, type TxCtx } from '../ledger/types.js';
import { addCoins, addFeesCollected, amountOf, registerTransferCheck, subCoins } from './bank/keeper.js';
import { readUnwrappedBody, readWrappedBody } from './module-routes.js';

const SUFFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const tokenKey = (symbol: string) => `token/info/${symbol}`;

export function getToken(store: Store, symbol: string): TokenValue | undefined {
  return store.get<TokenValue>(tokenKey(symbol));
}

function requireToken(store: Store, symbol: string): TokenValue {
  const token = getToken(store, symbol);
  if (!token) throw new LedgerError('token_not_found', `token ${symbol} does not exist`);
  return token;
}

function requireIssuer(token: TokenValue, address: string): void {
  if (token.source_address !== address) {
    throw new LedgerError('not_token_issuer', `only the issuer ${token.source_address} may change ${token.symbol}`);
  }
}

/** `<SYMBOL>-<3 chars of [A-Z0-9]>` drawn from the tx hash; redrawn on the rare collision. */
export function onChainSymbol(store: Store, symbol: string, txHash: string, msgIndex: number): string {
  for (let attempt = 0; ; attempt++) {
    const digest = sha256(utf8ToBytes(`${txHash}/${msgIndex}/${attempt}`));
    const suffix = [0, 1, 2].map((i) => SUFFIX_ALPHABET[digest[i]! % SUFFIX_ALPHABET.length]).join('');
    const candidate = `${symbol}-${suffix}`;
    if (!getToken(store, candidate)) return candidate;
  }
}

const str = (msg: Msg, name: string) => String(msg.value[name]);
const coin = (msg: Msg, name: string) => msg.value[name] as Coin;

function tokenEvent(ctx: TxCtx, type: string, symbol: string, extra: Array<{ key: string; value: string }> = []): void {
  ctx.emit({ type, attributes: [{ key: 'symbol', value: symbol }, ...extra] });
}

function issue(ctx: TxCtx, msg: Msg): void {
  const issuer = str(msg, 'source_address');
  const fee: Coin = { denom: NANOGT, amount: ctx.params.tokenIssueFee };
  subCoins(ctx.store, issuer, [fee]);
  addFeesCollected(ctx.store, [fee]);
  const symbol = onChainSymbol(ctx.store, str(msg, 'symbol'), ctx.txHash, ctx.msgIndex);
  const token: TokenValue = {
    freezable: msg.value.freezable === true,
    freezed: false,
    mintable: msg.value.mintable === true,
    source_address: issuer,
    symbol,
    token_name: str(msg, 'token_name'),
    total_supply: str(msg, 'total_supply'),
  };
  ctx.store.set(tokenKey(symbol), token);
  addCoins(ctx.store, issuer, [{ denom: symbol, amount: token.total_supply }]);
  tokenEvent(ctx, 'issue_token', symbol, [{ key: 'total_supply', value: token.total_supply }]);
}

function mint(ctx: TxCtx, msg: Msg): void {
  const amount = coin(msg, 'amount');
  const token = requireToken(ctx.store, amount.denom);
  requireIssuer(token, str(msg, 'source_address'));
  if (!token.mintable) throw new LedgerError('token_not_mintable', `${token.symbol} was issued without minting`);
  const supply = BigInt(token.total_supply) + BigInt(amount.amount);
  if (supply > MAX_INT64) throw new LedgerError('supply_overflow', `minting would take ${token.symbol}'s supply past the int64 limit`);
  ctx.store.set(tokenKey(token.symbol), { ...token, total_supply: supply.toString() });
  addCoins(ctx.store, token.source_address, [amount]);
  tokenEvent(ctx, 'mint_token', token.symbol, [{ key: 'amount', value: amount.amount }]);
}

function setFrozen(ctx: TxCtx, msg: Msg, frozen: boolean): void {
  const token = requireToken(ctx.store, str(msg, 'symbol'));
  requireIssuer(token, str(msg, 'source_address'));
  if (!token.freezable) throw new LedgerError('token_not_freezable', `${token.symbol} was issued without freezing`);
  if (token.freezed === frozen) {
    throw new LedgerError(frozen ? 'token_already_frozen' : 'token_not_frozen', `${token.symbol} is ${frozen ? 'already' : 'not'} frozen`);
  }
  ctx.store.set(tokenKey(token.symbol), { ...token, freezed: frozen });
  tokenEvent(ctx, frozen ? 'freeze_token' : 'unfreeze_token', token.symbol);
}

function burn(ctx: TxCtx, msg: Msg): void {
  const amount = coin(msg, 'sub');
  const token = requireToken(ctx.store, amount.denom);
  subCoins(ctx.store, str(msg, 'from_address'), [amount]);
  const supply = BigInt(token.total_supply) - BigInt(amount.amount);
  ctx.store.set(tokenKey(token.symbol), { ...token, total_supply: supply.toString() });
  tokenEvent(ctx, 'burn_token', token.symbol, [{ key: 'amount', value: amount.amount }]);
}

registerTransferCheck((store, denom) => (getToken(store, denom)?.freezed ? `token ${denom} is frozen` : undefined));

const asToken = (value: TokenValue): Token => ({ type: 'Token', value });

function knownSymbol(q: QueryCtx, symbol: string): TokenValue {
  if (!TOKEN_SYMBOL.test(symbol)) throw badRequest('invalid_symbol', `${symbol} is not an on-chain token symbol such as YJ-9D3`, { field: 'symbol' });
  const token = getToken(q.store, symbol);
  if (!token) throw notFound('token_not_found', `token ${symbol} does not exist`);
  return token;
}

function registerTokenRoutes(app: Hono, q: QueryCtx, build: BuildHelpers): void {
  app.get('/v1/token/show/:symbol', (c) => c.json(wrapped(q, asToken(knownSymbol(q, c.req.param('symbol'))))));
  app.get('/v1/token/list', (c) =>
    c.json(wrapped(q, { tokens: q.store.entries<TokenValue>('token/info/').map(([, token]) => asToken(token)) })),
  );

  app.post('/v1/token/issue/:symbol', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    if (amountOf(q.store, from, NANOGT) < BigInt(q.params.tokenIssueFee)) {
      throw refused('insufficient_funds', `issuing a token costs ${q.params.tokenIssueFee} ${NANOGT}; ${from} holds less`);
    }
    const value = {
      source_address: from,
      token_name: body.token_name,
      symbol: c.req.param('symbol'),
      total_supply: body.total_supply,
      mintable: body.mintable,
      freezable: body.freezable,
    };
    return build.respondUnsignedTx(c, baseReq, [{ type: 'IssueToken', value }]);
  });
  app.post('/v1/token/mint/:symbol', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    const token = knownSymbol(q, c.req.param('symbol'));
    const value = { source_address: from, amount: { denom: token.symbol, amount: body.amount } };
    return build.respondUnsignedTx(c, baseReq, [{ type: 'MintToken', value }]);
  });
  app.post('/v1/token/burn/:symbol', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    const token = knownSymbol(q, c.req.param('symbol'));
    const value = { from_address: from, sub: { denom: token.symbol, amount: body.amount } };
    return build.respondUnsignedTx(c, baseReq, [{ type: 'BurnToken', value }]);
  });
  for (const [path, type] of [['freeze', 'FreezeToken'], ['unfreeze', 'UnfreezeToken']] as const) {
    app.post(`/v1/token/${path}/:symbol`, async (c) => {
      const { baseReq, from } = await readUnwrappedBody(c);
      const token = knownSymbol(q, c.req.param('symbol'));
      return build.respondUnsignedTx(c, baseReq, [{ type, value: { source_address: from, symbol: token.symbol } }]);
    });
  }
}

export const tokenModule: LedgerModule = {
  name: 'token',
  msgTypes: ['IssueToken', 'MintToken', 'FreezeToken', 'UnfreezeToken', 'BurnToken'],
  deliver(ctx, msg) {
    switch (msg.type) {
      case 'IssueToken': return issue(ctx, msg);
      case 'MintToken': return mint(ctx, msg);
      case 'FreezeToken': return setFrozen(ctx, msg, true);
      case 'UnfreezeToken': return setFrozen(ctx, msg, false);
      case 'BurnToken': return burn(ctx, msg);
    }
  },
  routes: registerTokenRoutes,
};
