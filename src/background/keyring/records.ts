// Account records are public but decide where funds go (Receive, what sites see), so each carries
// an HMAC under a key derived from the data key: a record edited on disk fails its check at unlock.
// Records from before the check existed are re-derived from their secret once, then authenticated.
import { toGt1 } from '../../core/address-forms';
import { bytesToHex, hexToBytes, utf8ToBytes } from '../../core/bytes';
import { CoreError } from '../../core/errors';
import type { AccountRecord } from './db';

const RECORD_KEY_INFO = 'vaultline:account-records:v1';

const buf = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

/** An HMAC key for one kind of record, derived from the data key (HKDF-SHA256, `info` names the kind). */
async function recordKey(dataKey: Uint8Array, info = RECORD_KEY_INFO): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle;
  const base = await subtle.importKey('raw', buf(dataKey), 'HKDF', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new ArrayBuffer(0), info: buf(utf8ToBytes(info)) },
    base,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
}

/** Every field that decides where funds go or which key signs; the name and creation time are left out. */
function signedFields(record: AccountRecord): Uint8Array {
  const { id, kind, address, publicKey, secretId, walletId, path, index, multisig } = record;
  // The address's payload only: a multisig account's gt1 form becomes gt2 when the ledger publishes its key.
  return utf8ToBytes(
    JSON.stringify([
      id,
      kind,
      toGt1(address),
      publicKey,
      secretId ?? null,
      walletId ?? null,
      path ?? null,
      index ?? null,
      multisig ?? null,
    ]),
  );
}

/** The hex HMAC of `bytes` under the key `info` derives from the data key. */
export async function macOf(dataKey: Uint8Array, info: string, bytes: Uint8Array): Promise<string> {
  return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', await recordKey(dataKey, info), buf(bytes))));
}

/** Whether `mac` (hex, as macOf writes it) is the HMAC of `bytes` under that key; false for anything else. */
export async function macVerifies(dataKey: Uint8Array, info: string, mac: unknown, bytes: Uint8Array): Promise<boolean> {
  if (typeof mac !== 'string' || !/^[0-9a-f]{64}$/.test(mac)) return false;
  try {
    return await globalThis.crypto.subtle.verify('HMAC', await recordKey(dataKey, info), buf(hexToBytes(mac)), buf(bytes));
  } catch {
    return false;
  }
}

export type AuthenticatedRecord = AccountRecord & { mac: string };

export async function authenticate(dataKey: Uint8Array, record: AccountRecord): Promise<AuthenticatedRecord> {
  return { ...record, mac: await macOf(dataKey, RECORD_KEY_INFO, signedFields(record)) };
}

/** Whether a record's MAC is its own under this data key (false for a record without one). */
export async function authentic(dataKey: Uint8Array, record: AccountRecord): Promise<boolean> {
  return macVerifies(dataKey, RECORD_KEY_INFO, record.mac, signedFields(record));
}

export function tampered(): CoreError {
  return new CoreError(
    'keyring_tampered',
    "A stored account record does not match the wallet's keys; it may have been tampered with. Vaultline stays locked: restore the wallet from your recovery phrase.",
  );
}
