// Notifications and the vault guardian, in the real browser against the local node. A tx the wallet
// sends raises "Transaction included" (read back from the browser's own notifications API in the
// background); with that kind turned off in Settings the next one raises none. A vault of the wallet
// is watched ("Watch this vault"); a revocable transfer out of it signed elsewhere with the vault's key
// (here, by the test with core) raises the guardian's urgent notice; the route it names opens, after
// unlock, the revoke review of that very transfer; the revoke returns the funds to the retrieval account.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toForm } from '../../src/core/address';
import type { LedgerClient } from '../../src/core/rest/client';
import type { NoticeView } from '../../src/shared/wallet-api';
import { TID } from '../../src/popup/testids';
import type { E2EPage as Page } from './driver';
import { docImagesDir, startHarness, type Harness } from './harness';
import { devKeyOf, gtBalance, showPopupRoute, signAndWait } from './playground';
import { byTestId, unlock, walletCall, walletOnDevnet, waitForValue } from './wallet';
import { E2E_LANGUAGE } from './lang';
import english from '../../public/_locales/en/messages.json';
import chinese from '../../public/_locales/zh_CN/messages.json';

const FUNDER = devKeyOf(0);
const RECIPIENT = devKeyOf(1);
// Not prefunded, so it can become a vault; the wallet holds its key as its third account.
const VAULT_KEY = devKeyOf(2);
const VAULT = toForm(VAULT_KEY.address, 'vault1');
// Outside the wallet: where the stolen transfer goes, and someone who pays one of the wallet's accounts.
const THIEF = devKeyOf(7).address;
const OUTSIDER = devKeyOf(6);
const GT = 1_000_000_000n;
const DELAY = 8;
const bare = (hash: string) => hash.replace(/^[A-Z]+-/, '');

