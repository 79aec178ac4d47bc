// The backup file: a versioned JSON header (its KDF parameters, cipher, and a digest of the
// ciphertext) and the wallet's contents sealed with AES-256-GCM under a key stretched from the
// backup's own password (PBKDF2-SHA256, at least the keyring's floor). The header is bound as the
// cipher's associated data, so lowering its rounds or changing anything else makes the file unopenable.
import * as v from 'valibot';
import { bytesToHex, bytesToUtf8, fromBase64, toBase64, utf8ToBytes } from '../../core/bytes';
import { CoreError } from '../../core/errors';
import { KDF_FLOOR, KDF_ITERATIONS, KDF_NAME, buf, passwordKey, randomBytes, subtle } from '../keyring/crypto';

export const BACKUP_FORMAT = 'vaultline-backup';
const BACKUP_VERSION = 1;
/** A file asking for more rounds than this would hold the worker for minutes: refused as damaged. */
const KDF_CEILING = 10_000_000;
/** Far above any real wallet's backup; a bigger file is not ours. */
const BACKUP_MAX_CHARS = 8_000_000;

const B64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/));
const HeaderSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.number(),
  kdf: v.object({ name: v.string(), iterations: v.number(), salt: B64 }),
  cipher: v.object({ name: v.string(), iv: B64 }),
  /** SHA-256 of the ciphertext (hex): a file damaged on its way is told apart from a wrong password. */
  digest: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  ciphertext: B64,
});
type BackupFile = v.InferOutput<typeof HeaderSchema>;

/** The header as the associated data: every field but the ciphertext and its digest, in a fixed order. */
function associatedData(file: Pick<BackupFile, 'format' | 'version' | 'kdf' | 'cipher'>): Uint8Array {
  return utf8ToBytes(
    JSON.stringify([file.format, file.version, file.kdf.name, file.kdf.iterations, file.kdf.salt, file.cipher.name, file.cipher.iv]),
  );
}

async function digestOf(bytes: Uint8Array): Promise<string> {
  return bytesToHex(new Uint8Array(await subtle().digest('SHA-256', buf(bytes))));
}

/** The file's text: `content` (any JSON value) sealed under `password`. */
export async function sealBackup(content: unknown, password: string, iterations = KDF_ITERATIONS): Promise<string> {
  if (iterations < KDF_FLOOR) throw new CoreError('backup_kdf', `A backup needs at least ${KDF_FLOOR} PBKDF2 rounds`);
  const header = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    kdf: { name: KDF_NAME, iterations, salt: toBase64(randomBytes(16)) },
    cipher: { name: 'AES-256-GCM', iv: toBase64(randomBytes(12)) },
  } as const;
  const plain = utf8ToBytes(JSON.stringify(content));
  try {
    const key = await passwordKey(password, fromBase64(header.kdf.salt), iterations);
    const sealed = new Uint8Array(
      await subtle().encrypt(
        { name: 'AES-GCM', iv: buf(fromBase64(header.cipher.iv)), additionalData: buf(associatedData(header)) },
        key,
        buf(plain),
      ),
    );
    return `${JSON.stringify({ ...header, digest: await digestOf(sealed), ciphertext: toBase64(sealed) }, null, 2)}\n`;
  } finally {
    plain.fill(0);
  }
}

const damaged = (why: string): CoreError =>
  new CoreError('backup_damaged', `This is not a Vaultline backup file, or it is damaged: ${why}. Nothing was restored.`, 'file');

/** The header of a file, checked before any password is tried. */
export function readHeader(text: string): BackupFile {
  if (text.length > BACKUP_MAX_CHARS) throw damaged('it is far larger than any backup');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw damaged('it is not complete JSON (cut short, or edited)');
  }
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    (parsed as { format?: unknown }).format === BACKUP_FORMAT &&
    (parsed as { version?: unknown }).version !== BACKUP_VERSION
  ) {
    throw new CoreError(
      'backup_version',
      'This backup was written by a newer Vaultline; update Vaultline to restore it. Nothing was restored.',
      'file',
    );
  }
  const checked = v.safeParse(HeaderSchema, parsed);
  if (!checked.success) throw damaged('its header is missing or malformed');
  const file = checked.output;
  if (file.kdf.name !== KDF_NAME || file.cipher.name !== 'AES-256-GCM')
    throw damaged('it names a key derivation or cipher Vaultline does not use');
  if (!Number.isSafeInteger(file.kdf.iterations) || file.kdf.iterations < KDF_FLOOR || file.kdf.iterations > KDF_CEILING) {
    throw new CoreError(
      'backup_kdf',
      `The file asks for ${file.kdf.iterations} PBKDF2 rounds; Vaultline accepts ${KDF_FLOOR} to ${KDF_CEILING}: it may have been tampered with. Nothing was restored.`,
      'file',
    );
  }
  return file;
}

/** The content a file holds, or a structured error: damaged, a newer version, weak KDF, or the wrong password. */
export async function openBackup(text: string, password: string): Promise<unknown> {
  const file = readHeader(text);
  let sealed: Uint8Array;
  let salt: Uint8Array;
  let iv: Uint8Array;
  try {
    sealed = fromBase64(file.ciphertext);
    salt = fromBase64(file.kdf.salt);
    iv = fromBase64(file.cipher.iv);
  } catch {
    throw damaged('its encrypted part is not valid base64');
  }
  if (salt.length !== 16 || iv.length !== 12 || sealed.length < 16) throw damaged('its salt, nonce or encrypted part has the wrong size');
  if ((await digestOf(sealed)) !== file.digest) throw damaged('its encrypted part does not match its checksum (cut short, or edited)');
  let plain: Uint8Array;
  try {
    const key = await passwordKey(password, salt, file.kdf.iterations);
    plain = new Uint8Array(
      await subtle().decrypt({ name: 'AES-GCM', iv: buf(iv), additionalData: buf(associatedData(file)) }, key, buf(sealed)),
    );
  } catch {
    throw new CoreError(
      'backup_wrong_password',
      'Wrong backup password (or the file was deliberately altered). Nothing was restored.',
      'backupPassword',
    );
  }
  try {
    return JSON.parse(bytesToUtf8(plain));
  } catch {
    throw damaged('its decrypted content is not JSON');
  } finally {
    plain.fill(0);
  }
}
