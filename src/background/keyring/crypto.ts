// The at-rest encryption of the keyring: a random AES-256-GCM data key seals the secrets; the data
// key itself is sealed by a key stretched from the password (PBKDF2-SHA256), so a password change
// re-seals only these 32 bytes.
import { fromBase64, toBase64, utf8ToBytes } from '../../core/bytes.js';

export const KDF_NAME = 'PBKDF2-SHA256';
/** OWASP's 2023 floor for PBKDF2-HMAC-SHA256. */
export const KDF_ITERATIONS = 600_000;
const DATA_KEY_AAD = 'vaultline:data-key:v1';

export interface WrappedDataKey {
  kdf: typeof KDF_NAME;
  iterations: number;
  /** base64 of 16 random bytes. */
  salt: string;
  /** base64 of the AES-GCM sealed data key (ciphertext || tag). */
  wrappedKey: string;
  /** base64 of the 12-byte AES-GCM nonce used to seal the data key. */
  iv: string;
  cipher: 'AES-256-GCM';
}

export interface Sealed { iv: string; ciphertext: string }

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
const buf = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer as ArrayBuffer;

export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function newDataKey(): Uint8Array {
  return randomBytes(32);
}

async function passwordKey(password: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', buf(utf8ToBytes(password)), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: buf(salt), iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function aesKey(dataKey: Uint8Array): Promise<CryptoKey> {
  return subtle().importKey('raw', buf(dataKey), { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function wrapDataKey(dataKey: Uint8Array, password: string, iterations = KDF_ITERATIONS): Promise<WrappedDataKey> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await passwordKey(password, salt, iterations);
  const sealed = await subtle().encrypt({ name: 'AES-GCM', iv: buf(iv), additionalData: buf(utf8ToBytes(DATA_KEY_AAD)) }, key, buf(dataKey));
  return { kdf: KDF_NAME, iterations, salt: toBase64(salt), wrappedKey: toBase64(new Uint8Array(sealed)), iv: toBase64(iv), cipher: 'AES-256-GCM' };
}

/** The data key, or null when the password does not open it. */
export async function unwrapDataKey(record: WrappedDataKey, password: string): Promise<Uint8Array | null> {
  if (record.kdf !== KDF_NAME) return null;
  const key = await passwordKey(password, fromBase64(record.salt), record.iterations);
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: buf(fromBase64(record.iv)), additionalData: buf(utf8ToBytes(DATA_KEY_AAD)) },
      key,
      buf(fromBase64(record.wrappedKey)),
    );
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}

/** `context` is bound as associated data so a sealed record cannot be swapped for another. */
export async function seal(dataKey: Uint8Array, plaintext: Uint8Array, context: string): Promise<Sealed> {
  const iv = randomBytes(12);
  const sealed = await subtle().encrypt({ name: 'AES-GCM', iv: buf(iv), additionalData: buf(utf8ToBytes(context)) }, await aesKey(dataKey), buf(plaintext));
  return { iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(sealed)) };
}

export async function unseal(dataKey: Uint8Array, sealed: Sealed, context: string): Promise<Uint8Array> {
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: buf(fromBase64(sealed.iv)), additionalData: buf(utf8ToBytes(context)) },
    await aesKey(dataKey),
    buf(fromBase64(sealed.ciphertext)),
  );
  return new Uint8Array(plain);
}
