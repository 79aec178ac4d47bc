// The popup's words say what is true and name one thing one way, in each language: the phrase screen
// says the phrase can be shown again with the password (it once said never); the Activity tile is
// named as the page it opens; every form's step to its review is named as Send's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { TID } from '../../src/popup/testids';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { showPopupRoute } from './playground';
import { byTestId, goHome, walletOnDevnet } from './wallet';

describe('words', () => {
  let h: Harness;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('the phrase screen says the phrase shows again after the password', async () => {
    const page = await h.openPopup('/');
    try {
      await byTestId(page, TID.onboardingCreate).click();
      await byTestId(page, TID.mnemonicWord(24)).waitFor();
      expect(await page.locator('p.warning').first().textContent()).toBe(tr('onboarding.phrase.warning', { count: 24 }));
    } finally {
      // The other tests need a wallet, whatever this one found.
      await page.close();
      ({ popup } = await walletOnDevnet(h));
    }
  });

  it('the Activity tile is named as the page it opens', async () => {
    await goHome(popup);
    const tile = byTestId(popup, TID.navActivity);
    expect(await tile.locator('.nav-label').textContent()).toBe(tr('activity.title'));
    await tile.click();
    await expect.poll(() => popup.locator('h1').first().textContent()).toBe(tr('activity.title'));
  });

  it('every form names its step to the review as Send does', async () => {
    await goHome(popup);
    await byTestId(popup, TID.navSend).click();
    const send = (await byTestId(popup, TID.sendReview).textContent())!.trim();
    expect(send).toBe(tr('send.review'));
    await showPopupRoute(popup, '/vaults?view=create');
    await expect.poll(async () => (await byTestId(popup, TID.vaultCreateReview).textContent())?.trim()).toBe(send);
    expect([tr('staking.review'), tr('tokens.review'), tr('multisig.review'), tr('vault.review')]).toEqual([send, send, send, send]);
  });
});
