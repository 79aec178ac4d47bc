// The stored networks are checked at unlock (src/background/chain/records.ts): a node URL, chain id or
// endpoint order edited on disk, or a MAC removed, stops the unlock; networks from before MACs are
// authenticated once; a password change and a restore carry them over; changes while locked are refused.
import { beforeEach, describe, expect, it } from 'vitest';
import * as keyring from '../../src/background/keyring';
import { openWrappedKey, wrapDataKey } from '../../src/background/keyring/crypto';
import { DATA_KEY_RECORD, withDb, writeDb } from '../../src/background/keyring/db';
import { readDataKey } from '../../src/background/keyring/session';
import {
  BUILTIN_ENDPOINTS_KEY,
  changeNetworks,
  NETWORKS_KEY,
  NETWORKS_MAC_KEY,
  readNetworkSet,
  type StoredNetwork,
} from '../../src/background/chain/records';
import { listNetworks } from '../../src/background/chain';
import { readValue, removeValue, writeValue } from '../../src/background/storage';
import { installFakeChrome } from './fakeChrome';

const MNEMONIC = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
const PASSWORD = 'correct horse battery';
const SLOW = 60_000;

const MINE: StoredNetwork = {
  id: 'net-mine',
  name: 'Mine',
  restUrl: 'http://localhost:4000',
  endpoints: ['http://localhost:4000'],
  chainId: 'gt-x',
  builtin: false,
};

beforeEach(() => {
  installFakeChrome();
  keyring.unlockPolicy.sleep = async () => undefined;
});

/** A wallet with one added network and a reordered built-in one, locked. */
async function walletWithNetworks(): Promise<void> {
  await keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
  await changeNetworks((set) => ({
    custom: [...set.custom, MINE],
    orders: { ...set.orders, testnet: ['https://b.example', 'https://a.example'] },
  }));
  await keyring.lock();
}

async function expectRefused(password = PASSWORD): Promise<void> {
  await expect(keyring.unlock(password)).rejects.toMatchObject({ code: 'networks_tampered', message: expect.stringContaining('networks') });
  expect(await keyring.isUnlocked()).toBe(false);
}

describe('stored networks at unlock', () => {
  it(
    "refuses to unlock when an added network's node URL or chain id was edited on disk, and opens once put back",
    async () => {
      await walletWithNetworks();
      const stored = await readValue<StoredNetwork[]>('local', NETWORKS_KEY, []);
      await writeValue('local', NETWORKS_KEY, [{ ...MINE, restUrl: 'http://evil.example', endpoints: ['http://evil.example'] }]);
      await expectRefused();
      await writeValue('local', NETWORKS_KEY, [{ ...MINE, chainId: 'gt-other' }]);
      await expectRefused();
      await writeValue('local', NETWORKS_KEY, stored);
      await keyring.unlock(PASSWORD);
      expect((await listNetworks()).find((network) => network.id === MINE.id)).toMatchObject({ restUrl: MINE.restUrl, chainId: 'gt-x' });
    },
    SLOW,
  );

  it(
    "refuses a built-in network's endpoints edited, a network added on disk, and the MAC removed",
    async () => {
      await walletWithNetworks();
      await writeValue('local', BUILTIN_ENDPOINTS_KEY, { testnet: ['http://evil.example'] });
      await expectRefused();
      await writeValue('local', BUILTIN_ENDPOINTS_KEY, { testnet: ['https://b.example', 'https://a.example'] });
      await writeValue('local', NETWORKS_KEY, [MINE, { ...MINE, id: 'net-evil', restUrl: 'http://evil.example' }]);
      await expectRefused();
      await writeValue('local', NETWORKS_KEY, [MINE]);
      const macs = await readValue<string[]>('local', NETWORKS_MAC_KEY, []);
      await removeValue('local', NETWORKS_MAC_KEY);
      await expectRefused();
      await writeValue('local', NETWORKS_MAC_KEY, macs);
      await keyring.unlock(PASSWORD);
    },
    SLOW,
  );

  it(
    'authenticates the networks of a keyring from before their MACs once, then refuses an edit',
    async () => {
      await walletWithNetworks();
      // As Vaultline wrote it before: a v2 wrap, networks without a MAC.
      const dataKey = (await openWrappedKey((await withDb((db) => db.get('meta', DATA_KEY_RECORD)))!, PASSWORD))!.dataKey;
      const old = await wrapDataKey(dataKey, PASSWORD, undefined, 2);
      await writeDb((db) => db.put('meta', old, DATA_KEY_RECORD));
      await removeValue('local', NETWORKS_MAC_KEY);
      await keyring.unlock(PASSWORD);
      const now = (await withDb((db) => db.get('meta', DATA_KEY_RECORD)))!;
      expect((await openWrappedKey(now, PASSWORD))!.networksAuthenticated).toBe(true);
      expect(await readValue<string[]>('local', NETWORKS_MAC_KEY, [])).toHaveLength(1);
      await keyring.lock();
      await writeValue('local', NETWORKS_KEY, [{ ...MINE, chainId: 'gt-other' }]);
      await expectRefused();
    },
    SLOW,
  );

  it(
    'keeps the networks authentic across a password change',
    async () => {
      await walletWithNetworks();
      await keyring.unlock(PASSWORD);
      await keyring.changePassword(PASSWORD, 'another password 42');
      await keyring.lock();
      await keyring.unlock('another password 42');
      expect(await readValue<string[]>('local', NETWORKS_MAC_KEY, [])).toHaveLength(1);
      expect((await readNetworkSet()).custom).toEqual([MINE]);
    },
    SLOW,
  );

  it(
    'refuses to change the networks while locked, and leaves them as they were',
    async () => {
      await walletWithNetworks();
      await expect(changeNetworks((set) => ({ ...set, custom: [] }))).rejects.toMatchObject({ code: 'locked' });
      expect((await readNetworkSet()).custom).toEqual([MINE]);
      expect(await readDataKey()).toBeNull();
      await keyring.unlock(PASSWORD);
    },
    SLOW,
  );

  it(
    'lets networks change before any wallet exists, and the first wallet authenticates them',
    async () => {
      await changeNetworks((set) => ({ ...set, custom: [MINE] }));
      expect(await readValue<string[]>('local', NETWORKS_MAC_KEY, ['none'])).toEqual([]);
      await keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
      await keyring.lock();
      await keyring.unlock(PASSWORD);
      expect((await readNetworkSet()).custom).toEqual([MINE]);
      await keyring.lock();
      await writeValue('local', NETWORKS_KEY, [{ ...MINE, chainId: 'gt-other' }]);
      await expectRefused();
    },
    SLOW,
  );

  it(
    'forgets the added networks at a reset: a new wallet never vouches for a set it cannot check',
    async () => {
      await walletWithNetworks();
      await writeValue('local', NETWORKS_KEY, [{ ...MINE, chainId: 'gt-other' }]);
      await expectRefused();
      await keyring.reset();
      await keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
      expect(await readNetworkSet()).toEqual({ custom: [], orders: {} });
      await keyring.lock();
      await keyring.unlock(PASSWORD);
    },
    SLOW,
  );
});
