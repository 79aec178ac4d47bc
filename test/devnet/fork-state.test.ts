// Fork mode beyond balances: the upstream's con-accounts, issued tokens, and undelegations and
// redelegations in progress are read at the fork height, local txs use them, and the upstream is left as it was. The upstream here has a
// con-account (Dorado) and a token the fork's own genesis lacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aminoPubKey, bech32PubKey } from '../../src/core/address';
import type { ConAccount } from '../../src/core/rest/types';
import { withNonce } from '../../src/core/tx';
import { defaultGenesis } from '../../src/devnet/ledger/genesis';
import { devKey, TestNode } from './support';

const GT = 1_000_000_000n;

describe('a forked devnet reads con-accounts and tokens through', () => {
  let upstream: TestNode;
  let fork: TestNode;
  const stranger = devKey(4, 1);
  const recipient = devKey(5, 1);
  const dorado = devKey(7, 1);
  let upstreamHeight: number;
  let upstreamTxs: string;
  let upstreamDorado: ConAccount;
  let symbol: string;
  let aurora: string;

  const doradoOf = async (node: TestNode) =>
    (await node.client.listConAccounts()).result.find((con) => con.operator_address === dorado.address);
  const delegate = (node: TestNode, from: string, gt: bigint) =>
    node.client.delegate(from, {
      base_req: node.baseReq(from),
      'con-account_address': dorado.address,
      delegator_address: from,
      amount: { denom: 'NANOGT', amount: (gt * GT).toString() },
    });
  const txCount = async (node: TestNode) =>
    ((await (await node.fetch(`/v1/tx?message.sender=${stranger.address}`)).json()) as { total_count: string }).total_count;

  beforeAll(async () => {
    const { conAccounts } = defaultGenesis({ accounts: 3 });
    const extra = {
      ...conAccounts[0]!,
      address: dorado.address,
      pubkey: bech32PubKey(aminoPubKey(dorado.publicKey)),
      moniker: 'Dorado',
      commissionRate: '0.07',
      selfDelegation: (50_000n * GT).toString(),
    };
    upstream = await TestNode.start({ genesis: { conAccounts: [...conAccounts, extra] } });
    aurora = (await upstream.client.listConAccounts()).result.find((con) => con.description.moniker === 'Aurora')!.operator_address;
    await upstream.postJson('/dev/fund', { address: stranger.address, coins: [{ denom: 'NANOGT', amount: (1000n * GT).toString() }] });
    await upstream.broadcast(await delegate(upstream, stranger.address, 300n), stranger);
    await upstream.broadcast(
      await upstream.client.undelegate(stranger.address, {
        base_req: upstream.baseReq(stranger.address),
        'con-account_address': dorado.address,
        delegator_address: stranger.address,
        amount: { denom: 'NANOGT', amount: (50n * GT).toString() },
      }),
      stranger,
    );
    await upstream.broadcast(
      await upstream.client.redelegate(stranger.address, {
        base_req: upstream.baseReq(stranger.address),
        delegator_address: stranger.address,
        'con-account_src_address': dorado.address,
        'con-account_dst_address': aurora,
        amount: { denom: 'NANOGT', amount: (10n * GT).toString() },
      }),
      stranger,
    );
    await upstream.broadcast(
      await upstream.client.issueToken('FORKED', {
        base_req: upstream.baseReq(stranger.address),
        token_name: 'Forked coin',
        total_supply: '1e6',
        mintable: true,
        freezable: false,
      }),
      stranger,
    );
    symbol = (await upstream.client.listTokens()).result.tokens.find((t) => t.value.source_address === stranger.address)!.value.symbol;
    upstreamHeight = upstream.height();
    upstreamTxs = await txCount(upstream);
    upstreamDorado = (await doradoOf(upstream))!;
    fork = await TestNode.start({ fork: { url: upstream.devnet.url }, impersonate: [stranger.address] });
  });
  afterAll(async () => {
    await fork?.close();
    await upstream?.close();
  });

  it("lists the upstream's con-account as the upstream answers it at the fork height", async () => {
    expect(upstreamDorado.tokens).toBe((50_240n * GT).toString());
    expect(await doradoOf(fork)).toEqual(upstreamDorado);
    expect((await fork.client.listConAccounts()).result.map((con) => con.description.moniker).sort()).toEqual([
      'Aurora',
      'Borealis',
      'Cirrus',
      'Dorado',
    ]);
  });

  it('reads a delegation to it with its shares, without counting its tokens twice', async () => {
    const { result } = await fork.client.getDelegations(stranger.address);
    expect(result).toHaveLength(2);
    expect(result).toContainEqual({
      'con-account_address': dorado.address,
      delegator_address: stranger.address,
      balance: (240n * GT).toString(),
      shares: '240000000000.000000000000000000',
    });
    expect(result).toContainEqual(expect.objectContaining({ 'con-account_address': aurora, balance: (10n * GT).toString() }));
    expect((await doradoOf(fork))!.tokens).toBe(upstreamDorado.tokens);
  });

  it('takes a local delegation to the upstream con-account', async () => {
    const local = devKey(0);
    await fork.broadcast(await delegate(fork, local.address, 20n), local);
    const { result } = await fork.client.getDelegations(local.address);
    expect(result).toEqual([expect.objectContaining({ 'con-account_address': dorado.address, balance: (20n * GT).toString() })]);
    expect((await doradoOf(fork))!.tokens).toBe((50_260n * GT).toString());
  });

  it("shows the upstream's token and moves it in a local transfer from the impersonated issuer", async () => {
    expect((await fork.client.getToken(symbol)).result).toEqual((await upstream.client.getToken(symbol)).result);
    expect((await fork.client.listTokens()).result.tokens.map((t) => t.value.symbol)).toContain(symbol);
    expect(await fork.balance(stranger.address, symbol)).toBe(1_000_000n);
    await fork.broadcastAndWait(withNonce(await fork.buildSend(stranger, recipient.address, [{ denom: symbol, amount: '250' }])));
    expect(await fork.balance(recipient.address, symbol)).toBe(250n);
    expect(await fork.balance(stranger.address, symbol)).toBe(999_750n);
  });

  it('carries the redelegation in progress as the upstream answers it', async () => {
    const redelegations = async (node: TestNode) => (await node.client.getRedelegations({ delegator: stranger.address })).result;
    expect(await redelegations(fork)).toEqual(await redelegations(upstream));
    expect(await redelegations(fork)).toEqual([
      expect.objectContaining({ 'con-account_src_address': dorado.address, 'con-account_dst_address': aurora }),
    ]);
  });

  it('carries the undelegation in progress, and pays it out when it completes', async () => {
    const undelegations = async (node: TestNode) => (await node.client.getUndelegations(stranger.address)).result;
    expect(await undelegations(fork)).toEqual(await undelegations(upstream));
    expect(await undelegations(fork)).toEqual([
      expect.objectContaining({
        'con-account_address': dorado.address,
        entries: [expect.objectContaining({ balance: (50n * GT).toString() })],
      }),
    ]);
    const before = await fork.balance(stranger.address);
    await fork.postJson('/dev/advance-time', { seconds: 259_200 + 60 });
    await fork.postJson('/dev/mine', { blocks: 1 });
    expect((await fork.balance(stranger.address)) - before).toBe(50n * GT);
    expect(await undelegations(fork)).toEqual([]);
  });

  it('leaves the upstream as it was', async () => {
    expect(upstream.height()).toBe(upstreamHeight);
    expect(await txCount(upstream)).toBe(upstreamTxs);
    expect(await doradoOf(upstream)).toEqual(upstreamDorado);
    expect(await upstream.balance(recipient.address, symbol)).toBe(0n);
    expect(await upstream.balance(stranger.address, symbol)).toBe(1_000_000n);
    expect((await upstream.client.getUndelegations(stranger.address)).result).toHaveLength(1);
  });
});
