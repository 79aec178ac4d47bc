// A tx request's approval window opens once the request is checked, while the background still
// reads the node for it (fee, window, warnings); the window's list waits for the prepared request,
// nothing unprepared is ever listed or approvable, and a prepare that fails is told to the window it opened.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import type { FakeChrome } from './fakeChrome';
import type { FakeLedger } from './fakeLedger';
import { answerOf, MNEMONIC, send, waitForApprovals, freshWallet, type Background } from './harness';

const DAPP = 'https://dapp.example';
const recipient = addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(5)).kL));

let fake: FakeChrome;
let ledger: FakeLedger;
let bg: Background;
let me: string;

beforeEach(async () => {
  ({ fake, ledger, bg, me } = await freshWallet());
  ledger.balances.set(me, [{ denom: 'NANOGT', amount: '1000000000000' }]);
});

const send1GT = (extra: object = {}) => ({
  msgs: [{ type: 'MsgSend', value: { from_address: me, to_address: recipient, amount: [{ denom: 'NANOGT', amount: '1000000000' }] } }],
  ...extra,
});

/** A connected page, with the connect prompt's window closed again (as the popup closes it). */
async function connectedPage() {
  const port = fake.connectPort(DAPP);
  const id = send(port, 'ledger_requestAccounts');
  const [approval] = await waitForApprovals(bg, 1);
  await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
  await answerOf(port, id);
  for (const windowId of [...fake.windows.keys()]) fake.closeWindow(windowId);
  await vi.waitFor(async () => expect(await bg.approvals.approvalWindowId()).toBeNull(), { timeout: 20_000, interval: 5 });
  return port;
}

/** The node's reads wait until `release` (answering, or failing when `fail`); broadcasts are not held. */
function holdReads(fail = false) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reads: string[] = [];
  bg.chain.chainConfig.fetch = async (input, init) => {
    if (init?.method !== 'POST') {
      reads.push(new URL(String(input)).pathname);
      await held;
      if (fail) throw new TypeError('Failed to fetch');
    }
    return ledger.fetch(input, init);
  };
  return { release: () => release(), reads };
}

/** A connected page's sendTx whose node reads fail once released: its window is open. */
async function sendWhileNodeDown() {
  const port = await connectedPage();
  const node = holdReads(true);
  const id = send(port, 'ledger_sendTx', send1GT());
  await vi.waitFor(() => expect(fake.windows.size).toBe(1), { timeout: 20_000, interval: 5 });
  return { port, id, node };
}

