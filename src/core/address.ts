import { bech32 } from '@scure/base';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, equalBytes, uvarint } from './bytes.js';
import { CoreError } from './errors.js';
import { ripemd320 } from './ripemd320.js';

export type AddressForm = 'gt1' | 'gt2' | 'vault1' | 'vault2';
export const ADDRESS_FORMS: readonly AddressForm[] = ['gt1', 'gt2', 'vault1', 'vault2'];
export const PUBKEY_PREFIX = 'gt1pub';
export const ADDRESS_PAYLOAD_LENGTH = 40;
/** Amino prefix of gatechain/PubKeyEd25519 followed by the 32-byte length. */
export const ED25519_AMINO_PREFIX = Uint8Array.of(0xe1, 0xe1, 0xa0, 0xfa, 0x20);
export const MULTISIG_AMINO_PREFIX = Uint8Array.of(0x38, 0x14, 0x94, 0x71);
// Addresses run to about 75 characters, past BIP-173's 90-character default for long multisig keys.
const BECH32_LIMIT = 1023;

export interface DecodedAddress {
  form: AddressForm;
  payload: Uint8Array;
}

function invalidAddress(message: string, field: string): CoreError {
  return new CoreError('invalid_address', message, field);
}

function decodeBech32(text: string, field: string, code: string): { prefix: string; bytes: Uint8Array } {
  if (typeof text !== 'string' || text.length === 0) throw new CoreError(code, `${field} is empty`, field);
  try {
    const { prefix, words } = bech32.decode(text as `${string}1${string}`, BECH32_LIMIT);
    return { prefix, bytes: bech32.fromWords(words) };
  } catch (error) {
    const reason = error instanceof Error && /case/i.test(error.message) ? 'mixes upper and lower case' : 'is not valid bech32 (check for a typo)';
    throw new CoreError(code, `${field} ${reason}`, field);
  }
}

/** Splits a gt1/gt2/vault1/vault2 address into its form and 40-byte payload; throws CoreError 'invalid_address'. */
export function decodeAddress(address: string, field = 'address', forms: readonly AddressForm[] = ADDRESS_FORMS): DecodedAddress {
  const { prefix, bytes } = decodeBech32(address, field, 'invalid_address');
  if (!(ADDRESS_FORMS as readonly string[]).includes(prefix)) {
    throw invalidAddress(`${field} has prefix '${prefix}'; expected ${forms.join(', ')}`, field);
  }
  const form = prefix as AddressForm;
  if (!forms.includes(form)) throw invalidAddress(`${field} must be a ${forms.join(' or ')} address, not ${form}`, field);
  if (bytes.length !== ADDRESS_PAYLOAD_LENGTH) {
    throw invalidAddress(`${field} carries ${bytes.length} bytes; addresses carry ${ADDRESS_PAYLOAD_LENGTH}`, field);
  }
  return { form, payload: bytes };
}

export function encodeAddress(payload: Uint8Array, form: AddressForm): string {
  if (!ADDRESS_FORMS.includes(form)) throw invalidAddress(`unknown address form '${String(form)}'`, 'form');
  if (payload.length !== ADDRESS_PAYLOAD_LENGTH) {
    throw invalidAddress(`address payload must be ${ADDRESS_PAYLOAD_LENGTH} bytes, not ${payload.length}`, 'payload');
  }
  return bech32.encode(form, bech32.toWords(payload), BECH32_LIMIT);
}

export function isAddress(text: unknown, forms: readonly AddressForm[] = ADDRESS_FORMS): text is string {
  if (typeof text !== 'string') return false;
  try {
    decodeAddress(text, 'address', forms);
    return true;
  } catch {
    return false;
  }
}

/** The same payload under another prefix (a vault1 address's gt1 twin, for example); output is lower case. */
export function toForm(address: string, form: AddressForm, field = 'address'): string {
  return encodeAddress(decodeAddress(address, field).payload, form);
}

export function toGt1(address: string, field = 'address'): string {
  return toForm(address, 'gt1', field);
}

export function sameAccount(a: string, b: string): boolean {
  return equalBytes(decodeAddress(a).payload, decodeAddress(b).payload);
}

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

/** 'gt11380m6l…e48u9': prefix and first characters, then the last characters. */
export function shortAddress(address: string, head = 6, tail = 6): string {
  const separator = address.lastIndexOf('1');
  const keep = (separator >= 0 ? separator + 1 : 0) + head;
  return address.length <= keep + tail + 1 ? address : `${address.slice(0, keep)}…${address.slice(-tail)}`;
}
