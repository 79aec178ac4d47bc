// What someone who can edit the profile's files gets at the next unlock. A data key re-wrapped at
// one PBKDF2 round is refused (not accepted and left weak), and an account record whose address and
// key were swapped for someone else's, or an added network's node URL or chain id, stops the unlock
// with a clear message (never a silent swap).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { startHarness, type Harness } from './harness';
import { readRecord, writeRecord } from './profile-edit';
import { TID } from '../../src/popup/testids';
import { byTestId, currentAddress, onboardByImport, PASSWORD, shownError, walletCall } from './wallet';
import { addressFromPublicKey, aminoPubKey, bech32PubKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { openWrappedKey, wrapDataKey, type WrappedDataKey } from '../../src/background/keyring/crypto';
import type { AccountRecord } from '../../src/background/keyring/db';
import type { NetworkView } from '../../src/shared/wallet-api';

const MNEMONIC = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
const ATTACKER = 'test test test test test test test test test test test junk';
const KEYRING = 'vaultline-keyring';
/** The background's private values (src/background/local-store.ts): the added networks are 'chain.networks'. */
const VALUES = 'vaultline-storage';
const UI = { timeout: 30_000 };

describe('stored records edited on disk, at the next unlock', () => {
  let h: Harness;
  let popup: Page;
  let address: string;

  beforeAll(async () => {
    h = await startHarness();
    popup = await onboardByImport(h, MNEMONIC);
    address = await currentAddress(popup);
  });

  afterAll(async () => {
    await h?.close();
  });

  /** Locks the wallet, opens a new popup on its unlock screen and submits the password. */
  async function lockAndUnlock(): Promise<Page> {
    expect((await walletCall(popup, 'wallet_lock')).unlocked).toBe(false);
    await popup.close();
    // A new worker, as after a browser restart: nothing read before the edit is remembered.
    await h.stopServiceWorker();
    popup = await h.openPopup('/');
    await byTestId(popup, TID.unlockPassword).fill(PASSWORD, UI);
    await byTestId(popup, TID.unlockSubmit).click();
    return popup;
  }

  async function stillLocked(page: Page, code: string, english: string): Promise<void> {
    await expect.poll(() => byTestId(page, TID.unlockError).textContent()).toContain(shownError(code, english));
    expect(await byTestId(page, TID.unlockPassword).isVisible()).toBe(true);
    expect(await byTestId(page, TID.accountAddress).count()).toBe(0);
  }

  it('refuses a data key re-wrapped at 1 PBKDF2 round, and leaves it refused', async () => {
    const original = (await readRecord<WrappedDataKey>(popup, KEYRING, 'meta', 'dataKey'))!;
    const opened = (await openWrappedKey(original, PASSWORD))!;
    // An attacker who once had the password keeps the same key, but cheap to guess from now on.
    const weak = await wrapDataKey(opened.dataKey, PASSWORD, 1, opened.networksAuthenticated ? 3 : opened.recordsAuthenticated ? 2 : 1);
    await writeRecord(popup, KEYRING, 'meta', weak, 'dataKey');
    const page = await lockAndUnlock();
    await stillLocked(page, 'kdf_too_weak', 'weaker settings than Vaultline accepts');
    expect((await readRecord<WrappedDataKey>(page, KEYRING, 'meta', 'dataKey'))!.iterations).toBe(1);
    await writeRecord(page, KEYRING, 'meta', original, 'dataKey');
  });

  it("refuses an account record whose address and key were swapped for someone else's", async () => {
    const [id] = await popup.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('vaultline-keyring');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('accounts').objectStore('accounts').getAllKeys();
            request.onsuccess = () => {
              resolve(request.result as string[]);
              open.result.close();
            };
          };
        }),
    );
    const stored = (await readRecord<AccountRecord>(popup, KEYRING, 'accounts', id!))!;
    expect(stored.address).toBe(address);
    const theirs = publicKeyOf(deriveExtendedKey(ATTACKER, accountPath(0)).kL);
    const swapped = { ...stored, address: addressFromPublicKey(theirs), publicKey: bech32PubKey(aminoPubKey(theirs)) };
    await writeRecord(popup, KEYRING, 'accounts', swapped);
    const page = await lockAndUnlock();
    await stillLocked(page, 'keyring_tampered', 'does not match the wallet');
    // Put back as it was, the wallet opens on the person's own address.
    await writeRecord(page, KEYRING, 'accounts', stored);
    await byTestId(page, TID.unlockPassword).fill(PASSWORD);
    await byTestId(page, TID.unlockSubmit).click();
    await expect.poll(() => currentAddress(page)).toBe(address);
  });

  it('refuses an added network whose node URL or chain id was edited on disk, and opens once it is put back', async () => {
    const { devnet } = h;
    const added = await walletCall(popup, 'wallet_addNetwork', { name: 'My node', restUrl: devnet!.url, chainId: devnet!.chainId });
    const stored = (await readRecord<NetworkView[]>(popup, VALUES, 'values', 'chain.networks'))!;
    expect(stored.map((network) => network.id)).toEqual([added.id]);
    // Signed txs would go to the attacker's node, or be signed for another chain.
    const edits = [{ restUrl: 'http://attacker.example:1317', endpoints: ['http://attacker.example:1317'] }, { chainId: 'gt-attacker-1' }];
    for (const edit of edits) {
      await writeRecord(popup, VALUES, 'values', [{ ...stored[0], ...edit }], 'chain.networks');
      popup = await lockAndUnlock();
      await stillLocked(popup, 'networks_tampered', 'The stored networks do not match');
    }
    await writeRecord(popup, VALUES, 'values', stored, 'chain.networks');
    await byTestId(popup, TID.unlockPassword).fill(PASSWORD);
    await byTestId(popup, TID.unlockSubmit).click();
    await expect.poll(() => currentAddress(popup)).toBe(address);
    const state = await walletCall(popup, 'wallet_getState');
    expect(state.networks.find((network) => network.id === added.id)).toMatchObject({ restUrl: added.restUrl, chainId: devnet!.chainId });
  });
});
