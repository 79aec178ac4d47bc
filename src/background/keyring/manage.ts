// The keyring's rarer actions, a part of their own (./index.ts loads it): creating the first wallet,
// adding and removing wallets and accounts, the password, and what is shown only after it.
import { sameAccount } from '../../core/address-forms';
import { CoreError } from '../../core/errors';
import type { AccountView, WalletParams } from '../../shared/wallet-api';
import { removeValue, withLock, writeValue } from '../storage';
import { privateCopy, type Parts } from '../parts';
import { authenticateNetworks, forgetNetworks } from '../chain/records';
import { accountView } from './account-view';
import { noteActivity } from './autolock';
import { newDataKey, randomBytes, wrapDataKey } from './crypto';
import { DATA_KEY_RECORD, withDb, writeDb, type AccountRecord } from './db';
import { authenticate } from './records';
import { derivationOf, openSecret, resealSecret, sealSecret, type SecretPayload } from './sealed';
import { clearFailedUnlocks, readDataKey, storeDataKey } from './session';
import {
  IMPORTED_SECRET,
  MNEMONIC_SECRET,
  newVaultSecretId,
  newWalletId,
  secretsOfWallet,
  standardSecretOf,
  walletIdOf,
  walletKindOf,
  type WalletKind,
} from './wallets';
import {
  dataKeyOrThrow,
  forgetDerivedKeys,
  getAccount,
  hasSecret,
  isInitialized,
  LEGACY_NOTICE_KEY,
  LEGACY_NOTICE_WALLETS_KEY,
  legacyCandidate,
  listAccounts,
  listWallets,
  lock,
  openDataKey,
  requireInitialized,
  secrets,
  SELECTED_KEY,
  selectedAccountIdIn,
  storeAccount,
  walletRecord,
} from './index';

type InitialSecret = WalletParams<'wallet_initialize'>['secret'];

/** The key derivation in a copy of its own, for creating a wallet: none of it stays in the worker after onboarding. */
const secretsOnce = (): Promise<Parts['secrets']> => privateCopy('secrets');

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
    const sealed = {
      ...(await sealSecret(dataKey, secretId, payload)),
      walletKind: kindOfPayload(payload),
      ...(named ? { name: named } : {}),
    };
    forgetDerivedKeys();
    const path = payload.kind === 'mnemonic' ? accountPath(0) : undefined;
    const key = await publicKeyFromPayload(payload, path);
    const account = await authenticate(
      dataKey,
      keyAccount(
        payload.kind === 'mnemonic'
          ? { name: accountName?.trim() || 'Account 1', kind: 'hd', secretId, path: path!, index: 0 }
          : { name: accountName?.trim() || 'Imported account', kind: 'imported', secretId },
        key,
      ),
    );
    // The new key vouches for the networks there are (a reset forgot the added ones).
    await authenticateNetworks(dataKey, true);
    await writeDb(async (db) => {
      const tx = db.transaction(['meta', 'secrets', 'accounts'], 'readwrite');
      await Promise.all([
        tx.objectStore('meta').put(wrapped, DATA_KEY_RECORD),
        tx.objectStore('secrets').put(sealed),
        tx.objectStore('accounts').put(account),
        tx.done,
      ]);
    });
    await authenticateNetworks(dataKey, false);
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
      // openDataKey checked every account: their MACs move to the new data key with the secrets.
      const accounts = await withDb((db) => db.getAll('accounts'));
      // All crypto first: an IndexedDB transaction commits as soon as it waits on anything else.
      const resealed = await Promise.all(records.map((record) => resealSecret(oldKey, newKey, record)));
      const remade = await Promise.all(accounts.map((account) => authenticate(newKey, account)));
      const wrapped = await wrapDataKey(newKey, newPassword);
      // openDataKey checked the networks too: their MAC moves to the new key, added before the key changes.
      await authenticateNetworks(newKey, true);
      await writeDb(async (db) => {
        const tx = db.transaction(['meta', 'secrets', 'accounts'], 'readwrite');
        await Promise.all([
          tx.objectStore('meta').put(wrapped, DATA_KEY_RECORD),
          ...resealed.map((record) => tx.objectStore('secrets').put(record)),
          ...remade.map((account) => tx.objectStore('accounts').put(account)),
          tx.done,
        ]);
      });
      await authenticateNetworks(newKey, false);
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
    await forgetNetworks();
  });
}

/**
 * The index a new key of this branch takes: for accounts the lowest one unused, so a removed account
 * comes back with its address; for vault keys the next after the highest, since a removed vault
 * still exists on the ledger and a new vault must not reuse its key.
 */
