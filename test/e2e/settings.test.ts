// The popup's own screens in real Chromium, against the local node and the demo dApp: the account
// switcher (add, rename, switch), Receive, Connected sites (revoke), and Security settings
// (change password, lock/unlock, auto-lock). The tests run in order on one browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { LedgerClient } from '../../src/core/rest/client';
import { TID } from '../../src/popup/testids';
import { ledgerRequest, settled, startRequest } from './demo-page';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import {
  approvalOf,
  defaultAccountName,
  byTestId,
  currentAddress,
  decide,
  goHome,
  homeBalance,
  PASSWORD,
  unlock,
  walletOnDevnet,
} from './wallet';

const addressOf = (index: number) => addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(index)).kL));
const FIRST = addressOf(0);
const SECOND = addressOf(1);
const NEW_PASSWORD = 'a different long password 77';
const UI_TIMEOUT = 30_000;

/** The payloads of one provider event, in order, as the demo page logged them. */
async function providerEvents(page: Page, event: string): Promise<unknown[]> {
  const texts = await page.locator(`#event-log li[data-event="${event}"]`).allTextContents();
  return texts.map((text) => JSON.parse(text.slice(event.length + 2)) as unknown);
}

const addresses = (payload: unknown) => (payload as Array<{ address: string }>).map((account) => account.address);

