// Foundation members (§2.10): fixed at genesis on the devnet (nothing releases or withdraws).
//
// Store keys: foundation/member/<gt1>  FoundationMember (address, funds_pool, proportion, released, withdraw)
import type { Hono } from 'hono';
import { toGt1 } from '../../core/address.js';
import type { FoundationMember, FoundationMemberResp } from '../../core/rest/types.js';
import { notFound } from '../http/errors.js';
import { requireAddress, wrapped } from '../http/request.js';
import type { LedgerModule, QueryCtx } from '../ledger/types.js';

const memberKey = (gt1: string) => `foundation/member/${gt1}`;

function registerFoundationRoutes(app: Hono, q: QueryCtx): void {
  app.get('/v1/foundation/members', (c) => {
    const members = q.store.entries<FoundationMember>('foundation/member/').map(([, member]) => member);
    return c.json(wrapped(q, members));
  });

  app.get('/v1/foundation/member/:address', (c) => {
    const address = requireAddress(c.req.param('address'), 'address');
    const member = q.store.get<FoundationMember>(memberKey(toGt1(address)));
    if (!member) throw notFound('foundation_member_not_found', `${address} is not a foundation member`);
    const result: FoundationMemberResp = { type: 'Member', value: member };
    return c.json(wrapped(q, result));
  });
}

export const foundationModule: LedgerModule = {
  name: 'foundation',
  msgTypes: [],
  initGenesis(store, genesis) {
    for (const member of genesis.foundationMembers) {
      const gt1 = toGt1(member.address);
      const record: FoundationMember = { address: gt1, funds_pool: member.fundsPool, proportion: member.proportion, released: [], withdraw: [] };
      store.set(memberKey(gt1), record);
    }
  },
  routes: registerFoundationRoutes,
};
