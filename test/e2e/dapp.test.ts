// The whole path in real Chromium: a wallet imported from the devnet's dev mnemonic, pointed at
// the local node, a demo dApp that connects, asks for transfers (approved, rejected, approved
// across a service-worker restart), a second origin that is not connected, the lock, and a
// send from the popup. The tests run in order on one browser: each builds on the connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey, shortAddress } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { LedgerClient } from '../../src/core/rest/client';
import { TID } from '../../src/popup/testids';
import { fillTransfer, ledgerRequest, settled, startRequest } from './demo-page';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { approvalOf, byTestId, currentAddress, decide, goHome, homeBalance, unlock, walletOnDevnet } from './wallet';

const addressOf = (index: number) => addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(index)).kL));
const SENDER = addressOf(0);
const RECIPIENT = addressOf(1);

describe('dApp ↔ wallet ↔ local node', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let demo: Page;

  const balance = async (address: string) =>
    BigInt((await client.getBalance(address)).result.find((c) => c.denom === 'NANOGT')?.amount ?? '0');

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it('connects the demo dApp after the person approves', async () => {
    demo = await h.openDemo();
    const seq = await startRequest(demo, '#connect');
    const win = await approvalOf(h, 'connect');
    expect(await byTestId(win, TID.approvalOrigin).textContent()).toBe(new URL(h.demoUrl).origin);
    await h.screenshot(win, 'approval-connect');
    await decide(win, true);
    const connected = await settled(demo, seq);
    expect(connected.status, JSON.stringify(connected)).toBe('ok');
    expect((connected.result as Array<{ address: string }>).map((a) => a.address)).toEqual([SENDER]);
    await expect.poll(() => demo.locator('#account').textContent()).toBe(SENDER);
    await expect.poll(() => demo.locator('#network').getAttribute('data-chain-id')).toBe(h.devnet!.chainId);
    expect(await ledgerRequest(demo, 'ledger_accounts')).toMatchObject({ result: [{ address: SENDER }] });
  });

  it('sends an approved transfer: the node and the popup show the new balance', async () => {
    const before = await balance(RECIPIENT);
    const senderBefore = await balance(SENDER);
    await fillTransfer(demo, { to: RECIPIENT, amountGt: '1.5', memo: 'e2e transfer' });
    const seq = await startRequest(demo, '#send-submit');
    const win = await approvalOf(h, 'sendTx');
    const msg = byTestId(win, TID.approvalMsg).first();
    expect(await msg.getAttribute('data-msg-type')).toBe('MsgSend');
    // Its one-line summary in the run's language (core gives the data, the catalogue the words).
    expect(await msg.locator('.msg-summary').textContent()).toBe(tr('summary.MsgSend', { amount: '1.5 GT', to: shortAddress(RECIPIENT) }));
    expect(await byTestId(win, TID.approvalChainId).textContent()).toContain(h.devnet!.chainId);
    await h.screenshot(win, 'approval');
    await decide(win, true);
    const sent = await settled(demo, seq);
    expect(sent, JSON.stringify(sent)).toMatchObject({ status: 'ok', method: 'ledger_sendTx' });
    const { txhash } = sent.result as { txhash: string; height: string };
    expect(txhash).toMatch(/^[A-Z0-9]+-[0-9A-F]{96}$/);
    expect(await balance(RECIPIENT)).toBe(before + 1_500_000_000n);
    await h.screenshot(demo, 'demo-transfer-sent');
    const record = await client.getTx(txhash);
    expect(record.tx.value.memo).toBe('e2e transfer');
    const fee = BigInt(record.tx.value.fee.amount.find((c) => c.denom === 'NANOGT')?.amount ?? '0');
    expect(fee).toBeGreaterThan(0n);
    expect(await balance(SENDER)).toBe(senderBefore - 1_500_000_000n - fee);

    // The recipient is the wallet's second account (same mnemonic, index 1): add it and look.
    await goHome(popup);
    await byTestId(popup, TID.accountSwitcher).click();
    await byTestId(popup, TID.accountAdd).click();
    await expect.poll(() => currentAddress(popup)).toBe(RECIPIENT);
    await expect.poll(() => homeBalance(popup), { timeout: 15_000 }).toBe((before + 1_500_000_000n).toString());
    await byTestId(popup, TID.accountSwitcher).click();
    await byTestId(popup, TID.accountOption(1)).click();
    await expect.poll(() => currentAddress(popup)).toBe(SENDER);
  });

  it('answers 4001 when the person rejects a transfer, and nothing moves', async () => {
    const before = await balance(RECIPIENT);
    await fillTransfer(demo, { to: RECIPIENT, amountGt: '2' });
    const seq = await startRequest(demo, '#send-submit');
    await decide(await approvalOf(h, 'sendTx'), false);
    expect(await settled(demo, seq)).toMatchObject({ status: 'error', code: '4001' });
    expect(await demo.locator('#result-code').textContent()).toBe('4001');
    expect(await balance(RECIPIENT)).toBe(before);
  });

  it('answers 4100 to an origin that never connected', async () => {
    const other = await h.openDemo(h.otherOriginUrl);
    await expect.poll(() => other.locator('#provider-status').getAttribute('data-status')).toBe('found');
    expect(await ledgerRequest(other, 'ledger_accounts')).toEqual({ result: [] });
    await fillTransfer(other, { to: RECIPIENT, amountGt: '1' });
    const seq = await startRequest(other, '#send-submit');
    expect(await settled(other, seq)).toMatchObject({ status: 'error', code: '4100' });
    const direct = await ledgerRequest(other, 'ledger_sendTx', {
      msgs: [{ type: 'MsgSend', value: { from_address: SENDER, to_address: RECIPIENT, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
    });
    expect(direct.error?.code).toBe(4100);
    await other.close();
  });

  it('keeps a pending approval across a service-worker restart and resolves the dApp promise', async () => {
    const before = await balance(RECIPIENT);
    await fillTransfer(demo, { to: RECIPIENT, amountGt: '0.25' });
    const seq = await startRequest(demo, '#send-submit');
    const win = await approvalOf(h, 'sendTx');
    const worker = await h.serviceWorker();
    await worker.evaluate(() => Object.assign(globalThis, { e2eMarker: 'old worker' }));
    await h.stopServiceWorker();
    // The click's message (on a new port: the window's port closed with the old worker) wakes a fresh
    // worker, which must find the request in its queue.
    await decide(win, true);
    const sent = await settled(demo, seq);
    expect(sent, JSON.stringify(sent)).toMatchObject({ status: 'ok', method: 'ledger_sendTx' });
    expect(await balance(RECIPIENT)).toBe(before + 250_000_000n);
    expect(await worker.evaluate(() => (globalThis as { e2eMarker?: string }).e2eMarker ?? 'new worker')).toBe('new worker');
  });

  it('needs the wallet unlocked before it signs', async () => {
    await goHome(popup);
    await byTestId(popup, TID.lockButton).click();
    await byTestId(popup, TID.unlockPassword).waitFor();
    await demo.fill('#sign-message-data', 'sign me while locked');
    const seq = await startRequest(demo, '#sign-message-submit');
    const win = await h.waitForApprovalWindow();
    await byTestId(win, TID.unlockPassword).waitFor();
    expect(await byTestId(win, TID.approveButton).count()).toBe(0);
    expect(await demo.locator(`#request-${seq}`).getAttribute('data-status')).toBe('pending');
    await h.screenshot(win, 'approval-locked');
    await unlock(win);
    await byTestId(win, TID.approvalMessageText).waitFor();
    expect(await byTestId(win, TID.approvalMessageText).textContent()).toContain('sign me while locked');
    await decide(win, true);
    const signed = await settled(demo, seq);
    expect(signed, JSON.stringify(signed)).toMatchObject({ status: 'ok', method: 'ledger_signMessage' });
    expect((signed.result as { address: string }).address).toBe(SENDER);
  });

  it('sends from the popup and shows the tx hash', async () => {
    await popup.reload();
    await goHome(popup);
    const before = await balance(RECIPIENT);
    await byTestId(popup, TID.navSend).click();
    await byTestId(popup, TID.sendRecipient).fill(RECIPIENT);
    await byTestId(popup, TID.sendAmount).fill('0.5');
    await byTestId(popup, TID.sendMemo).fill('from the popup');
    await h.screenshot(popup, 'send');
    await byTestId(popup, TID.sendReview).click();
    await byTestId(popup, TID.sendConfirm).waitFor();
    await h.screenshot(popup, 'send-review');
    await byTestId(popup, TID.sendConfirm).click();
    await byTestId(popup, TID.sendTxhash).waitFor({ timeout: 30_000 });
    await h.screenshot(popup, 'send-result');
    expect(await balance(RECIPIENT)).toBe(before + 500_000_000n);
  });
});
