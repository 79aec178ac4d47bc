// Account names are distinct across wallets, in real browsers against the local node: a second
// wallet's first account goes on with the numbering; a wallet stored with a name another account
// has (as wallets were stored before) shows under a distinct name in the menu, the send review and
// Activity; and a rename to another account's name is refused in words, the name unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey, shortAddress } from '../../src/core/address';
import { accountPath, deriveExtendedKey, generateMnemonic, publicKeyOf } from '../../src/core/hd';
import { TID } from '../../src/popup/testids';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { showPopupRoute } from './playground';
import { byTestId, closeAccountMenu, currentAddress, defaultAccountName, openAccountMenu, waitForValue, walletOnDevnet } from './wallet';

const addressOf = (mnemonic: string) => addressFromPublicKey(publicKeyOf(deriveExtendedKey(mnemonic, accountPath(0)).kL));
const SECOND = generateMnemonic();
const OLD = generateMnemonic();

describe('account names across wallets', () => {
  let h: Harness;
  let popup: Page;

  const openMenu = () => openAccountMenu(popup);
  const closeMenu = () => closeAccountMenu(popup);
  /** The names the account menu shows, by address. */
  const menuNames = async (): Promise<Map<string, string>> => {
    await openMenu();
    const options = popup.locator(`[data-testid="${TID.accountMenu}"] [data-account-id]`);
    const names = new Map<string, string>();
    for (let i = 0; i < (await options.count()); i++) {
      const option = options.nth(i);
      const name = (await option.locator('.account-option-text > span').first().textContent())!.trim();
      names.set((await option.locator('code').textContent())!, name);
    }
    await closeMenu();
    return names;
  };
  const selectByAddress = async (address: string) => {
    await openMenu();
    await popup
      .locator(`[data-testid="${TID.accountMenu}"] [data-account-id]`)
      .filter({ hasText: address.slice(-6) })
      .click();
    await expect.poll(() => currentAddress(popup)).toBe(address);
  };

  beforeAll(async () => {
    h = await startHarness();
    ({ popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it("numbers a second wallet's first account after the first wallet's", async () => {
    const first = await currentAddress(popup);
    await openMenu();
    await byTestId(popup, TID.accountAddWallet).click();
    await byTestId(popup, TID.addWalletImport).click();
    await byTestId(popup, TID.importMnemonic).fill(SECOND);
    await waitForValue(() => byTestId(popup, TID.importMnemonicStatus).getAttribute('data-valid'), 'true', 'phrase accepted');
    await byTestId(popup, TID.importContinue).click();
    await byTestId(popup, TID.addWalletSubmit).click();
    await expect.poll(() => currentAddress(popup)).toBe(addressOf(SECOND));
    expect(await byTestId(popup, TID.accountName).textContent()).toBe(defaultAccountName(2));
    const names = await menuNames();
    expect(names.get(shortAddress(first))).toBe(defaultAccountName(1));
    expect(names.get(shortAddress(addressOf(SECOND)))).toBe(defaultAccountName(2));
  });

  it('shows a wallet stored with a colliding name under a distinct one in the menu, the send review and Activity', async () => {
    const first = addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(0)).kL));
    // As a wallet added before names were unique was stored: its first account named as the first wallet's.
    const added = await popup.evaluate(
      ([mnemonic, accountName]) =>
        chrome.runtime.sendMessage({
          channel: 'vaultline:wallet',
          method: 'wallet_addWallet',
          params: { secret: { kind: 'mnemonic', mnemonic }, name: 'Travel', accountName },
        }),
      [OLD, defaultAccountName(1)] as const,
    );
    expect(added).toMatchObject({ ok: true });
    await popup.reload();
    const distinct = tr('wallets.account.distinct', { name: defaultAccountName(1), wallet: 'Travel' });
    await expect.poll(() => byTestId(popup, TID.accountName).textContent()).toBe(distinct);
    const names = await menuNames();
    expect(names.get(shortAddress(first))).toBe(defaultAccountName(1));
    expect(names.get(shortAddress(addressOf(OLD)))).toBe(distinct);
    expect(new Set(names.values()).size).toBe(names.size);

    await selectByAddress(first);
    await byTestId(popup, TID.navSend).click();
    await byTestId(popup, TID.sendRecipient).fill(addressOf(OLD));
    await byTestId(popup, TID.sendAmount).fill('1');
    await byTestId(popup, TID.sendReview).click();
    const label = (address: string) => popup.locator(`[data-testid="${TID.addressLabel}"][data-address="${address}"]`).first();
    await expect.poll(() => label(addressOf(OLD)).textContent()).toBe(`${tr('renderers.label.ownPrefix')}${distinct}`);
    expect(await label(first).textContent()).toBe(`${tr('renderers.label.ownPrefix')}${defaultAccountName(1)}`);
    await byTestId(popup, TID.sendConfirm).click();
    await byTestId(popup, TID.sendTxhash).waitFor({ timeout: 30_000 });
    const txhash = (await byTestId(popup, TID.sendTxhash).getAttribute('data-txhash'))!;

    await selectByAddress(addressOf(OLD));
    expect(await byTestId(popup, TID.accountName).textContent()).toBe(distinct);
    await showPopupRoute(popup, '/activity');
    const row = popup.locator(`[data-testid="${TID.activityItem}"][data-txhash="${txhash}"]`);
    await expect
      .poll(() => row.locator(`[data-testid="${TID.activityTitle}"]`).textContent(), { timeout: 30_000 })
      .toBe(tr('activity.received', { revocable: '', from: defaultAccountName(1), more: '' }));
  });

  it('refuses to rename an account to a name another account has, and keeps its name', async () => {
    await openMenu();
    await byTestId(popup, TID.accountRename).click();
    await byTestId(popup, TID.accountRenameInput).fill(` ${defaultAccountName(2).toUpperCase()} `);
    await byTestId(popup, TID.accountRenameSave).click();
    await expect.poll(() => byTestId(popup, TID.accountError).textContent()).toBe(tr('errors.name_taken'));
    await closeMenu();
    const names = await menuNames();
    expect(names.get(shortAddress(addressOf(OLD)))).toBe(tr('wallets.account.distinct', { name: defaultAccountName(1), wallet: 'Travel' }));
    expect(new Set(names.values()).size).toBe(names.size);
  });
});