describe('the approval window of a tx request', () => {
  it('opens while the node is read, counts the request on the badge, and lists it only once prepared', async () => {
    const port = await connectedPage();
    const node = holdReads();
    const id = send(port, 'ledger_sendTx', send1GT());
    await vi.waitFor(() => expect(fake.windows.size).toBe(1), { timeout: 20_000, interval: 5 });
    await vi.waitFor(() => expect(fake.badge.text).toBe('1'), { timeout: 20_000, interval: 5 });
    // The fee, window and warnings' reads all started at once, and none has answered.
    await vi.waitFor(() => expect(new Set(node.reads)).toEqual(new Set(['/v1/status', '/v1/block/latest', `/v1/account/balance/${me}`])), {
      timeout: 20_000,
      interval: 5,
    });
    expect(await bg.approvals.listApprovalRecords()).toEqual([]);

    let listed = false;
    const listing = bg.ok('wallet_listApprovals').then((list) => {
      listed = true;
      return list;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listed).toBe(false);

    node.release();
    const [approval] = await listing;
    expect(approval).toMatchObject({ kind: 'sendTx', origin: DAPP, chainId: 'gt-devnet-1', warnings: [] });
    expect(approval!.kind === 'sendTx' && approval!.tx.value).toMatchObject({
      fee: { amount: [{ denom: 'NANOGT', amount: expect.any(String) }] },
      valid_height: ['90', '300'],
    });
    expect(fake.windows.size).toBe(1);
    expect(fake.badge.text).toBe('1');
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: false });
    expect((await answerOf(port, id)).error).toMatchObject({ code: 4001 });
  });

  it('refuses a request the node is not needed to refuse before opening any window', async () => {
    const port = await connectedPage();
    const node = holdReads();
    const twoCoins = {
      amount: [
        { denom: 'NANOGT', amount: '10000000' },
        { denom: 'YJ-9D3', amount: '1' },
      ],
      gas: '200000',
    };
    const id = send(port, 'ledger_sendTx', send1GT({ fee: twoCoins }));
    expect((await answerOf(port, id)).error).toMatchObject({ code: -32602, data: { field: 'fee.amount' } });
    const forever = send(port, 'ledger_signTx', send1GT({ validHeight: ['1', '9223372036854775807'] }));
    expect((await answerOf(port, forever)).error).toMatchObject({ code: -32602, data: { field: 'validHeight' } });
    expect(node.reads).toEqual([]);
    expect(fake.windows.size).toBe(0);
  });

  it('answers the page when the node cannot be read, and the window it opened says why instead of closing as it appears', async () => {
    const { port, id, node } = await sendWhileNodeDown();
    const listing = bg.ok('wallet_listApprovals');
    node.release();
    expect((await answerOf(port, id)).error).toMatchObject({ code: -32603, message: expect.stringMatching(/cannot be reached/) });
    expect(await listing).toEqual([]);
    expect(fake.badge.text).toBe('');
    // The window stays for the failure, which it is told once.
    expect(fake.windows.size).toBe(1);
    expect(await bg.ok('wallet_takeFailedApprovals')).toEqual([
      {
        id: expect.any(String),
        kind: 'sendTx',
        origin: DAPP,
        error: { code: 'network_error', message: expect.stringMatching(/cannot be reached/) },
      },
    ]);
    expect(await bg.ok('wallet_takeFailedApprovals')).toEqual([]);
    // Shown: nothing holds the window open any more.
    await bg.approvals.closeWindowIfIdle();
    expect(fake.windows.size).toBe(0);
  });

  it('rejects (4001) a request still being prepared when the person closed its window, once it is queued; opens no new window for it', async () => {
    const port = await connectedPage();
    const node = holdReads();
    const id = send(port, 'ledger_sendTx', send1GT());
    await vi.waitFor(() => expect(fake.windows.size).toBe(1), { timeout: 20_000, interval: 5 });
    for (const windowId of [...fake.windows.keys()]) fake.closeWindow(windowId);
    node.release();
    expect((await answerOf(port, id)).error).toMatchObject({ code: 4001 });
    expect(await bg.approvals.listApprovalRecords()).toEqual([]);
    expect(fake.windows.size).toBe(0);
  });

  it('forgets a failure whose window the person closed before it said so: a later window does not show it', async () => {
    const { port, id, node } = await sendWhileNodeDown();
    node.release();
    expect((await answerOf(port, id)).error).toMatchObject({ code: -32603 });
    for (const windowId of [...fake.windows.keys()]) fake.closeWindow(windowId);
    await vi.waitFor(async () => expect(await bg.approvals.approvalWindowId()).toBeNull(), { timeout: 20_000, interval: 5 });
    expect(await bg.ok('wallet_takeFailedApprovals')).toEqual([]);
  });
  it("opens a new window without waiting for its shown list's removal; a listing made meanwhile lands after the removal", async () => {
    const { openApprovalWindow, SHOWN_KEY } = await import('../../src/background/approvals/window');
    const { noteShown } = await import('../../src/background/approvals/shown');
    await fake.session.set({ [SHOWN_KEY]: ['listed by the toolbar popup'] });
    // The removal is held: the window opens all the same.
    const remove = fake.session.remove.bind(fake.session);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.session.remove = async (keys) => {
      await held;
      return remove(keys);
    };
    const opening = openApprovalWindow();
    await vi.waitFor(() => expect(fake.windows.size).toBe(1), { timeout: 20_000, interval: 5 });
    // The new window lists a request before the removal is through: what it listed stays.
    const noting = noteShown(['listed by the new window']);
    // Time for the listing to be written, were it not held until the removal is through.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([opening, noting]);
    expect((await fake.session.get(SHOWN_KEY))[SHOWN_KEY]).toEqual(['listed by the new window']);
  });
});
