// Onboarding in the real extension: create (words shown once, three confirmed) and import (the
// devnet's dev mnemonic, so the account is funded), and what ends up at rest afterwards: no
// mnemonic word run, no seed, no key bytes in IndexedDB or chrome.storage.local.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, generateMnemonic, mnemonicToSeed, publicKeyOf, validateMnemonic } from '../../src/core/hd';
import { LedgerClient } from '../../src/core/rest/client';
import { TID } from '../../src/popup/testids';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { dumpExtensionStorage, findSecrets } from './storage-dump';
import {
  PASSWORD,
  addAndSelectNetwork,
  byTestId,
  currentAddress,
  goHome,
  homeBalance,
  onboardByCreate,
  onboardByImport,
  unlock,
} from './wallet';

/** Created and imported wallets derive the standard way (n' hardened), as the ledger's own tools do. */
const addressOf = (mnemonic: string, index = 0) =>
  addressFromPublicKey(publicKeyOf(deriveExtendedKey(mnemonic, accountPath(index), '', 'standard').kL));

/** Finds every `iterations` number stored anywhere in the dump. */
function storedIterations(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(storedIterations);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'iterations' && typeof inner === 'number' ? [inner] : storedIterations(inner),
  );
}

describe('the leak check itself', () => {
  it('finds a stored mnemonic run, seed bytes and a key', () => {
    const words = generateMnemonic();
    const [, , third, fourth, fifth] = words.split(' ');
    const empty = { indexedDB: {}, local: {} };
    expect(findSecrets(empty, words)).toEqual([]);
    const note = `my words: ${third!.toUpperCase()}, ${fourth}; ${fifth}!`;
    expect(findSecrets({ indexedDB: {}, local: { note } }, words)).toContain(`mnemonic words "${third} ${fourth} ${fifth}"`);
    const seedHex = Array.from(mnemonicToSeed(words), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(findSecrets({ indexedDB: {}, local: { s: seedHex.slice(40, 100) } }, words)).toContain('seed (hex)');
    const kL = deriveExtendedKey(words, accountPath(0)).kL;
    const asHex = Array.from(kL, (b) => b.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
    expect(findSecrets({ indexedDB: { db: { s: [{ key: 1, value: { bytes: asHex } }] } }, local: {} }, words)).toContain(
      'account 0 kL (hex)',
    );
    expect(findSecrets({ indexedDB: {}, local: { k: Array.from(kL) } }, words)).toContain('account 0 kL (byte list)');
  });
});

describe('onboarding by create', () => {
  let h: Harness;
  let popup: Page;
  let words: string[];

  beforeAll(async () => {
    h = await startHarness({ devnet: false });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('shows 24 words once, checks three, and opens a wallet for the derived account', async () => {
    ({ page: popup, words } = await onboardByCreate(h, { screenshots: true }));
    expect(words).toHaveLength(24);
    expect(validateMnemonic(words.join(' '))).toBe(true);
    expect(await currentAddress(popup)).toBe(addressOf(words.join(' ')));
    await h.screenshot(popup, 'home-created');
  });

  it('keeps no mnemonic, seed or key bytes at rest, and records PBKDF2 with >= 600,000 iterations', async () => {
    const dump = await dumpExtensionStorage(popup);
    expect(Object.keys(dump.indexedDB).length).toBeGreaterThan(0);
    expect(findSecrets(dump, words.join(' '))).toEqual([]);
    const iterations = storedIterations(dump);
    expect(iterations.length).toBeGreaterThan(0);
    expect(Math.min(...iterations)).toBeGreaterThanOrEqual(600_000);
  });

  it('locks, refuses a wrong password, and unlocks with the right one', async () => {
    await byTestId(popup, TID.lockButton).click();
    await byTestId(popup, TID.unlockPassword).waitFor();
    await byTestId(popup, TID.unlockPassword).fill('not the password');
    await byTestId(popup, TID.unlockSubmit).click();
    await byTestId(popup, TID.unlockError).waitFor({ timeout: 30_000 });
    await h.screenshot(popup, 'unlock-error');
    await unlock(popup, PASSWORD);
    expect(await currentAddress(popup)).toBe(addressOf(words.join(' ')));
  });
});

describe('onboarding by import', () => {
  let h: Harness;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('imports the dev mnemonic and shows its first account', async () => {
    popup = await onboardByImport(h, DEV_MNEMONIC, { screenshots: true });
    expect(await currentAddress(popup)).toBe(addressOf(DEV_MNEMONIC));
  });

  it('adds the local node as a network and shows the funded balance from it', async () => {
    const devnet = h.devnet!;
    await addAndSelectNetwork(popup, { name: 'E2E devnet', restUrl: devnet.url, chainId: devnet.chainId });
    await goHome(popup);
    const client = new LedgerClient({ baseUrl: devnet.url });
    const onNode = (await client.getBalance(addressOf(DEV_MNEMONIC))).result.find((c) => c.denom === 'NANOGT')?.amount;
    expect(BigInt(onNode ?? '0')).toBeGreaterThan(0n);
    await expect.poll(() => homeBalance(popup), { timeout: 15_000 }).toBe(onNode);
    await h.screenshot(popup, 'home');
  });

  it('keeps no mnemonic, seed or key bytes at rest', async () => {
    const dump = await dumpExtensionStorage(popup);
    expect(findSecrets(dump, DEV_MNEMONIC)).toEqual([]);
  });
});
