// The at-rest encryption of the keyring: a random AES-256-GCM data key seals the secrets; the data
// key itself is sealed by a key stretched from the password (PBKDF2-SHA256), so a password change
// re-seals only these 32 bytes.
import { fromBase64, toBase64, utf8ToBytes } from '../../core/bytes';

export const KDF_NAME = 'PBKDF2-SHA256';
/** OWASP's 2023 floor for PBKDF2-HMAC-SHA256. */
export const KDF_ITERATIONS = 600_000;
/** Unlock refuses a stored key wrapped with fewer rounds: someone lowered them to make guessing cheap. */
export const KDF_FLOOR = 600_000;
/**
 * v1 wraps come from before account records were authenticated (records.ts); v2 vouches they all are;
 * v3 vouches the networks are too (../chain/records.ts). The AAD binds the format: no edit lowers it.
 */
const DATA_KEY_AADS = { 1: 'vaultline:data-key:v1', 2: 'vaultline:data-key:v2', 3: 'vaultline:data-key:v3' } as const;
type WrapFormat = keyof typeof DATA_KEY_AADS;
const CURRENT_FORMAT: WrapFormat = 3;

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

export interface Sealed {
  iv: string;
  ciphertext: string;
}

export const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
export const buf = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function newDataKey(): Uint8Array {
  return randomBytes(32);
}

/** The AES-256-GCM key a password makes (PBKDF2-SHA256): the keyring's wrapping key, and the backup file's. */
export async function passwordKey(password: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
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

/** Formats 1 and 2 are what Vaultline wrote before records, then networks, were authenticated (tests build old keyrings with them). */
export async function wrapDataKey(
  dataKey: Uint8Array,
  password: string,
  iterations = KDF_ITERATIONS,
  format: WrapFormat = CURRENT_FORMAT,
): Promise<WrappedDataKey> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await passwordKey(password, salt, iterations);
  const aad = DATA_KEY_AADS[format];
  const sealed = await subtle().encrypt({ name: 'AES-GCM', iv: buf(iv), additionalData: buf(utf8ToBytes(aad)) }, key, buf(dataKey));
  return {
    kdf: KDF_NAME,
    iterations,
    salt: toBase64(salt),
    wrappedKey: toBase64(new Uint8Array(sealed)),
    iv: toBase64(iv),
    cipher: 'AES-256-GCM',
  };
}

/** Whether a stored key's parameters are at least the floor (unlock refuses the others). */
export function kdfAcceptable(record: WrappedDataKey): boolean {
  return record.kdf === KDF_NAME && Number.isSafeInteger(record.iterations) && record.iterations >= KDF_FLOOR;
}

/** Whether a stored key should be wrapped again at today's parameters once it is open. */
export function kdfOutdated(record: WrappedDataKey): boolean {
  return record.iterations !== KDF_ITERATIONS || record.cipher !== 'AES-256-GCM';
}

export interface OpenedDataKey {
  dataKey: Uint8Array;
  /** False for a v1 wrap: its records may predate their MACs (and a v2 wrap cannot be turned into one without the password). */
  recordsAuthenticated: boolean;
  /** False for v1 and v2 wraps: their networks may predate their MAC. */
  networksAuthenticated: boolean;
  /** Whether the wrap is older than today's format (it is wrapped again after the unlock). */
  oldFormat: boolean;
}

/** The data key and its wrap's format, or null when the password does not open it. */
export async function openWrappedKey(record: WrappedDataKey, password: string): Promise<OpenedDataKey | null> {
  if (record.kdf !== KDF_NAME) return null;
  const key = await passwordKey(password, fromBase64(record.salt), record.iterations);
  for (const format of [3, 2, 1] as const) {
    const aad = DATA_KEY_AADS[format];
    try {
      const plain = await subtle().decrypt(
        { name: 'AES-GCM', iv: buf(fromBase64(record.iv)), additionalData: buf(utf8ToBytes(aad)) },
        key,
        buf(fromBase64(record.wrappedKey)),
      );
      return {
        dataKey: new Uint8Array(plain),
        recordsAuthenticated: format >= 2,
        networksAuthenticated: format >= 3,
        oldFormat: format !== CURRENT_FORMAT,
      };
    } catch {
      // The other format, or the wrong password.
    }
  }
  return null;
}

/** The data key, or null when the password does not open it. */
export async function unwrapDataKey(record: WrappedDataKey, password: string): Promise<Uint8Array | null> {
  return (await openWrappedKey(record, password))?.dataKey ?? null;
}

/** `context` is bound as associated data so a sealed record cannot be swapped for another. */
export async function seal(dataKey: Uint8Array, plaintext: Uint8Array, context: string): Promise<Sealed> {
  const iv = randomBytes(12);
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv: buf(iv), additionalData: buf(utf8ToBytes(context)) },
    await aesKey(dataKey),
    buf(plaintext),
  );
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
