// The keyring's face: create/unlock/lock the encrypted vault, list and add accounts, and hand
// signing keys to the background (never further).
import { decodeAddress, sameAccount, toForm } from '../../core/address-forms.js';
import { CoreError } from '../../core/errors.js';
import type { Derivation } from '../../core/derivation.js';
import type { AccountView, DerivationStatus, WalletParams } from '../../shared/wallet-api';
import { readValue, removeValue, withLock, writeValue } from '../storage';
import { accountView } from './account-view';
import { cancelAutoLock, noteActivity } from './autolock';
import { newDataKey, randomBytes, unwrapDataKey, wrapDataKey, type WrappedDataKey } from './crypto';
import { cachedRead, DATA_KEY_RECORD, withDb, writeDb, type AccountRecord, type SecretRecord } from './db';
import { derivationOf, openSecret, resealSecret, sealSecret, type SecretPayload, type SigningKey } from './sealed';
import { onDemand, privateCopy } from '../on-demand';
import { IMPORTED_SECRET, MNEMONIC_SECRET, isWalletSecret, newVaultSecretId, newWalletId, secretsOfWallet, standardSecretOf, walletIdOf, walletKindOf, walletName, type WalletKind } from './wallets';
import type { WalletView } from '../../shared/wallet-api';
import { clearDataKey, clearFailedUnlocks, defaultFailureDelayMs, readDataKey, recordFailedUnlock, storeDataKey } from './session';

export type { AccountRecord } from './db';
export type { SigningKey } from './sealed';
export { accountView } from './account-view';
export { KDF_ITERATIONS, KDF_NAME } from './crypto';
export { AUTOLOCK_ALARM, autoLockMinutes, setAutoLockMinutes, noteActivity, cancelAutoLock } from './autolock';

