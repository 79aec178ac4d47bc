// Backing up to a file and restoring from one, a part of the background of its own (loaded on demand).
// The plaintext exists only here: the popup sends passwords and receives the sealed file's text, or
// sends the file's text and receives the wallet's state. A restore checks everything (the file, its
// contents, every account against its key) and seals everything before its first write; then the
// values and the keyring are written, the keyring in one transaction, the values put back if it fails.
import { sameAccount } from '../../core/address-forms';
import { CoreError } from '../../core/errors';
import { readValue, withLock, writeValues } from '../storage';
import * as keyring from '../keyring';
import { noteActivity } from '../keyring/autolock';
import { newDataKey, wrapDataKey } from '../keyring/crypto';
import { DATA_KEY_RECORD, withDb, writeDb, type AccountRecord, type SecretRecord } from '../keyring/db';
import { authenticate } from '../keyring/records';
import {
  authenticateNetworks,
  BUILTIN_ENDPOINTS_KEY,
  networksMac,
  NETWORKS_KEY,
  NETWORKS_MAC_KEY,
  type NetworkSet,
} from '../chain/records';
import { openSecret, sealSecret } from '../keyring/sealed';
import { clearFailedUnlocks, storeDataKey } from '../keyring/session';
import { isWalletSecret } from '../keyring/wallets';
import {
  accountOf,
  BACKED_UP_VALUES,
  BACKUP_KIND,
  checkContent,
  secretOf,
  type BackupContent,
  type BackupSecret,
  type PopupChoices,
} from './content';
import { openBackup, sealBackup } from './file';
import type { BackupSummary } from '../../shared/wallet-api';

export { BACKED_UP_VALUES } from './content';

/** Tests lower the rounds of files they only write to read back at once; never below the floor (file.ts refuses). */
export const backupConfig: { iterations?: number } = {};

function summaryOf(content: BackupContent): BackupSummary {
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  const wallets = content.secrets.filter((secret) => isWalletSecret({ id: secret.id } as SecretRecord)).length;
  return {
    wallets,
    accounts: content.accounts.length,
    networks: count(content.values['chain.networks']),
    contacts: count(content.values.contacts),
  };
}

/** The whole wallet as a sealed file's text, after the wallet's password; `popup` is the page's own choices. */
export function createBackup(
  password: string,
  backupPassword: string,
  popup: PopupChoices,
): Promise<{ file: string; fileName: string; summary: BackupSummary }> {
  return withLock('keyring', async () => {
    const dataKey = await keyring.openDataKey(password);
    try {
      const [records, accounts] = await Promise.all([withDb((db) => db.getAll('secrets')), withDb((db) => db.getAll('accounts'))]);
      const secrets = await Promise.all(records.map(async (record) => secretOf(record, await openSecret(dataKey, record))));
      const values: BackupContent['values'] = {};
      for (const key of BACKED_UP_VALUES) {
        const value = await readValue<unknown>('local', key, undefined);
        if (value !== undefined) values[key] = value;
      }
      const content: BackupContent = {
        kind: BACKUP_KIND,
        createdAt: Date.now(),
        secrets,
        accounts: accounts.map(accountOf),
        values,
        popup,
      };
      const file = await sealBackup(content, backupPassword, backupConfig.iterations);
      return { file, fileName: `vaultline-backup-${new Date().toISOString().slice(0, 10)}.json`, summary: summaryOf(content) };
    } finally {
      dataKey.fill(0);
    }
  });
}

/** Whether each account is what its key (or, for a multisig account, its members) makes of it. */
async function checkAccountsAgainstKeys(content: BackupContent): Promise<void> {
  const { keyAccount, keyAtPath, multisigAccount, publicKeyOf, rootOf } = await keyring.secrets();
  const byId = new Map<string, BackupSecret>(content.secrets.map((secret) => [secret.id, secret]));
  const roots = new Map<string, Awaited<ReturnType<typeof rootOf>>>();
  for (const account of content.accounts) {
    let fits: boolean;
    try {
      if (account.multisig) {
        const made = multisigAccount(account.name, account.multisig.threshold, account.multisig.pubkeys);
        fits = sameAccount(made.address, account.address) && made.publicKey === account.publicKey;
      } else {
        const secret = byId.get(account.secretId!)!;
        let root = roots.get(secret.id);
        if (!root) roots.set(secret.id, (root = await rootOf(secret.payload)));
        const made = keyAccount({ name: account.name, kind: account.kind }, publicKeyOf(keyAtPath(root, account.path).kL));
        fits = made.address === account.address && made.publicKey === account.publicKey;
      }
    } catch {
      fits = false;
    }
    if (!fits)
      throw new CoreError(
        'backup_invalid',
        `The backup opened, but account ${account.name} does not match its key. Nothing was restored.`,
        'file',
      );
  }
  for (const root of roots.values()) [root.key.kL, root.key.kR, root.key.chainCode].forEach((bytes) => bytes.fill(0));
}

