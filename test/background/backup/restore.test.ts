// Backup and restore through the wallet's messages: everything comes back in a fresh browser, and a
// wrong password, a damaged file or contents that do not match their keys restore nothing at all.
import { describe, expect, it } from 'vitest';
import { installFakeChrome } from '../fakeChrome';
import { fakeLedger } from '../fakeLedger';
import { freshWallet, loadBackground, PASSWORD, type Background } from '../harness';
import { openBackup, sealBackup } from '../../../src/background/backup/file';
import type { WalletState } from '../../../src/shared/wallet-api';

const SECOND = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
const BACKUP_PASSWORD = 'the backup has a password of its own';
const NEW_PASSWORD = 'the restored wallet password';
const CONTACTS = [{ address: 'gt11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', name: 'Alice', note: 'kept as it is' }];
const SLOW = 120_000;

async function storage() {
  return import('../../../src/background/storage');
}

/** A wallet with two wallets, an added account, a custom network, contacts and a setting; answers its backup file. */
async function backedUp(): Promise<{ file: string; before: WalletState }> {
  const { bg } = await freshWallet();
  await bg.ok('wallet_addAccount', { name: 'Savings' });
  await bg.ok('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: SECOND, passphrase: 'extra words' }, name: 'Second' });
  const network = await bg.ok('wallet_addNetwork', { name: 'Other', restUrl: 'http://localhost:4000', chainId: 'gt-x' });
  await bg.ok('wallet_selectNetwork', { networkId: network.id });
  await bg.ok('wallet_setAutoLock', { minutes: 42 });
  await (await storage()).writeValue('local', 'contacts', CONTACTS);
  await expect(bg.call('wallet_createBackup', { password: 'wrong password', backupPassword: BACKUP_PASSWORD })).resolves.toMatchObject({
    ok: false,
    error: { code: 'wrong_password' },
  });
  const made = await bg.ok('wallet_createBackup', { password: PASSWORD, backupPassword: BACKUP_PASSWORD, language: 'zh-CN' });
  expect(made.summary).toEqual({ wallets: 2, accounts: 3, networks: 1, contacts: 1 });
  expect(made.fileName).toMatch(/^vaultline-backup-\d{4}-\d{2}-\d{2}\.json$/);
  expect(made.file).not.toContain('monitor');
  expect(made.file).not.toContain('Alice');
  return { file: made.file, before: await bg.ok('wallet_getState') };
}

async function freshBrowser(): Promise<Background> {
  const fake = installFakeChrome();
  return loadBackground(fake, fakeLedger());
}

async function nothingRestored(bg: Background): Promise<void> {
  const state = await bg.ok('wallet_getState');
  expect(state.initialized).toBe(false);
  expect(state.accounts).toEqual([]);
  expect(state.networks.filter((network) => !network.builtin)).toEqual([]);
  expect(await (await storage()).readValue('local', 'contacts', null)).toBeNull();
}

describe('backup file restore', () => {
  it(
    'brings back every wallet, account, network, contact and setting in a fresh browser, under the password chosen there',
    async () => {
      const { file, before } = await backedUp();
      const bg = await freshBrowser();
      const restored = await bg.ok('wallet_restoreBackup', { file, backupPassword: BACKUP_PASSWORD, password: NEW_PASSWORD });
      expect(restored).toMatchObject({
        replaced: false,
        language: 'zh-CN',
        summary: { wallets: 2, accounts: 3, networks: 1, contacts: 1 },
      });
      const state = restored.state;
      expect(state).toMatchObject({ initialized: true, unlocked: true, autoLockMinutes: 42 });
      expect(state.accounts).toEqual(before.accounts);
      expect(state.wallets).toEqual(before.wallets);
      expect(state.networks).toEqual(before.networks);
      expect(state.network).toEqual(before.network);
      expect(state.selectedAccountId).toBe(before.selectedAccountId);
      expect(await (await storage()).readValue('local', 'contacts', null)).toEqual(CONTACTS);
      // The new password opens it; the phrase and its passphrase came back sealed.
      await bg.ok('wallet_lock');
      await expect(bg.call('wallet_unlock', { password: PASSWORD })).resolves.toMatchObject({
        ok: false,
        error: { code: 'wrong_password' },
      });
      await bg.ok('wallet_unlock', { password: NEW_PASSWORD });
      const second = state.wallets.find((wallet) => wallet.name === 'Second')!;
      expect(await bg.ok('wallet_revealRecoveryPhrase', { walletId: second.id, password: NEW_PASSWORD })).toEqual({
        mnemonic: SECOND,
        hasPassphrase: true,
      });
    },
    SLOW,
  );

  it(
    'restores nothing with a wrong backup password, a damaged file, or contents that do not match their keys',
    async () => {
      const { file } = await backedUp();
      const bg = await freshBrowser();
      await expect(
        bg.call('wallet_restoreBackup', { file, backupPassword: 'not the backup password', password: NEW_PASSWORD }),
      ).resolves.toMatchObject({ ok: false, error: { code: 'backup_wrong_password' } });
      await nothingRestored(bg);
      await expect(
        bg.call('wallet_restoreBackup', { file: file.slice(0, -40), backupPassword: BACKUP_PASSWORD, password: NEW_PASSWORD }),
      ).resolves.toMatchObject({ ok: false, error: { code: 'backup_damaged' } });
      await nothingRestored(bg);
      // Sealed with the right password, but an account's address swapped for another's: its key says otherwise.
      const content = (await openBackup(file, BACKUP_PASSWORD)) as { accounts: Array<{ address: string }> };
      [content.accounts[0]!.address, content.accounts[1]!.address] = [content.accounts[1]!.address, content.accounts[0]!.address];
      const swapped = await sealBackup(content, BACKUP_PASSWORD);
      await expect(
        bg.call('wallet_restoreBackup', { file: swapped, backupPassword: BACKUP_PASSWORD, password: NEW_PASSWORD }),
      ).resolves.toMatchObject({ ok: false, error: { code: 'backup_invalid' } });
      await nothingRestored(bg);
      // A value of the wrong shape is refused whole.
      const odd = await sealBackup(
        { ...((await openBackup(file, BACKUP_PASSWORD)) as object), values: { contacts: 'everyone' } },
        BACKUP_PASSWORD,
      );
      await expect(
        bg.call('wallet_restoreBackup', { file: odd, backupPassword: BACKUP_PASSWORD, password: NEW_PASSWORD }),
      ).resolves.toMatchObject({ ok: false, error: { code: 'backup_invalid' } });
      await nothingRestored(bg);
    },
    SLOW,
  );

  it(
    'replaces an existing wallet only after its password, which then protects what was restored',
    async () => {
      const { file, before } = await backedUp();
      const { bg } = await freshWallet();
      const mine = await bg.ok('wallet_getState');
      await expect(
        bg.call('wallet_restoreBackup', { file, backupPassword: BACKUP_PASSWORD, password: 'not this wallet password' }),
      ).resolves.toMatchObject({ ok: false, error: { code: 'wrong_password' } });
      expect((await bg.ok('wallet_getState')).accounts).toEqual(mine.accounts);
      const restored = await bg.ok('wallet_restoreBackup', { file, backupPassword: BACKUP_PASSWORD, password: PASSWORD });
      expect(restored.replaced).toBe(true);
      expect(restored.state.accounts).toEqual(before.accounts);
      await bg.ok('wallet_lock');
      await bg.ok('wallet_unlock', { password: PASSWORD });
    },
    SLOW,
  );
});