/** How wrong passwords are slowed down; tests shorten the wait. */
export const unlockPolicy = {
  failureDelayMs: defaultFailureDelayMs,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

type Secrets = typeof import('./secrets');
/** The key derivation (./secrets.ts), loaded by the first action that derives a key. */
let secretsLoaded: Secrets | undefined;
let secretsLoading: Promise<Secrets> | undefined;

function secrets(): Promise<Secrets> {
  secretsLoading ??= onDemand(() => import('./secrets')).then(
    (loaded) => (secretsLoaded = loaded),
    (error: unknown) => {
      secretsLoading = undefined;
      throw error;
    },
  );
  return secretsLoading;
}

/** The key derivation in a copy of its own, for creating a wallet: none of it stays in the worker after onboarding. */
const secretsOnce = (): Promise<Secrets> => privateCopy(() => import('./secrets'));

/** Wipes derived keys; with the derivation not loaded there are none, and one loading now starts after this. */
function forgetDerivedKeys(): void {
  if (secretsLoaded) secretsLoaded.forgetDerivedKeys();
  else void secretsLoading?.then((loaded) => loaded.forgetDerivedKeys(), () => undefined);
}

const SELECTED_KEY = 'keyring.selectedAccountId';
const LEGACY_NOTICE_KEY = 'keyring.legacyNoticeDismissed';
/** The later wallets whose legacy notice was dismissed (the first wallet's is LEGACY_NOTICE_KEY). */
const LEGACY_NOTICE_WALLETS_KEY = 'keyring.legacyNoticeDismissedWallets';
/**
 * Secrets are wallets (wallets.ts): a mnemonic (with how its paths are read) or one key, and every
 * account names the secret it comes from. A Vaultline 0.1 wallet (legacy-soft) may get the standard
 * accounts of the same phrase beside its own, as a second secret of the same wallet.
 */

type InitialSecret = WalletParams<'wallet_initialize'>['secret'];

export async function isInitialized(): Promise<boolean> {
  return cachedRead('initialized', async (db) => (await db.getKey('meta', DATA_KEY_RECORD)) !== undefined);
}

export async function isUnlocked(): Promise<boolean> {
  return (await readDataKey()) !== null && (await isInitialized());
}

async function dataKeyOrThrow(): Promise<Uint8Array> {
  const dataKey = await readDataKey();
  if (!dataKey) throw new CoreError('locked', 'The wallet is locked');
  return dataKey;
}

async function requireInitialized(): Promise<WrappedDataKey> {
  const record = await withDb((db) => db.get('meta', DATA_KEY_RECORD));
  if (!record) throw new CoreError('not_initialized', 'The wallet has not been set up yet');
  return record;
}

/** The first keyring; `accountName`/`walletName` as the popup words them (English defaults when absent or blank). */
export function initialize(secret: InitialSecret, password: string, accountName?: string, walletName?: string): Promise<AccountView> {
  return withLock('keyring', async () => {
    if (await isInitialized()) throw new CoreError('already_initialized', 'A wallet already exists; reset it first');
    const { accountPath, initialPayload, keyAccount, publicKeyFromPayload } = await secretsOnce();
    const payload = await initialPayload(secret);
    const dataKey = newDataKey();
    const wrapped = await wrapDataKey(dataKey, password);
    const secretId = payload.kind === 'mnemonic' ? MNEMONIC_SECRET : IMPORTED_SECRET;
    const named = walletName?.trim();
    const sealed = { ...(await sealSecret(dataKey, secretId, payload)), walletKind: kindOfPayload(payload), ...(named ? { name: named } : {}) };
    forgetDerivedKeys();
    const path = payload.kind === 'mnemonic' ? accountPath(0) : undefined;
    const key = await publicKeyFromPayload(payload, path);
    const account = keyAccount(
      payload.kind === 'mnemonic'
        ? { name: accountName?.trim() || 'Account 1', kind: 'hd', secretId, path: path!, index: 0 }
        : { name: accountName?.trim() || 'Imported account', kind: 'imported', secretId },
      key,
    );
    await writeDb(async (db) => {
      const tx = db.transaction(['meta', 'secrets', 'accounts'], 'readwrite');
      await Promise.all([tx.objectStore('meta').put(wrapped, DATA_KEY_RECORD), tx.objectStore('secrets').put(sealed), tx.objectStore('accounts').put(account), tx.done]);
    });
    await storeDataKey(dataKey);
    await clearFailedUnlocks();
    await writeValue('local', SELECTED_KEY, account.id);
    await noteActivity();
    return accountView(account);
  });
}

function kindOfPayload(payload: SecretPayload): WalletKind {
  return payload.kind === 'mnemonic' ? 'mnemonic' : 'key';
}

/** Opens the data key with the password; wrong passwords wait longer after each failure. */
async function openDataKey(password: string): Promise<Uint8Array> {
  const record = await requireInitialized();
  const dataKey = await unwrapDataKey(record, password);
  if (dataKey) {
    await clearFailedUnlocks();
    return dataKey;
  }
  const failures = await recordFailedUnlock();
  await unlockPolicy.sleep(unlockPolicy.failureDelayMs(failures));
  throw new CoreError('wrong_password', 'Wrong password', 'password');
}

export function unlock(password: string): Promise<void> {
  return withLock('keyring.unlock', async () => {
    const dataKey = await openDataKey(password);
    forgetDerivedKeys();
    await storeDataKey(dataKey);
    await noteActivity();
  });
}

export async function lock(): Promise<void> {
  forgetDerivedKeys();
  await clearDataKey();
  await cancelAutoLock();
}

/**
 * A new password retires the old one: a fresh data key re-seals every secret, and the new key,
 * wrapped with the new password, replaces the old record in the same IndexedDB transaction (all or
 * nothing). A copy of the old wrapped key left on disk opens nothing that is still stored.
 */
export function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  return withLock('keyring', () =>
    withLock('keyring.unlock', async () => {
      const oldKey = await openDataKey(oldPassword);
      const newKey = newDataKey();
      const records = await withDb((db) => db.getAll('secrets'));
      // All crypto first: an IndexedDB transaction commits as soon as it waits on anything else.
      const resealed = await Promise.all(records.map((record) => resealSecret(oldKey, newKey, record)));
      const wrapped = await wrapDataKey(newKey, newPassword);
      await writeDb(async (db) => {
        const tx = db.transaction(['meta', 'secrets'], 'readwrite');
        await Promise.all([tx.objectStore('meta').put(wrapped, DATA_KEY_RECORD), ...resealed.map((record) => tx.objectStore('secrets').put(record)), tx.done]);
      });
      if (await readDataKey()) await storeDataKey(newKey);
      oldKey.fill(0);
    }),
  );
}

