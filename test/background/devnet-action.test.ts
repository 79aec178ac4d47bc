// The popup's devnet helpers (background/chain/devnet.ts) against a node that is or is not a devnet.
import { describe, expect, it } from 'vitest';
import { devnetAction } from '../../src/background/chain/devnet';
import { LedgerClient } from '../../src/core/rest/client';

const ADDRESS = 'gt11u8dl3ctljm256z6p28vsjfd23lh5pfrvt2edwfef3mqqlqrvudk4cs8aa948raerr56kg0';

function node(answer: (path: string, body: unknown) => { status: number; json: unknown }) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const { status, json } = answer(path, body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { client: new LedgerClient({ baseUrl: 'http://node.test', fetch: fetchFn }), calls };
}

const noAccount = async () => ADDRESS;

describe('devnet helpers', () => {
  it('detects a devnet by its /dev/accounts, and any other node as not one', async () => {
    const devnet = node(() => ({ status: 200, json: { accounts: [{ index: 0, address: ADDRESS, path: "44'/669'/0'/0/0" }] } }));
    expect(await devnetAction(devnet.client, { action: 'detect' }, noAccount)).toEqual({ devnet: true });
    const real = node(() => ({ status: 404, json: { error: { code: 'not_found', message: 'no route' } } }));
    expect(await devnetAction(real.client, { action: 'detect' }, noAccount)).toEqual({ devnet: false });
  });

  it('funds the account in NANOGT and answers its new balance', async () => {
    const devnet = node((_path, body) => ({
      status: 200,
      json: {
        address: ADDRESS,
        coins: [{ denom: 'NANOGT', amount: String(BigInt((body as { coins: Array<{ amount: string }> }).coins[0]!.amount) + 5n) }],
      },
    }));
    const answer = await devnetAction(devnet.client, { action: 'fund', accountId: 'a1', gt: 250 }, async (id) =>
      id === 'a1' ? ADDRESS : '',
    );
    expect(devnet.calls[0]).toEqual({
      path: '/dev/fund',
      body: { address: ADDRESS, coins: [{ denom: 'NANOGT', amount: '250000000000' }] },
    });
    expect(answer).toEqual({ devnet: true, balance: '250000000005' });
  });

  it('says in words when the node refuses', async () => {
    const refusing = node(() => ({ status: 403, json: { error: { code: 'origin_not_allowed', message: 'may not call /dev/*' } } }));
    await expect(devnetAction(refusing.client, { action: 'mine', blocks: 2 }, noAccount)).rejects.toThrow(/may not call/);
  });
});
