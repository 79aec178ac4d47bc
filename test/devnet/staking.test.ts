import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConAccount } from '../../src/core/rest/types';
import { FEE, Harness, failure, keyOf, onlyMsg, type Key } from './module-harness';

const GT = 1_000_000_000n;
const coin = (nanogt: bigint) => ({ denom: 'NANOGT', amount: nanogt.toString() });
const UNDELEGATING_TIME = 3 * 24 * 60 * 60;

describe('staking module over HTTP', () => {
  let h: Harness;
  let delegator: Key;
  let cons: Record<string, ConAccount>;
  let aurora: string;
  let cirrus: string;

  beforeAll(async () => {
    h = await Harness.start();
    delegator = keyOf(0);
    const { result } = await h.client.listConAccounts();
    cons = Object.fromEntries(result.map((con) => [con.description.moniker, con]));
    aurora = cons.Aurora!.operator_address;
    cirrus = cons.Cirrus!.operator_address;
  });
  afterAll(() => h.close());

  it('lists the genesis con-accounts with their self-delegation', () => {
    expect(Object.keys(cons).sort()).toEqual(['Aurora', 'Borealis', 'Cirrus']);
    expect(cons.Aurora).toMatchObject({
      status: 'online',
      tokens: (100_000n * GT).toString(),
      delegator_shares: '100000000000000.000000000000000000',
      power: '100000',
      power_rate: '1.000000000000000000',
      commission: { commission_rates: { rate: '0.050000000000000000', max_rate: '0.200000000000000000' } },
    });
    expect(cons.Aurora!.commission.update_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('delegates, accrues rewards per block, and withdraws them', async () => {
    const before = await h.balance(delegator.address);
    const unsigned = await h.client.delegate(delegator.address, {
      base_req: h.baseReq(delegator.address),
      'con-account_address': aurora,
      delegator_address: delegator.address,
      amount: coin(100_000n * GT),
    });
    expect(onlyMsg(unsigned)).toEqual({
      type: 'MsgDelegate',
      value: { delegator_address: delegator.address, 'con-account_address': aurora, amount: coin(100_000n * GT) },
    });
    const delegated = await h.broadcast(unsigned, delegator);
    const delegatedAt = Number(delegated.height);
    expect(before - (await h.balance(delegator.address))).toBe(100_000n * GT + BigInt(FEE));
    expect((await h.client.getDelegation(delegator.address, aurora)).result).toEqual({
      balance: (100_000n * GT).toString(),
      'con-account_address': aurora,
      delegator_address: delegator.address,
      shares: '100000000000000.000000000000000000',
    });

    await h.client.devMine(10);
    // 1 GT per block, 2% community tax, Aurora holds half of the 400k bonded, keeps 5% commission,
    // and the delegator owns half of Aurora's shares: 0.98 × 0.5 × 0.95 × 0.5 GT per block.
    const perBlock = 232_750_000n;
    const blocks = BigInt(h.height() - delegatedAt + 1);
    const { result: reward } = await h.client.getReward(delegator.address, aurora);
    expect(reward).toEqual([{ denom: 'NANOGT', amount: `${perBlock * blocks}.000000000000000000` }]);
    const { result: all } = await h.client.getRewards(delegator.address);
    expect(all.rewards).toEqual([{ 'con-account_address': aurora, reward }]);
    expect(all.total).toEqual(reward);

    const beforeWithdraw = await h.balance(delegator.address);
    const withdraw = await h.client.withdrawReward(delegator.address, aurora, { base_req: h.baseReq(delegator.address) });
    expect(onlyMsg(withdraw).type).toBe('MsgWithdrawDelegationReward');
    const withdrawn = await h.broadcast(withdraw, delegator);
    const paidBlocks = BigInt(Number(withdrawn.height) - delegatedAt);
    expect((await h.balance(delegator.address)) - beforeWithdraw).toBe(perBlock * paidBlocks - BigInt(FEE));
    // The withdrawal's own block accrued once more after the payout.
    expect((await h.client.getReward(delegator.address, aurora)).result).toEqual([
      { denom: 'NANOGT', amount: `${perBlock}.000000000000000000` },
    ]);
  });

  it('redelegates immediately and records the redelegation entry', async () => {
    const unsigned = await h.client.redelegate(delegator.address, {
      base_req: h.baseReq(delegator.address),
      'con-account_src_address': aurora,
      'con-account_dst_address': cirrus,
      delegator_address: delegator.address,
      amount: coin(40_000n * GT),
    });
    expect(onlyMsg(unsigned).type).toBe('MsgBeginRedelegate');
    const result = await h.broadcast(unsigned, delegator);
    expect((await h.client.getDelegation(delegator.address, aurora)).result.balance).toBe((60_000n * GT).toString());
    expect((await h.client.getDelegation(delegator.address, cirrus)).result.balance).toBe((40_000n * GT).toString());
    const { result: redelegations } = await h.client.getRedelegations({ delegator: delegator.address });
    expect(redelegations).toHaveLength(1);
    expect(redelegations[0]).toMatchObject({
      delegator_address: delegator.address,
      'con-account_src_address': aurora,
      'con-account_dst_address': cirrus,
    });
    expect(redelegations[0]!.entries[0]).toMatchObject({
      balance: (40_000n * GT).toString(),
      initial_balance: (40_000n * GT).toString(),
      creation_height: Number(result.height),
      shares_dst: '40000000000000.000000000000000000',
    });
    expect((await h.client.getRedelegations({ from: cirrus })).result).toEqual([]);
    expect((await h.client.getRedelegations({ to: cirrus })).result).toHaveLength(1);
    const conAccounts = (await h.client.getDelegatorConAccounts(delegator.address)).result.map((c) => c.operator_address);
    expect(conAccounts.sort()).toEqual([aurora, cirrus].sort());
    const { result: delegations } = await h.client.getDelegations(delegator.address);
    expect(delegations.map((d) => d.balance).sort()).toEqual([(40_000n * GT).toString(), (60_000n * GT).toString()].sort());
  });

  it('undelegates into entries that complete after the undelegating time, at most 7 at once', async () => {
    const undelegate = async (amount: bigint) =>
      h.client.undelegate(delegator.address, {
        base_req: h.baseReq(delegator.address),
        'con-account_address': aurora,
        delegator_address: delegator.address,
        amount: coin(amount),
      });
    const first = await undelegate(10_000n * GT);
    expect(onlyMsg(first).type).toBe('MsgUndelegate');
    const result = await h.broadcast(first, delegator);
    const { result: entry } = await h.client.getUndelegation(delegator.address, aurora);
    expect(entry['con-account_address']).toBe(aurora);
    expect(entry.entries).toEqual([
      expect.objectContaining({
        balance: (10_000n * GT).toString(),
        initial_balance: (10_000n * GT).toString(),
        creation_height: result.height,
      }),
    ]);
    const completion = Date.parse(entry.entries[0]!.completion_time) / 1000;
    const blockTime = Number((await h.client.getBlock(result.height)).timestamp);
    expect(completion).toBe(blockTime + UNDELEGATING_TIME);
    expect((await h.client.getStakingPool()).result.not_bonded_tokens).toBe((10_000n * GT).toString());

    for (let i = 0; i < 6; i++) await h.broadcast(await undelegate(GT), delegator);
    expect((await h.client.getUndelegations(delegator.address)).result[0]!.entries).toHaveLength(7);
    expect(await failure(h.broadcast(await undelegate(GT), delegator))).toEqual({ status: 422, code: 'max_entries' });
    expect((await h.client.getConAccountUndelegations(aurora)).result).toHaveLength(1);

    const before = await h.balance(delegator.address);
    await h.client.devMine(2);
    expect(await h.balance(delegator.address)).toBe(before);
    await h.client.devAdvanceTime(UNDELEGATING_TIME + 1);
    expect((await h.balance(delegator.address)) - before).toBe(10_006n * GT);
    expect((await h.client.getUndelegations(delegator.address)).result).toEqual([]);
    expect((await h.client.getRedelegations({ delegator: delegator.address })).result).toEqual([]);
    expect((await h.client.getStakingPool()).result).toEqual({
      bonded_tokens: (389_994n * GT).toString(),
      not_bonded_tokens: '0',
    });
  });

  it('refuses what the ledger cannot do', async () => {
    const tooMuch = await h.client.undelegate(delegator.address, {
      base_req: h.baseReq(delegator.address),
      'con-account_address': cirrus,
      delegator_address: delegator.address,
      amount: coin(40_001n * GT),
    });
    expect(await failure(h.broadcast(tooMuch, delegator))).toEqual({ status: 422, code: 'insufficient_delegation' });
    const toSelf = await h.client.redelegate(delegator.address, {
      base_req: h.baseReq(delegator.address),
      'con-account_src_address': cirrus,
      'con-account_dst_address': cirrus,
      delegator_address: delegator.address,
      amount: coin(GT),
    });
    expect(await failure(h.broadcast(toSelf, delegator))).toEqual({ status: 422, code: 'self_redelegation' });
    const poor = keyOf(3);
    const all = await h.client.delegate(poor.address, {
      base_req: h.baseReq(poor.address),
      'con-account_address': aurora,
      delegator_address: poor.address,
      amount: coin(2_000_000n * GT),
    });
    expect(await failure(h.broadcast(all, poor))).toEqual({ status: 422, code: 'insufficient_funds' });
  });

  it('answers 400 and 404 for bad build requests', async () => {
    const stranger = keyOf(2).address;
    const body = (con: string, amount: unknown = coin(GT), del = delegator.address) => ({
      base_req: h.baseReq(delegator.address),
      'con-account_address': con,
      delegator_address: del,
      amount: amount as never,
    });
    expect(await failure(h.client.delegate(delegator.address, body(stranger)))).toMatchObject({
      status: 404,
      code: 'con_account_not_found',
    });
    expect(await failure(h.client.delegate(delegator.address, body(aurora, { denom: 'NANOGT', amount: '1.5' })))).toMatchObject({
      status: 400,
      code: 'invalid_amount',
    });
    expect(await failure(h.client.delegate(delegator.address, body(aurora, coin(GT), stranger)))).toMatchObject({
      status: 400,
      code: 'address_mismatch',
    });
    expect(await failure(h.client.undelegate('gt1bad', body(aurora)))).toMatchObject({ status: 400, code: 'invalid_address' });
    expect(await failure(h.client.undelegate(delegator.address, body('not-an-address')))).toMatchObject({
      status: 400,
      code: 'invalid_address',
    });
    expect(
      await failure(
        h.client.redelegate(delegator.address, {
          base_req: h.baseReq(delegator.address),
          'con-account_src_address': aurora,
          'con-account_dst_address': stranger,
          delegator_address: delegator.address,
          amount: coin(GT),
        }),
      ),
    ).toMatchObject({ status: 404, code: 'con_account_not_found' });
    expect(
      await failure(
        h.client.undelegateByRetrievalAccount({
          base_req: h.baseReq(delegator.address),
          security_address: delegator.address,
          delegator_address: [],
        }),
      ),
    ).toMatchObject({ status: 400, code: 'invalid_address' });
  });

  it('answers queries, and 404/400 for unknown or malformed addresses', async () => {
    const stranger = keyOf(2).address;
    expect(await failure(h.client.getDelegation(stranger, aurora))).toMatchObject({ status: 404, code: 'delegation_not_found' });
    expect(await failure(h.client.getDelegation(delegator.address, stranger))).toMatchObject({
      status: 404,
      code: 'con_account_not_found',
    });
    expect(await failure(h.client.getUndelegation(delegator.address, aurora))).toMatchObject({
      status: 404,
      code: 'undelegation_not_found',
    });
    expect(await failure(h.client.getConAccountDelegations(stranger))).toMatchObject({ status: 404, code: 'con_account_not_found' });
    expect(await failure(h.client.getConAccountUndelegations('nope'))).toMatchObject({ status: 400, code: 'invalid_address' });
    expect(await failure(h.client.getDelegations('nope'))).toMatchObject({ status: 400, code: 'invalid_address' });
    expect(await failure(h.client.getRedelegations({ delegator: 'nope' }))).toMatchObject({ status: 400, code: 'invalid_address' });
    expect((await h.client.getDelegations(stranger)).result).toEqual([]);
    expect((await h.client.getDelegatorConAccounts(stranger)).result).toEqual([]);
    expect((await h.client.getUndelegations(stranger)).result).toEqual([]);
    const { result: onAurora } = await h.client.getConAccountDelegations(aurora);
    expect(onAurora.map((d) => d.delegator_address).sort()).toEqual([aurora, delegator.address].sort());
    expect((await h.client.getStakingParameters()).result).toEqual({
      bond_denom: 'NANOGT',
      max_entries: 7,
      max_pow_rate: 2,
      'max_con-accounts': 100,
      pow_rate: 1,
      reward_uint_gt: 1,
      undelegating_time: (BigInt(UNDELEGATING_TIME) * 1_000_000_000n).toString(),
    });
  });
});
