// The background's private 'local' area lives in the extension's IndexedDB: what older versions kept
// in chrome.storage.local moves there once, and a move that fails loses nothing.
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeChrome, type FakeChrome } from './fakeChrome';
import { MIGRATED_KEY, STORAGE_DB } from '../../src/background/local-store';
import { forgetCachedValues, readValue, writeValue } from '../../src/background/storage';
import { storedValue } from './harness';

let fake: FakeChrome;
const OLD = {
  'permissions.origins': { 'https://dapp.example': { accountIds: ['a'], connectedAt: 1 } },
  'chain.selectedNetworkId': 'net-1',
};

beforeEach(() => {
  fake = installFakeChrome();
  forgetCachedValues();
});

describe('the local area', () => {
  it('moves what chrome.storage.local held into IndexedDB once, and removes it there', async () => {
    await fake.local.set(OLD);
    expect(await readValue('local', 'chain.selectedNetworkId', null)).toBe('net-1');
    expect(await storedValue('permissions.origins')).toEqual(OLD['permissions.origins']);
    expect(fake.local.data.size).toBe(0);
    const migrated = await storedValue(MIGRATED_KEY);
    expect(migrated).toMatchObject({ keys: 2 });
    await writeValue('local', 'keyring.selectedAccountId', 'x');
    expect(fake.local.data.size).toBe(0);
    expect(await storedValue('keyring.selectedAccountId')).toBe('x');
  });

  it('leaves every old value in chrome.storage.local, still read and written, when IndexedDB cannot take them', async () => {
    // A database this version cannot open (a newer schema), so the move fails.
    (await openDB(STORAGE_DB, 5)).close();
    await fake.local.set(OLD);
    expect(await readValue('local', 'permissions.origins', {})).toEqual(OLD['permissions.origins']);
    await writeValue('local', 'chain.selectedNetworkId', 'net-2');
    expect(fake.local.data.get('chain.selectedNetworkId')).toBe('net-2');
    expect(fake.local.data.get('permissions.origins')).toEqual(OLD['permissions.origins']);
  });
});
