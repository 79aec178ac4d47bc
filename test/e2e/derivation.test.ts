// Derivation in the real extension. Import preselects the standard accounts (n' hardened, the ledger's
// own tools); a phrase whose legacy Vaultline 0.1 address alone is funded gets legacy preselected under
// Advanced. A keyring record written by Vaultline 0.1 (no derivation field) keeps its addresses, and
// home shows the one-time notice whose button adds the standard accounts of the same phrase beside them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, generateMnemonic, publicKeyOf, type Derivation } from '../../src/core/hd';
import { LedgerClient } from '../../src/core/rest/client';
import { LEGACY_NOTICE_TID } from '../../src/popup/screens/onboarding/DerivationChoice';
import { TID } from '../../src/popup/testids';
import type { WalletState } from '../../src/shared/wallet-api';
import hdVectors from '../core/vectors/hd.json';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { PASSWORD, byTestId, defaultAccountName, currentAddress, goHome, homeBalance, waitForValue } from './wallet';

const doc = hdVectors.wallet_integration.find((vector) => vector.id === 'wallet-doc-meteora')!;
const LEGACY_FUNDED = '7250000000';
const STANDARD_FUNDED = '3000000000';
const addressOf = (mnemonic: string, derivation: Derivation, index = 0) =>
  addressFromPublicKey(publicKeyOf(deriveExtendedKey(mnemonic, accountPath(index), '', derivation).kL));

/** Wallet API call from an extension page (allowed before onboarding, like the settings screen's). */
async function walletCall<T = unknown>(page: Page, method: string, params: unknown): Promise<T> {
  const response = (await page.evaluate(([m, p]) => chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: m, params: p }), [
    method,
    params,
  ] as const)) as { ok: boolean; result?: unknown; error?: { message: string } };
  if (!response.ok) throw new Error(`${method}: ${response.error?.message}`);
  return response.result as T;
}

async function enterPhrase(page: Page, mnemonic: string): Promise<void> {
  await byTestId(page, TID.importMnemonic).fill(mnemonic);
  await waitForValue(() => byTestId(page, TID.importMnemonicStatus).getAttribute('data-valid'), 'true', 'mnemonic accepted');
}

const activity = (page: Page, derivation: Derivation) => byTestId(page, TID.derivationActivity(derivation)).getAttribute('data-activity');
const shownAddress = (page: Page, derivation: Derivation) => byTestId(page, TID.derivationAddress(derivation)).getAttribute('data-address');
const isChecked = (page: Page, derivation: Derivation) => byTestId(page, TID.derivationOption(derivation)).isChecked();
const isOpen = (page: Page) => byTestId(page, TID.derivationAdvanced).getAttribute('data-open');

/**
 * Rewrites the wallet's mnemonic secret the way Vaultline 0.1 stored it: `{kind, mnemonic, passphrase}`
 * with no derivation field, sealed (AES-256-GCM, the secret's id as associated data) with the unlocked
 * data key. Runs in the extension's service worker.
 */
async function writeVaultline01Record(h: Harness, mnemonic: string): Promise<void> {
  const worker = await h.serviceWorker();
  await worker.evaluate(async (words) => {
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    const { 'keyring.session': session } = (await chrome.storage.session.get('keyring.session')) as {
      'keyring.session': { dataKey: string };
    };
    const raw = Uint8Array.from(atob(session.dataKey), (c) => c.charCodeAt(0));
    const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify({ kind: 'mnemonic', mnemonic: words, passphrase: '' }));
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode('vaultline:secret:mnemonic') },
        key,
        plain,
      ),
    );
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('vaultline-keyring');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('secrets', 'readwrite');
      tx.objectStore('secrets').put({ id: 'mnemonic', createdAt: Date.now(), iv: b64(iv), ciphertext: b64(sealed) });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, mnemonic);
}