/** The file's content, opened and fully checked; no write. */
export async function readBackup(file: string, backupPassword: string): Promise<BackupContent> {
  const content = checkContent(await openBackup(file, backupPassword));
  await checkAccountsAgainstKeys(content);
  return content;
}

/**
 * Replaces the keyring and the backed-up values with the file's. On a fresh install `password`
 * becomes the wallet's password; over an existing wallet it must be that wallet's password, and
 * stays its password. Answers what was restored and the popup's own choices.
 */
export function restoreBackup(
  file: string,
  backupPassword: string,
  password: string,
): Promise<{ replaced: boolean; summary: BackupSummary; popup: PopupChoices }> {
  return withLock('keyring', () =>
    withLock('keyring.unlock', async () => {
      const replaced = await keyring.isInitialized();
      const oldKey = replaced ? await keyring.openDataKey(password) : undefined;
      try {
        return await restoreWith(file, backupPassword, password, oldKey, replaced);
      } finally {
        oldKey?.fill(0);
      }
    }),
  );
}

/** The restore itself, once the password opened the keyring it replaces (`oldKey`, none on a fresh install). */
async function restoreWith(
  file: string,
  backupPassword: string,
  password: string,
  oldKey: Uint8Array | undefined,
  replaced: boolean,
): Promise<{ replaced: boolean; summary: BackupSummary; popup: PopupChoices }> {
  const content = await readBackup(file, backupPassword);
  // All crypto first: an IndexedDB transaction commits as soon as it waits on anything else.
  const dataKey = newDataKey();
  const wrapped = await wrapDataKey(dataKey, password);
  const secrets: SecretRecord[] = await Promise.all(
    content.secrets.map(async (secret) => ({
      ...(await sealSecret(dataKey, secret.id, secret.payload)),
      createdAt: secret.createdAt,
      ...(secret.name !== undefined ? { name: secret.name } : {}),
      ...(secret.walletKind ? { walletKind: secret.walletKind } : {}),
    })),
  );
  const accounts: AccountRecord[] = await Promise.all(content.accounts.map((account) => authenticate(dataKey, account)));
  // The restored networks carry their MAC under the new key, and under the old one while the old keyring stays.
  const restoredSet = {
    custom: (content.values[NETWORKS_KEY] ?? []) as NetworkSet['custom'],
    orders: (content.values[BUILTIN_ENDPOINTS_KEY] ?? {}) as NetworkSet['orders'],
  };
  const macs = await Promise.all([dataKey, ...(oldKey ? [oldKey] : [])].map((key) => networksMac(key, restoredSet)));
  const values = { ...content.values, [NETWORKS_MAC_KEY]: macs };
  const keys = [...BACKED_UP_VALUES, NETWORKS_MAC_KEY];
  const previous: Record<string, unknown> = {};
  for (const key of keys) previous[key] = await readValue<unknown>('local', key, undefined);
  const absent = (items: Record<string, unknown>) => keys.filter((key) => items[key] === undefined);
  const defined = (items: Record<string, unknown>) => Object.fromEntries(Object.entries(items).filter(([, value]) => value !== undefined));
  await writeValues('local', defined(values), absent(values));
  try {
    await writeDb(async (db) => {
      const tx = db.transaction(['meta', 'secrets', 'accounts'], 'readwrite');
      await Promise.all([
        tx.objectStore('meta').clear(),
        tx.objectStore('secrets').clear(),
        tx.objectStore('accounts').clear(),
        tx.objectStore('meta').put(wrapped, DATA_KEY_RECORD),
        ...secrets.map((record) => tx.objectStore('secrets').put(record)),
        ...accounts.map((record) => tx.objectStore('accounts').put(record)),
        tx.done,
      ]);
    });
  } catch (error) {
    await writeValues('local', defined(previous), absent(previous)).catch(() => undefined);
    dataKey.fill(0);
    throw error;
  }
  await authenticateNetworks(dataKey, false);
  keyring.forgetDerivedKeys();
  await storeDataKey(dataKey);
  await clearFailedUnlocks();
  await noteActivity();
  return { replaced, summary: summaryOf(content), popup: content.popup };
}
