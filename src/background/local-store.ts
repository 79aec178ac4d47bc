// The background's private values (connected sites, networks, tracked txs, settings) in the
// extension's own IndexedDB, where content scripts cannot read them: chrome.storage.local is open to
// them in both browsers, a compromised renderer included. Values kept there by earlier versions move
// here once (copied, then removed); until that has worked, the old area stays the one read and written.
import { openDB, type IDBPDatabase } from 'idb';

export const STORAGE_DB = 'vaultline-storage';
const STORE = 'values';
/** Written by the move: where the values came from, and when (kept, so the move is seen to have run once). */
export const MIGRATED_KEY = 'storage.migratedFromLocal';

export interface ValueArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

/** Another context's write (another extension page, a second worker): the key, for caches to drop. */
const CHANNEL = 'vaultline-storage';

function dbArea(db: IDBPDatabase, channel: BroadcastChannel | null): ValueArea {
  const told = (keys: string[]) => channel?.postMessage(keys);
  return {
    async get(key) {
      const value: unknown = await db.get(STORE, key);
      return value === undefined ? {} : { [key]: value };
    },
    async set(items) {
      const tx = db.transaction(STORE, 'readwrite');
      await Promise.all([...Object.entries(items).map(([key, value]) => tx.store.put(value, key)), tx.done]);
      told(Object.keys(items));
    },
    async remove(keys) {
      const list = Array.isArray(keys) ? keys : [keys];
      const tx = db.transaction(STORE, 'readwrite');
      await Promise.all([...list.map((key) => tx.store.delete(key)), tx.done]);
      told(list);
    },
  };
}

/**
 * Copies what chrome.storage.local holds, then removes it there. Anything found there is newer than
 * what is here (an older version ran over the profile, or a worker could not open this database).
 */
async function moveFromLocal(db: IDBPDatabase): Promise<void> {
  const old = await chrome.storage.local.get(null);
  const keys = Object.keys(old);
  if (keys.length === 0) return;
  const tx = db.transaction(STORE, 'readwrite');
  const moved = (await tx.store.get(MIGRATED_KEY)) !== undefined;
  await Promise.all([
    ...keys.map((key) => tx.store.put(old[key], key)),
    moved ? Promise.resolve() : tx.store.put({ at: Date.now(), keys: keys.length }, MIGRATED_KEY),
    tx.done,
  ]);
  // Only once the copy is committed: a failed copy leaves every old value where it was.
  await chrome.storage.local.remove(keys);
}

let opened: { factory: IDBFactory; area: Promise<ValueArea>; ready?: ValueArea } | undefined;

async function openArea(onChange: (keys: string[]) => void): Promise<ValueArea> {
  try {
    const db = await openDB(STORAGE_DB, 1, { upgrade: (database) => void database.createObjectStore(STORE) });
    await moveFromLocal(db);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    if (channel) channel.onmessage = (event: MessageEvent<string[]>) => onChange(event.data);
    return dbArea(db, channel);
  } catch (error) {
    // Nothing is lost: the old values are still in chrome.storage.local, used until the next worker tries again.
    console.warn('Vaultline kept its settings in chrome.storage.local: moving them failed', error instanceof Error ? error.name : 'error');
    return chrome.storage.local;
  }
}

/**
 * The area the 'local' values live in, itself once open (so a write is issued without a wait);
 * `onChange` hears keys another context wrote. One per `indexedDB` (tests install new ones).
 */
export function localArea(onChange: (keys: string[]) => void): ValueArea | Promise<ValueArea> {
  if (opened && opened.factory === indexedDB) return opened.ready ?? opened.area;
  const current: NonNullable<typeof opened> = { factory: indexedDB, area: openArea(onChange) };
  void current.area.then((ready) => (current.ready = ready));
  opened = current;
  return current.area;
}