describe('derivation: standard by default, legacy kept', () => {
  let h: Harness;
  let popup: Page;
  let client: LedgerClient;
  const legacyAddress = addressOf(doc.mnemonic, 'legacy-soft');

  beforeAll(async () => {
    h = await startHarness();
    const devnet = h.devnet!;
    client = new LedgerClient({ baseUrl: devnet.url });
    await client.devFund(legacyAddress, [{ denom: 'NANOGT', amount: LEGACY_FUNDED }]);
    popup = await h.openPopup('/');
    await byTestId(popup, TID.onboardingImport).waitFor({ timeout: 15_000 });
    const network = await walletCall<{ id: string }>(popup, 'wallet_addNetwork', {
      name: 'E2E devnet',
      restUrl: devnet.url,
      chainId: devnet.chainId,
    });
    await walletCall(popup, 'wallet_selectNetwork', { networkId: network.id });
    await byTestId(popup, TID.onboardingImport).click();
    await byTestId(popup, TID.importMnemonic).waitFor({ timeout: 15_000 });
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it("the wallet-integration document's account 0 is the standard address, not the legacy one", () => {
    expect(addressOf(doc.mnemonic, 'standard')).toBe(doc.address);
    expect(legacyAddress).not.toBe(doc.address);
  });

  it('import preselects standard, collapsed, for a phrase with no activity and for one funded the standard way', async () => {
    const fresh = generateMnemonic();
    await enterPhrase(popup, fresh);
    await waitForValue(() => activity(popup, 'standard'), 'none', 'standard address checked');
    await waitForValue(() => activity(popup, 'legacy-soft'), 'none', 'legacy address checked');
    expect(await shownAddress(popup, 'standard')).toBe(addressOf(fresh, 'standard'));
    expect(await shownAddress(popup, 'legacy-soft')).toBe(addressOf(fresh, 'legacy-soft'));
    expect(await isOpen(popup)).toBe('false');
    expect(await isChecked(popup, 'standard')).toBe(true);

    // The devnet funds its dev accounts at the standard addresses, as gatecli derives them.
    await enterPhrase(popup, DEV_MNEMONIC);
    await waitForValue(() => activity(popup, 'standard'), 'active', 'the dev account funded at genesis');
    expect(await activity(popup, 'legacy-soft')).toBe('none');
    expect(await shownAddress(popup, 'standard')).toBe(addressOf(DEV_MNEMONIC, 'standard'));
    expect(await isOpen(popup)).toBe('false');
    expect(await isChecked(popup, 'standard')).toBe(true);
  });

  it('preselects legacy, under an opened Advanced, when only the legacy address has funds', async () => {
    await enterPhrase(popup, doc.mnemonic);
    await waitForValue(() => activity(popup, 'legacy-soft'), 'active', 'funded legacy address');
    expect(await activity(popup, 'standard')).toBe('none');
    expect(await shownAddress(popup, 'standard')).toBe(doc.address);
    expect(await shownAddress(popup, 'legacy-soft')).toBe(legacyAddress);
    await waitForValue(() => isChecked(popup, 'legacy-soft'), true, 'legacy preselected');
    expect(await isOpen(popup)).toBe('true');
    expect(await byTestId(popup, TID.derivationNotice).isVisible()).toBe(true);
    expect(await byTestId(popup, TID.derivationActivity('legacy-soft')).textContent()).toContain('7.25 GT');
    await byTestId(popup, TID.derivationOption('legacy-soft')).scrollIntoViewIfNeeded();
    await h.screenshot(popup, 'onboarding-import-derivation');
  });

  it('opens the imported legacy wallet on the legacy address with its balance', async () => {
    await byTestId(popup, TID.importContinue).click();
    await byTestId(popup, TID.passwordInput).fill(PASSWORD);
    await byTestId(popup, TID.passwordConfirm).fill(PASSWORD);
    await byTestId(popup, TID.passwordSubmit).click();
    await byTestId(popup, TID.onboardingFinish).waitFor({ timeout: 60_000 });
    await byTestId(popup, TID.onboardingFinish).click();
    expect(await currentAddress(popup)).toBe(legacyAddress);
    await expect.poll(() => homeBalance(popup), { timeout: 15_000 }).toBe(LEGACY_FUNDED);
  });

  it('a keyring record written by Vaultline 0.1 (no derivation) keeps its addresses and shows the notice on home', async () => {
    await writeVaultline01Record(h, doc.mnemonic);
    // Unlocking again forgets the keys the worker derived from the record it had read before.
    await walletCall(popup, 'wallet_lock', {});
    await walletCall(popup, 'wallet_unlock', { password: PASSWORD });
    const second = await walletCall<{ address: string }>(popup, 'wallet_addAccount', {});
    expect(second.address).toBe(addressOf(doc.mnemonic, 'legacy-soft', 1));
    await walletCall(popup, 'wallet_selectAccount', {
      accountId: (await walletCall<WalletState>(popup, 'wallet_getState', {})).accounts[0]!.id,
    });
    await popup.reload();
    await goHome(popup);
    expect(await currentAddress(popup)).toBe(legacyAddress);
    await byTestId(popup, LEGACY_NOTICE_TID.notice).waitFor({ timeout: 15_000 });
    expect(await byTestId(popup, LEGACY_NOTICE_TID.notice).textContent()).toContain(tr('derivation.notice.body'));
    await h.screenshot(popup, 'home-legacy-derivation-notice');
  });

  it('"Add standard accounts" adds the standard accounts beside the legacy ones and opens the first', async () => {
    await client.devFund(doc.address, [{ denom: 'NANOGT', amount: STANDARD_FUNDED }]);
    await byTestId(popup, LEGACY_NOTICE_TID.add).click();
    await byTestId(popup, LEGACY_NOTICE_TID.notice).waitFor({ state: 'detached', timeout: 30_000 });
    await waitForValue(() => currentAddress(popup), doc.address, 'standard account 0 selected');
    await expect.poll(() => homeBalance(popup), { timeout: 15_000 }).toBe(STANDARD_FUNDED);
    const state = await walletCall<WalletState>(popup, 'wallet_getState', {});
    expect(state.accounts.map((account) => [account.name, account.address])).toEqual([
      // The first named by the popup at onboarding (in its language), the second added by a bare
      // wallet_addAccount call (no name given: the background's English default).
      [defaultAccountName(1), legacyAddress],
      ['Account 2', addressOf(doc.mnemonic, 'legacy-soft', 1)],
      ['Standard 1', doc.address],
      ['Standard 2', addressOf(doc.mnemonic, 'standard', 1)],
    ]);
    // The notice does not come back.
    await popup.reload();
    await goHome(popup);
    expect(await byTestId(popup, LEGACY_NOTICE_TID.notice).count()).toBe(0);
  });

  it('signs with the standard key: a send from the popup is accepted by the node', async () => {
    const recipient = addressOf(DEV_MNEMONIC, 'standard', 3);
    const before = BigInt((await client.getBalance(recipient)).result.find((coin) => coin.denom === 'NANOGT')?.amount ?? '0');
    await byTestId(popup, TID.navSend).click();
    await byTestId(popup, TID.sendRecipient).fill(recipient);
    await byTestId(popup, TID.sendAmount).fill('1.5');
    await byTestId(popup, TID.sendReview).click();
    await byTestId(popup, TID.sendConfirm).click();
    await byTestId(popup, TID.sendTxhash).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => BigInt((await client.getBalance(recipient)).result.find((coin) => coin.denom === 'NANOGT')?.amount ?? '0'), {
        timeout: 15_000,
      })
      .toBe(before + 1_500_000_000n);
  });
});