export function reset(): Promise<void> {
  return withLock('keyring', async () => {
    await lock();
    await writeDb(async (db) => {
      const tx = db.transaction(['meta', 'secrets', 'accounts'], 'readwrite');
      await Promise.all([tx.objectStore('meta').clear(), tx.objectStore('secrets').clear(), tx.objectStore('accounts').clear(), tx.done]);
    });
    await clearFailedUnlocks();
    await removeValue('local', [SELECTED_KEY, LEGACY_NOTICE_KEY, LEGACY_NOTICE_WALLETS_KEY]);
  });
}

function sortedAccounts(): Promise<AccountRecord[]> {
  return cachedRead('accounts', async (db) => (await db.getAll('accounts')).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)));
}

/** A copy: callers may change what they get without changing the cached list. */
export async function listAccounts(): Promise<AccountRecord[]> {
  return structuredClone(await sortedAccounts());
}

export async function getAccount(accountId: string): Promise<AccountRecord> {
  const record = (await sortedAccounts()).find((account) => account.id === accountId);
  if (!record) throw new CoreError('unknown_account', 'No such account', 'accountId');
  return structuredClone(record);
}

export async function selectedAccountId(): Promise<string | null> {
  return selectedAccountIdIn(await listAccounts());
}

/** The selection among accounts the caller already listed (the stored one if it still exists, else the first). */
export async function selectedAccountIdIn(accounts: AccountRecord[]): Promise<string | null> {
  const stored = await readValue<string | null>('local', SELECTED_KEY, null);
  if (stored && accounts.some((account) => account.id === stored)) return stored;
  return accounts[0]?.id ?? null;
}

export async function selectAccount(accountId: string): Promise<void> {
  await getAccount(accountId);
  await writeValue('local', SELECTED_KEY, accountId);
}

export function renameAccount(accountId: string, name: string): Promise<AccountRecord> {
  return withLock('keyring', async () => {
    const current = await getAccount(accountId);
    const record = { ...current, name: name.trim() || current.name };
    await writeDb((db) => db.put('accounts', record));
    return record;
  });
}

async function storeAccount(record: AccountRecord): Promise<AccountRecord> {
  await writeDb((db) => db.put('accounts', record));
  return record;
}

/**
 * The index a new key of this branch takes: for accounts the lowest one unused, so a removed account
 * comes back with its address; for vault keys the next after the highest, since a removed vault
 * still exists on the ledger and a new vault must not reuse its key.
 */
function nextIndex(accounts: AccountRecord[], kind: 'hd' | 'vault', secretId: string): number {
  const used = new Set(accounts.filter((account) => account.kind === kind && account.secretId === secretId && account.path && account.index !== undefined).map((account) => account.index!));
  if (kind === 'vault') return used.size === 0 ? 0 : Math.max(...used) + 1;
  let index = 0;
  while (used.has(index)) index++;
  return index;
}

async function hasSecret(secretId: string): Promise<boolean> {
  return (await withDb((db) => db.getKey('secrets', secretId))) !== undefined;
}

/** The phrase secret new accounts of a wallet come from: its standard companion once a legacy wallet has it; null for a key wallet. */
async function mnemonicOfWallet(walletId: string): Promise<string | null> {
  if (await hasSecret(standardSecretOf(walletId))) return standardSecretOf(walletId);
  const record = await withDb((db) => db.get('secrets', walletId));
  return record && walletKindOf(record) === 'mnemonic' ? walletId : null;
}

/**
 * The wallet new accounts go to: the one asked for; else the selected account's wallet; else the
 * first wallet made from a phrase (a keyring whose only phrase is not selected keeps deriving from it).
 */
