// Fork mode: a devnet on top of another devnet (the upstream). An upstream account's balance and
// delegations appear on the fork, local txs apply on top (here from an impersonated upstream
// account), and the upstream is left as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNonce } from '../../src/core/tx';
import { parseCli } from '../../src/devnet/cli';
import { devKey, TestNode } from './support';

const GT = 1_000_000_000n;

describe('a devnet forked from another', () => {
  let upstream: TestNode;
  let fork: TestNode;
  // Of account 1 of the dev mnemonic: neither node funds it at genesis.
  const stranger = devKey(4, 1);
  const recipient = devKey(5, 1);
  let aurora: string;
  let upstreamHeight: number;

  beforeAll(async () => {
    upstream = await TestNode.start();
    await upstream.postJson('/dev/fund', { address: stranger.address, coins: [{ denom: 'NANOGT', amount: (1000n * GT).toString() }] });
    aurora = (await upstream.client.listConAccounts()).result.find((con) => con.description.moniker === 'Aurora')!.operator_address;
    const unsigned = await upstream.client.delegate(stranger.address, {
      base_req: upstream.baseReq(stranger.address),
      'con-account_address': aurora,
      delegator_address: stranger.address,
      amount: { denom: 'NANOGT', amount: (300n * GT).toString() },
    });
    await upstream.broadcast(unsigned, stranger);
    upstreamHeight = upstream.height();
    fork = await TestNode.start({ fork: { url: upstream.devnet.url }, impersonate: [stranger.address] });
  });
  afterAll(async () => {
    await fork?.close();
    await upstream?.close();
  });

  it("shows an upstream account's balance and delegations, read at the fork height", async () => {
    expect(fork.devnet.fork?.height).toBe(upstreamHeight);
    const upstreamBalance = await upstream.balance(stranger.address);
    expect(upstreamBalance).toBeGreaterThan(600n * GT);
    expect(await fork.balance(stranger.address)).toBe(upstreamBalance);
    const { result } = await fork.client.getDelegations(stranger.address);
    expect(result).toEqual([expect.objectContaining({ 'con-account_address': aurora, balance: (300n * GT).toString() })]);
  });

  it('applies a local transfer from the impersonated upstream account on top, and sends nothing upstream', async () => {
    const before = await fork.balance(stranger.address);
    const unsigned = withNonce(await fork.buildSend(stranger, recipient.address, [{ denom: 'NANOGT', amount: (50n * GT).toString() }]));
    const sent = await fork.broadcastAndWait(unsigned);
    expect(Number(sent.height)).toBeGreaterThan(upstreamHeight + 1);
    expect(await fork.client.getTx(sent.txhash)).toMatchObject({ impersonated: true });
    expect(await fork.balance(recipient.address)).toBe(50n * GT);
    expect(await fork.balance(stranger.address)).toBe(before - 50n * GT - BigInt(unsigned.value.fee.amount[0]!.amount));
    // The upstream is as it was: same height, same balances, no such tx.
    expect(upstream.height()).toBe(upstreamHeight);
    expect(await upstream.balance(stranger.address)).toBe(before);
    expect(await upstream.balance(recipient.address)).toBe(0n);
    expect((await upstream.fetch(`/v1/tx/${sent.txhash}`)).status).toBe(404);
  });

  it("numbers its blocks on from the fork height; the blocks before are the upstream's", async () => {
    const first = (await (await fork.fetch(`/v1/block/${upstreamHeight + 1}`)).json()) as { height: string };
    expect(first.height).toBe(String(upstreamHeight + 1));
    expect(fork.height()).toBeGreaterThan(upstreamHeight);
    const before = await fork.fetch(`/v1/block/${upstreamHeight}`);
    expect(before.status).toBe(404);
    expect(((await before.json()) as { error: { message: string } }).error.message).toMatch(/upstream node holds it/);
  });

  it('treats an imported delegation as any other: it earns rewards, which are withdrawn, and undelegates', async () => {
    await fork.postJson('/dev/mine', { blocks: 3 });
    const base_req = fork.baseReq(stranger.address);
    const withdraw = withNonce(await fork.client.withdrawReward(stranger.address, aurora, { base_req }));
    const withdrawn = await fork.client.getTx((await fork.broadcastAndWait(withdraw)).txhash);
    expect(withdrawn.logs.every((log) => log.success)).toBe(true);
    const undelegate = withNonce(
      await fork.client.undelegate(stranger.address, {
        base_req,
        'con-account_address': aurora,
        delegator_address: stranger.address,
        amount: { denom: 'NANOGT', amount: (100n * GT).toString() },
      }),
    );
    await fork.broadcastAndWait(undelegate);
    const { result } = await fork.client.getDelegations(stranger.address);
    expect(result).toEqual([expect.objectContaining({ balance: (200n * GT).toString() })]);
  });

  it('keeps its dev accounts as its own genesis made them', async () => {
    expect(await fork.balance(devKey(0).address)).toBe(1_000_000n * GT);
  });

  it('answers 502 with a structured error when the upstream no longer answers', async () => {
    const lonely = await TestNode.start();
    const forked = await TestNode.start({ fork: { url: lonely.devnet.url } });
    await lonely.close();
    try {
      const answer = await forked.fetch(`/v1/account/balance/${devKey(6, 1).address}`);
      expect(answer.status).toBe(502);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('upstream_unavailable');
    } finally {
      await forked.close();
    }
  });

  it('reads an address again after /dev/revert to before its read', async () => {
    const funded = await TestNode.start();
    const reader = devKey(7, 1);
    await funded.postJson('/dev/fund', { address: reader.address, coins: [{ denom: 'NANOGT', amount: (9n * GT).toString() }] });
    const forked = await TestNode.start({ fork: { url: funded.devnet.url } });
    try {
      const { id } = (await (await forked.postJson('/dev/snapshot')).json()) as { id: string };
      expect(await forked.balance(reader.address)).toBe(9n * GT);
      expect((await forked.postJson('/dev/revert', { id })).status).toBe(200);
      expect(await forked.balance(reader.address)).toBe(9n * GT);
    } finally {
      await forked.close();
      await funded.close();
    }
  });

  it('refuses what the upstream answers at another height than the fork height', async () => {
    const moving = await TestNode.start();
    const forked = await TestNode.start({ fork: { url: moving.devnet.url } });
    try {
      await moving.postJson('/dev/mine', { blocks: 1 });
      // The upstream devnet answers at its latest height whatever ?height asks.
      const answer = await forked.fetch(`/v1/account/balance/${devKey(6, 1).address}`);
      expect(answer.status).toBe(502);
      const { error } = (await answer.json()) as { error: { code: string; message: string } };
      expect(error).toMatchObject({ code: 'upstream_unavailable', message: expect.stringMatching(/not at the fork height/) });
    } finally {
      await forked.close();
      await moving.close();
    }
  });

  it('reads --fork-url and --fork-height, in memory only', () => {
    expect(parseCli(['--fork-url', 'http://127.0.0.1:1317', '--fork-height', '12'])).toMatchObject({
      fork: { url: 'http://127.0.0.1:1317', height: 12 },
    });
    expect(parseCli(['--fork-url', 'http://127.0.0.1:1317'])).not.toHaveProperty('dataDir');
    expect(() => parseCli(['--fork-url', 'http://x:1', '--data-dir', '/tmp/x'])).toThrow(/in memory/);
    expect(() => parseCli(['--fork-url', 'mainnet'])).toThrow(/--fork-url/);
    expect(() => parseCli(['--fork-height', '3'])).toThrow(/needs --fork-url/);
  });

  it('refuses a fork height the upstream has not reached', async () => {
    await expect(TestNode.start({ fork: { url: upstream.devnet.url, height: upstreamHeight + 100 } })).rejects.toThrow(/--fork-height/);
  });
});
