// dApp requests do not outlive their window (issue 27, item 8), in real browsers: closing the approval
// window rejects (4001) every request it showed, as MetaMask does; a connection request lets the
// person choose the accounts the site sees (the selected one preselected), the site gets only those,
// and Connected sites shows and changes them (the site hears accountsChanged).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { TID } from '../../src/popup/testids';
import { ledgerRequest } from './demo-page';
import { ProviderErrorCode } from '../../src/shared/provider-wire';
import { startHarness, type Harness } from './harness';
import { approvalOf, byTestId, currentAddress, decide, walletCall, walletOnDevnet } from './wallet';

describe('request lifecycle', () => {
  let h: Harness;
  let popup: Page;
  let first: string;
  let second: string;

  beforeAll(async () => {
    h = await startHarness();
    ({ popup } = await walletOnDevnet(h));
    first = await currentAddress(popup);
    second = (await walletCall(popup, 'wallet_addAccount', {})).address;
    // Adding selects the new account: select the first again, the one a connect proposes.
    const state = await walletCall(popup, 'wallet_getState', {});
    await walletCall(popup, 'wallet_selectAccount', { accountId: state.accounts.find((a) => a.address === first)!.id });
  });

  afterAll(async () => {
    await h?.close();
  });

  const picker = (win: Page) => byTestId(win, TID.connectAccount);

  it('lets the person choose the accounts a site sees, the selected one preselected', async () => {
    const demo = await h.openDemo();
    const connecting = ledgerRequest(demo, 'ledger_requestAccounts');
    const win = await approvalOf(h, 'connect');
    await expect.poll(() => picker(win).count()).toBe(2);
    expect(
      await picker(win).evaluateAll((boxes) => boxes.map((box) => [box.getAttribute('data-address'), (box as HTMLInputElement).checked])),
    ).toEqual([
      [first, true],
      [second, false],
    ]);
    // None ticked: Approve is off.
    await win.locator(`[data-testid="${TID.connectAccount}"][data-address="${first}"]`).click();
    await expect.poll(() => byTestId(win, TID.approveButton).isDisabled()).toBe(true);
    await win.locator(`[data-testid="${TID.connectAccount}"][data-address="${second}"]`).check();
    await decide(win, true);
    const answer = await connecting;
    expect((answer.result as Array<{ address: string }>).map((a) => a.address)).toEqual([second]);
    expect(await ledgerRequest(demo, 'ledger_accounts')).toMatchObject({ result: [{ address: second }] });
  });

  it('changes them in Connected sites, and the site hears it', async () => {
    const demo = await h.openDemo();
    await demo.evaluate(() => {
      const w = window as unknown as { heard: unknown[]; ledger: { on(event: string, fn: (data: unknown) => void): void } };
      w.heard = [];
      w.ledger.on('accountsChanged', (data) => w.heard.push(data));
    });
    // A page is told of changes once it has talked to the wallet (its connection is known then).
    expect(await ledgerRequest(demo, 'ledger_accounts')).toMatchObject({ result: [{ address: second }] });
    await popup.goto(popup.url().replace(/#.*$/, '#/sites'));
    await popup.reload(); // the account was added behind this page's back (walletCall)
    const origin = new URL(h.demoUrl).origin;
    const row = popup.locator(`[data-testid="${TID.siteItem}"][data-origin="${origin}"]`);
    await row.waitFor();
    await row.locator(`[data-testid="${TID.siteAccountsEdit}"]`).click();
    const box = (address: string) => row.locator(`[data-testid="${TID.siteAccount}"][data-address="${address}"]`);
    await box(first).waitFor();
    expect(await box(second).isChecked()).toBe(true);
    expect(await box(first).isChecked()).toBe(false);
    await box(first).check();
    await box(second).click();
    await row.locator(`[data-testid="${TID.siteAccountsSave}"]`).click();
    await expect.poll(async () => (await ledgerRequest(demo, 'ledger_accounts')).result).toMatchObject([{ address: first }]);
    expect((await ledgerRequest(demo, 'ledger_accounts')).result).toHaveLength(1);
    await expect
      .poll(() => demo.evaluate(() => JSON.stringify((window as unknown as { heard: unknown[] }).heard.at(-1) ?? null)))
      .toContain(first);
    await expect.poll(() => row.textContent()).toContain(first.slice(0, 8));
  });

  it('rejects (4001) every request the approval window showed when the person closes it', async () => {
    const demo = await h.openDemo();
    await ledgerRequest(demo, 'ledger_requestAccounts');
    const asked = [ledgerRequest(demo, 'ledger_signMessage', { data: 'one' }), ledgerRequest(demo, 'ledger_signMessage', { data: 'two' })];
    const win = await approvalOf(h, 'signMessage');
    await expect.poll(() => byTestId(win, TID.approvalCount).getAttribute('data-total')).toBe('2');
    await win.close();
    const answers = await Promise.all(asked);
    for (const answer of answers) expect(answer.error, JSON.stringify(answer)).toMatchObject({ code: 4001 });
    await expect.poll(async () => (await walletCall(popup, 'wallet_listApprovals', {})).length).toBe(0);
  });

  it('loses no request sent while the background stops: each is answered, none with "send it again"', async () => {
    const demo = await h.openDemo();
    // The page asks again as soon as each answer comes, so some request leaves just as the worker
    // goes, before the page has heard its port drop (CI saw one such request answered 4900 in Firefox).
    await demo.evaluate(() => {
      const w = window as unknown as {
        answers: string[];
        asking: boolean;
        done: Promise<void>;
        ledger: { request(args: unknown): Promise<unknown> };
      };
      w.answers = [];
      w.asking = true;
      w.done = (async () => {
        while (w.asking) {
          const answer = await w.ledger.request({ method: 'ledger_chainId' }).catch((err: { code?: number; message?: string }) => err);
          w.answers.push(typeof answer === 'string' ? answer : JSON.stringify(answer));
        }
      })();
    });
    for (let round = 0; round < 4; round++) await h.stopServiceWorker();
    // A page that lost its port waits a little longer after each failed reconnect: the loop goes on.
    await expect.poll(() => demo.evaluate(() => (window as unknown as { answers: string[] }).answers.length)).toBeGreaterThan(4);
    const answers = await demo.evaluate(async () => {
      const w = window as unknown as { answers: string[]; asking: boolean; done: Promise<void> };
      w.asking = false;
      await w.done;
      return w.answers;
    });
    // The loop asks without pause, so on a slow machine a worker's minute can pass the site's budget of
    // 600 requests (approvals/limits.ts), and the wallet then answers -32005 ("wait a minute"): an
    // answer, not a lost request or "send it again" (4900). Every other answer is the chain id.
    const budgetRefusal = JSON.stringify({ code: ProviderErrorCode.limitExceeded, name: 'ProviderRpcError' });
    expect(answers.filter((answer) => answer !== 'gt-devnet-1' && answer !== budgetRefusal)).toEqual([]);
    expect(answers.filter((answer) => answer === 'gt-devnet-1').length).toBeGreaterThan(4);
    // A worker started afresh (its budget with it) answers the page's next request.
    await h.stopServiceWorker();
    expect(await ledgerRequest(demo, 'ledger_chainId')).toEqual({ result: 'gt-devnet-1' });
  });
});
