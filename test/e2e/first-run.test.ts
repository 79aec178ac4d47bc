// A first run that guides (issue 27, item 5), in real browsers: a site that asks while Vaultline has
// no wallet yet gets the structured 4900 (`data.reason: 'noWallet'`), Vaultline opens its welcome tab
// (one for a burst of requests, not one per request; in a window of its own where no window takes a
// tab, as Firefox's popup windows do not), and the demo dApp says so in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { TID } from '../../src/popup/testids';
import { ledgerRequest, settled, startRequest } from './demo-page';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { byTestId } from './wallet';

describe('first run: a site asks before there is a wallet', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });

  afterAll(async () => {
    await h?.close();
  });

  const isWelcome = (url: string) => url.startsWith(`${h.extensionBaseUrl}src/popup/index.html`);
  const welcomeTabs = async (): Promise<Page[]> => (await h.pages()).filter((page) => !page.isClosed() && isWelcome(page.url()));
  /** Every open page's URL: a failed wait then says what was open instead (seen once in Firefox: none). */
  const openUrls = async (): Promise<string[]> => (await h.pages()).filter((page) => !page.isClosed()).map((page) => page.url());

  it('answers 4900 (noWallet) and opens one welcome tab for a burst of requests', async () => {
    expect(await welcomeTabs()).toHaveLength(0);
    const demo = await h.openDemo();
    const answers = await Promise.all([
      ledgerRequest(demo, 'ledger_requestAccounts'),
      ledgerRequest(demo, 'ledger_requestAccounts'),
      ledgerRequest(demo, 'ledger_signMessage', { data: 'hello' }),
    ]);
    for (const answer of answers) expect(answer.error, JSON.stringify(answer)).toMatchObject({ code: 4900 });
    const data = await demo.evaluate(async () => {
      try {
        await (window as unknown as { ledger: { request(args: unknown): Promise<unknown> } }).ledger.request({
          method: 'ledger_requestAccounts',
        });
        return null;
      } catch (error) {
        return (error as { data?: unknown }).data ?? null;
      }
    });
    expect(data).toEqual({ reason: 'noWallet' });
    await expect
      .poll(openUrls)
      .toSatisfy((urls: string[]) => urls.filter(isWelcome).length === 1)
      .catch(async (error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nthe extension sees ${await h.extensionView()}`);
      });
    const [tab] = await welcomeTabs();
    await byTestId(tab!, TID.onboardingCreate).waitFor();
    expect(await byTestId(tab!, TID.onboardingCreate).textContent()).toBe(tr('onboarding.create'));
    // Four requests, one tab: a moment later there is still only the one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await welcomeTabs()).toHaveLength(1);
  });

  it('shows the demo page a sentence for it, the raw error under Details', async () => {
    const demo = await h.openDemo();
    const seq = await startRequest(demo, '#connect');
    expect(await settled(demo, seq)).toMatchObject({ status: 'error', code: '4900' });
    const summary = demo.locator('#result-summary');
    await expect
      .poll(() => summary.textContent())
      .toMatch(/^Vaultline has no wallet yet\. Create or import one in the tab Vaultline opened/);
    expect(await summary.textContent()).not.toContain('{');
    expect(await demo.locator('#result-details').getAttribute('open')).toBeNull();
    expect(JSON.parse((await demo.locator('#result').textContent()) ?? '')).toMatchObject({ code: 4900, data: { reason: 'noWallet' } });
  });

  // Last in the file: it closes every normal window. Firefox refuses a new tab where no window but
  // popups is open; the welcome page then opens in a normal window of its own (background/welcome.ts).
  it('opens the welcome page in a window of its own when only a popup window is open', async () => {
    const demoUrl = new URL('?popup-window', h.demoUrl).href;
    // The demo in a popup window, then every normal window closed (after this call has answered: in
    // Firefox the call runs in an extension page, which such a window holds).
    const before = await (
      await h.serviceWorker()
    ).evaluate(async (url) => {
      await chrome.windows.create({ type: 'popup', url, width: 420, height: 600 });
      const normal = (await chrome.windows.getAll({ windowTypes: ['normal'] })).map((window) => window.id!);
      setTimeout(() => void Promise.all(normal.map((id) => chrome.windows.remove(id).catch(() => undefined))), 200);
      return normal;
    }, demoUrl);
    expect(before.length).toBeGreaterThan(0);
    const demoPage = async () => (await h.pages()).find((page) => !page.isClosed() && page.url() === demoUrl);
    await expect.poll(demoPage, { timeout: 30_000 }).toBeDefined();
    // Only the popup window left (the welcome tab of the first test went with its window).
    await expect
      .poll(async () => (await openUrls()).filter((url) => url !== demoUrl && url !== 'about:blank'), { timeout: 30_000 })
      .toEqual([]);
    const demo = (await demoPage())!;
    await demo.locator('#provider-status[data-status="found"]').waitFor();
    // A site's asks within 10 s of the last welcome shown show nothing more: ask until one shows it.
    await expect
      .poll(
        async () => {
          const answer = await ledgerRequest(demo, 'ledger_requestAccounts');
          expect(answer.error, JSON.stringify(answer)).toMatchObject({ code: 4900 });
          return (await openUrls()).filter(isWelcome).length;
        },
        { timeout: 40_000, interval: 2_000 },
      )
      .toBe(1)
      .catch(async (error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nthe extension sees ${await h.extensionView()}`);
      });
    const [tab] = await welcomeTabs();
    await byTestId(tab!, TID.onboardingCreate).waitFor();
    // The welcome page is the one tab of the one normal window, a window that was not open before.
    const view = await (
      await h.serviceWorker()
    ).evaluate(async () =>
      (await chrome.windows.getAll({ populate: true })).map((window) => ({
        id: window.id!,
        type: window.type,
        urls: (window.tabs ?? []).map((tab) => tab.url ?? tab.pendingUrl ?? ''),
      })),
    );
    const normal = view.filter((window) => window.type === 'normal');
    expect(normal, JSON.stringify(view)).toHaveLength(1);
    expect(before).not.toContain(normal[0]!.id);
    expect(normal[0]!.urls.map(isWelcome)).toEqual([true]);
    expect(view.find((window) => window.type === 'popup')?.urls).toEqual([demoUrl]);
  });
});
