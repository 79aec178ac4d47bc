// Foundation members (§2.10): fixed at genesis on the devnet (nothing releases or withdraws).
//
// Store keys: foundation/member/<gt1>  FoundationMember (address, funds_pool, proportion, released, withdraw)
import type { Hono } from 'hono';
import { toGt1 } from '../../core/address.js';
import type { FoundationMember, FoundationMemberResp } from '../../core/rest/types.js';
import { scaledRate } from './staking-math.js';
import { notFound } from '../http/errors.js';
import { requireAddress, wrapped } from '../http/request.js';
import type { LedgerModule, QueryCtx } from '../ledger/types.js';

const memberKey = (gt1: string) => `foundation/member/${gt1}`;

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * Members as the real node answers them: `proportion` is a whole-number weight ("1" in the
 * ledger's examples), so the genesis decimals (0.5, 0.3, 0.2) read as the smallest whole weights
 * in the same ratio (5, 3, 2).
 */
function membersOf(q: QueryCtx): FoundationMember[] {
  const members = q.store.entries<FoundationMember>('foundation/member/').map(([, member]) => member);
  const scaled = members.map((member) => scaledRate(member.proportion));
  const divisor = scaled.reduce((acc, value) => gcd(acc, value), 0n) || 1n;
  return members.map((member, i) => ({ ...member, proportion: (scaled[i]! / divisor).toString() }));
}

function registerFoundationRoutes(app: Hono, q: QueryCtx): void {
  app.get('/v1/foundation/members', (c) => c.json(wrapped(q, membersOf(q))));

  app.get('/v1/foundation/member/:address', (c) => {
    const address = requireAddress(c.req.param('address'), 'address');
    const gt1 = toGt1(address);
    const member = q.store.get<FoundationMember>(memberKey(gt1)) && membersOf(q).find((m) => m.address === gt1);
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
