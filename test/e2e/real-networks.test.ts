// The built-in Mainnet, reached under its real host names: every https:// request of the browser goes
// through a local proxy (./real-hosts.ts) to TLS servers with a throwaway certificate that replay the
// real node's answers (test/fixtures/real-node). A fresh wallet selects GateChain Mainnet and shows the
// figures those answers mean; its first endpoint goes down and the second answers; an endpoint on
// another chain is refused for signing, in words.
import { join } from 'node:path';
import type { E2EPage as Page } from './driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TID } from '../../src/popup/testids';
import { loadRealFixtures } from '../core/rest-fixtures';
import { DEV_MNEMONIC } from './devnet';
import { docImagesDir, startHarness, type Harness } from './harness';
import { showPopupRoute } from './playground';
import { fixtureHandler, VAULT } from './real-node';
import { startRealHosts, type RealHosts } from './real-hosts';
import { tr } from './lang';
import {
  approvalOf,
  byTestId,
  connectedDemo,
  currentAddress,
  decide,
  goHome,
  onboardByImport,
  sendOneToSelf,
  waitForValue,
} from './wallet';
import { SITE_ERROR_MESSAGES } from '../../src/shared/provider-api';

const MAINNET_HOSTS = ['api.nodeinfo.cc', 'api-1.nodeinfo.cc', 'api.gatenode.cc', 'api-hk.gatenode.cc'];
const [FIRST, SECOND, THIRD, FOURTH] = MAINNET_HOSTS as [string, string, string, string];
/** The one tx of the docs' search answer: a delegation of 1000000 NANOGT at height 4185. */
const DOCS_TX = 'BASIC-57884EB3E55CD2BDA7E912D6B2851CB539A4C4ED40DFC164B0AF57E9A49D512883E353D38677EC051055A17A948415A7';

