// The first paint in a Chinese browser: every text the popup's page holds, from before its scripts
// run until home has its balance, is Chinese (no English flash, no bare catalogue key while a
// language's texts load); the approval window likewise, and its Approve arms only once the whole tx
// review is on screen. Chromium only: the watch starts from an init script, and WebDriver BiDi's
// preload scripts do not run in Firefox's moz-extension:// pages (vitest.config.ts says so too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { zhCN } from '../../src/popup/i18n/zh-CN/index';
import { en } from '../../src/popup/i18n/en/index';
import { TID } from '../../src/popup/testids';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { addAndSelectNetwork, approvalOf, byTestId, connectedDemo, decide, onboardByImport, sendOneToSelf } from './wallet';

const text = async (page: Page, id: string) => ((await byTestId(page, id).first().textContent()) ?? '').trim();

describe('a popup opened in a Chinese browser', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ locale: 'zh-CN' });
    const popup = await onboardByImport(h, DEV_MNEMONIC);
    await addAndSelectNetwork(popup, { name: 'E2E devnet', restUrl: h.devnet!.url, chainId: h.devnet!.chainId });
    await popup.close();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('paints home in Chinese from its first frame: no English and no bare key on the way', async () => {
    // Every text the popup's page holds, from before its scripts run until home has its balance.
    await h.driver.playwright!.addInitScript(() => {
      // Kept in the page's session storage, which every script world of the page shares.
      const seen: string[] = [];
      new MutationObserver(() => {
        const now = document.getElementById('app')?.textContent ?? '';
        if (now && now !== seen.at(-1)) {
          seen.push(now);
          sessionStorage.setItem('e2e.texts', JSON.stringify(seen));
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const fresh = await h.openPopup('/');
    await byTestId(fresh, TID.balanceGt).waitFor();
    await expect.poll(() => text(fresh, TID.navSend)).toBe(zhCN['home.send']);
    const seen = await fresh.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.texts') ?? '[]') as string[]);
    await fresh.close();
    expect(seen.length).toBeGreaterThan(0);
    const english = [en['ui.loading'], en['home.send'], en['home.receive'], en['home.balance'], en['home.nav.staking']];
    for (const frame of seen) {
      for (const words of english) expect(frame, 'an English text before home').not.toContain(words);
      expect(frame, 'a key shown before its text loaded').not.toMatch(/\b(?:ui|home|errors|unlock|wallets)\.[a-z]+[A-Za-z.]*/);
    }
    expect(seen.at(-1)).toContain(zhCN['home.send']);
  });

  it('paints an approval window in Chinese from its first frame, and arms Approve only once the whole review is on screen', async () => {
    // Each state of an approval window: what it says, whether the tx review (its fee field) is there, Approve's arming.
    await h.driver.playwright!.addInitScript(() => {
      if (!location.hash.startsWith('#/approve')) return;
      const frames: Array<{ text: string; kind: string | null; review: boolean; armed: string | null }> = [];
      new MutationObserver(() => {
        const button = document.querySelector('[data-testid="approve-button"]');
        frames.push({
          text: document.getElementById('app')?.textContent ?? '',
          kind: document.querySelector('[data-testid="approval-kind"]')?.getAttribute('data-kind') ?? null,
          review: document.querySelector('[data-testid="approval-fee"]') !== null,
          armed: button?.getAttribute('data-armed') ?? null,
        });
        sessionStorage.setItem('e2e.approval', JSON.stringify(frames));
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const demo = await connectedDemo(h);
    const sending = sendOneToSelf(demo);
    const win = await approvalOf(h, 'sendTx');
    await expect.poll(() => byTestId(win, TID.approveButton).getAttribute('data-armed')).toBe('true');
    const frames = await win.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('e2e.approval') ?? '[]') as Array<{
          text: string;
          kind: string | null;
          review: boolean;
          armed: string | null;
        }>,
    );
    await decide(win, false);
    expect((await sending).error).toMatchObject({ code: 4001 });

    const reviewed = frames.findIndex((frame) => frame.review);
    expect(frames.findIndex((frame) => frame.kind === 'sendTx')).toBeGreaterThanOrEqual(0);
    expect(reviewed, 'the review was on screen').toBeGreaterThanOrEqual(0);
    expect(frames[reviewed]!.armed, 'Approve is not armed as the review appears').toBe('false');
    for (const frame of frames.filter((f) => f.armed === 'true')) expect(frame.review, 'Approve armed without the review').toBe(true);
    for (const frame of frames) {
      expect(frame.text, 'an English text in the approval window').not.toContain(en['approvals.tx.loading']);
      expect(frame.text, 'a key shown before its text loaded').not.toMatch(/\b(?:approvals|renderers|tx|ui|errors)\.[a-z]+[A-Za-z.]*/);
    }
  });
});
