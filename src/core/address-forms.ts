// Addresses as text: the four bech32 forms of a 40-byte payload, decoded, re-encoded and shortened.
// Apart from address.ts (keys, hashes, multisig) so that code reading addresses as text, the popup's
// first load among it, needs no hashing; address.ts re-exports all of it.
import { bech32 } from '@scure/base';
import { equalBytes } from './bytes';
import { CoreError } from './errors';

export type AddressForm = 'gt1' | 'gt2' | 'vault1' | 'vault2';
export const ADDRESS_FORMS: readonly AddressForm[] = ['gt1', 'gt2', 'vault1', 'vault2'];
const ADDRESS_PAYLOAD_LENGTH = 40;
// Addresses run to about 75 characters, past BIP-173's 90-character default for long multisig keys.
export const BECH32_LIMIT = 1023;

export interface DecodedAddress {
  form: AddressForm;
  payload: Uint8Array;
}

function invalidAddress(message: string, field: string): CoreError {
  return new CoreError('invalid_address', message, field);
}

// Valid decodings by text, once a host that reads the same few addresses tx after tx (the devnet
// node) asks for it with rememberDecodings; the wallet never does, so it keeps nothing.
let decodings: Map<string, { prefix: string; bytes: Uint8Array }> | undefined;
let decodingsLimit = 0;

/** Remembers up to `limit` valid bech32 decodings (starting over when full); each answer is still a fresh copy. */
export function rememberDecodings(limit: number): void {
  decodings ??= new Map();
  decodingsLimit = limit;
}

/** A bech32 string's prefix and bytes; throws CoreError `code` naming `field`. */
export function decodeBech32(text: string, field: string, code: string): { prefix: string; bytes: Uint8Array } {
  if (typeof text !== 'string' || text.length === 0) throw new CoreError(code, `${field} is empty`, field);
  const known = decodings?.get(text);
  if (known) return { prefix: known.prefix, bytes: known.bytes.slice() };
  try {
    const { prefix, words } = bech32.decode(text as `${string}1${string}`, BECH32_LIMIT);
    const bytes = bech32.fromWords(words);
    if (decodings) {
      if (decodings.size >= decodingsLimit) decodings.clear();
      decodings.set(text, { prefix, bytes: bytes.slice() });
    }
    return { prefix, bytes };
  } catch (error) {
    const reason =
      error instanceof Error && /case/i.test(error.message) ? 'mixes upper and lower case' : 'is not valid bech32 (check for a typo)';
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

/**
 * `decoded` (the decoding of `text`) written in `form`. A lower-case address already in that form
 * is its own encoding (its checksum was just verified), so it is not encoded again.
 */
export function inForm(text: string, decoded: DecodedAddress, form: AddressForm): string {
  return decoded.form === form && text === text.toLowerCase() ? text : encodeAddress(decoded.payload, form);
}

/** The same payload under another prefix (a vault1 address's gt1 twin, for example); output is lower case. */
export function toForm(address: string, form: AddressForm, field = 'address'): string {
  return inForm(address, decodeAddress(address, field), form);
}

export function toGt1(address: string, field = 'address'): string {
  return toForm(address, 'gt1', field);
}

/** 'gt11380m6l…e48u9': prefix and first characters, then the last characters. */
export function shortAddress(address: string, head = 6, tail = 6): string {
  const separator = address.lastIndexOf('1');
  const keep = (separator >= 0 ? separator + 1 : 0) + head;
  return address.length <= keep + tail + 1 ? address : `${address.slice(0, keep)}…${address.slice(-tail)}`;
}

/** Whether two addresses, in any form, name the same account. */
export function sameAccount(a: string, b: string): boolean {
  return equalBytes(decodeAddress(a).payload, decodeAddress(b).payload);
}
