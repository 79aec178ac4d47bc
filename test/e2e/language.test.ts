// Chinese and English in real Chromium against the local node: a browser set to Simplified Chinese
// gets onboarding, home, the send review and a dApp's approval window in Chinese; Settings →
// Language switches every open page to English and back to the browser's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { E2EPage as Page } from './driver';
import { zhCN } from '../../src/popup/i18n/zh-CN/index';
import { generateMnemonic } from '../../src/core/hd';
import { translate } from '../../src/popup/i18n';
import { en } from '../../src/popup/i18n/en/index';
import { TID } from '../../src/popup/testids';
import { DEV_MNEMONIC } from './devnet';
import { ledgerRequest, startRequest, settled } from './demo-page';
import { devAddress } from './playground';
import { docImagesDir, startHarness, type Harness } from './harness';
import { stillPage } from './still';
import { addAndSelectNetwork, approvalOf, byTestId, clickClosing, decide, goHome, onboardByImport } from './wallet';

const IMAGES = docImagesDir();
const text = async (page: Page, id: string) => ((await byTestId(page, id).first().textContent()) ?? '').trim();
const heading = async (page: Page) => ((await page.locator('h1').first().textContent()) ?? '').trim();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** A still picture: no button focused or half-way through a transition. */
async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await stillPage(page);
  await page.screenshot({ path: join(IMAGES, name) });
}

async function chooseLanguage(popup: Page, choice: 'auto' | 'en' | 'zh-CN'): Promise<void> {
  await byTestId(popup, TID.settingsLanguage).selectOption(choice);
}

