// A restore whose keyring write fails leaves the values it wrote before it as they were: nothing half restored.
import { describe, expect, it, vi } from 'vitest';
import { installFakeChrome } from '../fakeChrome';
import { fakeLedger } from '../fakeLedger';
import { freshWallet, loadBackground, PASSWORD } from '../harness';

const failing = vi.hoisted(() => ({ on: false }));

vi.mock('../../../src/background/keyring/db', async (original) => {
  const real = await original<typeof import('../../../src/background/keyring/db')>();
  return {
    ...real,
    writeDb: async <T>(use: Parameters<typeof real.writeDb<T>>[0]): Promise<T> => {
      if (failing.on) throw new DOMException('The disk is full', 'QuotaExceededError');
      return real.writeDb(use);
    },
  };
});

const BACKUP_PASSWORD = 'the backup has a password of its own';

describe('backup restore when the keyring cannot be written', () => {
  it('puts back the values it wrote, and leaves no wallet', async () => {
    const { bg } = await freshWallet();
    await bg.ok('wallet_setAutoLock', { minutes: 42 });
    const network = await bg.ok('wallet_addNetwork', { name: 'Other', restUrl: 'http://localhost:4000', chainId: 'gt-x' });
    await bg.ok('wallet_selectNetwork', { networkId: network.id });
    const { file } = await bg.ok('wallet_createBackup', { password: PASSWORD, backupPassword: BACKUP_PASSWORD });

    const fresh = await loadBackground(installFakeChrome(), fakeLedger());
    const before = await fresh.ok('wallet_getState');
    failing.on = true;
    try {
      const answer = await fresh.call('wallet_restoreBackup', { file, backupPassword: BACKUP_PASSWORD, password: 'a new wallet password' });
      expect(answer.ok).toBe(false);
    } finally {
      failing.on = false;
    }
    const after = await fresh.ok('wallet_getState');
    expect(after).toEqual(before);
    expect(after.initialized).toBe(false);
    expect(after.autoLockMinutes).not.toBe(42);
    expect(after.networks.filter((candidate) => !candidate.builtin)).toEqual([]);
  }, 120_000);
});
