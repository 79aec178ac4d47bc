// A password change says plainly what it protects and what it does not (the browser may keep old
// encrypted copies until it cleans up; the old password and a copy of the profile still open the
// phrase), and offers a new wallet to move the funds to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { TID } from '../../src/popup/testids';
import { byTestId, onboardByImport, PASSWORD, unlock, walletCall } from './wallet';

const MNEMONIC = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
const NEW_PASSWORD = 'another long password 7';
const UI = { timeout: 30_000 };

describe('changing the password', () => {
  let h: Harness;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness({ devnet: false });
    popup = await onboardByImport(h, MNEMONIC);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('tells what a new password does not protect, and offers a new phrase for the funds', async () => {
    await popup.goto(popup.url().replace(/#.*$/, '#/settings'));
    const limits = byTestId(popup, TID.passwordChangeLimits);
    await limits.waitFor(UI);
    expect(await limits.textContent()).toContain(tr('settings.security.limits'));
    expect(await byTestId(popup, TID.passwordChangeNewPhrase).count()).toBe(0);
    await byTestId(popup, TID.changePasswordOld).fill(PASSWORD);
    await byTestId(popup, TID.changePasswordNew).fill(NEW_PASSWORD);
    await byTestId(popup, TID.changePasswordConfirm).fill(NEW_PASSWORD);
    await byTestId(popup, TID.changePasswordSubmit).click();
    await expect.poll(() => limits.getAttribute('data-changed')).toBe('true');
    await byTestId(popup, TID.passwordChangeNewPhrase).click();
    await byTestId(popup, TID.addWalletCreate).waitFor(UI);
    // The change itself holds: the new password opens the wallet.
    expect((await walletCall(popup, 'wallet_lock')).unlocked).toBe(false);
    await popup.goto(popup.url().replace(/#.*$/, '#/'));
    await unlock(popup, NEW_PASSWORD);
    await byTestId(popup, TID.accountAddress).waitFor(UI);
  });
});
