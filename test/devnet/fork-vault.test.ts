// Fork mode and vaults: an upstream vault's rules (retrieval account, delay, clearing heights) are
// read with the account, so a local revocable send from it, impersonated, stays revocable for the
// vault's delay; the upstream is left as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResp } from '../../src/core/rest/types.js';
import { withNonce } from '../../src/core/tx.js';
import { devKey, TestNode } from './support.js';

const GT = 1_000_000_000n;
const DELAY = 4;
const coins = (amount: bigint) => [{ denom: 'NANOGT', amount: amount.toString() }];

describe('a forked devnet reads vault accounts through', () => {
  let upstream: TestNode;
  let fork: TestNode;
  const funder = devKey(0);
  const vault = devKey(8, 1);
  const security = devKey(9, 1);
  const recipient = devKey(5, 1);
  let upstreamVault: AccountResp;
  let upstreamHeight: number;

  const vaultAnswer = async (node: TestNode, address: string) => ((await (await node.fetch(`/v1/vault-account/${address}`)).json()) as { result: AccountResp }).result;
  const rulesOf = (account: AccountResp) => {
    const { clearing_height, delay_height, security_address } = account.value.account_field.value;
    return { clearing_height, delay_height, security_address, account_type: account.value.account_type };
  };

  beforeAll(async () => {
    upstream = await TestNode.start();
    await upstream.postJson('/dev/fund', { address: security.address, coins: coins(GT) });
    await upstream.broadcast(await upstream.client.createVault(vault.address, {
      base_req: upstream.baseReq(funder.address),
      amount: coins(1_000n * GT),
      vault_req: { security: security.address, pubkey: '', delay_height: String(DELAY), clear_height: String(upstream.height() + 1000) },
    }), funder);
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
    expect(answer.value.account_field.value.vault_address).toEqual((await vaultAnswer(upstream, security.address)).value.account_field.value.vault_address);
    expect(answer.value.account_field.value.vault_address).toHaveLength(1);
  });

  it("shows the vault's rules as the upstream does", async () => {
    expect(upstreamVault.value.account_type).toBe(1);
    expect(rulesOf(await vaultAnswer(fork, vault.address))).toEqual(rulesOf(upstreamVault));
  });

  it('keeps a local send from the vault revocable for its delay', async () => {
    const unsigned = withNonce(await fork.client.revocableSend(recipient.address, { base_req: fork.baseReq(vault.address), amount: coins(100n * GT) }));
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
  });
});
