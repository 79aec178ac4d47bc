// Chinese and English in real Chromium against the local node: a browser set to Simplified Chinese
// gets onboarding, home, the send review and a dApp's approval window in Chinese; Settings →
// Language switches every open page to English and back to the browser's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { E2EPage as Page } from './driver';
import { zhCN } from '../../src/popup/i18n/zh-CN/index';
import { en } from '../../src/popup/i18n/en/index';
import { TID } from '../../src/popup/testids';
import { DEV_MNEMONIC } from './devnet';
import { startRequest, settled } from './demo-page';
import { devAddress } from './playground';
import { startHarness, type Harness } from './harness';
import { addAndSelectNetwork, approvalOf, byTestId, goHome, onboardByImport } from './wallet';

const IMAGES = fileURLToPath(new URL('../../docs/images/', import.meta.url));
const text = async (page: Page, id: string) => ((await byTestId(page, id).first().textContent()) ?? '').trim();
const heading = async (page: Page) => ((await page.locator('h1').first().textContent()) ?? '').trim();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** A still picture: no button focused or half-way through a transition. */
async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(300);
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
    await expect.poll(() => popup.locator('.nav-label').allTextContents().then((all) => all.map((one) => one.trim()))).toContain(zhCN['home.nav.staking']);
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
    await byTestId(win, TID.approveButton).click();
    await closed;
    expect((await settled(demo, seq)).status).toBe('ok');
  });
});
