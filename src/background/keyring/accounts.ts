// New account records for each kind of account the keyring tracks (their addresses derived from
// their keys): loaded with the key derivation (./secrets.ts); ./account-view.ts is what pages see.
import {
  addressFromAminoPubKey,
  addressFromPublicKey,
  aminoPubKey,
  bech32PubKey,
  decodeBech32PubKey,
  ED25519_AMINO_PREFIX,
  isEd25519AminoKey,
  multisigThresholdKey,
} from '../../core/address';
import { equalBytes } from '../../core/bytes';
import { CoreError } from '../../core/errors';
import type { AccountRecord } from './db';

function newAccountId(): string {
  return globalThis.crypto.randomUUID();
}

let lastCreatedAt = 0;

/** Strictly increasing, so accounts made within one millisecond still list in the order they were made. */
function creationTime(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

export function keyAccount(
  fields: Omit<AccountRecord, 'address' | 'publicKey' | 'createdAt' | 'id'>,
  publicKey: Uint8Array,
): AccountRecord {
  const form = fields.kind === 'vault' ? 'vault1' : 'gt1';
  return {
    id: newAccountId(),
    ...fields,
    address: addressFromPublicKey(publicKey, form),
    publicKey: bech32PubKey(aminoPubKey(publicKey)),
    createdAt: creationTime(),
  };
}

/** The 32-byte Ed25519 key inside a member's `gt1pub…` string. */
function memberKey(pubkey: string, field: string): Uint8Array {
  let amino: Uint8Array;
  try {
    amino = decodeBech32PubKey(pubkey.trim());
  } catch {
    throw new CoreError('invalid_pubkey', `${field} is not a gt1pub… public key`, field);
  }
  if (!isEd25519AminoKey(amino)) throw new CoreError('invalid_pubkey', `${field} must be a single Ed25519 public key`, field);
  return amino.slice(ED25519_AMINO_PREFIX.length);
}

export function multisigAccount(name: string, threshold: number, pubkeys: string[]): AccountRecord {
  const keys = pubkeys.map((pubkey, i) => memberKey(pubkey, `pubkeys[${i}]`));
  if (threshold < 1 || threshold > keys.length) {
    throw new CoreError('invalid_threshold', `threshold must be between 1 and ${keys.length}`, 'threshold');
  }
  keys.forEach((key, i) => {
    if (keys.findIndex((other) => equalBytes(other, key)) !== i)
      throw new CoreError('duplicate_member', `pubkeys[${i}] is listed twice`, `pubkeys[${i}]`);
  });
  const amino = multisigThresholdKey(threshold, keys);
  return {
    id: newAccountId(),
    name,
    kind: 'multisig',
    address: addressFromAminoPubKey(amino, 'gt1'),
    publicKey: bech32PubKey(amino),
    createdAt: creationTime(),
    multisig: { threshold, pubkeys: keys.map((key) => bech32PubKey(aminoPubKey(key))) },
  };
}