async function targetWallet(accounts: AccountRecord[], walletId: string | undefined): Promise<{ walletId: string; mnemonicId: string | null }> {
  if (walletId !== undefined) {
    await walletRecord(walletId);
    return { walletId, mnemonicId: await mnemonicOfWallet(walletId) };
  }
  const selectedId = await selectedAccountIdIn(accounts);
  const selected = accounts.find((account) => account.id === selectedId);
  const ownWallet = selected ? walletIdOf(selected) : undefined;
  const ownMnemonic = ownWallet ? await mnemonicOfWallet(ownWallet) : null;
  if (ownWallet && ownMnemonic) return { walletId: ownWallet, mnemonicId: ownMnemonic };
  const wallets = await listWallets();
  const firstPhrase = wallets.find((wallet) => wallet.kind === 'mnemonic');
  if (firstPhrase) return { walletId: firstPhrase.id, mnemonicId: await mnemonicOfWallet(firstPhrase.id) };
  // No phrase anywhere: a random key, filed under the selected account's wallet or the oldest one.
  const fallback = ownWallet && wallets.some((wallet) => wallet.id === ownWallet) ? ownWallet : wallets[0]?.id;
  if (!fallback) throw new CoreError('not_initialized', 'The wallet has not been set up yet');
  return { walletId: fallback, mnemonicId: null };
}

/** The next account of a wallet's phrase at 44'/669'/0'/0/N (see targetWallet for which wallet). */
export function addHdAccount(name?: string, walletId?: string): Promise<AccountRecord> {
  return withLock('keyring', async () => {
    const dataKey = await dataKeyOrThrow();
    const accounts = await listAccounts();
    const target = await targetWallet(accounts, walletId);
    const secretId = target.mnemonicId;
    if (!secretId) throw new CoreError('no_mnemonic', 'This wallet was imported from a single key; it cannot derive more accounts');
    const index = nextIndex(accounts, 'hd', secretId);
    const { accountPath, keyAccount, signingKeyAt } = await secrets();
    const path = accountPath(index);
    const key = await signingKeyAt(dataKey, secretId, path);
    return storeAccount(keyAccount({ name: name?.trim() || `Account ${index + 1}`, kind: 'hd', secretId, walletId: target.walletId, path, index }, key.publicKey));
  });
}

/** A fresh key for a vault about to be created: 44'/669'/1'/0/N of the wallet's phrase, else a random key. */
export function addVaultKey(name?: string, walletId?: string): Promise<AccountRecord> {
  return withLock('keyring', async () => {
    const dataKey = await dataKeyOrThrow();
    const accounts = await listAccounts();
    const vaults = accounts.filter((account) => account.kind === 'vault').length;
    const target = await targetWallet(accounts, walletId);
    const mnemonicId = target.mnemonicId;
    const { accountPath, extendedKeyToHex, keyAccount, masterKeyFromSeed, publicKeyOf, signingKeyAt } = await secrets();
    if (mnemonicId) {
      const index = nextIndex(accounts, 'vault', mnemonicId);
      const path = accountPath(index, 1);
      const key = await signingKeyAt(dataKey, mnemonicId, path);
      return storeAccount(keyAccount({ name: name || `Vault ${vaults + 1}`, kind: 'vault', secretId: mnemonicId, walletId: target.walletId, path, index }, key.publicKey));
    }
    const root = masterKeyFromSeed(randomBytes(64));
    const secretId = newVaultSecretId();
    const sealed = await sealSecret(dataKey, secretId, { kind: 'extendedKey', hex: extendedKeyToHex(root) });
    await writeDb((db) => db.put('secrets', sealed));
    return storeAccount(keyAccount({ name: name || `Vault ${vaults + 1}`, kind: 'vault', secretId, walletId: target.walletId }, publicKeyOf(root.kL)));
  });
}

// The derivation of each sealed mnemonic record seen (by its unique iv): home asks at every popup
// open, and the phrase need not be decrypted again just to read this flag.
const derivationByIv = new Map<string, Derivation>();

/** The phrase wallet these calls are about: the one named, else the selected account's, else the first. */
async function legacyCandidate(walletId: string | undefined): Promise<string> {
  if (walletId !== undefined) return (await walletRecord(walletId)).id;
  const accounts = await listAccounts();
  const selectedId = await selectedAccountIdIn(accounts);
  const selected = accounts.find((account) => account.id === selectedId);
  const own = selected ? walletIdOf(selected) : undefined;
  const record = own ? await withDb((db) => db.get('secrets', own)) : undefined;
  return record && isWalletSecret(record) && walletKindOf(record) === 'mnemonic' ? record.id : MNEMONIC_SECRET;
}

async function noticeDismissed(walletId: string): Promise<boolean> {
  if (walletId === MNEMONIC_SECRET) return readValue<boolean>('local', LEGACY_NOTICE_KEY, false);
  return (await readValue<string[]>('local', LEGACY_NOTICE_WALLETS_KEY, [])).includes(walletId);
}

