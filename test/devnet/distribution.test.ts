import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_KEYS_MNEMONIC } from '../../src/devnet/ledger/genesis';
import { FEE, Harness, failure, keyOf, onlyMsg, type Key } from './module-harness';

const GT = 1_000_000_000n;
const coin = (nanogt: bigint) => ({ denom: 'NANOGT', amount: nanogt.toString() });

describe('distribution module over HTTP', () => {
  let h: Harness;
  let delegator: Key;
  let payee: Key;
  let byMoniker: Record<string, string>;

  const delegate = async (con: string, amount: bigint) =>
    h.broadcast(
      await h.client.delegate(delegator.address, {
        base_req: h.baseReq(delegator.address),
        'con-account_address': con,
        delegator_address: delegator.address,
        amount: coin(amount),
      }),
      delegator,
    );

  beforeAll(async () => {
    h = await Harness.start();
    delegator = keyOf(0);
    payee = keyOf(1);
    const { result } = await h.client.listConAccounts();
    byMoniker = Object.fromEntries(result.map((con) => [con.description.moniker, con.operator_address]));
  });
  afterAll(() => h.close());

  it('reports the distribution parameters', async () => {
    expect((await h.client.getDistributionParameters()).result).toEqual({
      community_tax: '0.020000000000000000',
      first_committee_reward: '0.500000000000000000',
      second_committee_reward: '0.300000000000000000',
      third_committee_reward: '0.200000000000000000',
      withdraw_addr_enabled: true,
    });
  });

  it('accrues con-account commission and outstanding rewards every block', async () => {
    const aurora = byMoniker.Aurora!;
    const atto = async () => BigInt((await h.client.getOutstandingRewards(aurora)).result[0]!.amount.replace('.', ''));
    const before = await atto();
    await h.client.devMine(4);
    // Before any delegation each of the three equal con-accounts gets a third of 0.98 GT per block.
    expect((await atto()) - before).toBe(4n * ((98n * GT * 10n ** 18n) / 100n / 3n));
    const { result: outstanding } = await h.client.getOutstandingRewards(aurora);
    const { result: earned } = await h.client.getConAccountRewards(aurora);
    // Commission plus the con-account's own delegation rewards: everything outstanding, give or take rounding.
    expect(earned[0]!.amount.split('.')[0]).toBe(outstanding[0]!.amount.split('.')[0]);
  });

  it('pays rewards to the withdraw address once one is set', async () => {
    const borealis = byMoniker.Borealis!;
    const unsigned = await h.client.setWithdrawAddress(delegator.address, {
      base_req: h.baseReq(delegator.address),
      withdraw_address: payee.address,
    });
    expect(onlyMsg(unsigned)).toEqual({
      type: 'MsgModifyWithdrawAddress',
      value: { delegator_address: delegator.address, withdraw_address: payee.address },
    });
    await h.broadcast(unsigned, delegator);

    await delegate(borealis, 100_000n * GT);
    await h.client.devMine(3);
    const payeeBefore = await h.balance(payee.address);
    const delegatorBefore = await h.balance(delegator.address);
    await h.broadcast(await h.client.withdrawReward(delegator.address, borealis, { base_req: h.baseReq(delegator.address) }), delegator);
    // 0.98 × 0.5 GT to Borealis, 10% commission, half of it to the delegator, for 4 blocks.
    expect((await h.balance(payee.address)) - payeeBefore).toBe(4n * 220_500_000n);
    expect(delegatorBefore - (await h.balance(delegator.address))).toBe(BigInt(FEE));
  });

  it('withdraws from every con-account with one message each', async () => {
    const cirrus = byMoniker.Cirrus!;
    await delegate(cirrus, 10n * GT);
    const unsigned = await h.client.withdrawAllRewards(delegator.address, { base_req: h.baseReq(delegator.address) });
    expect(unsigned.value.msg.map((m) => m.value['con-account_address']).sort()).toEqual([byMoniker.Borealis, cirrus].sort());
    expect(unsigned.value.msg.every((m) => m.type === 'MsgWithdrawDelegationReward')).toBe(true);
    const before = await h.balance(payee.address);
    const result = await h.broadcast(unsigned, delegator);
    expect(result.txhash).toMatch(/^MIX-/);
    expect(await h.balance(payee.address)).toBeGreaterThan(before);
    const { result: rewards } = await h.client.getRewards(delegator.address);
    expect(rewards.rewards.map((r) => r['con-account_address']).sort()).toEqual([byMoniker.Borealis, cirrus].sort());
    const total = rewards.rewards.reduce((sum, r) => sum + BigInt(r.reward[0]!.amount.replace('.', '')), 0n);
    expect(rewards.total).toEqual([
      { denom: 'NANOGT', amount: `${total / 10n ** 18n}.${(total % 10n ** 18n).toString().padStart(18, '0')}` },
    ]);
  });

  it('lets a con-account withdraw its commission with its own rewards', async () => {
    const con = keyOf(0, 0, NODE_KEYS_MNEMONIC);
    expect(Object.values(byMoniker)).toContain(con.address);
    const { result: earned } = await h.client.getConAccountRewards(con.address);
    const before = await h.balance(con.address);
    await h.broadcast(await h.client.withdrawReward(con.address, con.address, { base_req: h.baseReq(con.address) }), con);
    const gained = (await h.balance(con.address)) - before + BigInt(FEE);
    // Commission and rewards are each paid in whole NANOGT: at most 1 NANOGT of fractions stays.
    expect(gained).toBeGreaterThanOrEqual(BigInt(earned[0]!.amount.split('.')[0]!) - 1n);
    const { result: left } = await h.client.getConAccountRewards(con.address);
    expect(BigInt(left[0]!.amount.split('.')[0]!)).toBeLessThan(GT);
  });

  it('refuses a withdrawal without a delegation, and bad build requests', async () => {
    const stranger = keyOf(2);
    const aurora = byMoniker.Aurora!;
    const unsigned = await h.client.withdrawReward(stranger.address, aurora, { base_req: h.baseReq(stranger.address) });
    expect(await failure(h.broadcast(unsigned, stranger))).toEqual({ status: 422, code: 'no_delegation' });
    expect(await failure(h.client.withdrawAllRewards(stranger.address, { base_req: h.baseReq(stranger.address) }))).toMatchObject({
      status: 422,
      code: 'no_delegation',
    });
    expect(
      await failure(h.client.withdrawReward(stranger.address, stranger.address, { base_req: h.baseReq(stranger.address) })),
    ).toMatchObject({ status: 404, code: 'con_account_not_found' });
    expect(
      await failure(h.client.setWithdrawAddress(stranger.address, { base_req: h.baseReq(stranger.address), withdraw_address: 'nope' })),
    ).toMatchObject({ status: 400, code: 'invalid_address' });
    expect(
      await failure(h.client.withdrawReward(stranger.address, aurora, { base_req: h.baseReq(stranger.address, { chain_id: 'other' }) })),
    ).toMatchObject({ status: 400, code: 'wrong_chain_id' });
  });

  it('answers reward queries, and 404/400 for unknown or malformed addresses', async () => {
    const stranger = keyOf(2).address;
    expect((await h.client.getReward(stranger, byMoniker.Aurora!)).result).toEqual([]);
    expect((await h.client.getRewards(stranger)).result).toEqual({ rewards: [], total: [] });
    expect(await failure(h.client.getReward(stranger, stranger))).toMatchObject({ status: 404, code: 'con_account_not_found' });
    expect(await failure(h.client.getRewards('nope'))).toMatchObject({ status: 400, code: 'invalid_address' });
    expect(await failure(h.client.getOutstandingRewards(stranger))).toMatchObject({ status: 404, code: 'con_account_not_found' });
    expect(await failure(h.client.getConAccountRewards('nope'))).toMatchObject({ status: 400, code: 'invalid_address' });
    const { result } = await h.client.getReward(delegator.address, byMoniker.Borealis!);
    expect(result[0]!.amount).toMatch(/^\d+\.\d{18}$/);
  });
});