describe('popup accounts, receive, connected sites and security settings', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let demo: Page;

  const nodeBalance = async (address: string) => (await client.getBalance(address)).result.find((c) => c.denom === 'NANOGT')?.amount ?? '0';
  const openMenu = async () => {
    if ((await byTestId(popup, TID.accountSwitcher).getAttribute('aria-expanded')) !== 'true')
      await byTestId(popup, TID.accountSwitcher).click();
    await byTestId(popup, TID.accountOption(1)).waitFor();
  };
  const route = (path: string) => popup.goto(popup.url().replace(/#.*$/, `#${path}`));

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it('adds, renames and switches accounts; the connected dApp is told and sees only its account', async () => {
    demo = await h.openDemo();
    const seq = await startRequest(demo, '#connect');
    await decide(await approvalOf(h, 'connect'), true);
    expect(await settled(demo, seq)).toMatchObject({ status: 'ok' });
    await expect.poll(() => demo.locator('#account').textContent()).toBe(FIRST);
    const eventsBefore = (await providerEvents(demo, 'accountsChanged')).length;

    await goHome(popup);
    await openMenu();
    await byTestId(popup, TID.accountAdd).click();
    await expect.poll(() => currentAddress(popup)).toBe(SECOND);
    await openMenu();
    expect(await byTestId(popup, TID.accountOption(2)).count()).toBe(1);
    await byTestId(popup, TID.accountRename).click();
    await byTestId(popup, TID.accountRenameInput).fill('Savings');
    await byTestId(popup, TID.accountRenameSave).click();
    await expect.poll(() => byTestId(popup, TID.accountName).textContent()).toBe('Savings');
    await expect.poll(() => byTestId(popup, TID.accountOption(2)).textContent()).toContain('Savings');

    await popup.reload();
    await goHome(popup);
    expect(await byTestId(popup, TID.accountName).textContent()).toBe('Savings');
    await openMenu();
    expect(await byTestId(popup, TID.accountOption(2)).textContent()).toContain('Savings');
    expect(await byTestId(popup, TID.accountOption(1)).textContent()).not.toContain('Savings');

    await byTestId(popup, TID.accountOption(1)).click();
    await expect.poll(() => currentAddress(popup)).toBe(FIRST);
    await openMenu();
    await byTestId(popup, TID.accountOption(2)).click();
    await expect.poll(() => currentAddress(popup)).toBe(SECOND);
    await expect.poll(() => homeBalance(popup), { timeout: UI_TIMEOUT }).toBe(await nodeBalance(SECOND));
    expect(await nodeBalance(SECOND)).not.toBe('0');

    // docs/provider.md: accountsChanged on account switch and rename, carrying the connected accounts only.
    await expect.poll(async () => (await providerEvents(demo, 'accountsChanged')).length).toBeGreaterThanOrEqual(eventsBefore + 4);
    const newEvents = (await providerEvents(demo, 'accountsChanged')).slice(eventsBefore);
    for (const payload of newEvents) expect(addresses(payload)).toEqual([FIRST]);
    const visible = await ledgerRequest(demo, 'ledger_accounts');
    expect(addresses(visible.result)).toEqual([FIRST]);
  });

  it('receive shows the selected account address, a QR code and a copy button', async () => {
    await goHome(popup);
    await byTestId(popup, TID.navReceive).click();
    const address = byTestId(popup, TID.receiveAddress);
    await address.waitFor();
    expect((await address.textContent())?.trim()).toBe(SECOND);
    const qr = byTestId(popup, TID.receiveQr);
    expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
    expect((await qr.locator('path').getAttribute('d'))?.length ?? 0).toBeGreaterThan(100);
    const box = await qr.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(50);
    expect(await qr.getAttribute('aria-label')).toContain(SECOND);
    expect(await byTestId(popup, TID.receiveCopy).getAttribute('data-copy-value')).toBe(SECOND);
    await h.screenshot(popup, 'receive');
  });

  it('lists the connected dApp and revoking it cuts the dApp off', async () => {
    const origin = new URL(h.demoUrl).origin;
    await route('/sites');
    const item = byTestId(popup, TID.siteItem);
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.getAttribute('data-origin')).toBe(origin);
    expect(await item.textContent()).toContain(defaultAccountName(1));
    await h.screenshot(popup, 'sites');

    await byTestId(popup, TID.siteRevoke).click();
    await byTestId(popup, TID.sitesEmpty).waitFor();
    expect(await item.count()).toBe(0);
    await popup.reload();
    await byTestId(popup, TID.sitesEmpty).waitFor();

    await expect.poll(async () => (await providerEvents(demo, 'disconnect')).length).toBe(1);
    expect(await ledgerRequest(demo, 'ledger_accounts')).toEqual({ result: [] });
    const send = await ledgerRequest(demo, 'ledger_sendTx', {
      msgs: [{ type: 'MsgSend', value: { from_address: FIRST, to_address: SECOND, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
    });
    expect(send.error?.code).toBe(4100);
  });

  it('changes the password, locks, unlocks only with the new one, and keeps the auto-lock minutes', async () => {
    await route('/settings');
    await byTestId(popup, TID.changePasswordOld).fill('not the password');
    await byTestId(popup, TID.changePasswordNew).fill(NEW_PASSWORD);
    await byTestId(popup, TID.changePasswordConfirm).fill(NEW_PASSWORD);
    await byTestId(popup, TID.changePasswordSubmit).click();
    await byTestId(popup, TID.errorMessage).waitFor({ timeout: UI_TIMEOUT });
    expect(await byTestId(popup, TID.settingsNotice).count()).toBe(0);

    await byTestId(popup, TID.changePasswordOld).fill(PASSWORD);
    await byTestId(popup, TID.changePasswordSubmit).click();
    await expect
      .poll(() => byTestId(popup, TID.passwordChanged).textContent(), { timeout: UI_TIMEOUT })
      .toBe(tr('settings.security.changed'));
    expect(await byTestId(popup, TID.errorMessage).count()).toBe(0);

    await byTestId(popup, TID.autolockMinutes).fill('17');
    await byTestId(popup, TID.autolockSave).click();
    await expect.poll(() => byTestId(popup, TID.settingsNotice).textContent()).toBe(tr('settings.security.autoLockSet', { minutes: 17 }));
    await h.screenshot(popup, 'settings');

    await byTestId(popup, TID.settingsLock).click();
    await byTestId(popup, TID.unlockPassword).waitFor();
    await byTestId(popup, TID.unlockPassword).fill(PASSWORD);
    await byTestId(popup, TID.unlockSubmit).click();
    await byTestId(popup, TID.unlockError).waitFor({ timeout: UI_TIMEOUT });
    expect(await byTestId(popup, TID.unlockPassword).count()).toBe(1);
    await unlock(popup, NEW_PASSWORD);

    await popup.reload();
    await byTestId(popup, TID.autolockMinutes).waitFor();
    expect(await byTestId(popup, TID.autolockMinutes).inputValue()).toBe('17');
    await goHome(popup);
    expect(await currentAddress(popup)).toBe(SECOND);
  });
});
