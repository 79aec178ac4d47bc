// Home tells the truth about the selected node, in real Chromium: a node that answers on the right
// chain shows a green pill and the balance; when it stops answering, home says so in words (not a
// raw "Failed to fetch") and the pill turns red; a node that comes back on another chain is named
// as such ("Try again" asks at once); when the right node is back the notice clears and the balance returns. A site's
// tx request made while the node is down is told so, and its approval window says why (it does not
// open and close again under the person's eyes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { TID } from '../../src/popup/testids';
import { DEV_MNEMONIC } from './devnet';
import { startStoppableNode, type StoppableNode } from './stoppable-node';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import {
  addAndSelectNetwork,
  byTestId,
  clickClosing,
  connectedDemo,
  goHome,
  homeBalance,
  onboardByImport,
  sendOneToSelf,
  shownError,
} from './wallet';

const CHAIN = 'gt-devnet-status';
const UI = { timeout: 30_000 };

describe('network status on home', () => {
  let h: Harness;
  let node: StoppableNode;
  let popup: Page;
  let port: number;

  const start = (chainId: string) => node.start(chainId);
  const stop = () => node.stop();
  const retry = async () => byTestId(popup, TID.networkStatusRetry).click();

  beforeAll(async () => {
    h = await startHarness();
    node = await startStoppableNode(CHAIN);
    port = node.port;
    popup = await onboardByImport(h, DEV_MNEMONIC);
    await addAndSelectNetwork(popup, { name: 'Status devnet', restUrl: node.url, chainId: CHAIN });
    await goHome(popup);
  });

  afterAll(async () => {
    await h?.close();
    await node?.close();
  });

  it('shows a healthy node as such: green pill, no notice, the balance', async () => {
    await expect.poll(() => byTestId(popup, TID.networkPill).getAttribute('data-health'), UI).toBe('ok');
    expect(await byTestId(popup, TID.networkStatus).count()).toBe(0);
    expect(BigInt(await homeBalance(popup))).toBeGreaterThan(0n);
  });

  it('says in words that the node does not answer, and turns the pill red', async () => {
    await stop();
    await popup.reload(); // as the popup opens again: its balance read fails, and home asks about the node at once
    const notice = byTestId(popup, TID.networkStatus);
    await expect.poll(() => notice.getAttribute('data-state'), UI).toBe('unreachable');
    expect(await notice.textContent()).toContain(tr('node.unreachable.title'));
    expect(await notice.textContent()).toContain(`127.0.0.1:${port}`);
    expect(await byTestId(popup, TID.networkPill).getAttribute('data-health')).toBe('unreachable');
    expect(await popup.locator('body').textContent()).not.toContain('Failed to fetch');
    await h.screenshot(popup, 'home-node-unreachable');
  });

  it("says in the approval window why a site's tx request failed with the node down, and keeps it open until closed", async () => {
    const demo = await connectedDemo(h);
    const sending = sendOneToSelf(demo);
    const win = await h.waitForApprovalWindow();
    const failure = byTestId(win, TID.approvalFailed);
    await failure.waitFor(UI);
    expect((await sending).error).toMatchObject({ code: -32603 });
    expect(await failure.getAttribute('data-kind')).toBe('sendTx');
    const shown = (await failure.textContent()) ?? '';
    expect(shown).toContain(tr('approvals.failed.title', { request: tr('approvals.kind.sendTx') }));
    expect(shown).toContain(new URL(h.demoUrl).origin);
    expect(shown).toContain(shownError('network_error', `The ledger node of Status devnet (http://127.0.0.1:${port}) cannot be reached`));
    // The window polls its queue each second: it is still there after two polls.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(win.isClosed()).toBe(false);
    const closed = win.waitForEvent('close', UI);
    await clickClosing(win, TID.approvalFailedClose);
    await closed;
    await demo.close();
  });

  it('names a node that answers for another chain', async () => {
    await start('gt-some-other-chain');
    await retry();
    const notice = byTestId(popup, TID.networkStatus);
    await expect.poll(() => notice.getAttribute('data-state'), UI).toBe('wrong_chain');
    expect(await notice.textContent()).toContain(tr('node.wrongChain.body', { url: `http://127.0.0.1:${port}`, chain: CHAIN }));
    expect(await byTestId(popup, TID.networkPill).getAttribute('data-health')).toBe('wrong_chain');
    await stop();
  });

  it('clears the notice when the right node is back, and shows the balance again', async () => {
    await start(CHAIN); // no Retry: the popup's health watch sees the node back on its own (node-truth.test.ts)
    await expect.poll(() => byTestId(popup, TID.networkPill).getAttribute('data-health'), UI).toBe('ok');
    await expect.poll(() => byTestId(popup, TID.networkStatus).count(), UI).toBe(0);
    expect(BigInt(await homeBalance(popup))).toBeGreaterThan(0n);
  });
});
