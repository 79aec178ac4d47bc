// The keyring's IndexedDB: the wrapped data key, the sealed secrets, and public account records.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AccountKind } from '../../shared/wallet-api';
import type { Sealed, WrappedDataKey } from './crypto';

export const KEYRING_DB = 'vaultline-keyring';

export interface SecretRecord extends Sealed { id: string; createdAt: number }

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
  /** HD path below the secret's master key; absent when the secret is the key itself. */
  path?: string;
  /** Index within its kind's HD branch (account N or vault key N). */
  index?: number;
  multisig?: { threshold: number; pubkeys: string[] };
}

interface KeyringSchema extends DBSchema {
  meta: { key: string; value: WrappedDataKey };
  secrets: { key: string; value: SecretRecord };
  accounts: { key: string; value: AccountRecord };
}

export type KeyringDb = IDBPDatabase<KeyringSchema>;

export async function withDb<T>(use: (db: KeyringDb) => Promise<T>): Promise<T> {
  const db = await openDB<KeyringSchema>(KEYRING_DB, 1, {
    upgrade(database) {
      database.createObjectStore('meta');
      database.createObjectStore('secrets', { keyPath: 'id' });
      database.createObjectStore('accounts', { keyPath: 'id' });
    },
  });
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

export const DATA_KEY_RECORD = 'dataKey';
