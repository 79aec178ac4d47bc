// The anvil-like dev tools: /dev/set-balance, /dev/set-next-block-time, /dev/block-time, --log and
// --print-keys. Each keeps /dev/*'s protections and, where it changes the chain, survives a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address';
import { publicKeyOf } from '../../src/core/hd';
import { startCli } from './cli-process';
import { devKey, TestNode } from './support';

/** GET /v1/status's node_status.deadline: the block interval in nanoseconds. */
async function deadline(node: TestNode): Promise<string> {
  return ((await (await node.fetch('/v1/status')).json()) as { node_status: { deadline: string } }).node_status.deadline;
}

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe('/dev/set-balance and /dev/set-next-block-time', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-devtools-'));
  let node: TestNode;
  const alice = devKey(0);
  const stranger = devKey(5, 1);
  beforeAll(async () => {
    node = await TestNode.start({ dataDir: dir });
  });
  afterAll(async () => {
    await node.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sets a balance exactly, down as well as up, per denom, in a new block', async () => {
    const height = node.height();
    const down = await node.postJson('/dev/set-balance', { address: alice.address, coins: [{ denom: 'NANOGT', amount: '5000000' }] });
    expect(down.status).toBe(200);
    expect(await node.balance(alice.address)).toBe(5_000_000n);
    expect(node.height()).toBe(height + 1);
    await node.postJson('/dev/set-balance', {
      address: stranger.address,
      coins: [
        { denom: 'NANOGT', amount: '123456789' },
        { denom: 'ABC-1X2', amount: '9' },
      ],
    });
    expect(await node.balance(stranger.address)).toBe(123_456_789n);
    expect(await node.balance(stranger.address, 'ABC-1X2')).toBe(9n);
    await node.postJson('/dev/set-balance', { address: stranger.address, coins: [{ denom: 'ABC-1X2', amount: '0' }] });
    expect(await node.balance(stranger.address, 'ABC-1X2')).toBe(0n);
    expect(await node.balance(stranger.address)).toBe(123_456_789n);
  });

  it('refuses bad bodies with structured errors and changes nothing', async () => {
    const height = node.height();
    const cases: Array<[unknown, string]> = [
      [{ address: 'gt11nope', coins: [{ denom: 'NANOGT', amount: '1' }] }, 'invalid_address'],
      [{ address: alice.address, coins: [{ denom: 'NANOGT', amount: '-1' }] }, 'invalid_amount'],
      [
        {
          address: alice.address,
          coins: [
            { denom: 'NANOGT', amount: '1' },
            { denom: 'NANOGT', amount: '2' },
          ],
        },
        'invalid_request',
      ],
      [{ address: alice.address, coins: [], extra: 1 }, 'invalid_request'],
    ];
    for (const [body, code] of cases) {
      const response = await node.postJson('/dev/set-balance', body);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(code);
    }
    for (const body of [{ time: 'soon' }, { time: 1.5 }, { time: Math.floor(Date.now() / 1000) + 20 * 365 * 86400 }]) {
      expect((await node.postJson('/dev/set-next-block-time', body)).status).toBe(400);
    }
    const early = await node.postJson('/dev/set-next-block-time', { time: node.devnet.node.time() - 1 });
    expect(early.status).toBe(422);
    expect(await errorCode(early)).toBe('time_before_latest_block');
    expect(node.height()).toBe(height);
    expect(await node.balance(alice.address)).toBe(5_000_000n);
  });

  it('stamps the next block with the time set, and the blocks after it go on from there', async () => {
    const target = node.devnet.node.time() + 30 * 86400;
    const answer = await node.postJson('/dev/set-next-block-time', { time: target });
    expect(await answer.json()).toEqual({ time: String(target) });
    await node.postJson('/dev/mine', { blocks: 1 });
    expect(node.devnet.node.latest()!.time).toBe(target);
    await node.postJson('/dev/mine', { blocks: 1 });
    const after = node.devnet.node.latest()!.time;
    expect(after).toBeGreaterThanOrEqual(target);
    expect(after).toBeLessThan(target + 60);
  });

  it('is refused to other web pages, like every /dev/* endpoint', async () => {
    const page = 'https://evil.example';
    expect(
      (await node.postJson('/dev/set-balance', { address: alice.address, coins: [{ denom: 'NANOGT', amount: '1' }] }, page)).status,
    ).toBe(403);
    expect((await node.postJson('/dev/set-next-block-time', { time: 2_000_000_000 }, page)).status).toBe(403);
    expect((await node.postJson('/dev/block-time', { seconds: 1 }, page)).status).toBe(403);
    expect(await node.balance(alice.address)).toBe(5_000_000n);
  });

  it('survives a restart: the replay sets the same balances and times (the block hashes match)', async () => {
    const height = node.height();
    const time = node.devnet.node.latest()!.time;
    await node.close();
    node = await TestNode.start({ dataDir: dir });
    expect(node.devnet.resumed).toBe(true);
    expect(node.height()).toBe(height);
    expect(node.devnet.node.latest()!.time).toBe(time);
    expect(await node.balance(alice.address)).toBe(5_000_000n);
    expect(await node.balance(stranger.address)).toBe(123_456_789n);
  });
});

