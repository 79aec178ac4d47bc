// The keyring's IndexedDB: the wrapped data key, the sealed secrets, and public account records.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AccountKind } from '../../shared/wallet-api';
import type { Sealed, WrappedDataKey } from './crypto';

export const KEYRING_DB = 'vaultline-keyring';

export interface SecretRecord extends Sealed {
  id: string;
  createdAt: number;
  /** A wallet's own name (public; see wallets.ts). */
  name?: string;
  /** What the sealed payload is, so listing wallets needs no decryption; absent on older records. */
  walletKind?: 'mnemonic' | 'key';
}

/** Public data only: what the popup and dApps may see once they are allowed to. */
export interface AccountRecord {
  id: string;
  name: string;
  kind: AccountKind;
  address: string;
  /** gt1pub… of the amino public key. */
  publicKey: string;
  createdAt: number;
  /** The sealed secret this account's key comes from (hd, vault, imported). */
  secretId?: string;
  /** The wallet the account belongs to (wallets.ts walletIdOf reads older records without it). */
  walletId?: string;
  /** HD path below the secret's master key; absent when the secret is the key itself. */
  path?: string;
  /** Index within its kind's HD branch (account N or vault key N). */
  index?: number;
  multisig?: { threshold: number; pubkeys: string[] };
  /** HMAC of the fields above that decide where funds go, under a key from the data key (records.ts). */
  mac?: string;
}

interface KeyringSchema extends DBSchema {
  meta: { key: string; value: WrappedDataKey };
  secrets: { key: string; value: SecretRecord };
  accounts: { key: string; value: AccountRecord };
}

export type KeyringDb = IDBPDatabase<KeyringSchema>;

/**
 * One connection for the life of the service worker (opening costs about 1 ms, a read on an open
 * database a tenth of that). It is dropped when the browser closes it, when another connection needs
 * the database (an upgrade or a delete), or when `indexedDB` itself is replaced (tests).
 */
let open: { factory: IDBFactory; db: Promise<KeyringDb> } | undefined;

function connection(): Promise<KeyringDb> {
  if (open && open.factory === indexedDB) return open.db;
  const current = {
    factory: indexedDB,
    db: openDB<KeyringSchema>(KEYRING_DB, 1, {
      upgrade(database) {
        database.createObjectStore('meta');
        database.createObjectStore('secrets', { keyPath: 'id' });
        database.createObjectStore('accounts', { keyPath: 'id' });
      },
      blocking() {
        forget(current);
        forgetReads();
        void current.db.then((db) => db.close());
      },
      terminated() {
        forget(current);
        forgetReads();
      },
    }),
  };
  current.db.catch(() => forget(current));
  open = current;
  return current.db;
}

function forget(which: typeof open): void {
  if (open === which) open = undefined;
}

/** Whether an error means the connection went away under us (so one retry on a new one is safe). */
function connectionLost(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'InvalidStateError';
}

export async function withDb<T>(use: (db: KeyringDb) => Promise<T>): Promise<T> {
  const pending = connection();
  try {
    return await use(await pending);
  } catch (error) {
    // A transaction cannot even start on a closed connection, so nothing was written: retry once.
    if (!connectionLost(error)) throw error;
    if (open?.db === pending) open = undefined;
    return use(await connection());
  }
}

export const DATA_KEY_RECORD = 'dataKey';

/** Reads every request makes (the account list, whether a wallet exists), kept until the keyring writes. */
const reads = new Map<string, Promise<unknown>>();
let readsFactory: IDBFactory | undefined;

export function forgetReads(): void {
  reads.clear();
}

/** The answer of `load`, read once per worker life until the next `writeDb`; a failed read is not kept. */
export function cachedRead<T>(name: string, load: (db: KeyringDb) => Promise<T>): Promise<T> {
  if (readsFactory !== indexedDB) {
    forgetReads();
    readsFactory = indexedDB;
  }
  const known = reads.get(name) as Promise<T> | undefined;
  if (known) return known;
  const pending = withDb(load);
  reads.set(name, pending);
  pending.catch(() => {
    if (reads.get(name) === pending) reads.delete(name);
  });
  return pending;
}

/** Every keyring write goes through here, so cached reads never outlive what they read. */
export async function writeDb<T>(use: (db: KeyringDb) => Promise<T>): Promise<T> {
  forgetReads();
  try {
    return await withDb(use);
  } finally {
    forgetReads();
  }
}
