import * as ed from '@noble/ed25519';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, equalBytes } from './bytes';
import { CoreError } from './errors';
import { baseMultiple, bytesToNumberLE, CURVE_ORDER, numberToBytesLE, prepareBaseTable, publicKeyOf } from './scalar';

// noble's synchronous verify needs a SHA-512 implementation wired in once.
ed.hashes.sha512 ??= sha512;

/**
 * kL's public key, remembered per key array while its bytes stay the same. The check is a SHA-256
 * fingerprint, never a copy of kL, so wiping the array leaves nothing of it here.
 */
const knownKeys = new WeakMap<Uint8Array, { fingerprint: Uint8Array; publicKey: Uint8Array }>();

/** kL's public key, remembered for this very array: a key derived ahead (the keyring's) signs without deriving it again. */
export function publicKeyFor(kL: Uint8Array): Uint8Array {
  const fingerprint = sha256(kL);
  const known = knownKeys.get(kL);
  if (known && equalBytes(known.fingerprint, fingerprint)) return known.publicKey;
  const publicKey = publicKeyOf(kL);
  knownKeys.set(kL, { fingerprint, publicKey });
  return publicKey;
}

/**
 * Ed25519 signature with the raw BIP32-Ed25519 scalar kL (no seed hashing, no clamping), as the
 * ledger's library makes it: r = SHA-512(SHA-512(kL)[32..64] || message) mod L, S = r + k·kL mod L.
 * The public key in k is always kL's own, derived here once per key (two signatures of one digest
 * under different public keys would reveal kL). A caller that states the key it expects gets an
 * error, never a signature, when it is not kL's.
 */
export function signDigest(kL: Uint8Array, digest: Uint8Array, expectedPublicKey?: Uint8Array): Uint8Array {
  if (kL.length !== 32) throw new CoreError('invalid_key', 'private scalar must be 32 bytes', 'kL');
  // B·r below needs the base-point table: built first, it serves kL's public key too.
  prepareBaseTable();
  const publicKey = publicKeyFor(kL);
  if (expectedPublicKey && !equalBytes(expectedPublicKey, publicKey))
    throw new CoreError('key_mismatch', "the public key given is not this private key's", 'publicKey');
  const r = bytesToNumberLE(sha512(concatBytes(sha512(kL).subarray(32, 64), digest))) % CURVE_ORDER;
  const noncePoint = (r === 0n ? ed.Point.ZERO : baseMultiple(r)).toBytes();
  const k = bytesToNumberLE(sha512(concatBytes(noncePoint, publicKey, digest))) % CURVE_ORDER;
  const s = (r + k * (bytesToNumberLE(kL) % CURVE_ORDER)) % CURVE_ORDER;
  return concatBytes(noncePoint, numberToBytesLE(s, 32));
}

/** An Ed25519 verifier: core's own below, or a faster one with the same answers that a host injects. */
export type SignatureVerifier = (publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) => boolean;

/** RFC 8032 verification (strict encodings); false for malformed keys or signatures rather than throwing. */
export function verifySignature(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  try {
    return ed.verify(signature, message, publicKey, { zip215: false });
  } catch {
    return false;
  }
}