/**
 * Whether a phrase wallet is a legacy-soft one (Vaultline 0.1), per wallet: `walletId`, else the
 * selected account's wallet, else the first. Needs the wallet unlocked (the derivation is sealed).
 */
export async function derivationStatus(walletId?: string): Promise<DerivationStatus> {
  const dataKey = await dataKeyOrThrow();
  const target = await legacyCandidate(walletId);
  const record = await withDb((db) => db.get('secrets', target));
  let derivation = record ? derivationByIv.get(record.iv) : undefined;
  if (record && derivation === undefined) {
    derivation = derivationOf(await openSecret(dataKey, record));
    derivationByIv.set(record.iv, derivation);
  }
  const legacy = derivation === 'legacy-soft';
  const standardAdded = await hasSecret(standardSecretOf(target));
  const dismissed = await noticeDismissed(target);
  return { walletId: target, legacy, standardAdded, showNotice: legacy && !standardAdded && !dismissed };
}

export async function dismissDerivationNotice(walletId?: string): Promise<void> {
  const target = await legacyCandidate(walletId);
  if (target === MNEMONIC_SECRET) return writeValue('local', LEGACY_NOTICE_KEY, true);
  const dismissed = await readValue<string[]>('local', LEGACY_NOTICE_WALLETS_KEY, []);
  if (!dismissed.includes(target)) await writeValue('local', LEGACY_NOTICE_WALLETS_KEY, [...dismissed, target]);
}

/**
 * Beside a legacy wallet's accounts, the standard accounts of the same phrase (and passphrase): a
 * second mnemonic secret read the standard way (its companion, standardSecretOf), with one account
 * per index the legacy accounts use, in the same wallet. New accounts of that wallet come from it
 * from then on. Per wallet, as derivationStatus picks it. Returns the added accounts; the first is selected.
 */
export function addStandardAccounts(walletId?: string): Promise<AccountRecord[]> {
  return withLock('keyring', async () => {
    const dataKey = await dataKeyOrThrow();
    const target = await legacyCandidate(walletId);
    const companion = standardSecretOf(target);
    const record = await withDb((db) => db.get('secrets', target));
    const payload = record ? await openSecret(dataKey, record) : null;
    if (!payload || payload.kind !== 'mnemonic' || derivationOf(payload) !== 'legacy-soft') {
      throw new CoreError('not_legacy', 'This wallet already uses the standard derivation');
    }
    if (await hasSecret(companion)) throw new CoreError('already_added', 'The standard accounts are already in this wallet');
    const standard: SecretPayload = { kind: 'mnemonic', mnemonic: payload.mnemonic, passphrase: payload.passphrase, derivation: 'standard' };
    const sealed = await sealSecret(dataKey, companion, standard);
    const { accountPath, keyAccount, keyAtPath, publicKeyOf, rootOf } = await secrets();
    const accounts = await listAccounts();
    const indexes = [...new Set(accounts.filter((a) => a.kind === 'hd' && a.secretId === target && a.index !== undefined).map((a) => a.index!))].sort((a, b) => a - b);
    if (indexes.length === 0) indexes.push(0);
    const root = await rootOf(standard);
    const added = indexes.map((index) => {
      const path = accountPath(index);
      return keyAccount({ name: `Standard ${index + 1}`, kind: 'hd', secretId: companion, ...(target === MNEMONIC_SECRET ? {} : { walletId: target }), path, index }, publicKeyOf(keyAtPath(root, path).kL));
    });
    await writeDb(async (db) => {
      const tx = db.transaction(['secrets', 'accounts'], 'readwrite');
      await Promise.all([tx.objectStore('secrets').put(sealed), ...added.map((account) => tx.objectStore('accounts').put(account)), tx.done]);
    });
    await writeValue('local', SELECTED_KEY, added[0]!.id);
    return added;
  });
}

/** A stored wallet's secret record; `unknown_wallet` for anything else (a companion or a vault key is no wallet). */
async function walletRecord(walletId: string): Promise<SecretRecord> {
  const record = await withDb((db) => db.get('secrets', walletId));
  if (!record || !isWalletSecret(record)) throw new CoreError('unknown_wallet', 'No such wallet', 'walletId');
  return record;
}