describe('notifications and the vault guardian', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;

  /**
   * The ids of the notifications raised. Chromium: those the browser shows now, asked in the extension's
   * background. Headless Firefox has no alert service: its notification closes a moment after it is
   * created (getAll is empty by then), so there the wallet's own list of what it showed is read (it is
   * written just before `notifications.create`).
   */
  const shownIds = async () =>
    h.driver.browser === 'firefox'
      ? (await recent()).map((entry) => entry.id)
      : Object.keys(await (await h.serviceWorker()).evaluate(() => chrome.notifications.getAll()));
  const recent = async (): Promise<NoticeView[]> => (await walletCall(popup, 'wallet_notifications', {})).recent;
  const sendFromWallet = async (gt: bigint) =>
    (
      await walletCall(popup, 'wallet_submitTx', {
        msgs: [
          {
            type: 'MsgSend',
            value: { from_address: FUNDER.address, to_address: RECIPIENT.address, amount: [{ denom: 'NANOGT', amount: String(gt * GT) }] },
          },
        ],
      })
    ).txhash;

  beforeAll(async () => {
    h = await startHarness({ devnetOptions: { accounts: 2 } });
    ({ client, popup } = await walletOnDevnet(h));
    for (const key of [RECIPIENT, VAULT_KEY]) {
      await byTestId(popup, TID.accountSwitcher).click();
      await byTestId(popup, TID.accountAdd).click();
      await waitForValue(() => byTestId(popup, TID.accountAddress).getAttribute('data-address'), key.address, 'the added account selected');
    }
    const clearing = Number((await client.getLatestBlock()).height) + 1000;
    await signAndWait(h, FUNDER, {
      type: 'MsgCreateVault',
      value: {
        from_address: FUNDER.address,
        to_address: VAULT_KEY.address,
        security_address: FUNDER.address,
        delay_height: String(DELAY),
        clearing_height: String(clearing),
        amount: [{ denom: 'NANOGT', amount: String(100n * GT) }],
      },
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('says a sent tx was included, as a browser notification and in Settings → Notifications', async () => {
    const txhash = await sendFromWallet(1n);
    const id = `tx:${bare(txhash).toUpperCase()}`;
    await expect.poll(shownIds).toContain(id);
    const notice = (await recent()).find((entry) => entry.id === id);
    expect(notice).toMatchObject({ kind: 'txIncluded', route: '/activity', urgent: false });
    expect(notice!.message).toContain(String((await client.getTx(txhash)).height));

    await showPopupRoute(popup, '/settings');
    const item = byTestId(popup, TID.notifyItem).and(popup.locator(`[data-id="${id}"]`));
    await expect.poll(() => item.getAttribute('data-kind')).toBe('txIncluded');
    await item.scrollIntoViewIfNeeded();
    await h.screenshot(popup, 'notifications');
    await popup.screenshot({ path: join(docImagesDir(), 'notifications.png') });
  });

  it('words a notice in the language chosen in Settings, not the browser’s, and in the browser’s again after Browser default', async () => {
    const chosen = E2E_LANGUAGE === 'en' ? 'zh-CN' : 'en';
    const catalogue = chosen === 'en' ? english : chinese;
    const told = () => popup.evaluate(() => localStorage.getItem('vaultline.noticeLanguage'));
    await showPopupRoute(popup, '/settings');
    await byTestId(popup, TID.settingsLanguage).selectOption(chosen);
    // The popup keeps the choice the background confirmed (wallet_setLanguage).
    await expect.poll(told).toBe(chosen);
    const txhash = await sendFromWallet(1n);
    const id = `tx:${bare(txhash).toUpperCase()}`;
    await expect.poll(async () => (await recent()).find((entry) => entry.id === id)?.title).toBe(catalogue.notifyTxIncludedTitle.message);

    await byTestId(popup, TID.settingsLanguage).selectOption('auto');
    // The popup's own reading of the browser's languages, which Firefox's chrome.i18n may not share.
    await expect.poll(told).toBe(E2E_LANGUAGE);
    const again = await sendFromWallet(1n);
    const againId = `tx:${bare(again).toUpperCase()}`;
    const browsers = E2E_LANGUAGE === 'en' ? english : chinese;
    await expect
      .poll(async () => (await recent()).find((entry) => entry.id === againId)?.title)
      .toBe(browsers.notifyTxIncludedTitle.message);
  });

  it('raises none for a kind turned off in Settings', async () => {
    await showPopupRoute(popup, '/settings');
    const box = byTestId(popup, TID.notifyKind('tx'));
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(true);
    await box.click();
    await expect.poll(async () => (await walletCall(popup, 'wallet_notifications', {})).settings.tx).toBe(false);

    const txhash = await sendFromWallet(2n);
    await expect.poll(async () => (await walletCall(popup, 'wallet_txStatus', { txhash }))?.status).toBe('included');
    // A look of the watch too, then time for any notice to have come.
    await walletCall(popup, 'wallet_notifications', { look: true });
    await popup.waitForTimeout(2_000);
    const id = `tx:${bare(txhash).toUpperCase()}`;
    expect(await shownIds()).not.toContain(id);
    expect((await recent()).map((entry) => entry.id)).not.toContain(id);
  });

  it('watches a vault: a transfer out of it signed elsewhere raises the guardian, whose route revokes it after unlock; a transfer in is told too', async () => {
    await showPopupRoute(popup, `/vaults?view=vault&address=${VAULT}`);
    const watch = byTestId(popup, TID.vaultWatch);
    await expect.poll(() => watch.getAttribute('data-watched')).toBe('false');
    await watch.click();
    await expect.poll(() => watch.getAttribute('data-watched')).toBe('true');

    // Someone outside the wallet pays its second account.
    await client.devFund(OUTSIDER.address, [{ denom: 'NANOGT', amount: String(5n * GT) }]);
    const paid = await signAndWait(h, OUTSIDER, {
      type: 'MsgSend',
      value: { from_address: OUTSIDER.address, to_address: RECIPIENT.address, amount: [{ denom: 'NANOGT', amount: String(2n * GT) }] },
    });
    // The vault's key, used outside this wallet (the test signs with core and broadcasts over HTTP).
    const stolen = await signAndWait(h, VAULT_KEY, {
      type: 'MsgRevocableSend',
      value: { from_address: VAULT, to_address: THIEF, amount: [{ denom: 'NANOGT', amount: String(30n * GT) }] },
    });
    const id = `out:${bare(stolen).toUpperCase()}:0`;
    // The watch's alarm finds it (every 30 s): no page asks for a look meanwhile.
    await expect.poll(shownIds, { timeout: 100_000, interval: 2_000 }).toContain(id);
    const notice = (await recent()).find((entry) => entry.id === id)!;
    expect(notice).toMatchObject({ kind: 'guardian', urgent: true });
    const incomingId = `in:${bare(paid).toUpperCase()}:${RECIPIENT.address}`;
    await expect.poll(shownIds).toContain(incomingId);
    expect((await recent()).find((entry) => entry.id === incomingId)).toMatchObject({
      kind: 'incoming',
      route: '/activity',
      urgent: false,
    });
    expect(notice.route).toBe(
      `/vaults?view=vault&address=${encodeURIComponent(VAULT)}&revoke=${encodeURIComponent(`${bare(stolen).toUpperCase()}:0`)}`,
    );
    expect(await client.revocableStatus(stolen)).toEqual({ status: 1, revoke_hash: '' });
    await showPopupRoute(popup, '/settings');
    const item = byTestId(popup, TID.notifyItem).and(popup.locator(`[data-id="${id}"]`));
    await expect.poll(() => item.getAttribute('data-kind')).toBe('guardian');
    await item.scrollIntoViewIfNeeded();
    await popup.screenshot({ path: join(docImagesDir(), 'notification-guardian.png') });

    // Locked, as when the person comes back to the browser: the notice's route asks for the password first.
    await walletCall(popup, 'wallet_lock');
    await showPopupRoute(popup, notice.route);
    await unlock(popup);
    await expect
      .poll(() => byTestId(popup, TID.revokeHeights).getAttribute('data-final'))
      .toBe(String(Number((await client.getTx(stolen)).height) + DELAY));
    const securityBefore = await gtBalance(client, FUNDER.address);
    await byTestId(popup, TID.confirmSubmit).click();
    await expect.poll(() => byTestId(popup, TID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    expect((await client.revocableStatus(stolen)).revoke_hash).not.toBe('');
    // The funds are back with the retrieval account (less nothing: the vault paid the revoke's fee).
    expect(await gtBalance(client, FUNDER.address)).toBe(securityBefore + 30n * GT);
    await client.devMine(DELAY + 1);
    expect(await gtBalance(client, THIEF)).toBe(0n);
  });
});
