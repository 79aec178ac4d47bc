// Approval integrity in real Chromium (issue 9, items 1–6): the request on screen is the one that
// gets signed (a withdrawn request is announced, never replaced under the button, and Approve waits
// a second after anything changes), every fee coin is shown or refused, every signer is named,
// addresses are labelled (yours / your activity / unknown) with vault warnings, hidden characters
// are written out, and warnings come before Confirm (insufficient balance disables it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey, toForm } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import type { LedgerClient } from '../../src/core/rest/client';
import type { WalletMethod, WalletResults } from '../../src/shared/wallet-api';
import { TID } from '../../src/popup/testids';
import { ledgerRequest } from './demo-page';
import { showPopupRoute } from './playground';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { approvalOf, byTestId, decide, recordApprove, trSource, walletOnDevnet } from './wallet';

const devAddress = (index: number) => addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(index)).kL));
const MAIN = devAddress(0);
const SECOND = devAddress(1);
/** Keys the wallet does not hold (another mnemonic): "the site's" addresses. */
const OTHER = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const stranger = (index: number) => addressFromPublicKey(publicKeyOf(deriveExtendedKey(OTHER, accountPath(index)).kL));
const GT = 1_000_000_000n;
const fee = (nanogt: bigint | string) => ({ amount: [{ denom: 'NANOGT', amount: nanogt.toString() }], gas: '200000' });
const send = (from: string, to: string, nanogt: bigint) => ({
  type: 'MsgSend',
  value: { from_address: from, to_address: to, amount: [{ denom: 'NANOGT', amount: nanogt.toString() }] },
});

