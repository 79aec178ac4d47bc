// Bank/auth routes: account and balance queries, and the MsgSend build endpoint.
import type { Hono } from 'hono';
import { notFound } from '../../http/errors';
import { field, readJsonObject, requireAddress, wrapped } from '../../http/request';
import type { BuildHelpers, QueryCtx } from '../../ledger/types';
import { accountResponse, balanceOf } from './keeper';
import { msgOf } from '../shared/msgs';

export function registerBankRoutes(app: Hono, q: QueryCtx, build: BuildHelpers): void {
  app.get('/v1/account/balance/:account', (c) => {
    const address = requireAddress(c.req.param('account'), 'account');
    return c.json(wrapped(q, balanceOf(q.store, address)));
  });

  app.get('/v1/account/:account', (c) => {
    const address = requireAddress(c.req.param('account'), 'account');
    const account = accountResponse(q, address);
    if (!account) throw notFound('account_not_found', `account ${address} does not exist on the ledger yet (it has never received funds)`);
    return c.json(wrapped(q, account));
  });

  app.post('/v1/tx/send/:account', async (c) => {
    const to = requireAddress(c.req.param('account'), 'account');
    const body = await readJsonObject(c);
    const baseReq = field(body, 'base_req');
    return build.respondUnsignedTx(c, baseReq, [msgOf('MsgSend', { ...body, from_address: field(baseReq, 'from'), to_address: to })]);
  });
}
