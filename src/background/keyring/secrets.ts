// Sealed secrets (a mnemonic, or one extended key) and the signing keys re-derived from them.
// Derived keys are kept in worker memory only while unlocked; storage never holds them in clear.
import { bytesToUtf8, utf8ToBytes } from '../../core/bytes.js';
import { CoreError } from '../../core/errors.js';
import { deriveFromMaster, extendedKeyFromHex, masterKeyFromSeed, mnemonicToSeed, publicKeyOf } from '../../core/hd.js';
import type { ExtendedKey } from '../../core/types';
import { seal, unseal } from './crypto';
import { withDb, type SecretRecord } from './db';

export type SecretPayload =
  | { kind: 'mnemonic'; mnemonic: string; passphrase: string }
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

/** The key the secret stands for before any path: the master key, or the imported key itself. */
function rootKeyOf(payload: SecretPayload): ExtendedKey {
  return payload.kind === 'mnemonic' ? masterKeyFromSeed(mnemonicToSeed(payload.mnemonic, payload.passphrase)) : extendedKeyFromHex(payload.hex);
}

const rootCache = new Map<string, ExtendedKey>();
const keyCache = new Map<string, SigningKey>();

export function forgetDerivedKeys(): void {
  for (const key of rootCache.values()) wipe(key.kL, key.kR, key.chainCode);
  for (const key of keyCache.values()) wipe(key.kL);
  rootCache.clear();
  keyCache.clear();
}

function wipe(...arrays: Uint8Array[]): void {
  for (const array of arrays) array.fill(0);
}

export async function rootKey(dataKey: Uint8Array, secretId: string): Promise<ExtendedKey> {
  const cached = rootCache.get(secretId);
  if (cached) return cached;
  const record = await withDb((db) => db.get('secrets', secretId));
  if (!record) throw new CoreError('keyring_corrupt', 'An account refers to a secret that is missing');
  const root = rootKeyOf(await openSecret(dataKey, record));
  rootCache.set(secretId, root);
  return root;
}

export async function signingKeyAt(dataKey: Uint8Array, secretId: string, path: string | undefined): Promise<SigningKey> {
  const cacheKey = `${secretId}|${path ?? ''}`;
  const cached = keyCache.get(cacheKey);
  if (cached) return cached;
  const root = await rootKey(dataKey, secretId);
  const derived = path ? deriveFromMaster(root, path) : root;
  const key = { kL: derived.kL.slice(), publicKey: publicKeyOf(derived.kL) };
  keyCache.set(cacheKey, key);
  return key;
}