describe('a browser set to Simplified Chinese', () => {
  let h: Harness;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness({ locale: 'zh-CN' });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('reports zh-CN to the popup, and onboarding reads Chinese', async () => {
    const welcome = await h.openPopup('/');
    await byTestId(welcome, TID.onboardingCreate).waitFor();
    expect(await welcome.evaluate(() => navigator.languages[0])).toBe('zh-CN');
    expect(await htmlLang(welcome)).toBe('zh-CN');
    expect(await text(welcome, TID.onboardingCreate)).toBe(zhCN['onboarding.create']);
    expect(await text(welcome, TID.onboardingImport)).toBe(zhCN['onboarding.import']);
    await welcome.close();

    popup = await onboardByImport(h, DEV_MNEMONIC);
    await addAndSelectNetwork(popup, { name: 'E2E devnet', restUrl: h.devnet!.url, chainId: h.devnet!.chainId });
    expect(await heading(popup)).toBe(zhCN['settings.title']);
  });

  it('home reads Chinese, in light and dark', async () => {
    await goHome(popup);
    await byTestId(popup, TID.balanceGt).waitFor();
    expect(await text(popup, TID.navSend)).toBe(zhCN['home.send']);
    expect(await text(popup, TID.navReceive)).toBe(zhCN['home.receive']);
    // The first account was named by the popup at onboarding, in Chinese (not the background's 'Account 1').
    expect(await text(popup, TID.accountName)).toBe('账户 1');
    await expect
      .poll(() =>
        popup
          .locator('.nav-label')
          .allTextContents()
          .then((all) => all.map((one) => one.trim())),
      )
      .toContain(zhCN['home.nav.staking']);
    await picture(popup, 'popup-home-zh.png');
    await popup.emulateMedia({ colorScheme: 'dark' });
    await picture(popup, 'popup-home-zh-dark.png');
    await popup.emulateMedia({ colorScheme: 'light' });
  });

  it('the send form and its review read Chinese', async () => {
    await byTestId(popup, TID.navSend).click();
    await byTestId(popup, TID.sendRecipient).fill(devAddress(1));
    await byTestId(popup, TID.sendAmount).fill('1.5');
    expect(await text(popup, TID.sendReview)).toBe(zhCN['send.review']);
    await byTestId(popup, TID.sendReview).click();
    await byTestId(popup, TID.reviewTotal).waitFor();
    expect(((await popup.locator('.f-confirm h2').first().textContent()) ?? '').trim()).toBe(zhCN['send.review.title']);
    expect(await text(popup, TID.sendConfirm)).toBe(zhCN['send.review.submit']);
    expect(await text(popup, TID.sendEdit)).toBe(zhCN['tx.confirm.back']);
    await picture(popup, 'send-review-zh.png');
    await byTestId(popup, TID.sendEdit).click();
  });

  it('Settings → Language → English switches to English; Browser default brings Chinese back', async () => {
    await popup.goto(popup.url().replace(/#.*$/, '#/settings'));
    await byTestId(popup, TID.settingsLanguage).waitFor();
    await chooseLanguage(popup, 'en');
    await expect.poll(() => heading(popup)).toBe(en['settings.title']);
    expect(await htmlLang(popup)).toBe('en');
    await goHome(popup);
    expect(await text(popup, TID.navSend)).toBe(en['home.send']);

    await popup.goto(popup.url().replace(/#.*$/, '#/settings'));
    await chooseLanguage(popup, 'auto');
    await expect.poll(() => heading(popup)).toBe(zhCN['settings.title']);
    expect(await htmlLang(popup)).toBe('zh-CN');
  });

  it("a dApp's approval window reads Chinese, and follows a choice made in Settings", async () => {
    const demo = await h.openDemo();
    const seq = await startRequest(demo, '#connect');
    const win = await approvalOf(h, 'connect');
    expect(await text(win, TID.approvalKind)).toBe(zhCN['approvals.kind.connect']);
    expect(await text(win, TID.rejectButton)).toBe(zhCN['approvals.reject']);
    expect(await htmlLang(win)).toBe('zh-CN');
    await h.screenshot(win, 'approval-connect-zh');

    await chooseLanguage(popup, 'en');
    await expect.poll(() => text(win, TID.approvalKind)).toBe(en['approvals.kind.connect']);
    await chooseLanguage(popup, 'auto');
    await expect.poll(() => text(win, TID.approvalKind)).toBe(zhCN['approvals.kind.connect']);

    await expect.poll(() => byTestId(win, TID.approveButton).getAttribute('data-armed')).toBe('true');
    const closed = win.waitForEvent('close', { timeout: 60_000 });
    await clickClosing(win, TID.approveButton);
    await closed;
    expect((await settled(demo, seq)).status).toBe('ok');
  });

  it("words the background's warnings in Chinese, and keeps the request on screen across a language change", async () => {
    const demo = await h.openDemo();
    await expect
      .poll(async () => (await ledgerRequest(demo, 'ledger_accounts')).result, { timeout: 20_000 })
      .toMatchObject([{ address: devAddress(0) }]);
    const send = (nanogt: string) => ({
      type: 'MsgSend',
      value: { from_address: devAddress(0), to_address: devAddress(1), amount: [{ denom: 'NANOGT', amount: nanogt }] },
    });
    const fee = { amount: [{ denom: 'NANOGT', amount: '10000000' }], gas: '200000' };
    const plain = ledgerRequest(demo, 'ledger_signTx', { msgs: [send('1')], fee });
    const win = await approvalOf(h, 'signTx');
    // The second asks for a window of 50000 blocks: a warning the background sends as a code.
    const long = ledgerRequest(demo, 'ledger_signTx', { msgs: [send('2')], fee, validHeight: ['1', '50001'] });
    const counter = byTestId(win, TID.approvalCount);
    await expect.poll(() => counter.getAttribute('data-total'), { timeout: 20_000 }).toBe('2');
    expect(await counter.getAttribute('data-position')).toBe('1');
    await win.locator(`.queue-bar button[aria-label="${zhCN['approvals.next']}"]`).click();
    await expect.poll(() => counter.getAttribute('data-position')).toBe('2');
    const strong = win.locator(`[data-testid="${TID.reviewNote}"][data-code="longWindow"]`);
    await expect
      .poll(() => strong.textContent(), { timeout: 20_000 })
      .toBe(`⚠ ${translate('zh-CN', 'renderers.warning.longWindow', { blocks: '50000', start: '1', end: '50001' })}`);
    await h.screenshot(win, 'approval-warning-zh');

    // A language chosen in Settings re-renders the window; the request on screen stays the second.
    await chooseLanguage(popup, 'en');
    await expect.poll(() => text(win, TID.approvalKind)).toBe(en['approvals.kind.signTx']);
    expect(await counter.getAttribute('data-position')).toBe('2');
    await expect
      .poll(() => strong.textContent(), { timeout: 20_000 })
      .toBe(`⚠ ${translate('en', 'renderers.warning.longWindow', { blocks: '50000', start: '1', end: '50001' })}`);
    await chooseLanguage(popup, 'auto');
    await expect.poll(() => text(win, TID.approvalKind)).toBe(zhCN['approvals.kind.signTx']);
    expect(await counter.getAttribute('data-position')).toBe('2');

    await expect.poll(() => byTestId(win, TID.approveButton).getAttribute('data-armed'), { timeout: 10_000 }).toBe('true');
    await decide(win, false);
    expect((await long).error).toMatchObject({ code: 4001 });
    await expect.poll(() => counter.getAttribute('data-total'), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => byTestId(win, TID.approveButton).getAttribute('data-armed'), { timeout: 10_000 }).toBe('true');
    await decide(win, false);
    expect((await plain).error).toMatchObject({ code: 4001 });
    await demo.close();
  });

  it('closes the approval window by itself when its only request goes away with its tab', async () => {
    const demo = await h.openDemo();
    void ledgerRequest(demo, 'ledger_signMessage', { data: 'vanishing' }).catch(() => undefined);
    const win = await approvalOf(h, 'signMessage');
    const closed = win.waitForEvent('close', { timeout: 60_000 });
    await demo.close();
    await closed;
    expect(win.isClosed()).toBe(true);
  });

  it('the wallets screens in Chinese, in light and dark (README and docs screenshots)', async () => {
    const added = await popup.evaluate(
      async (mnemonic) =>
        chrome.runtime.sendMessage({
          channel: 'vaultline:wallet',
          method: 'wallet_addWallet',
          params: { secret: { kind: 'mnemonic', mnemonic }, name: '储蓄' },
        }),
      generateMnemonic(),
    );
    expect(added).toMatchObject({ ok: true });
    await popup.reload();
    await goHome(popup);
    await byTestId(popup, TID.accountSwitcher).click();
    await byTestId(popup, TID.accountMenu).waitFor();
    expect(await byTestId(popup, TID.accountGroup).count()).toBe(2);
    expect(await byTestId(popup, TID.accountAddWallet).textContent()).toContain(zhCN['wallets.menu.addWallet']);
    // The first wallet has no name of its own: its default name reads Chinese too.
    expect(await byTestId(popup, TID.accountGroup).first().textContent()).toContain(
      translate('zh-CN', 'wallets.add.defaultName', { number: '1' }),
    );
    await picture(popup, 'wallets-zh.png');
    await popup.keyboard.press('Escape');
    await popup.emulateMedia({ colorScheme: 'dark' });
    await popup.goto(popup.url().replace(/#.*$/, '#/wallets'));
    await expect.poll(() => byTestId(popup, TID.walletCard).count(), { timeout: 20_000 }).toBe(2);
    expect(await heading(popup)).toBe(zhCN['wallets.page.title']);
    await picture(popup, 'wallets-settings-zh-dark.png');
    await popup.emulateMedia({ colorScheme: 'light' });
  });
});
