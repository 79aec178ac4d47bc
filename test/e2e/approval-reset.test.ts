// The approval window has a page of its own (approve.html), which shows requests and unlock only:
// when the wallet is reset from the window's unlock screen, the site's request is answered and the
// window goes over to the popup's page, which shows onboarding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { TID } from '../../src/popup/testids';
import { byTestId, connectedDemo, sendOneToSelf, walletOnDevnet } from './wallet';

const UI = { timeout: 30_000 };

describe('the approval window after a reset from its unlock screen', () => {
  let h: Harness;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness();
    ({ popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it("answers the site's request and shows the popup's onboarding in the same window", async () => {
    const demo = await connectedDemo(h);
    const locked = await popup.evaluate(() =>
      chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: 'wallet_lock', params: {} }),
    );
    expect(locked).toMatchObject({ ok: true });
    const sending = sendOneToSelf(demo);
    const win = await h.waitForApprovalWindow();
    const address = () => win.evaluate(() => location.pathname + location.hash);
    expect(await address()).toBe('/src/popup/approve.html#/approve');
    await byTestId(win, TID.unlockPassword).waitFor(UI);
    await win
      .locator('button')
      .filter({ hasText: tr('unlock.forgot') })
      .click();
    await win.locator('input').fill('RESET');
    await win
      .locator('button')
      .filter({ hasText: tr('unlock.reset.submit') })
      .click();
    expect((await sending).error).toMatchObject({ code: 4900 });
    await byTestId(win, TID.onboardingImport).waitFor(UI);
    expect(await address()).toBe('/src/popup/index.html#/approve');
    await demo.close();
  });
});