/** Every wallet, oldest first, named; no secret is opened. */
export async function listWallets(): Promise<WalletView[]> {
  const records = (await cachedRead('secrets', (db) => db.getAll('secrets'))).filter(isWalletSecret).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  return records.map((record, position) => ({ id: record.id, name: walletName(record, position), named: record.name !== undefined, number: position + 1, kind: walletKindOf(record), createdAt: record.createdAt }));
}

/**
 * Another wallet beside the existing ones: a phrase (new or imported) or one key, sealed under the
 * same data key, with its first account, selected. The same phrase or key twice is refused.
 */
export function addWallet(secret: InitialSecret, name?: string, accountName?: string): Promise<AccountRecord> {
  return withLock('keyring', async () => {
    const dataKey = await dataKeyOrThrow();
    const { accountPath, initialPayload, keyAccount, publicKeyFromPayload } = await secretsOnce();
    const payload = await initialPayload(secret);
    const accounts = await listAccounts();
    const path = payload.kind === 'mnemonic' ? accountPath(0) : undefined;
    const publicKey = await publicKeyFromPayload(payload, path);
    const walletId = newWalletId();
    const account = keyAccount(
      payload.kind === 'mnemonic'
        ? { name: accountName?.trim() || 'Account 1', kind: 'hd', secretId: walletId, walletId, path: path!, index: 0 }
        : { name: accountName?.trim() || 'Imported account', kind: 'imported', secretId: walletId, walletId },
      publicKey,
    );
    const twin = accounts.find((existing) => existing.kind !== 'multisig' && sameAccount(existing.address, account.address));
    if (twin) throw new CoreError('duplicate_wallet', `This ${payload.kind === 'mnemonic' ? 'recovery phrase' : 'key'} is already in Vaultline (${twin.name})`, 'secret');
    const wallets = await listWallets();
    const sealed = { ...(await sealSecret(dataKey, walletId, payload)), walletKind: kindOfPayload(payload), name: name?.trim() || `Wallet ${wallets.length + 1}` };
    await writeDb(async (db) => {
      const tx = db.transaction(['secrets', 'accounts'], 'readwrite');
      await Promise.all([tx.objectStore('secrets').put(sealed), tx.objectStore('accounts').put(account), tx.done]);
    });
    await writeValue('local', SELECTED_KEY, account.id);
    return account;
  });
}

export function renameWallet(walletId: string, name: string): Promise<void> {
  return withLock('keyring', async () => {
    const record = await walletRecord(walletId);
    await writeDb((db) => db.put('secrets', { ...record, name: name.trim() || record.name }));
  });
}

/**
 * Forgets one account. The last account of a wallet is refused (removing the wallet says what is
 * lost); a vault key made without a phrase goes with its account, since nothing else can rebuild it.
 */
export function removeAccount(accountId: string): Promise<AccountRecord> {
  return withLock('keyring', async () => {
    const account = await getAccount(accountId);
    const accounts = await listAccounts();
    const walletId = walletIdOf(account);
    if (walletId !== undefined && accounts.filter((other) => walletIdOf(other) === walletId).length === 1) {
      throw new CoreError('last_account', 'This is the last account of its wallet: remove the wallet instead', 'accountId');
    }
    if (accounts.length === 1) throw new CoreError('last_account', 'Vaultline keeps at least one account', 'accountId');
    // The account's sealed key stays: a vault key made without a phrase exists nowhere else, and one
    // click must not destroy it. Removing its wallet (behind the password) or a reset deletes it.
    await writeDb((db) => db.delete('accounts', accountId));
    forgetDerivedKeys();
    return account;
  });
}

/** Forgets a wallet, its secrets and every account from it, after the password; the only wallet is refused (reset instead). */
export function removeWallet(walletId: string, password: string): Promise<AccountRecord[]> {
  return withLock('keyring', async () => {
    await walletRecord(walletId);
    if ((await listWallets()).length === 1) throw new CoreError('last_wallet', 'This is the only wallet: reset Vaultline instead', 'walletId');
    (await openDataKey(password)).fill(0);
    const accounts = await listAccounts();
    const removed = accounts.filter((account) => walletIdOf(account) === walletId);
    const secretIds = secretsOfWallet(walletId, accounts);
    await writeDb(async (db) => {
      const tx = db.transaction(['secrets', 'accounts'], 'readwrite');
      await Promise.all([...secretIds.map((id) => tx.objectStore('secrets').delete(id)), ...removed.map((account) => tx.objectStore('accounts').delete(account.id)), tx.done]);
    });
    forgetDerivedKeys();
    return removed;
  });
}

