// The background loads on demand: a fresh worker that opens home, answers a site's ledger_accounts
// and its chain id runs its start file only; the address book loads as a part of its own, and the first approved transfer loads the site requests', signing and tx parts
// (Chrome reads them back from the worker's installed scripts, Firefox adds script elements).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { fillTransfer, ledgerRequest, settled, startRequest } from './demo-page';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { approvalOf, decide, homeBalance, walletOnDevnet } from './wallet';

const RECIPIENT = addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(1)).kL));

describe('the background worker loads its parts on demand', () => {
  let h: Harness;
  let demo: Page;

  /** The files the running worker has run (scripts/background-loader.js). */
  const loaded = async () =>
    (await h.serviceWorker()).evaluate(() => (globalThis as unknown as { vaultlineParts: { loaded(): string[] } }).vaultlineParts.loaded());

  beforeAll(async () => {
    h = await startHarness();
    await walletOnDevnet(h);
    // The notifications' watch (a part of its own) rings every 30 s on its alarm; what it loads is not
    // what this file measures, and a new worker does not set the alarm again (only install, update,
    // browser start and the notification settings do).
    await (await h.serviceWorker()).evaluate(() => chrome.alarms.clear('vaultline-watch'));
  });

  afterAll(async () => {
    await h?.close();
  });

  it('runs only the start file for home, ledger_accounts and ledger_chainId', async () => {
    demo = await h.openDemo();
    const seq = await startRequest(demo, '#connect');
    await decide(await approvalOf(h, 'connect'), true);
    expect((await settled(demo, seq)).status).toBe('ok');
    await h.stopServiceWorker();
    const popup = await h.openPopup();
    await expect.poll(() => homeBalance(popup)).toMatch(/\d/);
    expect(await ledgerRequest(demo, 'ledger_accounts')).toMatchObject({ result: [{}] });
    expect(await ledgerRequest(demo, 'ledger_chainId')).toEqual({ result: h.devnet!.chainId });
    expect(await loaded()).toEqual(['background.js']);
    await popup.close();
  });

  it('loads the address book with its first call, not before', async () => {
    expect((await loaded()).some((file) => file.startsWith('background-contacts-'))).toBe(false);
    const popup = await h.openPopup();
    const answer = await popup.evaluate(() =>
      chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: 'wallet_listContacts', params: {} }),
    );
    expect(answer).toEqual({ ok: true, result: [] });
    expect((await loaded()).some((file) => file.startsWith('background-contacts-'))).toBe(true);
    await popup.close();
  });

  it('loads the site requests, signing and tx parts for the first approved transfer, and sends it', async () => {
    await fillTransfer(demo, { to: RECIPIENT, amountGt: '0.1' });
    const seq = await startRequest(demo, '#send-submit');
    await decide(await approvalOf(h, 'sendTx'), true);
    expect(await settled(demo, seq)).toMatchObject({ status: 'ok', method: 'ledger_sendTx' });
    const files = await loaded();
    expect(files[0]).toBe('background.js');
    expect(files.some((file) => file.startsWith('background-requests-'))).toBe(true);
    expect(files.some((file) => file.startsWith('background-actions-'))).toBe(true);
    expect(files.some((file) => file.startsWith('background-secrets-'))).toBe(true);
  });
});
