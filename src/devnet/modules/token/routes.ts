// Token routes: token queries and the issue, mint, burn, freeze and unfreeze build endpoints.
import type { Hono } from 'hono';
import { NANOGT } from '../../../core/amount';
import { TOKEN_SYMBOL } from '../../../core/messages/fields';
import type { Token, TokenValue } from '../../../core/rest/types';
import { badRequest, notFound, refused } from '../../http/errors';
import { wrapped } from '../../http/request';
import type { BuildHelpers, QueryCtx } from '../../ledger/types';
import { amountOf } from '../bank/keeper';
import { readUnwrappedBody, readWrappedBody } from '../shared/routes';
import { getToken } from './keeper';
import { msgOf } from '../shared/msgs';

const asToken = (value: TokenValue): Token => ({ type: 'Token', value });

function knownSymbol(q: QueryCtx, symbol: string): TokenValue {
  if (!TOKEN_SYMBOL.test(symbol))
    throw badRequest('invalid_symbol', `${symbol} is not an on-chain token symbol such as YJ-9D3`, { field: 'symbol' });
  const token = getToken(q.store, symbol);
  if (!token) throw notFound('token_not_found', `token ${symbol} does not exist`);
  return token;
}

export function registerTokenRoutes(app: Hono, q: QueryCtx, build: BuildHelpers): void {
  app.get('/v1/token/show/:symbol', (c) => c.json(wrapped(q, asToken(knownSymbol(q, c.req.param('symbol'))))));
  app.get('/v1/token/list', (c) =>
    c.json(wrapped(q, { tokens: q.store.entries<TokenValue>('token/info/').map(([, token]) => asToken(token)) })),
  );

  app.post('/v1/token/issue/:symbol', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    if (amountOf(q.store, from, NANOGT) < BigInt(q.params.tokenIssueFee)) {
      throw refused('insufficient_funds', `issuing a token costs ${q.params.tokenIssueFee} ${NANOGT}; ${from} holds less`);
    }
    return build.respondUnsignedTx(c, baseReq, [msgOf('IssueToken', { ...body, source_address: from, symbol: c.req.param('symbol') })]);
  });
  app.post('/v1/token/mint/:symbol', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    const token = knownSymbol(q, c.req.param('symbol'));
    return build.respondUnsignedTx(c, baseReq, [
      msgOf('MintToken', { source_address: from, amount: { denom: token.symbol, amount: body.amount } }),
    ]);
  });
  app.post('/v1/token/burn/:symbol', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    const token = knownSymbol(q, c.req.param('symbol'));
    return build.respondUnsignedTx(c, baseReq, [
      msgOf('BurnToken', { from_address: from, sub: { denom: token.symbol, amount: body.amount } }),
    ]);
  });
  for (const [path, type] of [
    ['freeze', 'FreezeToken'],
    ['unfreeze', 'UnfreezeToken'],
  ] as const) {
    app.post(`/v1/token/${path}/:symbol`, async (c) => {
      const { baseReq, from } = await readUnwrappedBody(c);
      const token = knownSymbol(q, c.req.param('symbol'));
      return build.respondUnsignedTx(c, baseReq, [msgOf(type, { source_address: from, symbol: token.symbol })]);
    });
  }
}
