// The popup's words say what is true and name one thing one way, in each language: the phrase screen
// says the phrase can be shown again with the password (it once said never); the Activity tile is
// named as the page it opens; every form's step to its review is named as Send's; a built-in network is
// named in the page's language, and re-adding a network says it is there already; a stale "Wrong
// password" clears as the person types; Esc goes back, and closes (rejects) the approval window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { TID } from '../../src/popup/testids';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { showPopupRoute } from './playground';
import { ledgerRequest } from './demo-page';
import { approvalOf, byTestId, connectedDemo, goHome, walletOnDevnet } from './wallet';

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

  it("names the built-in networks in the page's language; re-adding a network adds nothing and says so", async () => {
    await showPopupRoute(popup, '/settings');
    const devnet = popup.locator(`[data-testid="${TID.networkItem}"][data-network-id="devnet"]`);
    await devnet.waitFor();
    expect(await devnet.textContent()).toContain(tr('ui.network.builtin.devnet'));
    if (tr('ui.network.builtin.devnet') !== 'Local devnet') expect(await popup.locator('body').textContent()).not.toContain('Local devnet');
    const before = await byTestId(popup, TID.networkItem).count();
    await byTestId(popup, TID.networkAddName).fill('Again');
    await byTestId(popup, TID.networkAddUrl).fill(h.devnet!.url);
    await byTestId(popup, TID.networkAddChainId).fill(h.devnet!.chainId);
    await byTestId(popup, TID.networkAddSubmit).click();
    await expect
      .poll(() => byTestId(popup, TID.settingsNotice).textContent())
      .toBe(tr('settings.networks.exists', { name: 'E2E devnet', chain: h.devnet!.chainId }));
    expect(await byTestId(popup, TID.networkItem).count()).toBe(before);
  });

  it('clears a stale "Wrong password" as the person types', async () => {
    await showPopupRoute(popup, '/settings');
    await byTestId(popup, TID.changePasswordOld).fill('not the password');
    await byTestId(popup, TID.changePasswordNew).fill('another password 123');
    await byTestId(popup, TID.changePasswordConfirm).fill('another password 123');
    await byTestId(popup, TID.changePasswordSubmit).click();
    await byTestId(popup, TID.errorMessage).waitFor();
    await byTestId(popup, TID.changePasswordOld).fill('not the password either');
    await expect.poll(() => byTestId(popup, TID.errorMessage).count()).toBe(0);
  });

  it('Esc goes back in the popup', async () => {
    await showPopupRoute(popup, '/settings');
    await byTestId(popup, TID.changePasswordOld).waitFor();
    await popup.locator('body').press('Escape');
    await byTestId(popup, TID.accountAddress).waitFor();
  });

  it('Esc closes the approval window, rejecting what it showed (4001)', async () => {
    const demo = await connectedDemo(h);
    const asked = ledgerRequest(demo, 'ledger_signMessage', { data: 'esc' });
    const win = await approvalOf(h, 'signMessage');
    const closed = win.waitForEvent('close', { timeout: 30_000 });
    // The window may close under the key press itself (it was the only request): that is the point.
    await win
      .locator('body')
      .press('Escape')
      .catch((error: Error) => {
        if (!win.isClosed() && !/closed|no such frame|discarded/i.test(error.message)) throw error;
      });
    await closed;
    expect((await asked).error).toMatchObject({ code: 4001 });
  });
});
