// The wallet against a node that answers exactly what the real ledger's docs show: a small local
// HTTP server serves the docs' example answers (test/fixtures/real-node, kept verbatim) by route; the
// wallet adds it as a network (passing the add-network check) and its home, staking and vault screens
// show the numbers those answers mean, worked out by hand below.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { E2EPage as Page } from './driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TID as FID } from '../../src/popup/testids';
import { TID } from '../../src/popup/testids';
import { loadRealFixtures } from '../core/rest-fixtures';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { showPopupRoute } from './playground';
import { closeServer } from './close-server';
import { fixtureServer, tampered, VAULT } from './real-node';
import { addAndSelectNetwork, byTestId, goHome, onboardByImport } from './wallet';

describe('the wallet on a node answering the real docs’ examples', () => {
  let h: Harness;
  let server: Server;
  let restUrl = '';
  let popup: Page;

  beforeAll(async () => {
    server = fixtureServer(loadRealFixtures());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    restUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    h = await startHarness({ devnet: false });
    popup = await onboardByImport(h, DEV_MNEMONIC);
    // The docs build their transactions with chain id "testnet"; the add-network check passes with it.
    await addAndSelectNetwork(popup, { name: 'Docs node', restUrl, chainId: 'testnet' });
    await goHome(popup);
  });

  afterAll(async () => {
    await h?.close();
    await closeServer(server);
  });

  it('home: the balance answer 8999999989968 NANOGT is 8,999.999989968 GT', async () => {
    const balance = byTestId(popup, TID.balanceGt);
    await expect.poll(() => balance.getAttribute('data-nanogt'), { timeout: 15_000 }).toBe('8999999989968');
    expect(await balance.textContent()).toBe('8,999.999989968');
    expect(await byTestId(popup, TID.errorMessage).count()).toBe(0);
    await h.screenshot(popup, 'real-answers-home');
  });

  it('staking: 200000 NANOGT delegated is 0.0002 GT; 105.03… NANOGT of rewards is below a millionth of a GT', async () => {
    await showPopupRoute(popup, '/staking');
    const total = byTestId(popup, FID.stakeTotalDelegated);
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toContain('0.0002 GT');
    const row = byTestId(popup, FID.delegationRow);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getAttribute('data-address')).toBe('gt11fd299ajlray3ltuj0jmzvwylzafscymk9nc98trr5peedf9q3s90wnczpa7qr6f5d6y3ny');
    const amount = row.locator(`[data-testid="${FID.delegationAmount}"]`);
    expect(await amount.getAttribute('data-nanogt')).toBe('200000');
    expect(await amount.textContent()).toBe('0.0002 GT');
    // The only reward in the answer is from another con-account: this one has earned nothing.
    // The rewards are a read of their own, beside the delegations' (shown as "…" until it answers).
    await expect.poll(() => row.locator(`[data-testid="${FID.delegationReward}"]`).textContent(), { timeout: 15_000 }).toBe('0 GT');
    // Pending total 105.035150523300345120 NANOGT = 0.000000105… GT, shown with 6 decimals.
    await expect.poll(() => byTestId(popup, FID.stakeTotalRewards).textContent(), { timeout: 15_000 }).toContain('< 0.000001 GT');
    await h.screenshot(popup, 'real-answers-staking');
  });

  it('vault: the listed entry’s height 6947 is its final height — 5988 blocks after the latest block 959', async () => {
    await showPopupRoute(popup, `/vaults?view=vault&address=${VAULT}`);
    const balance = byTestId(popup, FID.vaultBalance);
    await expect.poll(() => balance.getAttribute('data-nanogt'), { timeout: 15_000 }).toBe('9889');
    expect(await balance.textContent()).toBe('0.000009889 GT');
    expect(await byTestId(popup, FID.vaultDelay).getAttribute('data-blocks')).toBe('100');
    expect(await byTestId(popup, FID.vaultSecurity).getAttribute('data-address')).toBe(
      'gt116h05fjhaay7sx3zl9w5ej3tpx3s94yhcsmt0gqcqsq26w2qvsyt4l82vftygtff0pfsr93',
    );

    const row = byTestId(popup, FID.revocableRow);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getAttribute('data-tx-hash')).toBe('REVOCABLEPAY-BB042E7853D6E32C6F81E0205A3CDD5FDA6545F2A7E92627E50EA19F86EFD6B8');
    expect(await row.getAttribute('data-status')).toBe('revocable');
    expect(await row.locator(`[data-testid="${FID.revocableAmount}"]`).textContent()).toContain('0.000000005 GT');
    await expect
      .poll(() => row.locator(`[data-testid="${FID.revocableCountdown}"]`).getAttribute('data-blocks-left'), { timeout: 15_000 })
      .toBe('5988');
    // Sent 100 blocks (the delay) before it takes effect, not 100 blocks after 6947.
    expect(await row.textContent()).toContain(tr('vault.revocable.sentFinal', { sent: '6847', final: '6947' }));
    await h.screenshot(popup, 'real-answers-vault');
  });

  it('home: a balance with a bidi denom, or 64 MB of balance, shows "this node answered something unexpected" (the details behind a toggle), never a number', async () => {
    const error = byTestId(popup, TID.errorMessage).first().locator('span').first();
    tampered.set('/v1/account/balance/', { height: '960', result: [{ amount: '777000000000', denom: 'NANOGT\u202Eexe.gnp' }] });
    try {
      await goHome(popup);
      // A sentence saying what to do; the node's answer, as the background words it, behind Details.
      const details = byTestId(popup, TID.errorDetails).first();
      await expect.poll(() => error.textContent(), { timeout: 15_000 }).toBe(tr('errors.unexpected_answer'));
      expect(await details.textContent()).toContain(
        'This node answered something unexpected: result[0].denom is not a valid denom (GET /v1/account/balance/gt11…)'.replace(
          'gt11…',
          await balanceAddress(popup),
        ),
      );
      expect(await byTestId(popup, TID.balanceGt).count()).toBe(0);
      await h.screenshot(popup, 'real-answers-home-unexpected');

      tampered.set('/v1/account/balance/', 'endless');
      await byTestId(popup, TID.errorMessage).first().locator('button').click(); // Retry
      await expect
        .poll(() => details.textContent(), { timeout: 30_000 })
        .toContain('This node answered something unexpected: more than 2 MiB');
      expect(await error.textContent()).toBe(tr('errors.answer_too_large'));
      expect(await byTestId(popup, TID.balanceGt).count()).toBe(0);
    } finally {
      tampered.clear();
    }
    await showPopupRoute(popup, '/');
    await expect.poll(() => byTestId(popup, TID.balanceGt).getAttribute('data-nanogt'), { timeout: 15_000 }).toBe('8999999989968');
  });
});

/** `GET /v1/account/balance/<address>` as the wallet's messages shorten it. */
async function balanceAddress(popup: Page): Promise<string> {
  const address = (await byTestId(popup, TID.accountAddress).getAttribute('data-address')) ?? '';
  return `${address.slice(0, 8)}…${address.slice(-6)}`;
}
