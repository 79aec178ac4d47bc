// Fork mode and vaults: an upstream vault's rules (retrieval account, delay, clearing heights) and
// its transfers still revocable at the fork height are read with the account, so a local revocable
// send from it, impersonated, stays revocable for the vault's delay, and the vault can revoke the
// upstream transfer locally; the upstream is left as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResp } from '../../src/core/rest/types';
import { withNonce } from '../../src/core/tx';
import { devKey, TestNode } from './support';

const GT = 1_000_000_000n;
const DELAY = 20;
const coins = (amount: bigint) => [{ denom: 'NANOGT', amount: amount.toString() }];

describe('a forked devnet reads vault accounts through', () => {
  let upstream: TestNode;
  let fork: TestNode;
  const funder = devKey(0);
  const vault = devKey(8, 1);
  const security = devKey(9, 1);
  const recipient = devKey(5, 1);
  const payee = devKey(6, 1);
  let upstreamVault: AccountResp;
  let pendingHash: string;
  let upstreamHeight: number;

  const answerOf = async (node: TestNode, path: string) => ((await (await node.fetch(path)).json()) as { result: AccountResp }).result;
  const vaultAnswer = (node: TestNode, address: string) => answerOf(node, `/v1/vault-account/${address}`);
  const rulesOf = (account: AccountResp) => {
    const { clearing_height, delay_height, security_address } = account.value.account_field.value;
    return { clearing_height, delay_height, security_address, account_type: account.value.account_type };
  };

  beforeAll(async () => {
    upstream = await TestNode.start();
    for (const { address } of [security, payee]) await upstream.postJson('/dev/fund', { address, coins: coins(GT) });
    await upstream.broadcast(
      await upstream.client.createVault(vault.address, {
        base_req: upstream.baseReq(funder.address),
        amount: coins(1_000n * GT),
        vault_req: { security: security.address, pubkey: '', delay_height: String(DELAY), clear_height: String(upstream.height() + 1000) },
      }),
      funder,
    );
    pendingHash = (
      await upstream.broadcast(
        await upstream.client.revocableSend(payee.address, { base_req: upstream.baseReq(vault.address), amount: coins(100n * GT) }),
        vault,
      )
    ).txhash;
    upstreamHeight = upstream.height();
    upstreamVault = await vaultAnswer(upstream, vault.address);
    fork = await TestNode.start({ fork: { url: upstream.devnet.url }, impersonate: [vault.address] });
  });
  afterAll(async () => {
    await fork?.close();
    await upstream?.close();
  });

  it('lists the upstream vault on its retrieval account', async () => {
    const answer = await vaultAnswer(fork, security.address);
    expect(answer.value.account_field.value.vault_address).toEqual(
      (await vaultAnswer(upstream, security.address)).value.account_field.value.vault_address,
    );
    expect(answer.value.account_field.value.vault_address).toHaveLength(1);
  });

  it("shows the vault's rules as the upstream does", async () => {
    expect(upstreamVault.value.account_type).toBe(1);
    expect(rulesOf(await vaultAnswer(fork, vault.address))).toEqual(rulesOf(upstreamVault));
  });

  it('carries the transfer still revocable upstream, and the vault revokes it locally to its retrieval account', async () => {
    expect((await fork.client.listRevocableTxs(vault.address)).result).toEqual(
      (await upstream.client.listRevocableTxs(vault.address)).result,
    );
    expect((await fork.client.listRevocableTxs(vault.address)).result).toHaveLength(1);
    const received = async (node: TestNode) =>
      (await answerOf(node, `/v1/account/${payee.address}`)).value.account_field.value.received_revocable_tokens;
    expect(await received(fork)).toEqual(await received(upstream));
    expect(await received(fork)).toHaveLength(1);
    const before = await fork.balance(security.address);
    const revoke = withNonce(await fork.client.revoke(pendingHash, { base_req: fork.baseReq(vault.address), index: '0' }));
    const revoked = await fork.broadcastAndWait(revoke);
    expect(await fork.client.revocableStatus(pendingHash)).toEqual({ status: 0, revoke_hash: revoked.txhash });
    // A revocation pays the retrieval account.
    expect((await fork.balance(security.address)) - before).toBe(100n * GT);
  });

  it('keeps a local send from the vault revocable for its delay', async () => {
    const unsigned = withNonce(
      await fork.client.revocableSend(recipient.address, { base_req: fork.baseReq(vault.address), amount: coins(100n * GT) }),
    );
    const sent = await fork.broadcastAndWait(unsigned);
    expect(sent.txhash).toMatch(/^REVOCABLEPAY-/);
    expect((await fork.client.revocableStatus(sent.txhash)).status).toBe(1);
    expect((await fork.client.listRevocableTxs(vault.address)).result).toEqual([
      { height: String(Number(sent.height) + DELAY), msg_index: '0', tokens: coins(100n * GT), tx_hash: sent.txhash },
    ]);
    expect(await fork.balance(recipient.address)).toBe(0n);
    await fork.client.devMine(DELAY);
    await expect.poll(() => fork.balance(recipient.address)).toBe(100n * GT);
  });

  it('leaves the upstream as it was', async () => {
    expect(upstream.height()).toBe(upstreamHeight);
    expect(await vaultAnswer(upstream, vault.address)).toEqual(upstreamVault);
    expect(await upstream.balance(recipient.address)).toBe(0n);
    expect((await upstream.client.revocableStatus(pendingHash)).status).toBe(1);
    expect(await fork.balance(payee.address)).toBe(GT);
  });
});
