// Foundation routes: the member list and one member (§2.10).
import type { Hono } from 'hono';
import { toGt1 } from '../../../core/address';
import type { FoundationMemberResp } from '../../../core/rest/types';
import { notFound } from '../../http/errors';
import { requireAddress, wrapped } from '../../http/request';
import type { QueryCtx } from '../../ledger/types';
import { isMember, membersOf } from './keeper';

export function registerFoundationRoutes(app: Hono, q: QueryCtx): void {
  app.get('/v1/foundation/members', (c) => c.json(wrapped(q, membersOf(q.store))));

  app.get('/v1/foundation/member/:address', (c) => {
    const address = requireAddress(c.req.param('address'), 'address');
    const gt1 = toGt1(address);
    const member = isMember(q.store, gt1) && membersOf(q.store).find((m) => m.address === gt1);
    if (!member) throw notFound('foundation_member_not_found', `${address} is not a foundation member`);
    const result: FoundationMemberResp = { type: 'Member', value: member };
    return c.json(wrapped(q, result));
  });
}
