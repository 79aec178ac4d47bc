// The built-in networks and a network's endpoints: the list, the person's order, an endpoint added only
// once it passes the chain check, failover on reads, and no signing where the endpoint in use is on
// another chain.
import { describe, expect, it, vi } from 'vitest';
import { installFakeChrome } from './fakeChrome';
import { fakeLedger } from './fakeLedger';
import { loadBackground, walletBackground } from './harness';

const MAINNET = ['https://api.nodeinfo.cc', 'https://api-1.nodeinfo.cc', 'https://api.gatenode.cc', 'https://api-hk.gatenode.cc'];

/** One fake ledger per host: down (refused), or on a chain (a build for another chain id is refused as the devnet does). */
function hosts(setup: Record<string, 'down' | string>) {
  const ledger = fakeLedger('mainnet');
  const asked: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    asked.push(url.origin);
    const chain = setup[url.origin] ?? 'down';
    if (chain === 'down') throw new TypeError('Failed to fetch');
    if (/^\/v1\/tx\/send\//.test(url.pathname)) {
      const asks = (JSON.parse(String(init?.body)) as { base_req: { chain_id: string } }).base_req.chain_id;
      if (asks !== chain)
        return new Response(
          JSON.stringify({ error: { code: 'wrong_chain_id', message: `chain id "${asks}" does not match this node's chain "${chain}"` } }),
          { status: 400 },
        );
    }
    return ledger.fetch(input, init);
  };
  return { ledger: { ...ledger, fetch: fetchFn }, asked };
}

async function onMainnet(setup: Record<string, 'down' | string>) {
  const fake = installFakeChrome();
  const { ledger, asked } = hosts(setup);
  const { bg, me } = await walletBackground(fake, ledger);
  await bg.ok('wallet_selectNetwork', { networkId: 'mainnet' });
  return { bg, me, asked, fake, ledger };
}

describe('built-in networks', () => {
  it('Mainnet and Testnet stand beside the local devnet, which a dev build starts on', async () => {
    const { bg } = await onMainnet({});
    const state = await bg.ok('wallet_getState');
    expect(state.networks.map((network) => [network.id, network.chainId, network.builtin])).toEqual([
      ['devnet', 'gt-devnet-1', true],
      ['mainnet', 'mainnet', true],
      ['testnet', 'testnet', true],
    ]);
    expect(state.networks.find((network) => network.id === 'mainnet')!.endpoints).toEqual(MAINNET);
    expect(state.networks.find((network) => network.id === 'testnet')!.endpoints).toEqual(['https://meteora-api.gatenode.cc']);
    expect((await bg.call('wallet_removeNetwork', { networkId: 'mainnet' })).ok).toBe(false);
  });

  it('the store build starts on Mainnet and never offers the devnet helpers, even on the local devnet', async () => {
    const global = globalThis as { __VAULTLINE_FLAVOR__?: string };
    global.__VAULTLINE_FLAVOR__ = 'store';
    try {
      const fake = installFakeChrome();
      const { bg } = await walletBackground(fake, hosts({ [MAINNET[0]!]: 'mainnet' }).ledger);
      const state = await bg.ok('wallet_getState');
      expect(state.network.id).toBe('mainnet');
      expect(state.networks.map((network) => network.id)).toEqual(['mainnet', 'testnet', 'devnet']);
      await bg.ok('wallet_selectNetwork', { networkId: 'devnet' });
      expect(await bg.ok('wallet_devnet', { action: 'detect' })).toEqual({ devnet: false });
    } finally {
      delete global.__VAULTLINE_FLAVOR__;
    }
  });

  it('the devnet helpers are never offered on Mainnet', async () => {
    const { bg } = await onMainnet({ [MAINNET[0]!]: 'mainnet' });
    expect(await bg.ok('wallet_devnet', { action: 'detect' })).toEqual({ devnet: false });
    expect((await bg.call('wallet_devnet', { action: 'mine', blocks: 1 })).ok).toBe(false);
  });
});