describe('/dev/block-time', () => {
  let node: TestNode;
  const alice = devKey(0);
  const bob = devKey(1);
  beforeAll(async () => {
    node = await TestNode.start();
  });
  afterAll(() => node.close());

  it('changes the interval while the node runs: timed blocks take the txs, back to 0 mines what waits', async () => {
    const timed = await node.postJson('/dev/block-time', { seconds: 600 });
    expect(await timed.json()).toEqual({ seconds: 600 });
    expect(await deadline(node)).toBe(String(600 * 1_000_000_000));
    const unsigned = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '11' }]);
    const accepted = await node.client.broadcastTx(node.sign(unsigned, alice));
    // With a 10-minute interval the tx waits in the mempool.
    expect(node.devnet.node.pendingCount).toBe(1);
    const height = node.height();
    await node.postJson('/dev/block-time', { seconds: 0 });
    expect(node.height()).toBe(height + 1);
    expect((await node.client.getTx(accepted.txhash)).height).toBe(String(height + 1));
    // Block time 0 again: a broadcast is in a block as soon as it is answered.
    const next = await node.send(alice, bob.address, '12');
    expect(Number(next.height)).toBe(height + 2);
  });

  it('mines on the new timer once set to a short interval', async () => {
    const height = node.height();
    await node.postJson('/dev/block-time', { seconds: 1 });
    await expect.poll(() => node.height(), { timeout: 15_000 }).toBeGreaterThan(height);
    await node.postJson('/dev/block-time', { seconds: 0 });
  });

  it('refuses a bad interval', async () => {
    for (const body of [{ seconds: -1 }, { seconds: 3601 }, { seconds: '2' }, {}]) {
      const response = await node.postJson('/dev/block-time', body);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('invalid_request');
    }
    expect(await deadline(node)).toBe('0');
  });
});

describe('--log', () => {
  it('writes a line per request and per tx: hash, type, signer, result', async () => {
    const lines: string[] = [];
    const node = await TestNode.start({ log: (line) => lines.push(line) });
    try {
      const alice = devKey(0);
      const result = await node.send(alice, devKey(1).address, '5');
      await node.fetch('/v1/nope');
      await expect.poll(() => lines.some((line) => line.startsWith('GET /v1/nope 404'))).toBe(true);
      expect(lines).toContainEqual(expect.stringMatching(/^POST \/v1\/tx 200 \d+(\.\d+)?ms$/));
      expect(lines).toContain(`tx ${result.txhash} MsgSend from ${alice.address} in block ${result.height}: ok`);
    } finally {
      await node.close();
    }
  });
});

describe('--print-keys', () => {
  it("prints each dev account's private key, which derives that account's address", async () => {
    const { banner } = await startCli(['--ephemeral', '--accounts', '2', '--print-keys']);
    const keys = [...banner.matchAll(/^\((\d)\) ([0-9a-f]{128})$/gm)];
    expect(keys).toHaveLength(2);
    for (const [, index, hex] of keys) {
      const kL = Uint8Array.from(Buffer.from(hex!.slice(0, 64), 'hex'));
      expect(addressFromPublicKey(publicKeyOf(kL))).toBe(devKey(Number(index)).address);
      expect(banner).toContain(`(${index}) ${devKey(Number(index)).address}`);
    }
  });

  it('prints no key without the flag', async () => {
    const { banner } = await startCli(['--ephemeral', '--accounts', '2']);
    expect(banner).not.toMatch(/[0-9a-f]{128}/);
    expect(banner).not.toContain('Private keys');
  });
});
