// Sealed secrets (a mnemonic, or one extended key) and the signing keys re-derived from them.
// Derived keys are kept in worker memory only while unlocked; storage never holds them in clear.
// The key derivation loads on demand (keyring/index.ts); sealing and reading secrets is ./sealed.ts.
import type { WalletParams } from '../../shared/wallet-api';
import { CoreError } from '../../core/errors';
import { prepareBaseTable } from '../../core/scalar';
import { publicKeyFor } from '../../core/sign';
import {
  accountPath,
  DEFAULT_DERIVATION,
  deriveFromMaster,
  extendedKeyFromHex,
  extendedKeyToHex,
  masterKeyFromSeed,
  normalizeMnemonicIn,
  publicKeyOf,
  type Derivation,
} from '../../core/hd';
import { seedFromMnemonic } from './seed';
import type { ExtendedKey } from '../../core/types';
import { derivationOf, openSecret, type SecretPayload, type SigningKey } from './sealed';
import { withDb } from './db';
import { englishWords } from './words';

export { derivationOf, openSecret, resealSecret, sealSecret, type SecretPayload, type SigningKey, type StoredDerivation } from './sealed';
export { accountPath, extendedKeyToHex, masterKeyFromSeed, publicKeyOf };
export { keyAccount, multisigAccount } from './accounts';

/** A phrase is checked against the word list here, once, before it is sealed; reading it back does not check it again. */
export async function initialPayload(secret: WalletParams<'wallet_initialize'>['secret']): Promise<SecretPayload> {
  if (secret.kind === 'mnemonic') {
    return {
      kind: 'mnemonic',
      mnemonic: normalizeMnemonicIn(await englishWords(), secret.mnemonic),
      passphrase: secret.passphrase ?? '',
      derivation: secret.derivation ?? DEFAULT_DERIVATION,
    };
  }
  extendedKeyFromHex(secret.hex);
  return { kind: 'extendedKey', hex: secret.hex.toLowerCase() };
}

/** Public key of a secret's account without touching storage (used only while creating). */
export async function publicKeyFromPayload(payload: SecretPayload, path: string | undefined): Promise<Uint8Array> {
  return publicKeyOf(keyAtPath(await rootOf(payload), path).kL);
}

/** The key the secret stands for before any path (the master key, or the imported key itself) and how its paths are read. */
export interface SecretRoot {
  key: ExtendedKey;
  derivation: Derivation;
}

export async function rootOf(payload: SecretPayload): Promise<SecretRoot> {
  let key;
  if (payload.kind === 'mnemonic') {
    const seed = await seedFromMnemonic(payload.mnemonic, payload.passphrase);
    key = masterKeyFromSeed(seed);
    seed.fill(0);
  } else {
    key = extendedKeyFromHex(payload.hex);
  }
  return { key, derivation: derivationOf(payload) };
}

/** The key at `path` below a root, read with the root's derivation; the root itself without a path. */
export function keyAtPath(root: SecretRoot, path: string | undefined): ExtendedKey {
  return path ? deriveFromMaster(root.key, path, root.derivation) : root.key;
}

const rootCache = new Map<string, SecretRoot>();
const keyCache = new Map<string, SigningKey>();
/** Counts forgetDerivedKeys: a derivation that a lock overtook keeps nothing. */
let generation = 0;

export function forgetDerivedKeys(): void {
  generation++;
  for (const { key } of rootCache.values()) wipe(key.kL, key.kR, key.chainCode);
  for (const key of keyCache.values()) wipe(key.kL);
  rootCache.clear();
  keyCache.clear();
}

function wipe(...arrays: Uint8Array[]): void {
  for (const array of arrays) array.fill(0);
}

export async function secretRoot(dataKey: Uint8Array, secretId: string): Promise<SecretRoot> {
  const cached = rootCache.get(secretId);
  if (cached) return cached;
  const started = generation;
  const record = await withDb((db) => db.get('secrets', secretId));
  if (!record) throw new CoreError('keyring_corrupt', 'An account refers to a secret that is missing');
  const root = await rootOf(await openSecret(dataKey, record));
  if (started === generation) rootCache.set(secretId, root);
  return root;
}

export async function signingKeyAt(dataKey: Uint8Array, secretId: string, path: string | undefined): Promise<SigningKey> {
  const cacheKey = `${secretId}|${path ?? ''}`;
  const cached = keyCache.get(cacheKey);
  if (cached) return cached;
  const started = generation;
  const root = await secretRoot(dataKey, secretId);
  // A signing key is derived to sign: noble's base-point table, which the signature needs anyway,
  // makes the derivation's public keys fast too.
  prepareBaseTable();
  const kL = keyAtPath(root, path).kL.slice();
  // Remembered with this array, so its first signature does not derive the public key again.
  const key = { kL, publicKey: publicKeyFor(kL) };
  if (started === generation) keyCache.set(cacheKey, key);
  return key;
}
