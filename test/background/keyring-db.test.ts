// The keyring keeps one IndexedDB connection, and lets it go when the browser or another connection
// needs the database.
import { beforeEach, describe, expect, it } from 'vitest';
import { KEYRING_DB, withDb } from '../../src/background/keyring/db';
import { installFakeChrome } from './fakeChrome';

let opens = 0;

beforeEach(() => {
  installFakeChrome();
  opens = 0;
  const factory = indexedDB;
  const open = factory.open.bind(factory);
  factory.open = (name: string, version?: number) => {
    if (name === KEYRING_DB) opens += 1;
    return open(name, version);
  };
});

describe('keyring database connection', () => {
  it('opens the database once for many calls', async () => {
    for (let i = 0; i < 5; i++) await withDb((db) => db.put('meta', { v: i } as never, `k${i}`));
    const read = await Promise.all([0, 1, 2, 3, 4].map((i) => withDb((db) => db.get('meta', `k${i}`))));
    expect(read).toEqual([0, 1, 2, 3, 4].map((v) => ({ v })));
    expect(opens).toBe(1);
  });

  it('opens again after the connection was closed under it', async () => {
    const first = await withDb(async (db) => db);
    first.close();
    await withDb((db) => db.put('meta', { v: 1 } as never, 'after-close'));
    expect(await withDb((db) => db.get('meta', 'after-close'))).toEqual({ v: 1 });
    expect(opens).toBe(2);
  });

  it('does not block a delete of the database, and opens a new one afterwards', async () => {
    await withDb((db) => db.put('meta', { v: 1 } as never, 'before-delete'));
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(KEYRING_DB);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('delete blocked by the keyring connection'));
    });
    expect(await withDb((db) => db.get('meta', 'before-delete'))).toBeUndefined();
    expect(opens).toBe(2);
  });
});
