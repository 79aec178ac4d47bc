// The wallet against a forked devnet: an upstream devnet holds the wallet's account (balance and
// delegations, one of them to a con-account, Dorado, only the upstream has); a second devnet forks
// it with dev accounts of another mnemonic, so that account exists only upstream. The popup, on the
// fork, shows the upstream's balance and both delegations, and what happens on the fork (a faucet
// credit) shows on top of it while the upstream stays as it was.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { E2EPage as Page } from './driver';
import { LedgerClient } from '../../src/core/rest/client';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { addressFromPublicKey, aminoPubKey, bech32PubKey } from '../../src/core/address';
import { defaultGenesis } from '../../src/devnet/ledger/genesis';
import { defaultValidHeight, signStdTx } from '../../src/core/tx';
import { TID as FID } from '../../src/popup/testids';
import { DEV_MNEMONIC, startTestDevnet, type DevnetHandle } from './devnet';
import { startHarness, type Harness } from './harness';
import { showPopupRoute } from './playground';
import { byTestId, homeBalance, walletOnDevnet } from './wallet';

const GT = 1_000_000_000n;
// The fork's own dev accounts: not the wallet's.
const FORK_MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('the wallet on a forked devnet', () => {
  let upstream: DevnetHandle;
  let upstreamClient: LedgerClient;
  let h: Harness;
  let popup: Page;
  let client: LedgerClient;
  let aurora: string;
  let upstreamBalance: bigint;
  const key = deriveExtendedKey(DEV_MNEMONIC, accountPath(0));
  const publicKey = publicKeyOf(key.kL);
  const owner = addressFromPublicKey(publicKey);
  const doradoKey = publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(7, 1)).kL);
  const dorado = addressFromPublicKey(doradoKey);

  const delegateUpstream = async (con: string, gt: bigint) => {
    const base_req = {
      from: owner,
      memo: '',
      chain_id: upstream.chainId,
      gas: '200000',
      fees: [{ denom: 'NANOGT', amount: '100000' }],
      simulate: false,
      valid_height: defaultValidHeight(upstream.node.height()),
    };
    const unsigned = await upstreamClient.delegate(owner, {
      base_req,
      'con-account_address': con,
      delegator_address: owner,
      amount: { denom: 'NANOGT', amount: (gt * GT).toString() },
    });
    const accepted = await upstreamClient.broadcastTx(signStdTx(unsigned, upstream.chainId, [{ kL: key.kL, publicKey }]));
    await vi.waitFor(() => upstreamClient.getTx(accepted.txhash), { timeout: 15_000, interval: 100 });
  };

  beforeAll(async () => {
    const { conAccounts } = defaultGenesis({ accounts: 1 });
    const extra = {
      ...conAccounts[0]!,
      address: dorado,
      pubkey: bech32PubKey(aminoPubKey(doradoKey)),
      moniker: 'Dorado',
      selfDelegation: (50_000n * GT).toString(),
    };
    upstream = await startTestDevnet({ genesis: { conAccounts: [...conAccounts, extra] } });
    upstreamClient = new LedgerClient({ baseUrl: upstream.url });
    aurora = (await upstreamClient.listConAccounts()).result.find((con) => con.description.moniker === 'Aurora')!.operator_address;
    await delegateUpstream(aurora, 777n);
    await delegateUpstream(dorado, 333n);
    upstreamBalance = BigInt((await upstreamClient.getBalance(owner)).result.find((c) => c.denom === 'NANOGT')!.amount);
    h = await startHarness({ devnetOptions: { fork: { url: upstream.url }, mnemonic: FORK_MNEMONIC, accounts: 1 } });
    ({ client, popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
    await upstream?.close();
  });

  it("shows the upstream account's balance and delegations, the one to the upstream's own con-account included", async () => {
    expect(h.devnet!.accounts.map((a) => a.address)).not.toContain(owner);
    await expect.poll(() => homeBalance(popup), { timeout: 15_000 }).toBe(upstreamBalance.toString());
    await showPopupRoute(popup, '/staking?tab=mine');
    const amountWith = (con: string) =>
      byTestId(popup, FID.delegationRow)
        .and(popup.locator(`[data-address="${con}"]`))
        .locator(`[data-testid="${FID.delegationAmount}"]`)
        .getAttribute('data-nanogt');
    await expect.poll(() => amountWith(aurora), { timeout: 15_000 }).toBe((777n * GT).toString());
    await expect.poll(() => amountWith(dorado), { timeout: 15_000 }).toBe((333n * GT).toString());
    await h.screenshot(popup, 'fork-staking');
  });

  it('applies what happens on the fork on top, and leaves the upstream as it was', async () => {
    const upstreamHeight = upstream.node.height();
    await client.devFund(owner, [{ denom: 'NANOGT', amount: (5n * GT).toString() }]);
    await showPopupRoute(popup, '/');
    await expect.poll(() => homeBalance(popup), { timeout: 15_000 }).toBe((upstreamBalance + 5n * GT).toString());
    expect(h.devnet!.node.height()).toBeGreaterThan(upstreamHeight);
    expect(upstream.node.height()).toBe(upstreamHeight);
    expect(BigInt((await upstreamClient.getBalance(owner)).result.find((c) => c.denom === 'NANOGT')!.amount)).toBe(upstreamBalance);
  });
});
