// Several wallets in one keyring: each wallet is one sealed secret (a recovery phrase, or a single
// key) with the accounts that come from it. The first wallet lives at the ids the keyring has always
// used ('mnemonic', its standard companion 'mnemonic-standard', or 'imported'); later ones at
// 'wallet-<uuid>'. A vault key made without a phrase is a secret of its own ('vault-<uuid>') that
// belongs to the wallet of the account that made it.
import type { AccountRecord, SecretRecord } from './db';

export const MNEMONIC_SECRET = 'mnemonic';
const STANDARD_SECRET = 'mnemonic-standard';
/** The standard companion of a later legacy wallet is '<walletId>-standard'. */
const STANDARD_SUFFIX = '-standard';
export const IMPORTED_SECRET = 'imported';
const ADDED_WALLET_PREFIX = 'wallet-';
const VAULT_SECRET_PREFIX = 'vault-';

export type WalletKind = 'mnemonic' | 'key';

export function newWalletId(): string {
  return `${ADDED_WALLET_PREFIX}${globalThis.crypto.randomUUID()}`;
}

export function newVaultSecretId(): string {
  return `${VAULT_SECRET_PREFIX}${globalThis.crypto.randomUUID()}`;
}

/** The id of a legacy phrase wallet's standard companion (the first wallet's keeps its old id). */
export function standardSecretOf(walletId: string): string {
  return walletId === MNEMONIC_SECRET ? STANDARD_SECRET : `${walletId}${STANDARD_SUFFIX}`;
}

function isStandardCompanion(secretId: string): boolean {
  return secretId === STANDARD_SECRET || secretId.endsWith(STANDARD_SUFFIX);
}

/** Whether a secret is a wallet of its own (not a companion or a vault's random key). */
export function isWalletSecret(record: SecretRecord): boolean {
  return !isStandardCompanion(record.id) && !record.id.startsWith(VAULT_SECRET_PREFIX);
}

/** A wallet's kind without opening it: records say it; the first wallet's ids say it for old records. */
export function walletKindOf(record: SecretRecord): WalletKind {
  if (record.walletKind) return record.walletKind;
  return record.id === MNEMONIC_SECRET || record.id === STANDARD_SECRET ? 'mnemonic' : 'key';
}

/** The wallet an account belongs to; undefined for a multisig account (no key of ours). */
export function walletIdOf(account: AccountRecord): string | undefined {
  if (account.walletId) return account.walletId;
  if (!account.secretId) return undefined;
  if (account.secretId === STANDARD_SECRET) return MNEMONIC_SECRET;
  if (isStandardCompanion(account.secretId)) return account.secretId.slice(0, -STANDARD_SUFFIX.length);
  // Records made before wallets had ids: a random vault key only existed in a wallet made from one key.
  if (account.secretId.startsWith(VAULT_SECRET_PREFIX)) return IMPORTED_SECRET;
  return account.secretId;
}

/** The secrets a wallet's removal deletes: its own, its standard companion, and its vaults' random keys. */
export function secretsOfWallet(walletId: string, accounts: AccountRecord[]): string[] {
  const ids = new Set([walletId, standardSecretOf(walletId)]);
  for (const account of accounts) {
    if (account.secretId && walletIdOf(account) === walletId) ids.add(account.secretId);
  }
  return [...ids];
}

/** The name shown for a wallet: its own, else "Wallet N" by age. */
export function walletName(record: SecretRecord, position: number): string {
  return record.name ?? `Wallet ${position + 1}`;
}