describe('approval integrity', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let demo: Page;

  async function wallet<M extends WalletMethod>(method: M, params: object = {}): Promise<WalletResults[M]> {
    const response = await popup.evaluate(([m, p]) => chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: m, params: p }), [
      method,
      params,
    ] as const);
    if (!response?.ok) throw new Error(`${method}: ${JSON.stringify(response?.error)}`);
    return response.result as WalletResults[M];
  }

  async function walletError(method: WalletMethod, params: object): Promise<unknown> {
    const response = await popup.evaluate(([m, p]) => chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: m, params: p }), [
      method,
      params,
    ] as const);
    return response?.ok ? null : response?.error;
  }

  /** Starts a provider request in `page` without waiting for its answer. */
  function start(page: Page, method: string, params?: unknown): Promise<{ result?: unknown; error?: { code: unknown; message: string } }> {
    return ledgerRequest(page, method, params).catch((error: unknown) => ({ error: { code: 'page-closed', message: String(error) } }));
  }

  async function queued(count: number): Promise<WalletResults['wallet_listApprovals']> {
    const until = Date.now() + 20_000;
    for (;;) {
      const list = await wallet('wallet_listApprovals');
      if (list.length === count) return list;
      if (Date.now() > until) throw new Error(`expected ${count} queued approvals, found ${list.length}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * Rejects everything still queued (through the wallet API) and closes any approval window left
   * from it, so each test starts clean: a window whose pinned request was answered elsewhere shows
   * "withdrawn" and would not show the next test's request without a click.
   */
  async function clearQueue(): Promise<void> {
    for (const approval of await wallet('wallet_listApprovals'))
      await wallet('wallet_resolveApproval', { approvalId: approval.id, approved: false });
    // Rejections this quick are what a site that re-asks after every Reject causes (a cool-down): the
    // tests' own clean-up is forgiven as a person would do it, by unblocking the demo's origin.
    await wallet('wallet_unblockSite', { origin: new URL(h.demoUrl).origin });
    for (const page of await h.pages()) {
      if (!page.isClosed() && page.url().includes('#/approve')) await page.close();
    }
  }

  const approveEnabled = (win: Page) => byTestId(win, TID.approveButton).isEnabled();

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    demo = await h.openDemo();
    const connecting = start(demo, 'ledger_requestAccounts');
    await wallet('wallet_resolveApproval', { approvalId: (await queued(1))[0]!.id, approved: true });
    expect((await connecting).result).toMatchObject([{ address: MAIN }]);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('1. pins the request on screen: a withdrawn one is announced, the next is shown only on a click, and Approve waits a second', async () => {
    await clearQueue();
    const origin = new URL(h.demoUrl).origin;
    const signIn = await h.newPage();
    await signIn.goto(h.demoUrl);
    const signing = start(signIn, 'ledger_signMessage', { data: 'Sign in to the demo' });
    const win = await approvalOf(h, 'signMessage');
    const transfer = start(demo, 'ledger_sendTx', { msgs: [send(MAIN, stranger(0), 777n * GT)], fee: fee(10_000_000n) });
    await expect
      .poll(() => byTestId(win, TID.approvalCount).textContent(), { timeout: 20_000 })
      .toBe(tr('approvals.position', { index: 1, total: 2 }));
    const [first] = await wallet('wallet_listApprovals');
    expect(first).toMatchObject({ kind: 'signMessage', origin });

    // The site withdraws the sign-in (its page goes away): the window says so and shows no Approve.
    await signIn.close();
    await byTestId(win, TID.approvalWithdrawn).waitFor({ timeout: 20_000 });
    expect(await byTestId(win, TID.approveButton).count()).toBe(0);
    expect(await byTestId(win, TID.approvalKind).count()).toBe(0);
    // Still not replaced a few polls later.
    await win.waitForTimeout(2_500);
    expect(await byTestId(win, TID.approvalWithdrawn).count()).toBe(1);
    expect(await byTestId(win, TID.approveButton).count()).toBe(0);
    // The background refuses an answer for the id the person saw, and leaves the transfer waiting.
    expect(await walletError('wallet_resolveApproval', { approvalId: first!.id, approved: true })).toMatchObject({
      code: 'unknown_approval',
    });
    expect((await wallet('wallet_listApprovals')).map((a) => a.kind)).toEqual(['sendTx']);

    // An explicit click shows the transfer, with Approve disabled for about a second: in the render that
    // first shows it, as recorded in the page (a look from here may come after that second on a busy machine).
    const shown = await recordApprove(win);
    await byTestId(win, TID.approvalShowNext).click();
    await win.locator(`[data-testid="${TID.approvalKind}"][data-kind="sendTx"]`).waitFor();
    expect((await shown()).find((state) => state.kind === 'sendTx')).toMatchObject({ armed: 'false', disabled: true });
    await expect.poll(() => byTestId(win, TID.approveButton).getAttribute('data-armed'), { timeout: 10_000 }).toBe('true');
    // Editing the fee changes what is on screen: Approve is disabled again for a moment.
    const edited = await recordApprove(win);
    await byTestId(win, TID.approvalFee).fill('0.02');
    await expect.poll(async () => (await edited()).some((state) => state.armed === 'false' && state.disabled === true)).toBe(true);
    await decide(win, false);
    expect((await transfer).error).toMatchObject({ code: 4001 });
    await signing;
  });

  it('2. refuses fee coins other than NANOGT and absurd validity windows with -32602, before any approval', async () => {
    await clearQueue();
    const twoCoins = {
      amount: [
        { denom: 'NANOGT', amount: '10000000' },
        { denom: 'YJ-9D3', amount: '999999' },
      ],
      gas: '200000',
    };
    for (const method of ['ledger_signTx', 'ledger_sendTx']) {
      const answer = await ledgerRequest(demo, method, { msgs: [send(MAIN, stranger(0), 1n)], fee: twoCoins });
      expect(answer.error, method).toMatchObject({ code: -32602 });
      expect(answer.error!.message).toMatch(/NANOGT only/);
      const asStdTx = await ledgerRequest(demo, method, {
        type: 'StdTx',
        value: { msg: [send(MAIN, stranger(0), 1n)], fee: twoCoins, memo: '', valid_height: ['1', '100'] },
      });
      expect(asStdTx.error, method).toMatchObject({ code: -32602 });
    }
    const forever = await ledgerRequest(demo, 'ledger_signTx', {
      msgs: [send(MAIN, stranger(0), 1n)],
      fee: fee(10_000_000n),
      validHeight: ['1', '9223372036854775807'],
    });
    expect(forever.error).toMatchObject({ code: -32602 });
    expect(forever.error!.message).toMatch(/far too long/);
    expect(await walletError('wallet_submitTx', { msgs: [send(MAIN, stranger(0), 1n)], fee: twoCoins })).toMatchObject({
      message: expect.stringMatching(/NANOGT only/),
    });
    expect(await wallet('wallet_listApprovals')).toEqual([]);
  });

  it('3. names every signing account with what leaves each', async () => {
    await clearQueue();
    const state = await wallet('wallet_addAccount', { name: 'Second' });
    expect(state.address).toBe(SECOND);
    // The site is connected with both accounts.
    const worker = await h.serviceWorker();
    // In the background's private store (src/background/local-store.ts), told to the worker's cache as another context would.
    await worker.evaluate(
      async ([origin, ids]) => {
        const key = 'permissions.origins';
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('vaultline-storage');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('values', 'readwrite');
          const store = tx.objectStore('values');
          const read = store.get(key);
          read.onsuccess = () => {
            const map = read.result as Record<string, { accountIds: string[]; connectedAt: number }>;
            map[origin]!.accountIds = ids;
            store.put(map, key);
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
        const channel = new BroadcastChannel('vaultline-storage');
        channel.postMessage([key]);
        channel.close();
      },
      [new URL(h.demoUrl).origin, (await wallet('wallet_getState')).accounts.map((a) => a.id)] as const,
    );
    const signing = start(demo, 'ledger_signTx', {
      msgs: [send(MAIN, stranger(1), 1n * GT), send(SECOND, stranger(1), 2n * GT)],
      fee: fee(10_000_000n),
    });
    const win = await approvalOf(h, 'signTx');
    const signers = byTestId(win, TID.approvalSigner);
    await expect.poll(() => signers.count()).toBe(2);
    expect(await signers.nth(0).getAttribute('data-address')).toBe(MAIN);
    expect(await signers.nth(0).getAttribute('data-outflow')).toBe('1.01 GT');
    expect(await signers.nth(1).getAttribute('data-address')).toBe(SECOND);
    expect(await signers.nth(1).getAttribute('data-outflow')).toBe('2 GT');
    expect(await signers.nth(1).textContent()).toContain('Second');
    expect(await byTestId(win, TID.approvalFeeCoins).textContent()).toBe('0.01 GT');
    await decide(win, false);
    expect((await signing).error).toMatchObject({ code: 4001 });
  });

  it('4. labels addresses (yours, your activity, unknown) and warns about a vault the site controls', async () => {
    await clearQueue();
    // A first transfer puts stranger(2) into this wallet's activity.
    const paid = start(demo, 'ledger_sendTx', { msgs: [send(MAIN, stranger(2), 1n * GT)], fee: fee(10_000_000n) });
    let win = await approvalOf(h, 'sendTx');
    await expect.poll(() => approveEnabled(win), { timeout: 20_000 }).toBe(true);
    await decide(win, true);
    const sent = await paid;
    expect(sent.result, JSON.stringify(sent)).toMatchObject({ txhash: expect.any(String) });
    await expect.poll(async () => (await client.getBalance(stranger(2))).result.length, { timeout: 20_000 }).toBeGreaterThan(0);

    const vaultKey = stranger(3);
    const creating = start(demo, 'ledger_sendTx', {
      msgs: [
        {
          type: 'MsgCreateVault',
          value: {
            from_address: MAIN,
            to_address: vaultKey,
            security_address: stranger(4),
            delay_height: '100',
            clearing_height: '100000',
            amount: [{ denom: 'NANOGT', amount: (5n * GT).toString() }],
          },
        },
        send(MAIN, stranger(2), 1n),
        send(MAIN, SECOND, 1n),
      ],
      fee: fee(10_000_000n),
    });
    win = await approvalOf(h, 'sendTx');
    const label = (address: string) => win.locator(`.tx-view [data-testid="${TID.addressLabel}"][data-address="${address}"]`).first();
    await expect.poll(() => label(stranger(2)).getAttribute('data-label'), { timeout: 20_000 }).toBe('history');
    expect(await label(toForm(vaultKey, 'vault1')).getAttribute('data-label')).toBe('unknown');
    expect(await label(stranger(4)).getAttribute('data-label')).toBe('unknown');
    expect(await label(SECOND).getAttribute('data-label')).toBe('own');
    expect(await label(SECOND).textContent()).toContain('Second');
    expect(await label(MAIN).getAttribute('data-label')).toBe('own');
    const warnings = await byTestId(win, TID.msgWarning).allTextContents();
    expect(warnings).toEqual([
      expect.stringContaining(tr('renderers.vault.notYourVault')),
      expect.stringContaining(tr('renderers.vault.notYourRetrieval')),
    ]);
    await decide(win, false);
    expect((await creating).error).toMatchObject({ code: 4001 });
  });

  it('5. writes out invisible and bidirectional characters in memos, message text and token names', async () => {
    await clearQueue();
    const memo = 'refund \u202Egnp.exe';
    const sending = start(demo, 'ledger_signTx', { msgs: [send(MAIN, stranger(0), 1n)], fee: fee(10_000_000n), memo });
    let win = await approvalOf(h, 'signTx');
    const memoWarning = byTestId(win, TID.hiddenChars).first();
    await memoWarning.waitFor();
    expect(await memoWarning.textContent()).toContain('U+202E');
    expect(await win.locator('.tx-view .shown-text').first().textContent()).toContain('refund ⟨U+202E⟩gnp.exe');
    await decide(win, false);
    expect((await sending).error).toMatchObject({ code: 4001 });

    const message = start(demo, 'ledger_signMessage', { data: 'I agree to \u2066pay\u2069 nothing\u200B' });
    win = await approvalOf(h, 'signMessage');
    expect(await byTestId(win, TID.approvalMessageText).locator('pre').textContent()).toBe(
      'I agree to ⟨U+2066⟩pay⟨U+2069⟩ nothing⟨U+200B⟩',
    );
    expect(await byTestId(win, TID.hiddenChars).textContent()).toMatch(/U\+2066, U\+2069, U\+200B/);
    await decide(win, false);
    expect((await message).error).toMatchObject({ code: 4001 });

    const issuing = start(demo, 'ledger_signTx', {
      msgs: [
        {
          type: 'IssueToken',
          value: {
            source_address: MAIN,
            token_name: 'Tether \u202EDSU',
            symbol: 'USDX',
            total_supply: '1000',
            mintable: false,
            freezable: false,
          },
        },
      ],
      fee: fee(10_000_000n),
    });
    win = await approvalOf(h, 'signTx');
    await expect.poll(() => byTestId(win, TID.approvalMsg).textContent()).toContain('Tether ⟨U+202E⟩DSU');
    expect(await byTestId(win, TID.approvalMsg).locator(`[data-testid="${TID.hiddenChars}"]`).count()).toBeGreaterThan(0);
    await decide(win, false);
    expect((await issuing).error).toMatchObject({ code: 4001 });
  });

  it('6. warns before Confirm and disables it when the tx cannot succeed', async () => {
    await clearQueue();
    const latest = BigInt((await client.getLatestBlock()).height);
    // More than the account holds: Confirm stays disabled, even after the arming delay.
    const tooMuch = start(demo, 'ledger_sendTx', { msgs: [send(MAIN, stranger(0), 10n ** 12n * GT)], fee: fee(10_000_000n) });
    let win = await approvalOf(h, 'sendTx');
    const block = win.locator(`[data-testid="${TID.reviewNote}"][data-level="block"]`);
    await block.waitFor({ timeout: 20_000 });
    expect(await block.textContent()).toMatch(
      new RegExp(trSource('renderers.warning.insufficientBalance', {}, { account: '.+', needs: '.+', has: '.+' })),
    );
    await expect.poll(() => byTestId(win, TID.approveButton).getAttribute('data-armed'), { timeout: 10_000 }).toBe('true');
    expect(await approveEnabled(win)).toBe(false);
    await decide(win, false);
    expect((await tooMuch).error).toMatchObject({ code: 4001 });

    // A huge fee and a window of 50,000 blocks: warnings, Confirm still possible.
    const risky = start(demo, 'ledger_signTx', {
      msgs: [send(MAIN, stranger(0), 1n)],
      fee: fee(5n * GT),
      validHeight: [latest.toString(), (latest + 50_000n).toString()],
    });
    win = await approvalOf(h, 'signTx');
    const notes = byTestId(win, TID.reviewNote);
    await expect
      .poll(async () => (await notes.allTextContents()).join('\n'), { timeout: 20_000 })
      .toMatch(new RegExp(trSource('renderers.warning.feeHigh', { factor: 10 }, { fee: '.+', usual: '.+' })));
    const texts = (await notes.allTextContents()).join('\n');
    expect(texts).toMatch(new RegExp(trSource('renderers.warning.longWindow', { blocks: '50000' }, { start: '.+', end: '.+' })));
    expect(await win.locator(`[data-testid="${TID.reviewNote}"][data-level="strong"]`).count()).toBeGreaterThan(0);
    await expect.poll(() => approveEnabled(win), { timeout: 10_000 }).toBe(true);
    await decide(win, false);
    expect((await risky).error).toMatchObject({ code: 4001 });
    await clearQueue();
  });

  it("6b. the popup's own send review warns about a fee far above the usual", async () => {
    await showPopupRoute(popup, '/send');
    await byTestId(popup, TID.sendRecipient).fill(stranger(0));
    await byTestId(popup, TID.sendAmount).fill('0.5');
    await byTestId(popup, TID.sendFee).fill('5');
    await byTestId(popup, TID.sendReview).click();
    const note = byTestId(popup, TID.reviewNote);
    await expect
      .poll(async () => (await note.allTextContents()).join('\n'), { timeout: 20_000 })
      .toMatch(new RegExp(trSource('renderers.warning.feeHigh', { fee: '5 GT', factor: 10 }, { usual: '.+' })));
    await expect.poll(() => byTestId(popup, TID.sendConfirm).isEnabled(), { timeout: 10_000 }).toBe(true);
    await byTestId(popup, TID.sendEdit).click();
  });
});
