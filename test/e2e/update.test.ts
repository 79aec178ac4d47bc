// Updates lose nothing: the previous release (built from git history, commit af6d7f1: settings in
// chrome.storage.local, account records without MACs, the data key wrapped as v1) is filled with two
// wallets, a network, a connected site, a pending tx and a vault key; the current build then loads
// over the same profile from the same folder, as an update replaces the files (the manifest's key
// pins the extension id, so both share its storage).
// Everything is there after unlock, the settings moved out of chrome.storage.local once, and the
// keyring was upgraded in place.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { startHarness, type Harness } from './harness';
import { ensureExtensionBuilt } from './build';
import { startTestDevnet, DEV_MNEMONIC, type DevnetHandle } from './devnet';
import { releaseBuild } from './release-build';
import { readRecord } from './profile-edit';
import { connectedDemo, unlock, walletCall, walletOnDevnet } from './wallet';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import type { AccountRecord } from '../../src/background/keyring/db';

const PREVIOUS_RELEASE = 'af6d7f1';
const SECOND = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';

/** Everything the person would miss: accounts, wallets, networks, sites, the tracked tx. */
/** What the previous release knew of a network (this release adds its endpoints list). */
const networkFacts = ({
  id,
  name,
  restUrl,
  chainId,
  builtin,
}: {
  id: string;
  name: string;
  restUrl: string;
  chainId: string;
  builtin: boolean;
}) => ({ id, name, restUrl, chainId, builtin });

async function snapshot(page: Page, txhash: string) {
  const state = await walletCall(page, 'wallet_getState');
  return {
    accounts: state.accounts,
    wallets: state.wallets,
    selectedAccountId: state.selectedAccountId,
    network: networkFacts(state.network),
    networks: state.networks.map(networkFacts),
    autoLockMinutes: state.autoLockMinutes,
    permissions: await walletCall(page, 'wallet_listPermissions'),
    tx: await walletCall(page, 'wallet_txStatus', { txhash }),
  };
}

const storageLocal = (page: Page) => page.evaluate(() => chrome.storage.local.get(null));

describe('an update over a profile of the previous release', () => {
  let devnet: DevnetHandle;
  let profileDir: string;
  let extensionDir: string;
  let h: Harness | undefined;

  /** The extension's folder now holds `dist`'s files, and only those; `version` as a release sets it
   *  (Chrome takes a folder with the same version for the same extension, its worker's script included). */
  function install(dist: string, version?: string): string {
    rmSync(extensionDir, { recursive: true, force: true });
    cpSync(dist, extensionDir, { recursive: true });
    if (version) {
      const manifestPath = join(extensionDir, 'manifest.json');
      writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), version }));
    }
    return extensionDir;
  }

  let previous: string;

  // The previous release is built here (a whole vite build of an earlier commit), not in the test:
  // beside a second suite on a busy machine it took most of the test's 120 s by itself.
  beforeAll(async () => {
    previous = releaseBuild(PREVIOUS_RELEASE, 'chrome');
    // Blocks every hour: the sent tx stays pending across the update.
    devnet = await startTestDevnet({ blockTime: 3600 });
    profileDir = mkdtempSync(join(tmpdir(), 'vaultline-update-'));
    extensionDir = join(mkdtempSync(join(tmpdir(), 'vaultline-update-ext-')), 'extension');
  }, 300_000);

  afterAll(async () => {
    await h?.close();
    await devnet?.close();
    rmSync(profileDir, { recursive: true, force: true });
    rmSync(join(extensionDir, '..'), { recursive: true, force: true });
  });

  it('keeps wallets, networks, sites, pending txs and vault keys, and moves the settings once', async () => {
    h = await startHarness({ devnet: false, profileDir, dist: install(previous) });
    const { popup } = await walletOnDevnet(h, devnet);
    await walletCall(popup, 'wallet_setAutoLock', { minutes: 42 });
    const vault = await walletCall(popup, 'wallet_newVaultKey', { name: 'Cold' });
    await walletCall(popup, 'wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: SECOND }, name: 'Second' });
    const first = (await walletCall(popup, 'wallet_getState')).accounts[0]!;
    await walletCall(popup, 'wallet_selectAccount', { accountId: first.id });
    const demo = await connectedDemo(h);
    await demo.close();
    const me = addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(0)).kL));
    const { txhash } = await walletCall(popup, 'wallet_submitTx', {
      msgs: [{ type: 'MsgSend', value: { from_address: me, to_address: me, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
    });
    const before = await snapshot(popup, txhash);
    expect(before.wallets).toHaveLength(2);
    expect(before.accounts.map((account) => account.id)).toContain(vault.id);
    expect(before.permissions).toHaveLength(1);
    expect(before.tx).toMatchObject({ status: 'pending' });
    // The previous release keeps its settings where content scripts can read them.
    expect(Object.keys(await storageLocal(popup))).toContain('permissions.origins');
    await h.close();

    // An unpacked extension's new files over old ones do not replace the worker script Chrome
    // registered (a store update does): without its registration, Chrome registers the new one.
    rmSync(join(profileDir, 'Default', 'Service Worker'), { recursive: true, force: true });
    h = await startHarness({ devnet: false, profileDir, dist: install(ensureExtensionBuilt('chrome'), '0.2.0') });
    const page = await h.openPopup('/');
    await unlock(page);
    const after = await snapshot(page, txhash);
    // Every network the old release had, and this release's new built-in ones beside them.
    expect({ ...after, networks: after.networks.filter((network) => before.networks.some((old) => old.id === network.id)) }).toEqual(
      before,
    );
    expect(after.networks.map((network) => network.id)).toEqual(expect.arrayContaining(['mainnet', 'testnet']));
    expect(await storageLocal(page)).toEqual({});
    const moved = await readRecord<{ at: number }>(page, 'vaultline-storage', 'values', 'storage.migratedFromLocal');
    expect(moved).toMatchObject({ at: expect.any(Number) });
    // The keyring was upgraded: every account record now carries its MAC.
    const record = await readRecord<AccountRecord>(page, 'vaultline-keyring', 'accounts', vault.id);
    expect(record?.mac).toMatch(/^[0-9a-f]{64}$/);
    // A new worker neither moves anything again nor loses anything.
    await h.stopServiceWorker();
    expect(await snapshot(page, txhash)).toEqual(after);
    expect(await readRecord(page, 'vaultline-storage', 'values', 'storage.migratedFromLocal')).toEqual(moved);
  });
});
