// Sealed secrets (a mnemonic, or one extended key) and the signing keys re-derived from them.
// Derived keys are kept in worker memory only while unlocked; storage never holds them in clear.
import { bytesToUtf8, utf8ToBytes } from '../../core/bytes.js';
import { CoreError } from '../../core/errors.js';
import { prepareBaseTable } from '../../core/scalar.js';
import { publicKeyFor } from '../../core/sign.js';
import { DEFAULT_DERIVATION, deriveFromMaster, extendedKeyFromHex, isDerivation, masterKeyFromSeed, type Derivation } from '../../core/hd.js';
import { seedFromMnemonic } from './seed.js';
import type { ExtendedKey } from '../../core/types';
import { seal, unseal } from './crypto';
import { withDb, type SecretRecord } from './db';

/**
 * How a mnemonic record says its paths are read. Records written by Vaultline 0.1 carry none, and
 * for a while 'protocol' / 'hardened' were written: those are legacy-soft / standard. Records written
 * from now on always say 'standard' or 'legacy-soft' explicitly.
 */
export type StoredDerivation = Derivation | 'protocol' | 'hardened';

export type SecretPayload =
  | { kind: 'mnemonic'; mnemonic: string; passphrase: string; derivation?: StoredDerivation }
  | { kind: 'extendedKey'; hex: string };

export interface SigningKey { kL: Uint8Array; publicKey: Uint8Array }

const context = (id: string): string => `vaultline:secret:${id}`;

export async function sealSecret(dataKey: Uint8Array, id: string, payload: SecretPayload): Promise<SecretRecord> {
  const sealed = await seal(dataKey, utf8ToBytes(JSON.stringify(payload)), context(id));
  return { id, createdAt: Date.now(), ...sealed };
}

export async function openSecret(dataKey: Uint8Array, record: SecretRecord): Promise<SecretPayload> {
  try {
    return JSON.parse(bytesToUtf8(await unseal(dataKey, record, context(record.id)))) as SecretPayload;
  } catch {
    throw new CoreError('keyring_corrupt', 'A stored secret could not be decrypted');
  }
}

/** The same secret sealed under another data key (a password change rotates the data key); nothing else changes. */
export async function resealSecret(from: Uint8Array, to: Uint8Array, record: SecretRecord): Promise<SecretRecord> {
  let plain: Uint8Array;
  try {
    plain = await unseal(from, record, context(record.id));
  } catch {
    throw new CoreError('keyring_corrupt', 'A stored secret could not be decrypted');
  }
  try {
    return { ...record, ...(await seal(to, plain, context(record.id))) };
  } finally {
    plain.fill(0);
  }
}

/** The key the secret stands for before any path (the master key, or the imported key itself) and how its paths are read. */
export interface SecretRoot { key: ExtendedKey; derivation: Derivation }

/** A mnemonic record without a derivation keeps deriving legacy-soft, so nobody's accounts move. */
export function derivationOf(payload: SecretPayload): Derivation {
  if (payload.kind !== 'mnemonic') return DEFAULT_DERIVATION;
  if (payload.derivation === 'hardened') return 'standard';
  return isDerivation(payload.derivation) ? payload.derivation : 'legacy-soft';
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