function nextIndex(accounts: AccountRecord[], kind: 'hd' | 'vault', secretId: string): number {
  const used = new Set(
    accounts
      .filter((account) => account.kind === kind && account.secretId === secretId && account.path && account.index !== undefined)
      .map((account) => account.index!),
  );
  if (kind === 'vault') return used.size === 0 ? 0 : Math.max(...used) + 1;
  let index = 0;
  while (used.has(index)) index++;
  return index;
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
async function targetWallet(
  accounts: AccountRecord[],
  walletId: string | undefined,
): Promise<{ walletId: string; mnemonicId: string | null }> {
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
    return storeAccount(
      keyAccount(
        { name: name?.trim() || `Account ${index + 1}`, kind: 'hd', secretId, walletId: target.walletId, path, index },
        key.publicKey,
      ),
    );
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
      return storeAccount(
        keyAccount(
          { name: name || `Vault ${vaults + 1}`, kind: 'vault', secretId: mnemonicId, walletId: target.walletId, path, index },
          key.publicKey,
        ),
      );
    }
    const root = masterKeyFromSeed(randomBytes(64));
    const secretId = newVaultSecretId();
    const sealed = await sealSecret(dataKey, secretId, { kind: 'extendedKey', hex: extendedKeyToHex(root) });
    await writeDb((db) => db.put('secrets', sealed));
    return storeAccount(
      keyAccount({ name: name || `Vault ${vaults + 1}`, kind: 'vault', secretId, walletId: target.walletId }, publicKeyOf(root.kL)),
    );
  });
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
    const standard: SecretPayload = {
      kind: 'mnemonic',
      mnemonic: payload.mnemonic,
      passphrase: payload.passphrase,
      derivation: 'standard',
    };
    const sealed = await sealSecret(dataKey, companion, standard);
    const { accountPath, keyAccount, keyAtPath, publicKeyOf, rootOf } = await secrets();
    const accounts = await listAccounts();
    const indexes = [
      ...new Set(accounts.filter((a) => a.kind === 'hd' && a.secretId === target && a.index !== undefined).map((a) => a.index!)),
    ].sort((a, b) => a - b);
    if (indexes.length === 0) indexes.push(0);
    const root = await rootOf(standard);
    const added = await Promise.all(
      indexes.map((index) => {
        const path = accountPath(index);
        return authenticate(
          dataKey,
          keyAccount(
            {
              name: `Standard ${index + 1}`,
              kind: 'hd',
              secretId: companion,
              ...(target === MNEMONIC_SECRET ? {} : { walletId: target }),
              path,
              index,
            },
            publicKeyOf(keyAtPath(root, path).kL),
          ),
        );
      }),
    );
    await writeDb(async (db) => {
      const tx = db.transaction(['secrets', 'accounts'], 'readwrite');
      await Promise.all([
        tx.objectStore('secrets').put(sealed),
        ...added.map((account) => tx.objectStore('accounts').put(account)),
        tx.done,
      ]);
    });
    await writeValue('local', SELECTED_KEY, added[0]!.id);
    return added;
  });
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
    const account = await authenticate(
      dataKey,
      keyAccount(
        payload.kind === 'mnemonic'
          ? { name: accountName?.trim() || 'Account 1', kind: 'hd', secretId: walletId, walletId, path: path!, index: 0 }
          : { name: accountName?.trim() || 'Imported account', kind: 'imported', secretId: walletId, walletId },
        publicKey,
      ),
    );
    const twin = accounts.find((existing) => existing.kind !== 'multisig' && sameAccount(existing.address, account.address));
    if (twin)
      throw new CoreError(
        'duplicate_wallet',
        `This ${payload.kind === 'mnemonic' ? 'recovery phrase' : 'key'} is already in Vaultline (${twin.name})`,
        'secret',
      );
    const wallets = await listWallets();
    const sealed = {
      ...(await sealSecret(dataKey, walletId, payload)),
      walletKind: kindOfPayload(payload),
      name: name?.trim() || `Wallet ${wallets.length + 1}`,
    };
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
    if ((await listWallets()).length === 1)
      throw new CoreError('last_wallet', 'This is the only wallet: reset Vaultline instead', 'walletId');
    (await openDataKey(password)).fill(0);
    const accounts = await listAccounts();
    const removed = accounts.filter((account) => walletIdOf(account) === walletId);
    const secretIds = secretsOfWallet(walletId, accounts);
    await writeDb(async (db) => {
      const tx = db.transaction(['secrets', 'accounts'], 'readwrite');
      await Promise.all([
        ...secretIds.map((id) => tx.objectStore('secrets').delete(id)),
        ...removed.map((account) => tx.objectStore('accounts').delete(account.id)),
        tx.done,
      ]);
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
    if (walletKindOf(record) !== 'mnemonic')
      throw new CoreError('not_mnemonic', 'This wallet was imported from a single key; it has no recovery phrase', 'walletId');
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
    if (!account.secretId)
      throw new CoreError('cannot_export', `${account.name} is a multisig account; Vaultline holds no key for it`, 'accountId');
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
