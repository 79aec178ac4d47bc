// The import step's derivation choice in the real extension: a phrase whose GateChain-tools
// (hardened) account 0 is funded on the node is offered and preselected that way, the wallet opens
// on that address with its balance, and signs for it; a phrase funded the default way stays quiet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, generateMnemonic, publicKeyOf, type Derivation } from '../../src/core/hd';
import { LedgerClient } from '../../src/core/rest/client';
import { TID } from '../../src/popup/testids';
import walletDocVectors from '../core/vectors/hd.json';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { PASSWORD, byTestId, currentAddress, homeBalance, waitForValue } from './wallet';

const doc = walletDocVectors.find((vector) => vector.id === 'wallet-doc-meteora')!;
const FUNDED_NANOGT = '7250000000';
const addressOf = (mnemonic: string, derivation: Derivation, index = 0) =>
  addressFromPublicKey(publicKeyOf(deriveExtendedKey(mnemonic, accountPath(index), '', derivation).kL));

/** Wallet API call from an extension page (allowed before onboarding, like the settings screen's). */
async function walletCall(page: Page, method: string, params: unknown): Promise<unknown> {
  const response = await page.evaluate(
    ([m, p]) => chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: m, params: p }),
    [method, params] as const,
  ) as { ok: boolean; result?: unknown; error?: { message: string } };
  if (!response.ok) throw new Error(`${method}: ${response.error?.message}`);
  return response.result;
}

async function enterPhrase(page: Page, mnemonic: string): Promise<void> {
  await byTestId(page, TID.importMnemonic).fill(mnemonic);
  await waitForValue(() => byTestId(page, TID.importMnemonicStatus).getAttribute('data-valid'), 'true', 'mnemonic accepted');
}

const activity = (page: Page, derivation: Derivation) => byTestId(page, TID.derivationActivity(derivation)).getAttribute('data-activity');
const shownAddress = (page: Page, derivation: Derivation) => byTestId(page, TID.derivationAddress(derivation)).getAttribute('data-address');
const isChecked = (page: Page, derivation: Derivation) => byTestId(page, TID.derivationOption(derivation)).isChecked();

describe('derivation choice at import', () => {
  let h: Harness;
  let popup: Page;
  let client: LedgerClient;
  const hardenedAddress = addressOf(doc.mnemonic, 'hardened');

  beforeAll(async () => {
    h = await startHarness();
    const devnet = h.devnet!;
    client = new LedgerClient({ baseUrl: devnet.url });
    await client.devFund(hardenedAddress, [{ denom: 'NANOGT', amount: FUNDED_NANOGT }]);
    popup = await h.openPopup('/');
    await byTestId(popup, TID.onboardingImport).waitFor({ timeout: 15_000 });
    const network = await walletCall(popup, 'wallet_addNetwork', { name: 'E2E devnet', restUrl: devnet.url, chainId: devnet.chainId }) as { id: string };
    await walletCall(popup, 'wallet_selectNetwork', { networkId: network.id });
    await byTestId(popup, TID.onboardingImport).click();
    await byTestId(popup, TID.importMnemonic).waitFor({ timeout: 15_000 });
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('matches the wallet-integration document: its hardened account 0 is the funded address', () => {
    expect(hardenedAddress).toBe(doc.address);
    expect(addressOf(doc.mnemonic, 'protocol')).not.toBe(doc.address);
  });

  it('stays collapsed on the default for a phrase with no activity, and for one funded the default way', async () => {
    const fresh = generateMnemonic();
    await enterPhrase(popup, fresh);
    await waitForValue(() => activity(popup, 'hardened'), 'none', 'hardened address checked');
    await waitForValue(() => activity(popup, 'protocol'), 'none', 'default address checked');
    expect(await shownAddress(popup, 'protocol')).toBe(addressOf(fresh, 'protocol'));
    expect(await shownAddress(popup, 'hardened')).toBe(addressOf(fresh, 'hardened'));
    expect(await byTestId(popup, TID.derivationAdvanced).getAttribute('data-open')).toBe('false');
    expect(await isChecked(popup, 'protocol')).toBe(true);

    await enterPhrase(popup, DEV_MNEMONIC);
    await waitForValue(() => activity(popup, 'protocol'), 'active', 'the dev account funded at genesis');
    expect(await activity(popup, 'hardened')).toBe('none');
    expect(await shownAddress(popup, 'protocol')).toBe(addressOf(DEV_MNEMONIC, 'protocol'));
    expect(await byTestId(popup, TID.derivationAdvanced).getAttribute('data-open')).toBe('false');
    expect(await isChecked(popup, 'protocol')).toBe(true);
  });

  it('offers and preselects the hardened address when only it has funds', async () => {
    await enterPhrase(popup, doc.mnemonic);
    await waitForValue(() => activity(popup, 'hardened'), 'active', 'funded hardened address');
    expect(await activity(popup, 'protocol')).toBe('none');
    expect(await shownAddress(popup, 'hardened')).toBe(doc.address);
    expect(await shownAddress(popup, 'protocol')).toBe(addressOf(doc.mnemonic, 'protocol'));
    await waitForValue(() => isChecked(popup, 'hardened'), true, 'hardened preselected');
    expect(await byTestId(popup, TID.derivationAdvanced).getAttribute('data-open')).toBe('true');
    expect(await byTestId(popup, TID.derivationNotice).isVisible()).toBe(true);
    expect(await byTestId(popup, TID.derivationActivity('hardened')).textContent()).toContain('7.25 GT');
    await byTestId(popup, TID.derivationOption('hardened')).scrollIntoViewIfNeeded();
    await h.screenshot(popup, 'onboarding-import-derivation');
  });

  it('opens the wallet on that address with its balance from the node', async () => {
    await byTestId(popup, TID.importContinue).click();
    await byTestId(popup, TID.passwordInput).fill(PASSWORD);
    await byTestId(popup, TID.passwordConfirm).fill(PASSWORD);
    await byTestId(popup, TID.passwordSubmit).click();
    await byTestId(popup, TID.onboardingFinish).waitFor({ timeout: 60_000 });
    await byTestId(popup, TID.onboardingFinish).click();
    expect(await currentAddress(popup)).toBe(doc.address);
    await expect.poll(() => homeBalance(popup), { timeout: 15_000 }).toBe(FUNDED_NANOGT);
    await h.screenshot(popup, 'home-hardened-import');
  });

  it('signs with the hardened key: a send from the popup is accepted by the node', async () => {
    const recipient = addressOf(DEV_MNEMONIC, 'protocol', 3);
    const before = BigInt((await client.getBalance(recipient)).result.find((coin) => coin.denom === 'NANOGT')?.amount ?? '0');
    await byTestId(popup, TID.navSend).click();
    await byTestId(popup, TID.sendRecipient).fill(recipient);
    await byTestId(popup, TID.sendAmount).fill('1.5');
    await byTestId(popup, TID.sendReview).click();
    await byTestId(popup, TID.sendConfirm).click();
    await byTestId(popup, TID.sendTxhash).waitFor({ timeout: 30_000 });
    await expect.poll(async () => BigInt((await client.getBalance(recipient)).result.find((coin) => coin.denom === 'NANOGT')?.amount ?? '0'), { timeout: 15_000 })
      .toBe(before + 1_500_000_000n);
  });
});
