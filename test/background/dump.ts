// Dumps every object store of an IndexedDB database as JSON (bytes as hex), to search it for secrets.
import { openDB } from 'idb';
import { bytesToHex } from '../../src/core/bytes';

export async function dumpIndexedDb(name: string): Promise<string> {
  const db = await openDB(name);
  const out: Record<string, Record<string, unknown>> = {};
  for (const storeName of Array.from(db.objectStoreNames)) {
    const tx = db.transaction(storeName);
    const entries: Record<string, unknown> = {};
    let cursor = await tx.store.openCursor();
    while (cursor) {
      entries[String(cursor.key)] = cursor.value;
      cursor = await cursor.continue();
    }
    out[storeName] = entries;
  }
  db.close();
  return JSON.stringify(out, (_key, value) =>
    value instanceof Uint8Array || value instanceof ArrayBuffer ? bytesToHex(new Uint8Array(value)) : value,
  );
}
