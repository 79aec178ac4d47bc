import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import * as bip39 from '@scure/bip39';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import type { ExtendedKey } from './types';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from './bytes';
import { CoreError } from './errors';
import { DEFAULT_DERIVATION, isDerivation, type Derivation } from './derivation';
import { bytesToNumberLE, CURVE_ORDER, numberToBytesLE, publicKeyOf } from './scalar';

// Scalar helpers live apart so signing does not load the BIP-39 word list; they stay exported here.
export { bytesToNumberLE, CURVE_ORDER, numberToBytesLE, publicKeyOf };

export type { ExtendedKey };
export { DEFAULT_DERIVATION, type Derivation } from './derivation';

const COIN_TYPE = 669;
export const HARDENED_OFFSET = 0x80000000;
const MOD_256 = 2n ** 256n;
const MNEMONIC_WORD_COUNTS = [12, 15, 18, 21, 24];

/** A new 24-word English mnemonic (256 bits of entropy). */
export function generateMnemonic(): string {
  return bip39.generateMnemonic(english, 256);
}

/** Lower-cases and collapses whitespace, then checks word count, word list and checksum; throws CoreError 'invalid_mnemonic'. */
export function normalizeMnemonic(mnemonic: string, field = 'mnemonic'): string {
  return normalizeMnemonicIn(english, mnemonic, field);
}

/** The phrase as BIP-39 reads it (NFKD, lower case, single spaces), with no word-list check: for a phrase checked when it was stored. */
export function mnemonicText(mnemonic: string): string {
  return mnemonic.normalize('NFKD').trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ');
}

/**
 * normalizeMnemonic against a word list the caller brings (the extension's worker reads the English
 * list from a packaged file only when a phrase is checked, rather than carrying it).
 */
export function normalizeMnemonicIn(wordlist: readonly string[], mnemonic: string, field = 'mnemonic'): string {
  if (typeof mnemonic !== 'string') throw new CoreError('invalid_mnemonic', `${field} must be a string`, field);
  const words = mnemonicText(mnemonic).split(' ').filter(Boolean);
  if (!MNEMONIC_WORD_COUNTS.includes(words.length)) {
    throw new CoreError('invalid_mnemonic', `${field} must have 12, 15, 18, 21 or 24 words, not ${words.length}`, field);
  }
  // Name the position, not the word: the words are secret.
  const unknown = words.findIndex((word) => !wordlist.includes(word));
  if (unknown >= 0) {
    throw new CoreError('invalid_mnemonic', `${field}: word ${unknown + 1} is not in the English BIP-39 word list`, field);
  }
  const normalized = words.join(' ');
  if (!bip39.validateMnemonic(normalized, wordlist as string[])) {
    throw new CoreError('invalid_mnemonic', `${field} has a wrong checksum: check the order and spelling of the words`, field);
  }
  return normalized;
}

/** True for a 12/15/18/21/24-word English BIP-39 mnemonic with a valid checksum. */
export function validateMnemonic(mnemonic: string): boolean {
  try {
    normalizeMnemonic(mnemonic);
    return true;
  } catch {
    return false;
  }
}

/** Standard BIP-39 seed (PBKDF2-HMAC-SHA512, 2048 rounds), 64 bytes. */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  return bip39.mnemonicToSeedSync(normalizeMnemonic(mnemonic), passphrase);
}

/** BIP32-Ed25519 master key: the first 'Root Seed Chain i' whose clamped hash has bit 5 of byte 31 clear. */
export function masterKeyFromSeed(seed: Uint8Array): ExtendedKey {
  for (let i = 1; ; i++) {
    const digest = hmac(sha512, seed, utf8ToBytes(`Root Seed Chain ${i}`));
    const k = sha512(digest.subarray(0, 32));
    k[0]! &= 248;
    k[31]! &= 63;
    k[31]! |= 64;
    if ((k[31]! & 0x20) === 0) {
      return { kL: k.slice(0, 32), kR: k.slice(32, 64), chainCode: digest.slice(32, 64) };
    }
  }
}

function checkIndex(index: number, field: string): void {
  if (!Number.isInteger(index) || index < 0 || index > 0xffffffff) {
    throw new CoreError('invalid_path', `${field} must be an integer from 0 to 2^32-1`, field);
  }
}

function indexBytesLE(index: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, index, true);
  return out;
}

