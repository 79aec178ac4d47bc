// Several wallets in real Chromium against the local node: a second phrase wallet and a key wallet
// beside the first, grouped in the account menu; switching; the phrase and a key behind the
// password; removing an account (a connected dApp loses it) and then a wallet, leaving the first
// wallet as it was; and a new phrase created, confirmed and named as another wallet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, extendedKeyFromHex, extendedKeyToHex, generateMnemonic, publicKeyOf } from '../../src/core/hd';
import { TID } from '../../src/popup/testids';
import { ledgerRequest, settled, startRequest } from './demo-page';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import {
  PASSWORD,
  approvalOf,
  closeAccountMenu,
  defaultAccountName,
  defaultWalletName,
  byTestId,
  currentAddress,
  decide,
  goHome,
  openAccountMenu,
  waitForValue,
  walletOnDevnet,
} from './wallet';

const keyOf = (mnemonic: string, index: number) => deriveExtendedKey(mnemonic, accountPath(index));
const addressOf = (mnemonic: string, index: number) => addressFromPublicKey(publicKeyOf(keyOf(mnemonic, index).kL));
const SECOND = generateMnemonic();
const KEY_HEX = extendedKeyToHex(keyOf(generateMnemonic(), 0));

describe('several wallets', () => {
  let h: Harness;
  let popup: Page;

  const group = (kind: string) => popup.locator(`[data-testid="${TID.accountGroup}"][data-kind="${kind}"]`);
  const card = (kind: string) => popup.locator(`[data-testid="${TID.walletCard}"][data-kind="${kind}"]`);
  const openMenu = () => openAccountMenu(popup);
  const closeMenu = () => closeAccountMenu(popup);
  const optionFor = (address: string) =>
    popup.locator(`[data-testid="${TID.accountMenu}"] [data-account-id]`).filter({ hasText: address.slice(-6) });
  const openWallets = async () => {
    await goHome(popup);
    await popup.goto(popup.url().replace(/#.*$/, '#/settings'));
    await byTestId(popup, TID.settingsWallets).click();
    await byTestId(popup, TID.walletCard).first().waitFor();
  };
  const addWallet = async (how: string, fill: () => Promise<void>, name: string) => {
    await openMenu();
    await byTestId(popup, TID.accountAddWallet).click();
    await byTestId(popup, how).click();
    await fill();
    await waitForValue(() => byTestId(popup, TID.importMnemonicStatus).getAttribute('data-valid'), 'true', 'secret accepted');
    await byTestId(popup, TID.importContinue).click();
    await byTestId(popup, TID.addWalletName).fill(name);
    await byTestId(popup, TID.addWalletSubmit).click();
  };

  beforeAll(async () => {
    h = await startHarness();
    ({ popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it('imports a second phrase beside the first, groups both in the menu and adds an account in the second', async () => {
    await addWallet(TID.addWalletImport, () => byTestId(popup, TID.importMnemonic).fill(SECOND), 'Travel');
    await expect.poll(() => currentAddress(popup)).toBe(addressOf(SECOND, 0));

    await openMenu();
    expect(await byTestId(popup, TID.accountGroup).count()).toBe(2);
    const [first, second] = [byTestId(popup, TID.accountGroup).nth(0), byTestId(popup, TID.accountGroup).nth(1)];
    expect(await first.textContent()).toContain(addressOf(DEV_MNEMONIC, 0).slice(-6));
    expect(await second.textContent()).toContain('Travel');
    await second.locator(`[data-testid="${TID.accountAdd}"]`).click();
    await expect.poll(() => currentAddress(popup)).toBe(addressOf(SECOND, 1));

    await openMenu();
    expect(await byTestId(popup, TID.accountGroup).nth(1).locator('[data-account-id]').count()).toBe(2);
    expect(await byTestId(popup, TID.accountGroup).nth(0).locator('[data-account-id]').count()).toBe(1);
    await h.screenshot(popup, 'wallets-menu');
    await closeMenu();
  });

  it('adds a wallet from one private key, and refuses the same key twice in words', async () => {
    const keyAddress = addressFromPublicKey(publicKeyOf(extendedKeyFromHex(KEY_HEX).kL));
    await addWallet(TID.addWalletKey, () => byTestId(popup, TID.importKey).fill(KEY_HEX), 'Cold key');
    await expect.poll(() => currentAddress(popup)).toBe(keyAddress);
    await openMenu();
    expect(await group('key').textContent()).toContain('Cold key');
    expect(await group('key').locator(`[data-testid="${TID.accountAdd}"]`).count()).toBe(0);
    await closeMenu();

    await addWallet(TID.addWalletKey, () => byTestId(popup, TID.importKey).fill(KEY_HEX), 'Again');
    await expect.poll(() => byTestId(popup, TID.addWalletError).textContent()).toBe(tr('wallets.error.duplicate_wallet'));
    await expect.poll(() => popup.evaluate(() => location.hash)).toBe('#/wallets?view=add');
  });

  it('switches between accounts of different wallets', async () => {
    await openMenu();
    await optionFor(addressOf(DEV_MNEMONIC, 0)).click();
    await expect.poll(() => currentAddress(popup)).toBe(addressOf(DEV_MNEMONIC, 0));
    await openMenu();
    await optionFor(addressOf(SECOND, 0)).click();
    await expect.poll(() => currentAddress(popup)).toBe(addressOf(SECOND, 0));
  });

  it('shows the recovery phrase only for the right password, and hides it again on leaving', async () => {
    await openWallets();
    await card('mnemonic').nth(1).locator(`[data-testid="${TID.walletReveal}"]`).click();
    await byTestId(popup, TID.secretPassword).fill('not the password');
    await byTestId(popup, TID.secretSubmit).click();
    await expect.poll(() => byTestId(popup, TID.secretError).textContent()).toBe(tr('wallets.error.wrong_password'));
    expect(await byTestId(popup, TID.revealedPhrase).count()).toBe(0);

    await byTestId(popup, TID.secretPassword).fill(PASSWORD);
    await byTestId(popup, TID.secretSubmit).click();
    await byTestId(popup, TID.revealedPhrase).waitFor();
    const words = await byTestId(popup, TID.revealedPhrase).locator('[data-testid^="mnemonic-word-"]').allTextContents();
    expect(words.join(' ')).toBe(SECOND);
    await h.screenshot(popup, 'wallets-reveal');

    await popup
      .locator(`button[aria-label="${tr('ui.back')}"]`)
      .first()
      .click();
    await card('mnemonic').nth(1).locator(`[data-testid="${TID.walletReveal}"]`).click();
    await byTestId(popup, TID.secretPassword).waitFor();
    expect(await byTestId(popup, TID.revealedPhrase).count()).toBe(0);
  });

  it('exports an account key that import accepts (the same 96 bytes)', async () => {
    await openWallets();
    await h.screenshot(popup, 'wallets-settings');
    const row = popup.locator(`[data-testid="${TID.walletAccountRow}"][data-address="${addressOf(SECOND, 1)}"]`);
    await row.locator(`[data-testid="${TID.walletAccountExport}"]`).click();
    await byTestId(popup, TID.secretPassword).fill('wrong password');
    await byTestId(popup, TID.secretSubmit).click();
    await expect.poll(() => byTestId(popup, TID.secretError).textContent()).toBe(tr('wallets.error.wrong_password'));
    await byTestId(popup, TID.secretPassword).fill(PASSWORD);
    await byTestId(popup, TID.secretSubmit).click();
    await expect.poll(() => byTestId(popup, TID.exportedKey).textContent()).toBe(extendedKeyToHex(keyOf(SECOND, 1)));
  });

  it('removes an account: a dApp connected to it loses it', async () => {
    const removed = addressOf(SECOND, 1);
    await openMenu();
    await optionFor(removed).click();
    await expect.poll(() => currentAddress(popup)).toBe(removed);
    const demo = await h.openDemo();
    const seq = await startRequest(demo, '#connect');
    await decide(await approvalOf(h, 'connect'), true);
    expect(await settled(demo, seq)).toMatchObject({ status: 'ok', result: [{ address: removed }] });

    await openWallets();
    const row = popup.locator(`[data-testid="${TID.walletAccountRow}"][data-address="${removed}"]`);
    await row.locator(`[data-testid="${TID.walletAccountRemove}"]`).click();
    expect(await byTestId(popup, TID.removeWarning).textContent()).toContain(
      tr('wallets.removeAccount.hd', { name: defaultAccountName(3), wallet: 'Travel' }),
    );
    await byTestId(popup, TID.removeConfirm).click();
    await byTestId(popup, TID.walletCard).first().waitFor();
    expect(await row.count()).toBe(0);
    await expect.poll(async () => JSON.stringify((await ledgerRequest(demo, 'ledger_accounts')).result)).not.toContain(removed);
    await demo.close();
  });

  it('removes a wallet behind the password; the first wallet keeps its accounts', async () => {
    await openWallets();
    const travel = card('mnemonic').nth(1);
    await travel.locator(`[data-testid="${TID.walletRemove}"]`).click();
    expect(await byTestId(popup, TID.removeWarning).textContent()).toContain(addressOf(SECOND, 0).slice(-6));
    await h.screenshot(popup, 'wallets-remove');
    await byTestId(popup, TID.secretPassword).fill('not the password');
    await byTestId(popup, TID.removeConfirm).click();
    await expect.poll(() => byTestId(popup, TID.secretError).textContent()).toBe(tr('wallets.error.wrong_password'));
    await byTestId(popup, TID.secretPassword).fill(PASSWORD);
    await byTestId(popup, TID.removeConfirm).click();
    await byTestId(popup, TID.walletCard).first().waitFor();

    await expect.poll(() => byTestId(popup, TID.walletCard).count()).toBe(2);
    expect(await popup.locator(`[data-testid="${TID.walletAccountRow}"][data-address="${addressOf(SECOND, 0)}"]`).count()).toBe(0);
    const first = card('mnemonic');
    expect(
      await first.locator(`[data-testid="${TID.walletAccountRow}"]`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-address'))),
    ).toEqual([addressOf(DEV_MNEMONIC, 0)]);
    await openMenu();
    await optionFor(addressOf(DEV_MNEMONIC, 0)).click();
    await expect.poll(() => currentAddress(popup)).toBe(addressOf(DEV_MNEMONIC, 0));
  });

  it('renames a wallet: the account menu shows the new name', async () => {
    await openWallets();
    await card('key').locator(`[data-testid="${TID.walletRename}"]`).click();
    await byTestId(popup, TID.walletRenameInput).fill('Cold storage');
    await byTestId(popup, TID.walletRenameSave).click();
    await expect.poll(() => card('key').locator(`[data-testid="${TID.walletName}"]`).textContent()).toBe('Cold storage');
    await openMenu();
    expect(await group('key').getAttribute('aria-label')).toBe('Cold storage');
    await closeMenu();
  });

  it('creates a new phrase as another wallet: shown, three words confirmed, named', async () => {
    await openMenu();
    await byTestId(popup, TID.accountAddWallet).click();
    await byTestId(popup, TID.addWalletCreate).click();
    await byTestId(popup, TID.mnemonicWord(24)).waitFor();
    const words = await Promise.all(Array.from({ length: 24 }, (_, i) => byTestId(popup, TID.mnemonicWord(i + 1)).textContent()));
    await byTestId(popup, TID.mnemonicWritten).check();
    await byTestId(popup, TID.mnemonicContinue).click();
    for (let i = 1; i <= 3; i++) {
      const input = byTestId(popup, TID.confirmWord(i));
      await input.fill(words[Number(await input.getAttribute('data-word-number')) - 1]!.trim());
    }
    await byTestId(popup, TID.confirmSubmit).click();
    await byTestId(popup, TID.addWalletName).fill('Fresh');
    await byTestId(popup, TID.addWalletSubmit).click();
    await expect.poll(() => currentAddress(popup)).toBe(addressOf(words.map((w) => w!.trim()).join(' '), 0));
    await openWallets();
    expect(await byTestId(popup, TID.walletName).allTextContents()).toEqual([defaultWalletName(1), 'Cold storage', 'Fresh']);
  });
});
