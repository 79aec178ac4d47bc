// The approval window against a hostile site (issue 26, security round two): its buttons disarm when
// the window is hidden, covered, moved or resized (attack 1); an address that only sent to you is no
// acquaintance, and one that looks like a known one is called out (attack 7); a post-dated validity
// window is called out with when it opens (attack 4); a withdraw address not yours warns (attack 6);
// memos are shown whole, on their lines, with hidden characters marked (attack 5); a site that
// re-asks after every Reject is refused for a while, and can be rejected all at once or blocked (attack 3).
// The window events are real: the background's windows API minimises, covers, moves and resizes the
// approval window, as the browser does when the person or another window does it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bech32 } from '@scure/base';
import type { E2EPage as Page } from './driver';
import { shortAddress } from '../../src/core/address-forms';
import type { LedgerClient } from '../../src/core/rest/client';
import type { Msg } from '../../src/core/types';
import type { WalletMethod, WalletResults } from '../../src/shared/wallet-api';
import { TID } from '../../src/popup/testids';
import { ledgerRequest } from './demo-page';
import { devAddress, devKeyOf, showPopupRoute, signAndWait as signAndWaitOutside } from './playground';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import {
  approvalOf,
  byTestId,
  clickClosing,
  connectedDemo,
  decide,
  durationSource,
  recordApprove,
  trSource,
  walletOnDevnet,
} from './wallet';

const MAIN = devAddress(0);
const send = (to: string, nanogt: bigint, from = MAIN) => ({
  type: 'MsgSend',
  value: { from_address: from, to_address: to, amount: [{ denom: 'NANOGT', amount: nanogt.toString() }] },
});

/** An address no key makes, ground to start and end like `known` (4 characters each), as a poisoner grinds keys. */
function lookalike(known: string): string {
  const { prefix, words } = bech32.decode(known as `${string}1${string}`, 1023);
  const tail = known.slice(-4);
  const next = [...words];
  for (let n = 1; ; n++) {
    for (let i = 0; i < 5; i++) next[20 + i] = (n >> (5 * i)) & 31;
    const candidate = bech32.encode(prefix, next, 1023);
    if (candidate.slice(-4) === tail && candidate !== known) return candidate;
  }
}

