// The keyring's face: unlock/lock the encrypted vault, list accounts and wallets, and hand signing
// keys to the background (never further). Creating, adding, removing and showing wallets and accounts
// and changing the password are ./manage.ts, a part that loads when one of them is asked for.
import { decodeAddress, sameAccount, toForm } from '../../core/address-forms';
import { CoreError } from '../../core/errors';
import type { Derivation } from '../../core/derivation';
import type { DerivationStatus } from '../../shared/wallet-api';
import { readValue, withLock, writeValue } from '../storage';
import { cancelAutoLock, noteActivity } from './autolock';
import { kdfAcceptable, kdfOutdated, openWrappedKey, wrapDataKey, type WrappedDataKey } from './crypto';
import { authenticate } from './records';
import { cachedRead, DATA_KEY_RECORD, withDb, writeDb, type AccountRecord, type SecretRecord } from './db';
import { derivationOf, openSecret, type SigningKey } from './sealed';
import { part, privateCopy, type Parts } from '../parts';
import { MNEMONIC_SECRET, isWalletSecret, standardSecretOf, walletIdOf, walletKindOf, walletName } from './wallets';
import type { WalletView } from '../../shared/wallet-api';
import {
  clearDataKey,
  clearFailedUnlocks,
  defaultFailureDelayMs,
  hasDataKey,
  readDataKey,
  recordFailedUnlock,
  storeDataKey,
} from './session';

export type { AccountRecord } from './db';
export type { SigningKey } from './sealed';
export { accountView } from './account-view';
export { SESSION_KEY } from './session';
export { AUTOLOCK_ALARM, autoLockMinutes, setAutoLockMinutes, isActing } from './autolock';

type Manage = Parts['manage'];
type Action<K extends keyof Manage> = (...args: Parameters<Manage[K]>) => ReturnType<Manage[K]>;

/** An action of ./manage.ts, loaded with its first call (`once`: in a copy of its own, freed after it). */
function managed<K extends keyof Manage>(name: K, once?: boolean): Action<K> {
  const load = once ? () => privateCopy('manage') : () => part('manage');
  return (async (...args: Parameters<Manage[K]>) => ((await load())[name] as (...all: unknown[]) => unknown)(...args)) as Action<K>;
}

// Creating a wallet happens once: none of its code stays in the worker after onboarding.
export const initialize = managed('initialize', true);
export const addWallet = managed('addWallet', true);
export const changePassword = managed('changePassword');
export const reset = managed('reset');
export const addHdAccount = managed('addHdAccount');
export const addVaultKey = managed('addVaultKey');
export const addStandardAccounts = managed('addStandardAccounts');
export const renameWallet = managed('renameWallet');
export const removeAccount = managed('removeAccount');
export const removeWallet = managed('removeWallet');
export const revealRecoveryPhrase = managed('revealRecoveryPhrase');
export const exportAccountKey = managed('exportAccountKey');
export const addMultisigAccount = managed('addMultisigAccount');

/** How wrong passwords are slowed down; tests shorten the wait. */
export const unlockPolicy = {
  failureDelayMs: defaultFailureDelayMs,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

type Secrets = Parts['secrets'];
/** The key derivation (./secrets.ts), loaded by the first action that derives a key. */
let secretsLoaded: Secrets | undefined;
let secretsLoading: Promise<Secrets> | undefined;

export function secrets(): Promise<Secrets> {
  secretsLoading ??= part('secrets').then(
    (loaded) => (secretsLoaded = loaded),
    (error: unknown) => {
      secretsLoading = undefined;
      throw error;
    },
  );
  return secretsLoading;
}

/** Wipes derived keys; with the derivation not loaded there are none, and one loading now starts after this. */
export function forgetDerivedKeys(): void {
  if (secretsLoaded) secretsLoaded.forgetDerivedKeys();
  else
    void secretsLoading?.then(
      (loaded) => loaded.forgetDerivedKeys(),
      () => undefined,
    );
}

export const SELECTED_KEY = 'keyring.selectedAccountId';
export const LEGACY_NOTICE_KEY = 'keyring.legacyNoticeDismissed';
/** The later wallets whose legacy notice was dismissed (the first wallet's is LEGACY_NOTICE_KEY). */
export const LEGACY_NOTICE_WALLETS_KEY = 'keyring.legacyNoticeDismissedWallets';
/**
 * Secrets are wallets (wallets.ts): a mnemonic (with how its paths are read) or one key, and every
 * account names the secret it comes from. A Vaultline 0.1 wallet (legacy-soft) may get the standard
 * accounts of the same phrase beside its own, as a second secret of the same wallet.
 */

export async function isInitialized(): Promise<boolean> {
  return cachedRead('initialized', async (db) => (await db.getKey('meta', DATA_KEY_RECORD)) !== undefined);
}

export async function isUnlocked(): Promise<boolean> {
  return (await hasDataKey()) && (await isInitialized());
}

export async function dataKeyOrThrow(): Promise<Uint8Array> {
  const dataKey = await readDataKey();
  if (!dataKey) throw new CoreError('locked', 'The wallet is locked');
  return dataKey;
}

export async function requireInitialized(): Promise<WrappedDataKey> {
  const record = await withDb((db) => db.get('meta', DATA_KEY_RECORD));
  if (!record) throw new CoreError('not_initialized', 'The wallet has not been set up yet');
  return record;
}

/**
 * Opens the data key with the password; wrong passwords wait longer after each failure. A stored key
 * wrapped below the KDF floor is refused before any guess is tried on it; every account record and
 * the stored networks are checked (./verify.ts); a key wrapped with other parameters or format than today's is then wrapped
 * again at today's.
 */
export async function openDataKey(password: string): Promise<Uint8Array> {
  const record = await requireInitialized();
  if (!kdfAcceptable(record))
    throw new CoreError(
      'kdf_too_weak',
      'The stored wallet is protected by weaker settings than Vaultline accepts; it may have been tampered with. Restore it from your recovery phrase.',
    );
  const opened = await openWrappedKey(record, password);
  if (opened) {
    await clearFailedUnlocks();
    try {
      const verify = await part('verify');
      await verify.checkAccounts(opened.dataKey, opened.recordsAuthenticated);
      // Before the wrap moves to today's format: that format vouches the networks carry their MAC.
      await verify.checkNetworks(opened.dataKey, opened.networksAuthenticated);
    } catch (error) {
      opened.dataKey.fill(0);
      throw error;
    }
    if (opened.oldFormat || kdfOutdated(record)) await rewrap(record, opened.dataKey, password);
    return opened.dataKey;
  }
  const failures = await recordFailedUnlock();
  await unlockPolicy.sleep(unlockPolicy.failureDelayMs(failures));
  throw new CoreError('wrong_password', 'Wrong password', 'password');
}

/** Replaces the stored wrapped key by one at today's parameters, unless it changed meanwhile. */
async function rewrap(record: WrappedDataKey, dataKey: Uint8Array, password: string): Promise<void> {
  const wrapped = await wrapDataKey(dataKey, password);
  await writeDb(async (db) => {
    const tx = db.transaction('meta', 'readwrite');
    const current = await tx.store.get(DATA_KEY_RECORD);
    if (current?.wrappedKey === record.wrappedKey) await tx.store.put(wrapped, DATA_KEY_RECORD);
    await tx.done;
  });
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

function sortedAccounts(): Promise<AccountRecord[]> {
  return cachedRead('accounts', async (db) =>
    (await db.getAll('accounts')).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)),
  );
}

