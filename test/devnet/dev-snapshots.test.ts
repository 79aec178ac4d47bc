// /dev/snapshot and /dev/revert, like anvil's evm_snapshot/evm_revert: state, blocks, tx index and
// mempool go back; the snapshot reverted to and every later one are dropped. In memory only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devKey, refusal, TestNode } from './support';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('/dev/snapshot and /dev/revert on an in-memory node', () => {
  let node: TestNode;
  const alice = devKey(0);
  const bob = devKey(1);
  beforeAll(async () => {
    node = await TestNode.start();
  });
  afterAll(() => node.close());

  it('takes the chain back: balances, height, blocks, tx records and search', async () => {
    const bobBefore = await node.balance(bob.address);
    const height = node.height();
    const root = node.devnet.node.latest()!.state_root;
    const snap = await json<{ id: string; height: string }>(await node.postJson('/dev/snapshot'));
    expect(snap).toEqual({ id: expect.stringMatching(/^\d+$/), height: String(height) });

    const sent = await node.send(alice, bob.address, '1000');
    await node.postJson('/dev/mine', { blocks: 3 });
    expect(await node.balance(bob.address)).toBe(bobBefore + 1000n);

    const reverted = await node.postJson('/dev/revert', { id: snap.id });
    expect(await json(reverted)).toEqual({ id: snap.id, height: String(height) });
    expect(node.height()).toBe(height);
    expect(node.devnet.node.latest()!.state_root).toBe(root);
    expect(node.devnet.node.store.stateRoot()).toBe(root);
    expect(await node.balance(bob.address)).toBe(bobBefore);
    expect(await refusal(node.client.getTx(sent.txhash))).toMatchObject({ status: 404 });
    expect((await node.fetch(`/v1/block/${height + 1}`)).status).toBe(404);
    const page = await json<Array<{ total_count: string }>>(await node.fetch(`/v1/tx?message.sender=${alice.address}`));
    expect(page[0]!.total_count).toBe('0');

    // The chain goes on from there, and the same tx can be sent again (it is no longer included).
    const again = await node.broadcastAndWait(sent.tx);
    expect(again.height).toBe(String(height + 1));
    expect(await node.balance(bob.address)).toBe(bobBefore + 1000n);
  });

  it('drops the snapshot reverted to and every later one, keeps earlier ones', async () => {
    const first = await json<{ id: string }>(await node.postJson('/dev/snapshot'));
    await node.postJson('/dev/mine', { blocks: 1 });
    const second = await json<{ id: string }>(await node.postJson('/dev/snapshot'));
    await node.postJson('/dev/mine', { blocks: 1 });
    const third = await json<{ id: string }>(await node.postJson('/dev/snapshot'));
    expect((await node.postJson('/dev/revert', { id: second.id })).status).toBe(200);
    for (const gone of [second.id, third.id]) {
      const answer = await node.postJson('/dev/revert', { id: gone });
      expect(answer.status).toBe(404);
      expect((await json<{ error: { code: string } }>(answer)).error.code).toBe('snapshot_not_found');
    }
    const height = node.height();
    await node.postJson('/dev/mine', { blocks: 2 });
    expect((await node.postJson('/dev/revert', { id: first.id })).status).toBe(200);
    expect(node.height()).toBe(height - 1);
  });

  it('brings back the mempool of the snapshot and refuses what waited at the revert', async () => {
    await node.postJson('/dev/block-time', { seconds: 600 });
    try {
      const waiting = node.sign(await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '21' }]), alice);
      const accepted = await node.client.broadcastTx(waiting);
      const snap = await json<{ id: string }>(await node.postJson('/dev/snapshot'));
      const later = node.sign(await node.buildSend(bob, alice.address, [{ denom: 'NANOGT', amount: '22' }]), bob);
      await node.client.broadcastTx(later);
      expect(node.devnet.node.pendingCount).toBe(2);
      await node.postJson('/dev/revert', { id: snap.id });
      expect(node.devnet.node.pendingCount).toBe(1);
      await node.postJson('/dev/mine', { blocks: 1 });
      expect((await node.client.getTx(accepted.txhash)).height).toBe(String(node.height()));
    } finally {
      await node.postJson('/dev/block-time', { seconds: 0 });
    }
  });

  it('refuses bad bodies and other web pages', async () => {
    for (const body of [{}, { id: 1 }, { id: '0' }, { id: 'x' }, { id: '1', more: true }]) {
      const answer = await node.postJson('/dev/revert', body);
      expect(answer.status).toBe(400);
    }
    expect((await node.postJson('/dev/snapshot', {}, 'https://evil.example')).status).toBe(403);
    expect((await node.postJson('/dev/revert', { id: '1' }, 'https://evil.example')).status).toBe(403);
  });
});

describe('/dev/snapshot on a node with a data dir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-devsnap-'));
  let node: TestNode;
  beforeAll(async () => {
    node = await TestNode.start({ dataDir: dir });
  });
  afterAll(async () => {
    await node.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is refused: the block log is append-only, so the chain could not come back the same after a restart', async () => {
    const height = node.height();
    const answer = await node.postJson('/dev/snapshot');
    expect(answer.status).toBe(422);
    expect((await json<{ error: { code: string } }>(answer)).error.code).toBe('revert_needs_memory');
    expect(node.height()).toBe(height);
  });
});