describe('approval window defences', () => {
  let h: Harness;
  let popup: Page;
  let demo: Page;
  let client: LedgerClient;

  const signAndWait = (from: ReturnType<typeof devKeyOf>, msg: Msg, memo = '') => signAndWaitOutside(h, from, msg, memo);

  /** Whether an element shows all its content: nothing cut off to the side or below. */
  const whole = (locator: ReturnType<typeof byTestId>) =>
    locator.evaluate(
      (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1 && el.getBoundingClientRect().width > 0,
    );

  async function wallet<M extends WalletMethod>(method: M, params: object = {}): Promise<WalletResults[M]> {
    const response = await popup.evaluate(([m, p]) => chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: m, params: p }), [
      method,
      params,
    ] as const);
    if (!response?.ok) throw new Error(`${method}: ${JSON.stringify(response?.error)}`);
    return response.result as WalletResults[M];
  }

  /** Runs `change` on the approval window through the background's windows API. */
  async function onApprovalWindow(change: 'minimize' | 'restore' | 'cover' | 'uncover' | 'move' | 'resize'): Promise<void> {
    const background = await h.serviceWorker();
    await background.evaluate(async (what) => {
      const id = (await chrome.storage.session.get('approvals.windowId'))['approvals.windowId'] as number;
      const win = await chrome.windows.get(id);
      const cover = (await chrome.storage.session.get('e2e.cover'))['e2e.cover'] as number | undefined;
      if (what === 'minimize') await chrome.windows.update(id, { state: 'minimized' });
      if (what === 'restore') await chrome.windows.update(id, { state: 'normal', focused: true });
      if (what === 'cover') {
        const created = await chrome.windows.create({ url: 'about:blank', focused: true, width: 500, height: 700 });
        await chrome.storage.session.set({ 'e2e.cover': created!.id });
      }
      if (what === 'uncover' && cover !== undefined) {
        await chrome.windows.remove(cover);
      }
      if (what === 'move') await chrome.windows.update(id, { left: (win.left ?? 0) + 40, top: (win.top ?? 0) + 30 });
      if (what === 'resize') await chrome.windows.update(id, { width: (win.width ?? 380) + 30 });
    }, change);
  }

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    demo = await connectedDemo(h);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('1. hiding, covering, moving or resizing the window disarms Approve until it has stayed in view again; a click meanwhile does nothing', async () => {
    const sending = ledgerRequest(demo, 'ledger_sendTx', { msgs: [send(devAddress(1), 1n)] });
    const win = await approvalOf(h, 'sendTx');
    const approve = byTestId(win, TID.approveButton);
    const armed = () => approve.getAttribute('data-armed');
    const paused = () => byTestId(win, TID.approvalPaused).getAttribute('data-reason');
    await expect.poll(armed).toBe('true');

    await onApprovalWindow('minimize');
    await expect.poll(armed).toBe('false');
    expect(await paused()).toBe('hidden');
    expect(await byTestId(win, TID.approvalPaused).textContent()).toBe(tr('approvals.paused.hidden'));
    await h.screenshot(win, 'approval-paused');
    // Still off well past the arming delay while hidden; a click that arrives now sends nothing.
    await win.waitForTimeout(2_500);
    expect(await armed()).toBe('false');
    await approve.evaluate((button) => (button as HTMLButtonElement).click());
    await win.waitForTimeout(500);
    expect((await wallet('wallet_listApprovals')).map((a) => a.kind)).toEqual(['sendTx']);
    await onApprovalWindow('restore');
    await expect.poll(armed).toBe('true');
    expect(await byTestId(win, TID.approvalPaused).count()).toBe(0);

    await onApprovalWindow('cover');
    await expect.poll(armed).toBe('false');
    expect(await paused()).toBe('unfocused');
    await win.waitForTimeout(2_500);
    expect(await armed()).toBe('false');
    await onApprovalWindow('uncover');
    await expect.poll(armed).toBe('true');

    // A move or a resize disarms Approve for the arming delay's second only: recorded in the page, as a
    // look from here may come after that second on a busy machine.
    for (const change of ['move', 'resize'] as const) {
      const states = await recordApprove(win);
      await onApprovalWindow(change);
      const pausedState = async () => (await states()).find((state) => state.paused !== null) ?? null;
      await expect.poll(pausedState).toEqual({
        kind: 'sendTx',
        armed: 'false',
        disabled: true,
        paused: change === 'move' ? 'moved' : 'resized',
      });
      await expect.poll(armed).toBe('true');
    }

    await decide(win, false);
    expect((await sending).error).toMatchObject({ code: 4001 });
  });

  it('7. an address that only sent to you is unknown; one that starts and ends like an address you sent to is a look-alike', async () => {
    const stranger = devAddress(5);
    const friend = devAddress(6);
    await signAndWait(devKeyOf(5), send(MAIN, 1n, stranger));
    await signAndWait(devKeyOf(0), send(friend, 1n));
    const twin = lookalike(friend);
    const sending = ledgerRequest(demo, 'ledger_sendTx', { msgs: [send(stranger, 1n), send(friend, 1n), send(twin, 1n)] });
    const win = await approvalOf(h, 'sendTx');
    const label = (address: string) => win.locator(`.tx-view [data-testid="${TID.addressLabel}"][data-address="${address}"]`).first();
    await expect.poll(() => label(friend).getAttribute('data-label')).toBe('history');
    expect(await label(stranger).getAttribute('data-label')).toBe('unknown');
    expect(await label(twin).getAttribute('data-label')).toBe('lookalike');
    const warning = byTestId(win, TID.addressLookalike);
    expect(await warning.count()).toBe(1);
    expect(await warning.textContent()).toContain(tr('renderers.label.lookalike', { known: shortAddress(friend) }));
    await decide(win, false);
    expect((await sending).error).toMatchObject({ code: 4001 });
  });

  it("7. the popup's own Send form and review call a look-alike of an address you sent to out the same way", async () => {
    const friend = devAddress(8);
    await signAndWait(devKeyOf(0), send(friend, 1n));
    const twin = lookalike(friend);
    const formWarning = popup.locator(`form [data-testid="${TID.addressLookalike}"]`);
    const reviewOf = async (to: string) => {
      await showPopupRoute(popup, '/send');
      await byTestId(popup, TID.sendRecipient).fill(to);
      await byTestId(popup, TID.sendAmount).fill('1');
      // On the form already, as soon as the address is typed.
      if (to === twin) {
        await expect.poll(() => formWarning.getAttribute('data-address')).toBe(twin);
        expect(await formWarning.textContent()).toContain(tr('renderers.label.lookalike', { known: shortAddress(friend) }));
      } else {
        await expect.poll(() => byTestId(popup, TID.sendReview).isEnabled()).toBe(true);
        expect(await formWarning.count()).toBe(0);
      }
      await expect.poll(() => byTestId(popup, TID.sendReview).isEnabled()).toBe(true);
      await byTestId(popup, TID.sendReview).click();
      return popup.locator(`.tx-view [data-testid="${TID.addressLabel}"][data-address="${to}"]`).first();
    };
    const label = await reviewOf(twin);
    await expect.poll(() => label.getAttribute('data-label')).toBe('lookalike');
    const warning = byTestId(popup, TID.addressLookalike);
    expect(await warning.count()).toBe(1);
    expect(await warning.textContent()).toContain(tr('renderers.label.lookalike', { known: shortAddress(friend) }));
    // The address itself is no look-alike of itself: the review names it as one you sent to.
    const real = await reviewOf(friend);
    await expect.poll(() => real.getAttribute('data-label')).toBe('history');
    expect(await byTestId(popup, TID.addressLookalike).count()).toBe(0);
  });

  it('4. a validity window starting 9,000 blocks ahead is called out: the signature becomes usable at that block, about so long from now', async () => {
    const latest = BigInt((await client.getLatestBlock()).height);
    const start = latest + 9_000n;
    const signing = ledgerRequest(demo, 'ledger_signTx', {
      msgs: [send(devAddress(1), 1n)],
      validHeight: [start.toString(), (start + 200n).toString()],
    });
    const win = await approvalOf(h, 'signTx');
    const note = win.locator(`[data-testid="${TID.reviewNote}"][data-code="windowStartsFar"]`);
    await note.waitFor();
    expect(await note.getAttribute('data-level')).toBe('strong');
    const holes = { latest: '[0-9]+', count: '[0-9][0-9,.]*' };
    const later = trSource(
      'renderers.warning.windowStartsLater',
      { start: start.toString(), count: 9_000 },
      { ...holes, duration: durationSource() },
    );
    const far = trSource('renderers.warning.windowStartsFar', { start: start.toString(), count: 9_000 }, holes);
    expect(await note.textContent()).toMatch(new RegExp(`(?:${later})|(?:${far})`));
    await decide(win, false);
    expect((await signing).error).toMatchObject({ code: 4001 });
  });

  it('6. changing where rewards go to an address that is not yours is a warning', async () => {
    const stranger = devAddress(7);
    const changing = ledgerRequest(demo, 'ledger_signTx', {
      msgs: [{ type: 'MsgModifyWithdrawAddress', value: { delegator_address: MAIN, withdraw_address: stranger } }],
    });
    let win = await approvalOf(h, 'signTx');
    const warning = win.locator(`[data-testid="${TID.approvalMsg}"] [data-testid="${TID.msgWarning}"]`);
    await warning.waitFor();
    expect(await warning.textContent()).toContain(tr('renderers.withdrawAddress.notYours'));
    await decide(win, false);
    expect((await changing).error).toMatchObject({ code: 4001 });
    // Back to one of your own accounts: no warning.
    const back = ledgerRequest(demo, 'ledger_signTx', {
      msgs: [{ type: 'MsgModifyWithdrawAddress', value: { delegator_address: MAIN, withdraw_address: MAIN } }],
    });
    win = await approvalOf(h, 'signTx');
    await byTestId(win, TID.approvalMsg).first().waitFor();
    await expect.poll(() => byTestId(win, TID.approveButton).getAttribute('data-armed')).toBe('true');
    expect(await win.locator(`[data-testid="${TID.approvalMsg}"] [data-testid="${TID.msgWarning}"]`).count()).toBe(0);
    await decide(win, false);
    expect((await back).error).toMatchObject({ code: 4001 });
  });

  it('5. a memo is shown whole: its second line and long tail in the approval, its hidden characters marked in Activity', async () => {
    const tail = 'then send everything to gt11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq';
    const memo = `invoice 42\n${tail}`;
    const signing = ledgerRequest(demo, 'ledger_signTx', { msgs: [send(devAddress(1), 1n)], memo });
    const win = await approvalOf(h, 'signTx');
    const shown = win.locator(`[data-testid="${TID.memoText}"] pre`);
    await shown.waitFor();
    expect(await shown.textContent()).toBe(memo);
    expect(await whole(shown)).toBe(true);
    // Two lines on screen, not one.
    expect(await shown.evaluate((el) => el.getClientRects()[0]!.height > 2 * parseFloat(getComputedStyle(el).lineHeight || '16'))).toBe(
      true,
    );
    expect(await byTestId(win, TID.approvalMemo).inputValue()).toBe(memo);
    await decide(win, false);
    expect((await signing).error).toMatchObject({ code: 4001 });

    const received = await signAndWait(devKeyOf(8), send(MAIN, 1n, devAddress(8)), 'refund \u202Egnp.exe\u200B');
    await showPopupRoute(popup, '/activity');
    const row = popup.locator(`[data-testid="${TID.activityItem}"][data-txhash="${received}"]`);
    await row.locator(`[data-testid="${TID.activityToggle}"]`).click();
    const detailMemo = row.locator(`[data-testid="${TID.activityDetail}"] [data-testid="${TID.memoText}"]`);
    await detailMemo.waitFor();
    expect(await detailMemo.locator('pre').textContent()).toBe('refund ⟨U+202E⟩gnp.exe⟨U+200B⟩');
    expect(await detailMemo.locator(`[data-testid="${TID.hiddenChars}"]`).textContent()).toMatch(/U\+202E, U\+200B/);
  });

  it('3. a site that re-asks after every Reject is refused without a window for a while; Reject all and Block this site, undone in Connected sites', async () => {
    const ask = () => ledgerRequest(demo, 'ledger_signMessage', { data: 'Sign in again' });
    const refusedAtOnce = async (reason: RegExp) => {
      const answer = await ask();
      expect(answer.error).toMatchObject({ code: 4001, message: expect.stringMatching(reason) });
      expect(await wallet('wallet_listApprovals')).toEqual([]);
    };
    // The earlier tests' quick rejections may already have started a cool-down for the demo: the
    // person's own forgiveness (Unblock) clears it, so this test starts from a site in good standing.
    await wallet('wallet_unblockSite', { origin: new URL(h.demoUrl).origin });
    // The site floods the window; Reject all answers every request, and five rejections within a few
    // seconds refuse the site's next request at once, with no window.
    const flood = [ask(), ask(), ask(), ask(), ask()];
    const win = await approvalOf(h, 'signMessage');
    await expect.poll(() => byTestId(win, TID.approvalCount).getAttribute('data-total')).toBe('5');
    const rejectAll = byTestId(win, TID.approvalRejectAll);
    await expect.poll(() => rejectAll.isEnabled()).toBe(true);
    const closed = win.waitForEvent('close', { timeout: 60_000 });
    await clickClosing(win, TID.approvalRejectAll);
    for (const asked of flood) expect((await asked).error).toMatchObject({ code: 4001 });
    await closed;
    await refusedAtOnce(/several times in a row/);
    // A restarted background forgives a cool-down (worker memory), never a block.
    await h.stopServiceWorker();

    const blocking = ask();
    // Should the cool-down outlive the restart, the site is answered at once: say so, not just "no window".
    const answeredAtOnce = blocking.then((answer) =>
      Promise.reject(new Error(`answered without a window after the restart: ${JSON.stringify(answer)}`)),
    );
    const again = await Promise.race([approvalOf(h, 'signMessage'), answeredAtOnce]);
    const block = byTestId(again, TID.approvalBlockSite);
    await expect.poll(() => block.isEnabled()).toBe(true);
    const gone = again.waitForEvent('close', { timeout: 60_000 });
    await block.click();
    expect((await blocking).error).toMatchObject({ code: 4001 });
    await gone;
    await h.stopServiceWorker();
    await refusedAtOnce(/blocked this site/);

    await showPopupRoute(popup, '/sites');
    const origin = new URL(h.demoUrl).origin;
    const item = popup.locator(`[data-testid="${TID.blockedSiteItem}"][data-origin="${origin}"]`);
    await item.waitFor();
    await item.locator(`[data-testid="${TID.blockedSiteUnblock}"]`).click();
    await item.waitFor({ state: 'detached' });
    const asking = ask();
    await decide(await approvalOf(h, 'signMessage'), false);
    expect((await asking).error).toMatchObject({ code: 4001 });
  });
});
