// Sessions and sites in real Chromium (issue 9, items 8–11): discovery on a plain-http page that
// is not localhost, what a site that is not connected can learn, the approval queue's global cap and
// its pages going away, and an auto-lock that site requests and polling cannot hold off.
// Extra origins are names mapped to 127.0.0.1 by the browser (`*.sessions.test`): each name is its own
// origin, and none is localhost, so none is a secure context.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import type { WalletMethod, WalletResults } from '../../src/shared/wallet-api';
import { ledgerRequest } from './demo-page';
import { startHarness, type Harness } from './harness';
import { approvalOf, byTestId, PASSWORD, walletOnDevnet } from './wallet';
import { TID } from '../../src/popup/testids';

const AUTOLOCK_ALARM = 'vaultline:autolock';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('sessions and sites', () => {
  let h: Harness;
  let popup: Page;
  let demo: Page;
  let site: (name: string) => string;

  /** A wallet message from the popup page, as the popup itself sends it. */
  async function wallet<M extends WalletMethod>(method: M, params: object = {}): Promise<WalletResults[M]> {
    const response = await popup.evaluate(([m, p]) => chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: m, params: p }), [
      method,
      params,
    ] as const);
    if (!response?.ok) throw new Error(`${method}: ${JSON.stringify(response?.error)}`);
    return response.result as WalletResults[M];
  }

  async function openSite(name: string): Promise<Page> {
    const page = await h.newPage();
    await page.goto(site(name));
    await expect
      .poll(() => page.evaluate(() => (window as { ledger?: { isVaultline?: boolean } }).ledger?.isVaultline === true))
      .toBe(true);
    return page;
  }

  /** Starts a request in the page without waiting for its answer. */
  function startLedgerRequest(
    page: Page,
    method: string,
    params?: unknown,
  ): Promise<{ result?: unknown; error?: { code: unknown; message: string } }> {
    return ledgerRequest(page, method, params);
  }

  async function approveConnect(origin: string, answered: () => unknown = () => undefined): Promise<void> {
    const listed = async () => {
      // A page answered before its request was listed was refused or lost: say so, with the answer.
      const early = answered();
      if (early !== undefined) throw new Error(`${origin} was answered before its connect request was listed: ${JSON.stringify(early)}`);
      return (await wallet('wallet_listApprovals')).some((entry) => entry.origin === origin && entry.kind === 'connect');
    };
    // 30 s: on a busy machine Firefox's event page may first start again, and load the site requests' part.
    await expect.poll(listed, { timeout: 30_000 }).toBe(true);
    const approval = (await wallet('wallet_listApprovals')).find((entry) => entry.origin === origin && entry.kind === 'connect')!;
    await wallet('wallet_resolveApproval', { approvalId: approval.id, approved: true });
  }

  async function connect(page: Page): Promise<void> {
    const origin = new URL(page.url()).origin;
    let answered: unknown;
    const answer = startLedgerRequest(page, 'ledger_requestAccounts').then((reply) => (answered = reply));
    await approveConnect(origin, () => answered);
    expect((await answer).result).toHaveLength(1);
  }

  const alarmTime = async (): Promise<number | undefined> => {
    const worker = await h.serviceWorker();
    return worker.evaluate(async (name) => (await chrome.alarms.get(name))?.scheduledTime, AUTOLOCK_ALARM);
  };

  beforeAll(async () => {
    h = await startHarness({ localDomain: 'sessions.test' });
    const port = new URL(h.demoUrl).port;
    site = (name) => `http://${name}.sessions.test:${port}/`;
    ({ popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it('announces Vaultline on a plain-http page that is not localhost (no crypto.randomUUID there)', async () => {
    const page = await h.newPage();
    await page.goto(site('plain'));
    expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID])).toEqual([false, 'undefined']);
    const announced = await page.evaluate(
      () =>
        new Promise<{ uuid: string; rdns: string; same: boolean }[]>((resolve) => {
          const seen: { uuid: string; rdns: string; same: boolean }[] = [];
          window.addEventListener('ledger:announceProvider', (event) => {
            const { info, provider } = (event as CustomEvent).detail;
            seen.push({ uuid: info.uuid, rdns: info.rdns, same: provider === (window as { ledger?: unknown }).ledger });
          });
          window.dispatchEvent(new Event('ledger:requestProvider'));
          setTimeout(() => resolve(seen), 500);
        }),
    );
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ rdns: 'dev.vaultline.wallet', same: true });
    expect(announced[0]!.uuid).toMatch(UUID_V4);
    // The demo dApp found it through the announcement made at load.
    expect(Number(await page.locator('#provider-status').getAttribute('data-announced'))).toBeGreaterThanOrEqual(1);
    expect(await ledgerRequest(page, 'ledger_chainId')).toEqual({ result: h.devnet!.chainId });
    expect(h.errors.filter((error) => error.includes('randomUUID'))).toEqual([]);
    await page.close();
  });

  it('tells a site that is not connected the chain id only, and sends it no events', async () => {
    demo = await h.openDemo();
    await connect(demo);
    const stranger = await openSite('stranger');
    const listen = (page: Page) =>
      page.evaluate(() => {
        const events: Array<[string, unknown]> = [];
        (window as unknown as { seen: typeof events }).seen = events;
        const ledger = (window as unknown as { ledger: { on(event: string, listener: (data: unknown) => void): void } }).ledger;
        for (const name of ['connect', 'disconnect', 'accountsChanged', 'networkChanged'])
          ledger.on(name, (data) => events.push([name, data]));
      });
    const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Array<[string, unknown]> }).seen);
    await Promise.all([listen(demo), listen(stranger)]);

    expect(await ledgerRequest(stranger, 'ledger_getNetwork')).toEqual({ result: { chainId: h.devnet!.chainId } });
    expect(await ledgerRequest(stranger, 'ledger_chainId')).toEqual({ result: h.devnet!.chainId });
    expect(await ledgerRequest(stranger, 'ledger_accounts')).toEqual({ result: [] });
    const state = await wallet('wallet_getState');
    const devnet = state.network;
    expect(devnet.name).toBe('E2E devnet');
    expect(await ledgerRequest(demo, 'ledger_getNetwork')).toEqual({
      result: { chainId: devnet.chainId, name: devnet.name, restUrl: devnet.restUrl },
    });

    // The person switches to the builtin network and back: the connected demo hears both.
    const other = state.networks.find((network) => network.id !== devnet.id)!;
    await wallet('wallet_selectNetwork', { networkId: other.id });
    await wallet('wallet_selectNetwork', { networkId: devnet.id });
    await expect
      .poll(async () =>
        (await seen(demo)).filter(([name]) => name === 'networkChanged').map(([, data]) => (data as { chainId: string }).chainId),
      )
      .toEqual([other.chainId, devnet.chainId]);
    await wallet('wallet_lock');
    await wallet('wallet_unlock', { password: PASSWORD });
    await expect.poll(async () => (await seen(demo)).filter(([name]) => name === 'accountsChanged').length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await seen(stranger)).toEqual([]);
    await stranger.close();
  });

  it('caps the whole approval queue at 50 and refuses more with -32005', async () => {
    const sites: Page[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await openSite(`site${i}`);
      await connect(page);
      sites.push(page);
    }
    // Their answers never come: the pages close below, with the requests still waiting.
    const early: unknown[] = [];
    for (const page of sites)
      for (let n = 0; n < 10; n++)
        void startLedgerRequest(page, 'ledger_signMessage', { data: `request ${n}` }).then(
          (reply) => early.push(reply),
          () => undefined,
        );
    const queued = async () => {
      // A request answered before the person saw it was refused or lost: say so, with the answers.
      if (early.length > 0) throw new Error(`${early.length} requests were answered before they were listed: ${JSON.stringify(early)}`);
      return (await wallet('wallet_listApprovals')).length;
    };
    await expect.poll(queued, { timeout: 30_000 }).toBe(50);
    const late = await openSite('late');
    const refused = await ledgerRequest(late, 'ledger_requestAccounts');
    expect(refused.error).toMatchObject({ code: -32005, message: expect.stringMatching(/too many requests are waiting/i) });
    expect(await wallet('wallet_listApprovals')).toHaveLength(50);
    // Closing the tabs drops their requests; the approval window closes with the last one.
    const win = await h.waitForApprovalWindow();
    // The window closes itself once the requests it has shown are gone: let it load them before the tabs close.
    await expect.poll(() => byTestId(win, TID.approvalCount).getAttribute('data-total'), { timeout: 15_000 }).toBe('50');
    const closed = win.waitForEvent('close', { timeout: 30_000 });
    for (const page of sites) await page.close();
    await expect.poll(async () => (await wallet('wallet_listApprovals')).length, { timeout: 15_000 }).toBe(0);
    await closed;
    await late.close();
  });

  it('drops a request when its page navigates away, and the approval window follows', async () => {
    const page = await openSite('leaving');
    const origin = new URL(page.url()).origin;
    void startLedgerRequest(page, 'ledger_requestAccounts').catch(() => undefined);
    await expect
      .poll(async () => (await wallet('wallet_listApprovals')).map((entry) => entry.origin), { timeout: 15_000 })
      .toEqual([origin]);
    const win = await approvalOf(h, 'connect');
    const closed = win.waitForEvent('close', { timeout: 30_000 });
    await page.goto(`${site('leaving')}?elsewhere`);
    await expect.poll(async () => (await wallet('wallet_listApprovals')).length, { timeout: 15_000 }).toBe(0);
    await closed;
    await page.close();
  });

  it('locks after the idle time even while sites poll and the approval window is open', async () => {
    // The person's own key press in the popup pushes the auto-lock back.
    const before = await alarmTime();
    expect(before).toBeGreaterThan(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await popup.keyboard.press('Shift');
    await expect.poll(alarmTime).toBeGreaterThan(before!);

    // A connected site and one that is not poll all the time; the stranger's connect prompt keeps
    // the approval window open (it polls each second), and the popup stays open on home.
    const stranger = await openSite('poller');
    const poll = (page: Page, calls: Array<[string, unknown?]>) =>
      page.evaluate((list) => {
        const ledger = (window as unknown as { ledger: { request(args: unknown): Promise<unknown> } }).ledger;
        setInterval(() => {
          for (const [method, params] of list)
            void ledger.request(params === undefined ? { method } : { method, params }).catch(() => undefined);
        }, 200);
      }, calls);
    await poll(demo, [['ledger_accounts'], ['ledger_getNetwork'], ['ledger_switchNetwork', { chainId: h.devnet!.chainId }]]);
    await poll(stranger, [
      ['ledger_chainId'],
      ['ledger_signMessage', { data: 'let me in' }],
      ['ledger_signTx', { msgs: [{ type: 'MsgSend', value: { to_address: 'gt1x', amount: [] } }] }],
    ]);
    void startLedgerRequest(stranger, 'ledger_requestAccounts').catch(() => undefined);
    await h.waitForApprovalWindow();

    const due = await alarmTime();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await alarmTime()).toBe(due);

    // Let the idle time run out now (instead of waiting out the minutes): the wallet locks while the
    // polling goes on, and the connected site is told.
    const worker = await h.serviceWorker();
    await worker.evaluate((name) => chrome.alarms.create(name, { when: Date.now() + 1000 }), AUTOLOCK_ALARM);
    await expect.poll(async () => (await wallet('wallet_getState')).unlocked, { timeout: 20_000 }).toBe(false);
    expect(await ledgerRequest(demo, 'ledger_accounts')).toEqual({ result: [] });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await wallet('wallet_getState')).unlocked).toBe(false);
    await stranger.close();
  });
});
