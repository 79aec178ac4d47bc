import { bech32 } from '@scure/base';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, equalBytes, uvarint } from './bytes';
import { CoreError } from './errors';
import { ripemd320 } from './ripemd320';
import { BECH32_LIMIT, decodeBech32, encodeAddress, type AddressForm } from './address-forms';

export {
  ADDRESS_FORMS,
  decodeAddress,
  encodeAddress,
  isAddress,
  sameAccount,
  shortAddress,
  toForm,
  toGt1,
  type AddressForm,
} from './address-forms';

const PUBKEY_PREFIX = 'gt1pub';
/** Amino prefix of gatechain/PubKeyEd25519 followed by the 32-byte length. */
export const ED25519_AMINO_PREFIX = Uint8Array.of(0xe1, 0xe1, 0xa0, 0xfa, 0x20);
const MULTISIG_AMINO_PREFIX = Uint8Array.of(0x38, 0x14, 0x94, 0x71);

function checkPublicKey(publicKey: Uint8Array, field = 'public key'): void {
  if (!(publicKey instanceof Uint8Array) || publicKey.length !== 32) {
    throw new CoreError('invalid_pubkey', `${field} must be 32 bytes`, field);
  }
}

/** Amino bytes of a single Ed25519 key: e1e1a0fa 20 || key. */
export function aminoPubKey(publicKey: Uint8Array): Uint8Array {
  checkPublicKey(publicKey);
  return concatBytes(ED25519_AMINO_PREFIX, publicKey);
}

/** RIPEMD-320(SHA-512(bytes)): the 40-byte account payload. */
export function addressPayload(bytes: Uint8Array): Uint8Array {
  return ripemd320(sha512(bytes));
}

// A single key's address hashes the raw 32-byte key, not its amino bytes (checked against protocol.md §4's key and address).
export function addressFromPublicKey(publicKey: Uint8Array, form: AddressForm = 'gt1'): string {
  checkPublicKey(publicKey);
  return encodeAddress(addressPayload(publicKey), form);
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && equalBytes(bytes.subarray(0, prefix.length), prefix);
}

/** True for the amino bytes of a single Ed25519 key (e1e1a0fa 20 || 32 bytes). */
export function isEd25519AminoKey(amino: Uint8Array): boolean {
  return amino.length === ED25519_AMINO_PREFIX.length + 32 && startsWith(amino, ED25519_AMINO_PREFIX);
}

/** Address of an amino public key: a single key hashes its 32 raw bytes, a multisig key its whole amino bytes. */
export function addressFromAminoPubKey(amino: Uint8Array, form: AddressForm = 'gt1'): string {
  if (isEd25519AminoKey(amino)) {
    return addressFromPublicKey(amino.subarray(ED25519_AMINO_PREFIX.length), form);
  }
  parseMultisigKey(amino);
  return encodeAddress(addressPayload(amino), form);
}

export function bech32PubKey(amino: Uint8Array): string {
  return bech32.encode(PUBKEY_PREFIX, bech32.toWords(amino), BECH32_LIMIT);
}

/** 'gt1pub1…' → amino bytes of a single or multisig key; throws CoreError 'invalid_pubkey'. */
export function decodeBech32PubKey(text: string, field = 'public key'): Uint8Array {
  const { prefix, bytes } = decodeBech32(text, field, 'invalid_pubkey');
  if (prefix !== PUBKEY_PREFIX) throw new CoreError('invalid_pubkey', `${field} must start with ${PUBKEY_PREFIX}1`, field);
  if (!isEd25519AminoKey(bytes)) {
    try {
      parseMultisigKey(bytes);
    } catch {
      throw new CoreError('invalid_pubkey', `${field} is neither an Ed25519 key nor a multisig threshold key`, field);
    }
  }
  return bytes;
}

function readUvarint(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0;
  let scale = 1;
  for (let i = offset; i < bytes.length && i < offset + 8; i++) {
    const byte = bytes[i]!;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return { value, next: i + 1 };
    scale *= 0x80;
  }
  throw new CoreError('invalid_pubkey', 'multisig key has a truncated varint', 'public key');
}

/** Amino bytes of a threshold key: 38149471, 08 <threshold>, then 12 <len> e1e1a0fa 20 <key> per member, in the given order. */
export function multisigThresholdKey(threshold: number, publicKeys: Uint8Array[]): Uint8Array {
  if (!Array.isArray(publicKeys) || publicKeys.length === 0) {
    throw new CoreError('invalid_multisig', 'a multisig key needs at least one member key', 'pubkeys');
  }
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > publicKeys.length) {
    throw new CoreError('invalid_multisig', `threshold must be an integer from 1 to ${publicKeys.length}`, 'threshold');
  }
  const members = publicKeys.map((key, i) => {
    checkPublicKey(key, `member key ${i + 1}`);
    const amino = aminoPubKey(key);
    return concatBytes(Uint8Array.of(0x12), uvarint(amino.length), amino);
  });
  return concatBytes(MULTISIG_AMINO_PREFIX, Uint8Array.of(0x08), uvarint(threshold), ...members);
}

export function parseMultisigKey(amino: Uint8Array): { threshold: number; pubkeys: Uint8Array[] } {
  const fail = (why: string) => new CoreError('invalid_pubkey', `multisig key ${why}`, 'public key');
  if (!startsWith(amino, MULTISIG_AMINO_PREFIX)) throw fail('does not start with the threshold-key prefix 38149471');
  let offset = MULTISIG_AMINO_PREFIX.length;
  if (amino[offset] !== 0x08) throw fail('lacks its threshold field');
  const threshold = readUvarint(amino, offset + 1);
  offset = threshold.next;
  const pubkeys: Uint8Array[] = [];
  while (offset < amino.length) {
    if (amino[offset] !== 0x12) throw fail(`has an unexpected field at byte ${offset}`);
    const length = readUvarint(amino, offset + 1);
    const member = amino.subarray(length.next, length.next + length.value);
    if (length.value !== ED25519_AMINO_PREFIX.length + 32 || member.length !== length.value || !startsWith(member, ED25519_AMINO_PREFIX)) {
      throw fail(`member ${pubkeys.length + 1} is not an Ed25519 key`);
    }
    pubkeys.push(member.slice(ED25519_AMINO_PREFIX.length));
    offset = length.next + length.value;
  }
  if (pubkeys.length === 0) throw fail('has no member keys');
  if (threshold.value < 1 || threshold.value > pubkeys.length) throw fail(`threshold ${threshold.value} is outside 1..${pubkeys.length}`);
  return { threshold: threshold.value, pubkeys };
}

/** Go's bytes.Compare: lexicographic, a shorter prefix first. */
function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * Member keys (raw 32-byte Ed25519) in ascending order of their address bytes: the order the
 * ledger's CLI gives a new multisig key (`gatecli account create --multisig`, Cosmos' `keys add
 * --multisig`, which sorts by `bytes.Compare(pk.Address())` unless `--nosort`); the one real
 * multisig key in GateChain's docs lists its members so (test/core/vectors/keys.json). Here, not in
 * multisig.ts, so a screen that orders members loads no signature code.
 */
export function sortMembersByAddress(keys: readonly Uint8Array[]): Uint8Array[] {
  return keys
    .map((key) => ({ key, address: addressPayload(key) }))
    .sort((a, b) => compareBytes(a.address, b.address))
    .map(({ key }) => key);
}