/** Child key at `index` (>= 2^31 hardened), Khovratovich–Law derivation with little-endian index. */
export function deriveChild(key: ExtendedKey, index: number): ExtendedKey {
  checkIndex(index, 'index');
  const indexBytes = indexBytesLE(index);
  let z: Uint8Array;
  let c: Uint8Array;
  if (index >= HARDENED_OFFSET) {
    z = hmac(sha512, key.chainCode, concatBytes(Uint8Array.of(0x00), key.kL, key.kR, indexBytes));
    c = hmac(sha512, key.chainCode, concatBytes(Uint8Array.of(0x01), key.kL, key.kR, indexBytes));
  } else {
    const publicKey = publicKeyOf(key.kL);
    z = hmac(sha512, key.chainCode, concatBytes(Uint8Array.of(0x02), publicKey, indexBytes));
    c = hmac(sha512, key.chainCode, concatBytes(Uint8Array.of(0x03), publicKey, indexBytes));
  }
  const kL = (bytesToNumberLE(key.kL) + 8n * bytesToNumberLE(z.subarray(0, 28))) % MOD_256;
  const kR = (bytesToNumberLE(key.kR) + bytesToNumberLE(z.subarray(32, 64))) % MOD_256;
  return { kL: numberToBytesLE(kL, 32), kR: numberToBytesLE(kR, 32), chainCode: c.slice(32, 64) };
}

/**
 * "m/44'/669'/0'/0/0" or "44'/669'/0'/0/0" → child indexes. With the default 'standard' derivation a
 * level written n' derives child n + 2^31 (hardened); with 'legacy-soft' it derives child n. A bare
 * number >= 2^31 selects hardened derivation either way.
 */
export function parsePath(path: string, derivation: Derivation = DEFAULT_DERIVATION): number[] {
  if (typeof path !== 'string') throw new CoreError('invalid_path', 'path must be a string', 'path');
  if (!isDerivation(derivation)) throw new CoreError('invalid_derivation', "derivation must be 'standard' or 'legacy-soft'", 'derivation');
  const trimmed = path.trim();
  if (trimmed === 'm' || trimmed === '') return [];
  const body = trimmed.replace(/^m\//, '');
  return body.split('/').map((segment, position) => {
    const match = /^(\d+)(')?$/.exec(segment);
    const value = match ? Number(match[1]) : NaN;
    const marked = Boolean(match?.[2]);
    const limit = marked ? HARDENED_OFFSET : 2 ** 32;
    if (!match || !Number.isSafeInteger(value) || value >= limit) {
      throw new CoreError('invalid_path', `path level ${position + 1} ('${segment}') must be a number such as 44' or 0`, 'path');
    }
    return marked && derivation === 'standard' ? value + HARDENED_OFFSET : value;
  });
}

/** "44'/669'/account'/0/index": wallet accounts use account 0, generated vault keys account 1. */
export function accountPath(index: number, account = 0): string {
  for (const [value, field] of [
    [index, 'index'],
    [account, 'account'],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value >= HARDENED_OFFSET) {
      throw new CoreError('invalid_path', `${field} must be an integer from 0 to 2^31-1`, field);
    }
  }
  return `44'/${COIN_TYPE}'/${account}'/0/${index}`;
}

export function deriveFromMaster(master: ExtendedKey, path: string, derivation: Derivation = DEFAULT_DERIVATION): ExtendedKey {
  return parsePath(path, derivation).reduce(deriveChild, master);
}

/** The extended key at `path` (relative to the master key) for a BIP-39 mnemonic and optional passphrase. */
export function deriveExtendedKey(
  mnemonic: string,
  path: string,
  passphrase = '',
  derivation: Derivation = DEFAULT_DERIVATION,
): ExtendedKey {
  const indexes = parsePath(path, derivation);
  return indexes.reduce(deriveChild, masterKeyFromSeed(mnemonicToSeed(mnemonic, passphrase)));
}

/** 96 bytes kL || kR || chain code as hex. */
export function extendedKeyToHex(key: ExtendedKey): string {
  return bytesToHex(concatBytes(key.kL, key.kR, key.chainCode));
}

export function extendedKeyFromHex(text: string): ExtendedKey {
  const bytes = hexToBytes(text, 'extended key');
  if (bytes.length !== 96) throw new CoreError('invalid_key', 'extended key must be 96 bytes (192 hex characters)', 'extended key');
  return { kL: bytes.slice(0, 32), kR: bytes.slice(32, 64), chainCode: bytes.slice(64, 96) };
}