describe('the built-in Mainnet, its hosts replaying the real node’s answers', () => {
  let hosts: RealHosts;
  let h: Harness;
  let popup: Page;
  let demo: Page;

  beforeAll(async () => {
    const fixtures = loadRealFixtures();
    hosts = await startRealHosts([...MAINNET_HOSTS, 'meteora-api.gatenode.cc'], {
      mainnet: fixtureHandler(fixtures),
      testnet: fixtureHandler(fixtures, { chainId: 'testnet' }),
    });
    for (const host of MAINNET_HOSTS) hosts.route(host, 'mainnet');
    h = await startHarness({ devnet: false, httpsProxy: hosts.proxy });
    popup = await onboardByImport(h, DEV_MNEMONIC);
    await showPopupRoute(popup, '/settings');
    const mainnet = byTestId(popup, TID.networkItem).and(popup.locator('[data-network-id="mainnet"]'));
    await mainnet.locator(`[data-testid="${TID.networkSelect}"]`).click();
    await waitForValue(() => mainnet.getAttribute('data-selected'), 'true', 'Mainnet selected');
    await goHome(popup);
  });

  afterAll(async () => {
    await h?.close();
    await hosts?.close();
  });

  it('home: the real balance answer, 8999999989968 NANOGT, is 8,999.999989968 GT', async () => {
    const balance = byTestId(popup, TID.balanceGt);
    await expect.poll(() => balance.getAttribute('data-nanogt')).toBe('8999999989968');
    expect(await balance.textContent()).toBe('8,999.999989968');
    await expect.poll(() => byTestId(popup, TID.networkPill).getAttribute('data-health')).toBe('ok');
    await h.screenshot(popup, 'real-mainnet-home');
  });

  it('staking: the real delegation, 200000 NANOGT to gt11fd29…, is 0.0002 GT', async () => {
    await showPopupRoute(popup, '/staking');
    const row = byTestId(popup, TID.delegationRow);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('data-address')).toBe('gt11fd299ajlray3ltuj0jmzvwylzafscymk9nc98trr5peedf9q3s90wnczpa7qr6f5d6y3ny');
    expect(await row.locator(`[data-testid="${TID.delegationAmount}"]`).getAttribute('data-nanogt')).toBe('200000');
    expect(await byTestId(popup, TID.stakeTotalDelegated).textContent()).toContain('0.0002 GT');
  });

  it('activity: the real search answer’s delegation, with its hash and its delegator', async () => {
    await showPopupRoute(popup, '/activity');
    const item = byTestId(popup, TID.activityItem).and(popup.locator(`[data-txhash="${DOCS_TX}"]`));
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getAttribute('data-success')).toBe('true');
    await item.locator(`[data-testid="${TID.activityToggle}"]`).click();
    const detail = item.locator(`[data-testid="${TID.activityDetail}"]`);
    await expect.poll(() => detail.textContent()).toContain('gt11qfee0959earfv7euauzw8l0fljymwjx34m6s2ccvjhupc59dg93enajhuft3eq50tvz39x');
    expect(await detail.textContent()).toContain('0.001 GT');
  });

  it('vault: the real vault account’s balance 9889 NANOGT, its delay of 100 blocks, its revocable transfer', async () => {
    await showPopupRoute(popup, `/vaults?view=vault&address=${VAULT}`);
    const balance = byTestId(popup, TID.vaultBalance);
    await expect.poll(() => balance.getAttribute('data-nanogt')).toBe('9889');
    expect(await byTestId(popup, TID.vaultDelay).getAttribute('data-blocks')).toBe('100');
    const row = byTestId(popup, TID.revocableRow);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('data-tx-hash')).toBe('REVOCABLEPAY-BB042E7853D6E32C6F81E0205A3CDD5FDA6545F2A7E92627E50EA19F86EFD6B8');
  });

  it('tokens: the real token list’s YJ-9D3, with its supply of 1000000000000000', async () => {
    await showPopupRoute(popup, '/tokens?tab=all');
    const row = byTestId(popup, TID.tokenRow).and(popup.locator('[data-symbol="YJ-9D3"]'));
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    await expect.poll(() => byTestId(popup, TID.tokenDetailSupply).getAttribute('data-amount')).toBe('1000000000000000');
  });

  /** The endpoint of `host` in the network screen's list. */
  const endpoint = (host: string) => byTestId(popup, TID.endpointItem).and(popup.locator(`[data-url="https://${host}"]`));

  it('the first endpoint down: the second answers, home still reads, and the network screen says which', async () => {
    hosts.route(FIRST, 'down');
    await showPopupRoute(popup, '/network?tab=endpoints');
    await expect.poll(() => endpoint(FIRST).getAttribute('data-state')).toBe('unreachable');
    await expect.poll(() => endpoint(SECOND).getAttribute('data-active')).toBe('true');
    expect(await endpoint(SECOND).getAttribute('data-state')).toBe('ok');
    expect(await endpoint(FIRST).getAttribute('data-active')).toBe('false');
    expect(await byTestId(popup, TID.networkInUse).textContent()).toBe(`https://${SECOND}`);
    expect(await endpoint(FIRST).locator(`[data-testid="${TID.endpointState}"]`).textContent()).toBe(tr('network.endpoints.unreachable'));
    expect(await endpoint(SECOND).locator(`[data-testid="${TID.endpointState}"]`).textContent()).toMatch(
      new RegExp(`^${tr('network.endpoints.ok')} · `),
    );
    await popup.screenshot({ path: join(docImagesDir(), 'network-endpoints.png') });
    const before = hosts.requests(SECOND);
    await showPopupRoute(popup, '/activity');
    await expect
      .poll(() =>
        byTestId(popup, TID.activityItem)
          .and(popup.locator(`[data-txhash="${DOCS_TX}"]`))
          .count(),
      )
      .toBe(1);
    expect(hosts.requests(SECOND)).toBeGreaterThan(before);
    await goHome(popup);
    await expect.poll(() => byTestId(popup, TID.networkPill).getAttribute('data-health')).toBe('ok');
    // The balance is a read of its own, beside the health check's.
    await expect.poll(() => byTestId(popup, TID.balanceGt).getAttribute('data-nanogt')).toBe('8999999989968');
  });

  it('the send review and a site’s approval window name the network at stake, Mainnet marked as real funds', async () => {
    const me = await currentAddress(popup);
    await byTestId(popup, TID.navSend).click();
    await byTestId(popup, TID.sendRecipient).fill(me);
    await byTestId(popup, TID.sendAmount).fill('0.000000001');
    await byTestId(popup, TID.sendReview).click();
    const badge = byTestId(popup, TID.networkBadge);
    await expect.poll(() => badge.getAttribute('data-mainnet')).toBe('true');
    expect(await badge.textContent()).toBe(tr('ui.networkBadge.mainnet', { name: tr('ui.network.builtin.mainnet') }));
    await popup.screenshot({ path: join(docImagesDir(), 'send-review-mainnet.png') });
    await byTestId(popup, TID.sendEdit).click();

    demo = await connectedDemo(h);
    const sending = sendOneToSelf(demo);
    const win = await approvalOf(h, 'sendTx');
    const shown = byTestId(win, TID.networkBadge);
    await expect.poll(() => shown.getAttribute('data-mainnet')).toBe('true');
    expect(await shown.textContent()).toBe(tr('ui.networkBadge.mainnet', { name: tr('ui.network.builtin.mainnet') }));
    await decide(win, false);
    expect((await sending).error?.code).toBe(4001);
  });

  it('an endpoint on another chain is refused for signing, in words', async () => {
    hosts.route(SECOND, 'testnet');
    hosts.route(THIRD, 'down');
    hosts.route(FOURTH, 'down');
    await showPopupRoute(popup, '/network?tab=endpoints');
    await byTestId(popup, TID.endpointRecheck).click();
    await expect.poll(() => endpoint(SECOND).getAttribute('data-state')).toBe('wrong_chain');
    expect(await endpoint(SECOND).getAttribute('data-active')).toBe('false');
    expect(await endpoint(SECOND).locator(`[data-testid="${TID.endpointState}"]`).textContent()).toMatch(
      new RegExp(`^${tr('network.endpoints.wrongChain')} · `),
    );
    await goHome(popup);
    const status = byTestId(popup, TID.networkStatus);
    await expect.poll(() => status.getAttribute('data-state')).toBe('wrong_chain');
    expect(await status.textContent()).toContain(tr('node.wrongChain.body', { url: `https://${SECOND}`, chain: 'mainnet' }));
    await h.screenshot(popup, 'real-mainnet-wrong-chain');

    // The popup's send cannot even be reviewed (no balance can be read); a site's transfer is refused
    // with a code and a fixed sentence (the node's words are the person's, in the wallet).
    const answer = await sendOneToSelf(demo);
    expect(answer.error).toMatchObject({ code: -32603, message: SITE_ERROR_MESSAGES.notSignable });
  });
});
