// Sealed secrets as stored: sealing, opening and re-sealing under the data key (WebCrypto), and how
// a mnemonic record says its paths are read. No key derivation here (./secrets.ts, on demand).
import { bytesToUtf8, utf8ToBytes } from '../../core/bytes';
import { CoreError } from '../../core/errors';
import { DEFAULT_DERIVATION, isDerivation, type Derivation } from '../../core/derivation';
import { seal, unseal } from './crypto';
import type { SecretRecord } from './db';

/**
 * How a mnemonic record says its paths are read. Records written by Vaultline 0.1 carry none, and
 * for a while 'protocol' / 'hardened' were written: those are legacy-soft / standard. Records written
 * from now on always say 'standard' or 'legacy-soft' explicitly.
 */
export type StoredDerivation = Derivation | 'protocol' | 'hardened';

export type SecretPayload =
  { kind: 'mnemonic'; mnemonic: string; passphrase: string; derivation?: StoredDerivation } | { kind: 'extendedKey'; hex: string };

export interface SigningKey {
  kL: Uint8Array;
  publicKey: Uint8Array;
}

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

/** A mnemonic record without a derivation keeps deriving legacy-soft, so nobody's accounts move. */
export function derivationOf(payload: SecretPayload): Derivation {
  if (payload.kind !== 'mnemonic') return DEFAULT_DERIVATION;
  if (payload.derivation === 'hardened') return 'standard';
  return isDerivation(payload.derivation) ? payload.derivation : 'legacy-soft';
}