describe('a network’s endpoints', () => {
  it('the first endpoint down: reads go to the second, and health says which answers and how fast', async () => {
    const { bg, asked } = await onMainnet({ [MAINNET[1]!]: 'mainnet', [MAINNET[2]!]: 'mainnet' });
    const health = await bg.ok('wallet_networkHealth', { fresh: true });
    expect(health.state).toBe('ok');
    expect(health.restUrl).toBe(MAINNET[1]);
    expect(health.endpoints.map((endpoint) => [endpoint.url, endpoint.state, endpoint.active])).toEqual([
      [MAINNET[0], 'unreachable', false],
      [MAINNET[1], 'ok', true],
      [MAINNET[2], 'ok', false],
      [MAINNET[3], 'unreachable', false],
    ]);
    expect(health.endpoints[1]!.latencyMs).toBeGreaterThanOrEqual(0);
    asked.length = 0;
    await bg.ok('wallet_query', { name: 'getLatestBlock', args: [] });
    expect(asked).toEqual([MAINNET[1]]);
  });

  it('a restarted worker still reads from the endpoint that answered, not the dead first one', async () => {
    const { asked, fake, ledger } = await onMainnet({ [MAINNET[1]!]: 'mainnet' });
    const before = await loadBackground(fake, ledger);
    await before.ok('wallet_query', { name: 'getLatestBlock', args: [] });
    await vi.waitFor(async () =>
      expect(await fake.chrome.storage.session.get('chain.preferredEndpoints')).toEqual({
        'chain.preferredEndpoints': { mainnet: MAINNET[1] },
      }),
    );
    const restarted = await loadBackground(fake, ledger);
    asked.length = 0;
    await restarted.ok('wallet_query', { name: 'getLatestBlock', args: [] });
    expect(asked).toEqual([MAINNET[1]]);
  });

  it('reorders, removes and adds endpoints; a new one must be on the network’s chain', async () => {
    const other = 'https://other.example';
    const mine = 'https://mine.example';
    const { bg } = await onMainnet({ [mine]: 'mainnet', [other]: 'testnet' });
    const reordered = [MAINNET[3]!, MAINNET[0]!, MAINNET[1]!];
    const state = await bg.ok('wallet_setEndpoints', { networkId: 'mainnet', endpoints: reordered });
    expect(state.network.endpoints).toEqual(reordered);
    expect(state.network.restUrl).toBe(MAINNET[3]);
    const refused = await bg.call('wallet_setEndpoints', { networkId: 'mainnet', endpoints: [...reordered, other] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('is not on chain "mainnet"');
    expect((await bg.ok('wallet_getState')).network.endpoints).toEqual(reordered);
    const added = await bg.ok('wallet_setEndpoints', { networkId: 'mainnet', endpoints: [`${mine}/`, ...reordered] });
    expect(added.network.endpoints).toEqual([mine, ...reordered]);
    expect((await bg.call('wallet_setEndpoints', { networkId: 'mainnet', endpoints: [] })).ok).toBe(false);
  });

  it('an endpoint on another chain is never read from, and nothing is signed while it is the only one', async () => {
    const { bg, me } = await onMainnet({ [MAINNET[1]!]: 'testnet' });
    const health = await bg.ok('wallet_networkHealth', { fresh: true });
    expect(health.state).toBe('wrong_chain');
    expect(health.message).toContain('is not on chain "mainnet"');
    expect(health.endpoints.find((endpoint) => endpoint.url === MAINNET[1])!.state).toBe('wrong_chain');
    const read = await bg.call('wallet_query', { name: 'getLatestBlock', args: [] });
    expect(read.ok).toBe(false);
    const send = await bg.call('wallet_submitTx', {
      accountId: (await bg.ok('wallet_getState')).accounts[0]!.id,
      msgs: [{ type: 'MsgSend', value: { from_address: me, to_address: me, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
    });
    expect(send.ok).toBe(false);
    if (!send.ok) expect(send.error.message).toMatch(/^Vaultline will not sign for GateChain Mainnet: .*not on chain "mainnet"/);
  });
});
