// Sessions and sites (issue 9, items 8–10): idle means the person is idle, sites that are not
// connected learn nothing, and the approval queue is bounded and loses requests whose page is gone.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalOf } from '../../src/shared/wallet-api';
import { EXTENSION_ID, type FakeChrome, type FakePort } from './fakeChrome';
import type { FakeLedger } from './fakeLedger';
import {
  connectSite,
  eventsOf,
  loadBackground,
  request,
  send,
  storedValue,
  storeValueElsewhere,
  waitForApprovals,
  freshWallet,
  type Background,
} from './harness';

const DAPP = 'https://dapp.example';
const AUTOLOCK = 'vaultline:autolock';

let fake: FakeChrome;
let ledger: FakeLedger;
let bg: Background;
let me: string;

beforeEach(async () => {
  ({ fake, ledger, bg, me } = await freshWallet());
});

const pendingApprovals = (count: number) => waitForApprovals(bg, count);

function connectDapp(origin = DAPP, tabId = 1): Promise<FakePort> {
  return connectSite(fake, bg, origin, tabId);
}

/** When the auto-lock alarm is due; the alarm is re-created (a new time) whenever it is pushed back. */
const alarmTime = () => fake.alarms.get(AUTOLOCK)?.scheduledTime;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('idle means the person is idle', () => {
  it('site requests, refused or not, and polling reads never push the auto-lock back', async () => {
    const connected = await connectDapp();
    const stranger = fake.connectPort('https://stranger.example', 2);
    const due = alarmTime();
    expect(due).toBeDefined();
    await tick();
    for (let round = 0; round < 3; round++) {
      expect(
        (
          await request(stranger, 'ledger_signTx', {
            msgs: [{ type: 'MsgSend', value: { to_address: me, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
          })
        ).error,
      ).toMatchObject({ code: 4100 });
      expect((await request(stranger, 'ledger_signMessage', { data: 'hi' })).error).toMatchObject({ code: 4100 });
      await request(stranger, 'ledger_chainId');
      await request(connected, 'ledger_accounts');
      await request(connected, 'ledger_getNetwork');
      await request(connected, 'ledger_broadcastTx', { type: 'StdTx', value: { msg: [], signatures: [] } });
      for (const read of ['wallet_getState', 'wallet_listApprovals', 'wallet_listPermissions'] as const) await bg.ok(read);
      await tick();
    }
    send(stranger, 'ledger_requestAccounts');
    await pendingApprovals(1);
    expect(alarmTime()).toBe(due);
  });

  it("the person's own actions do push it back", async () => {
    const due = alarmTime()!;
    vi.useFakeTimers({ now: Date.now() + 2000, toFake: ['Date'] });
    try {
      await bg.ok('wallet_noteActivity');
      const afterClick = alarmTime()!;
      expect(afterClick).toBeGreaterThanOrEqual(due + 2000);
      vi.setSystemTime(Date.now() + 2000);
      await bg.ok('wallet_addAccount', {});
      expect(alarmTime()).toBeGreaterThanOrEqual(afterClick + 2000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("saving a contact and switching a notice are the person's too; listing contacts is not", async () => {
    const due = alarmTime()!;
    vi.useFakeTimers({ now: Date.now() + 2000, toFake: ['Date'] });
    try {
      await bg.ok('wallet_listContacts');
      await bg.ok('wallet_notifications');
      expect(alarmTime()).toBe(due);
      await bg.ok('wallet_saveContact', { contact: { address: me, name: 'Me' } });
      const afterSave = alarmTime()!;
      expect(afterSave).toBeGreaterThanOrEqual(due + 2000);
      vi.setSystemTime(Date.now() + 2000);
      await bg.ok('wallet_setNotifyKind', { kind: 'incoming', on: false });
      expect(alarmTime()).toBeGreaterThanOrEqual(afterSave + 2000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a burst of actions sets the alarm once, not once per message', async () => {
    const create = vi.spyOn(fake.chrome.alarms, 'create');
    for (let i = 0; i < 5; i++) await bg.ok(i % 2 ? 'wallet_noteActivity' : 'wallet_dismissDerivationNotice');
    expect(create).toHaveBeenCalledTimes(0);
    await bg.ok('wallet_setAutoLock', { minutes: 7 });
    expect(create).toHaveBeenCalledTimes(1);
    expect(alarmTime()).toBeGreaterThan(Date.now() + 6 * 60_000);
  });

  it('a locked wallet keeps no alarm, whatever is clicked', async () => {
    await bg.ok('wallet_lock');
    await bg.ok('wallet_noteActivity');
    expect(alarmTime()).toBeUndefined();
  });
});

describe('sites that are not connected learn nothing', () => {
  it('gives an unconnected site the chain id only, and a connected one the network', async () => {
    const stranger = fake.connectPort('https://stranger.example', 2);
    expect((await request(stranger, 'ledger_getNetwork')).result).toEqual({ chainId: 'gt-devnet-1' });
    expect((await request(stranger, 'ledger_chainId')).result).toBe('gt-devnet-1');
    const port = await connectDapp();
    expect((await request(port, 'ledger_getNetwork')).result).toEqual({
      chainId: 'gt-devnet-1',
      name: 'Local devnet',
      restUrl: 'http://127.0.0.1:1317',
    });
  });

  it('tells connected sites only that the network changed, even through their tab', async () => {
    const port = await connectDapp();
    const stranger = fake.connectPort('https://stranger.example', 2);
    await request(stranger, 'ledger_chainId');
    stranger.onDisconnect.fire();
    const strangerAgain = fake.connectPort('https://stranger.example', 3);
    await request(strangerAgain, 'ledger_chainId');
    await bg.provider.notifyNetworkChanged();
    expect(eventsOf(port, 'networkChanged')).toEqual([{ chainId: 'gt-devnet-1', name: 'Local devnet', restUrl: 'http://127.0.0.1:1317' }]);
    expect(eventsOf(strangerAgain, 'networkChanged')).toEqual([]);
    expect(fake.tabMessages.filter((sent) => sent.tabId !== 1)).toEqual([]);
  });
});

describe('the approval queue is bounded and follows its pages', () => {
  it('caps all pending approvals together at 50, with -32005', async () => {
    const ports: FakePort[] = [];
    for (let i = 0; i < 5; i++) ports.push(await connectDapp(`https://site${i}.example`, 10 + i));
    for (const port of ports) for (let n = 0; n < 10; n++) send(port, 'ledger_signMessage', { data: `m${n}` });
    await pendingApprovals(50);
    const late = fake.connectPort('https://late.example', 20);
    const refused = await request(late, 'ledger_requestAccounts');
    expect(refused.error).toMatchObject({ code: -32005, message: expect.stringMatching(/too many requests are waiting/i) });
    expect(await bg.ok('wallet_listApprovals')).toHaveLength(50);
  });

  it('refuses a request that would make the stored queue larger than its budget, with -32005', async () => {
    const port = await connectDapp();
    // 65,536 three-byte characters: the record keeps their hex and text, about 460,000 characters.
    const big = { data: '\u4e2d'.repeat(65_536) };
    for (let n = 0; n < 9; n++) send(port, 'ledger_signMessage', big);
    await pendingApprovals(9);
    const refused = await request(port, 'ledger_signMessage', big);
    expect(refused.error).toMatchObject({ code: -32005, message: expect.stringMatching(/too large together/i) });
    expect(await bg.ok('wallet_listApprovals')).toHaveLength(9);
    expect(JSON.stringify(fake.session.data.get('approvals.queue')).length).toBeLessThanOrEqual(4 * 1024 * 1024);
  });

  it('opens the welcome tab on a fresh install only, not on an update', async () => {
    fake.chrome.runtime.onInstalled.fire({ reason: 'update' });
    fake.chrome.runtime.onInstalled.fire({ reason: 'chrome_update' });
    fake.chrome.runtime.onInstalled.fire({ reason: 'install' });
    await vi.waitFor(() => expect(fake.createdTabs).toHaveLength(1));
    expect(fake.createdTabs[0]).toMatchObject({ url: fake.chrome.runtime.getURL('src/popup/index.html#/'), active: true });
  });

  it('keeps the queue in storage.session, and an update drops the one older versions left in the local area', async () => {
    const port = await connectDapp();
    send(port, 'ledger_signMessage', { data: 'hello' });
    await pendingApprovals(1);
    expect(fake.session.data.get('approvals.queue')).toHaveLength(1);
    await storeValueElsewhere('approvals.queue', [{ view: { id: 'old' } }]);
    fake.chrome.runtime.onInstalled.fire({ reason: 'update' });
    await vi.waitFor(async () => expect(await storedValue('approvals.queue')).toBeUndefined());
    expect(await bg.ok('wallet_listApprovals')).toHaveLength(1);
  });

  it("drops a document's requests when its port disconnects, and keeps other documents' requests", async () => {
    const port = await connectDapp(DAPP, 1);
    const sameSiteOtherTab = fake.connectPort(DAPP, 2);
    send(port, 'ledger_signMessage', { data: 'a' });
    send(port, 'ledger_signMessage', { data: 'b' });
    send(sameSiteOtherTab, 'ledger_signMessage', { data: 'c' });
    await pendingApprovals(3);
    expect(fake.badge.text).toBe('3');
    port.onDisconnect.fire();
    const left = await pendingApprovals(1);
    expect((left[0] as ApprovalOf<'signMessage'>).message).toMatchObject({ text: 'c' });
    await vi.waitFor(() => expect(fake.badge.text).toBe('1'));
    // The document is gone: events are not sent after it through its tab either.
    await bg.ok('wallet_lock');
    expect(eventsOf(sameSiteOtherTab, 'accountsChanged').at(-1)).toEqual([]);
    expect(fake.tabMessages.filter((sent) => (sent.message as { channel?: string }).channel === 'vaultline:event')).toEqual([]);
  });

  it('does not queue a request whose page left while it was being prepared', async () => {
    const port = await connectDapp();
    send(port, 'ledger_signMessage', { data: 'gone' });
    port.onDisconnect.fire();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await bg.ok('wallet_listApprovals')).toEqual([]);
  });

  it('a new worker drops requests whose page is gone, and keeps those whose page answers', async () => {
    const port = await connectDapp(DAPP, 1);
    const other = await connectDapp('https://other.example', 2);
    send(port, 'ledger_signMessage', { data: 'still here' });
    send(other, 'ledger_signMessage', { data: 'navigated away' });
    await pendingApprovals(2);
    // Tab 2 navigated while no worker ran: its document no longer answers.
    fake.chrome.tabs.sendMessage = async (tabId: number, message: unknown) => {
      if (tabId === 2) throw new Error('Could not establish connection. Receiving end does not exist.');
      fake.tabMessages.push({ tabId, message });
    };
    bg = await loadBackground(fake, ledger);
    const left = await pendingApprovals(1);
    expect(left[0]!.origin).toBe(DAPP);
    expect(fake.tabMessages).toContainEqual({ tabId: 1, message: { channel: 'vaultline:ping' } });
  });

  it("without a documentId (Firefox) the content script's page id keeps a tab's documents apart", async () => {
    const pageA = 'a'.repeat(32);
    const pageB = 'b'.repeat(32);
    const firefoxPort = (origin: string, page: string) =>
      fake.connectPortFrom(
        { id: EXTENSION_ID, url: `${origin}/page.html`, tab: { id: 1 } as chrome.tabs.Tab, frameId: 0 },
        `vaultline:provider:${page}`,
      );
    const leaving = firefoxPort(DAPP, pageA);
    send(leaving, 'ledger_requestAccounts');
    await pendingApprovals(1);
    // The tab's next document (another site) connects before the first one's port closes: the request still goes with it.
    const next = firefoxPort('https://next.example', pageB);
    send(next, 'ledger_requestAccounts');
    await pendingApprovals(2);
    leaving.onDisconnect.fire();
    await pendingApprovals(1);

    // A new worker pings the frame for the request left; the document there now is another one.
    (fake.chrome.tabs as { sendMessage(tabId: number, message: unknown): Promise<unknown> }).sendMessage = async (tabId, message) => {
      fake.tabMessages.push({ tabId, message });
      return (message as { page?: string }).page === pageA;
    };
    bg = await loadBackground(fake, ledger);
    await pendingApprovals(0);
    expect(fake.tabMessages).toContainEqual({ tabId: 1, message: { channel: 'vaultline:ping', page: pageB } });
  });
});
