// Impersonation, like anvil's: while an address is impersonated, its unsigned txs pass (and their
// records say so); before and after, an unsigned tx is refused. Replay accepts what was accepted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNonce } from '../../src/core/tx';
import type { StdTx } from '../../src/core/types';
import { parseCli } from '../../src/devnet/cli';
import { devKey, refusal, TestNode } from './support';

describe('impersonation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-impersonate-'));
  let node: TestNode;
  const alice = devKey(0);
  const bob = devKey(1);
  beforeAll(async () => {
    node = await TestNode.start({ dataDir: dir });
  });
  afterAll(async () => {
    await node.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const unsignedSend = async (amount: string): Promise<StdTx> =>
    withNonce(await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount }]));

  it('refuses an unsigned tx from an address not impersonated', async () => {
    expect(await refusal(node.client.broadcastTx(await unsignedSend('1')))).toMatchObject({ status: 400, code: 'unsigned_tx' });
  });

  it('lets unsigned txs from an impersonated address through, marked impersonated in the record', async () => {
    const answer = await node.postJson('/dev/impersonate', { address: alice.address });
    expect(await answer.json()).toEqual({ impersonating: [alice.address] });
    const bobBefore = await node.balance(bob.address);
    const sent = await node.broadcastAndWait(await unsignedSend('31'));
    expect(await node.balance(bob.address)).toBe(bobBefore + 31n);
    const record = await node.client.getTx(sent.txhash);
    expect(record).toMatchObject({ impersonated: true, tx: { value: { signatures: null } } });
    // A signed tx's record has no such mark.
    const signed = await node.send(alice, bob.address, '32');
    expect(await node.client.getTx(signed.txhash)).not.toHaveProperty('impersonated');
  });

  it('still checks everything else: funds, fee, window', async () => {
    const tooMuch = await unsignedSend((10n ** 30n).toString());
    expect(await refusal(node.client.broadcastTx(tooMuch))).toMatchObject({ status: 422, code: 'insufficient_funds' });
  });

  it('stops when asked: unsigned txs are refused again', async () => {
    expect(await (await node.postJson('/dev/stop-impersonating', { address: alice.address })).json()).toEqual({ impersonating: [] });
    expect(await refusal(node.client.broadcastTx(await unsignedSend('2')))).toMatchObject({ status: 400, code: 'unsigned_tx' });
  });

  it('survives a restart: the replay accepts the unsigned tx it had accepted, and impersonation is off again', async () => {
    const height = node.height();
    await node.close();
    node = await TestNode.start({ dataDir: dir });
    expect(node.height()).toBe(height);
    expect(await refusal(node.client.broadcastTx(await unsignedSend('3')))).toMatchObject({ code: 'unsigned_tx' });
  });

  it('refuses bad bodies and other web pages', async () => {
    expect((await node.postJson('/dev/impersonate', { address: 'gt11nope' })).status).toBe(400);
    expect((await node.postJson('/dev/impersonate', { address: alice.address, extra: 1 })).status).toBe(400);
    expect((await node.postJson('/dev/impersonate', { address: alice.address }, 'https://evil.example')).status).toBe(403);
    expect(await refusal(node.client.broadcastTx(await unsignedSend('4')))).toMatchObject({ code: 'unsigned_tx' });
  });
});

describe('--impersonate', () => {
  it('impersonates from the start, and refuses what is not an address', async () => {
    const alice = devKey(0);
    const options = parseCli(['--ephemeral', '--impersonate', alice.address]);
    expect(options).toMatchObject({ impersonate: [alice.address] });
    expect(() => parseCli(['--impersonate', 'bob'])).toThrow(/--impersonate/);
    const node = await TestNode.start({ impersonate: [alice.address] });
    try {
      const unsigned = withNonce(await node.buildSend(alice, devKey(1).address, [{ denom: 'NANOGT', amount: '5' }]));
      const sent = await node.broadcastAndWait(unsigned);
      expect(await node.client.getTx(sent.txhash)).toMatchObject({ impersonated: true });
    } finally {
      await node.close();
    }
  });
});
