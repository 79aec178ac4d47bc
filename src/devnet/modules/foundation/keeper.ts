// Foundation keeper: members fixed at genesis, read as the real node answers them.
//
// Store keys: foundation/member/<gt1>  FoundationMember (address, funds_pool, proportion, released, withdraw)
import { toGt1 } from '../../../core/address';
import type { FoundationMember } from '../../../core/rest/types';
import type { GenesisFoundationMember, Store } from '../../ledger/types';
import { scaledRate } from '../shared/math';

const memberKey = (gt1: string) => `foundation/member/${gt1}`;

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

export function setMember(store: Store, member: GenesisFoundationMember): void {
  const gt1 = toGt1(member.address);
  const record: FoundationMember = {
    address: gt1,
    funds_pool: member.fundsPool,
    proportion: member.proportion,
    released: [],
    withdraw: [],
  };
  store.set(memberKey(gt1), record);
}

export function isMember(store: Store, gt1: string): boolean {
  return store.get<FoundationMember>(memberKey(gt1)) !== undefined;
}

/**
 * Members as the real node answers them: `proportion` is a whole-number weight ("1" in the
 * ledger's examples), so the genesis decimals (0.5, 0.3, 0.2) read as the smallest whole weights
 * in the same ratio (5, 3, 2).
 */
export function membersOf(store: Store): FoundationMember[] {
  const members = store.entries<FoundationMember>('foundation/member/').map(([, member]) => member);
  const scaled = members.map((member) => scaledRate(member.proportion));
  const divisor = scaled.reduce((acc, value) => gcd(acc, value), 0n) || 1n;
  return members.map((member, i) => ({ ...member, proportion: (scaled[i]! / divisor).toString() }));
}