/** A copy: callers may change what they get without changing the cached list. */
export async function listAccounts(): Promise<AccountRecord[]> {
  return structuredClone(await sortedAccounts());
}

/** The cached list itself, for a caller that only reads it (a site's ledger_accounts: no copy of every account). */
export function readAccounts(): Promise<readonly Readonly<AccountRecord>[]> {
  return sortedAccounts();
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
export async function selectedAccountIdIn(accounts: readonly Readonly<AccountRecord>[]): Promise<string | null> {
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
    const wanted = name.trim().toLocaleLowerCase();
    if ((await listAccounts()).some((other) => other.id !== accountId && other.name.trim().toLocaleLowerCase() === wanted)) {
      throw new CoreError('name_taken', 'Another account already has this name', 'name');
    }
    const record = { ...current, name: name.trim() || current.name };
    await writeDb((db) => db.put('accounts', record));
    return record;
  });
}

/** Stores a new or changed account with its MAC (records.ts), so it needs the wallet unlocked. */
export async function storeAccount(record: AccountRecord): Promise<AccountRecord> {
  const authenticated = await authenticate(await dataKeyOrThrow(), record);
  await writeDb((db) => db.put('accounts', authenticated));
  return authenticated;
}

export async function hasSecret(secretId: string): Promise<boolean> {
  return (await withDb((db) => db.getKey('secrets', secretId))) !== undefined;
}

// The derivation of each sealed mnemonic record seen (by its unique iv): home asks at every popup
// open, and the phrase need not be decrypted again just to read this flag.
const derivationByIv = new Map<string, Derivation>();

/** The phrase wallet these calls are about: the one named, else the selected account's, else the first. */
export async function legacyCandidate(walletId: string | undefined): Promise<string> {
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

/** A stored wallet's secret record; `unknown_wallet` for anything else (a companion or a vault key is no wallet). */
export async function walletRecord(walletId: string): Promise<SecretRecord> {
  const record = await withDb((db) => db.get('secrets', walletId));
  if (!record || !isWalletSecret(record)) throw new CoreError('unknown_wallet', 'No such wallet', 'walletId');
  return record;
}

/** Every wallet, oldest first, named; no secret is opened. */
export async function listWallets(): Promise<WalletView[]> {
  const records = (await cachedRead('secrets', (db) => db.getAll('secrets')))
    .filter(isWalletSecret)
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  return records.map((record, position) => ({
    id: record.id,
    name: walletName(record, position),
    named: record.name !== undefined,
    number: position + 1,
    kind: walletKindOf(record),
    createdAt: record.createdAt,
  }));
}

/** A tracked multisig account whose threshold key the ledger has published reads gt2 from then on. */
export function markMultisigPublished(address: string): Promise<boolean> {
  return withLock('keyring', async () => {
    const account = (await listAccounts()).find((candidate) => candidate.kind === 'multisig' && sameAccount(candidate.address, address));
    if (!account || decodeAddress(account.address).form === 'gt2') return false;
    // The MAC covers the address's payload, not its form: it stays valid, and this may run while locked.
    await writeDb((db) => db.put('accounts', { ...account, address: toForm(account.address, 'gt2') }));
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