/** A wallet's recovery phrase, after the password. The passphrase (if any) is not shown, only said to exist. */
export function revealRecoveryPhrase(walletId: string, password: string): Promise<{ mnemonic: string; hasPassphrase: boolean }> {
  // Under the keyring lock: a password change meanwhile re-seals what this reads.
  return withLock('keyring', async () => {
    const record = await walletRecord(walletId);
    if (walletKindOf(record) !== 'mnemonic') throw new CoreError('not_mnemonic', 'This wallet was imported from a single key; it has no recovery phrase', 'walletId');
    const dataKey = await openDataKey(password);
    try {
      const payload = await openSecret(dataKey, record);
      if (payload.kind !== 'mnemonic') throw new CoreError('not_mnemonic', 'This wallet has no recovery phrase', 'walletId');
      return { mnemonic: payload.mnemonic, hasPassphrase: payload.passphrase !== '' };
    } finally {
      dataKey.fill(0);
    }
  });
}

/** An account's key as the 96-byte extended key hex that import takes (same address), after the password. */
export function exportAccountKey(accountId: string, password: string): Promise<string> {
  // Under the keyring lock: a password change meanwhile re-seals what this reads.
  return withLock('keyring', async () => {
    const account = await getAccount(accountId);
    if (!account.secretId) throw new CoreError('cannot_export', `${account.name} is a multisig account; Vaultline holds no key for it`, 'accountId');
    const dataKey = await openDataKey(password);
    try {
      const record = await withDb((db) => db.get('secrets', account.secretId!));
      if (!record) throw new CoreError('keyring_corrupt', 'An account refers to a secret that is missing');
      const { extendedKeyToHex, keyAtPath, rootOf } = await secrets();
      return extendedKeyToHex(keyAtPath(await rootOf(await openSecret(dataKey, record)), account.path));
    } finally {
      dataKey.fill(0);
    }
  });
}

export function addMultisigAccount(name: string | undefined, threshold: number, pubkeys: string[]): Promise<AccountRecord> {
  return withLock('keyring', async () => {
    await requireInitialized();
    const accounts = await listAccounts();
    const { multisigAccount } = await secrets();
    const record = multisigAccount(name || `Multisig ${accounts.filter((a) => a.kind === 'multisig').length + 1}`, threshold, pubkeys);
    const existing = accounts.find((account) => account.kind === 'multisig' && sameAccount(account.address, record.address));
    return existing ?? storeAccount(record);
  });
}

/** A tracked multisig account whose threshold key the ledger has published reads gt2 from then on. */
export function markMultisigPublished(address: string): Promise<boolean> {
  return withLock('keyring', async () => {
    const account = (await listAccounts()).find((candidate) => candidate.kind === 'multisig' && sameAccount(candidate.address, address));
    if (!account || decodeAddress(account.address).form === 'gt2') return false;
    await storeAccount({ ...account, address: toForm(account.address, 'gt2') });
    return true;
  });
}

export async function signingKeyFor(accountId: string): Promise<SigningKey> {
  const dataKey = await dataKeyOrThrow();
  const account = await getAccount(accountId);
  if (!account.secretId) throw new CoreError('cannot_sign', `${account.name} is a multisig account; Vaultline holds no key for it`);
  return (await secrets()).signingKeyAt(dataKey, account.secretId, account.path);
}

/**
 * After an unlock, while the person reads home: the selected account's signing key is derived (and
 * with it noble's base-point table built), so the first approval waits for neither. A lock meanwhile
 * leaves nothing behind (secrets.ts counts locks).
 */
export async function prepareToSign(): Promise<void> {
  const id = await selectedAccountId();
  if (!id) return;
  const account = await getAccount(id);
  if (account.secretId) await signingKeyFor(id);
}

export async function kdfParameters(): Promise<Pick<WrappedDataKey, 'kdf' | 'iterations'>> {
  const record = await requireInitialized();
  return { kdf: record.kdf, iterations: record.iterations };
}
