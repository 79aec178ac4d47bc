// Edits of the extension's stored records as someone with the profile's files could make them, run
// from one of the extension's own pages (the same storage): read and write one IndexedDB record.
import type { E2EPage as Page } from './driver';

/** One record of `store` in the database `db` (undefined when absent). */
export function readRecord<T>(page: Page, db: string, store: string, key: string): Promise<T | undefined> {
  return page.evaluate(
    async ([name, storeName, id]) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        return await new Promise<unknown>((resolve, reject) => {
          const request = database.transaction(storeName, 'readonly').objectStore(storeName).get(id);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      } finally {
        database.close();
      }
    },
    [db, store, key] as const,
  ) as Promise<T | undefined>;
}

/** Puts `value` into `store` (at `key` for a store without a key path), committed before it returns. */
export function writeRecord(page: Page, db: string, store: string, value: unknown, key?: string): Promise<void> {
  return page.evaluate(
    async ([name, storeName, record, id]) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const tx = database.transaction(storeName, 'readwrite');
          if (id === null) tx.objectStore(storeName).put(record);
          else tx.objectStore(storeName).put(record, id);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        database.close();
      }
    },
    [db, store, value, key ?? null] as const,
  );
}
