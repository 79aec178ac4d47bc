// Ed25519 scalars as the ledger's raw-scalar keys use them: little-endian numbers mod the group
// order, and kL·B. Kept out of hd.ts so that signing does not load the BIP-39 word list.
import { Point } from '@noble/ed25519';
import { CoreError } from './errors.js';

/** Order of the Ed25519 base point. */
export const CURVE_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;

export function bytesToNumberLE(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
  return value;
}

export function numberToBytesLE(value: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let rest = value;
  for (let i = 0; i < length; i++) {
    out[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return out;
}

/** kL·B for the raw (unclamped, unhashed) scalar kL, as a 32-byte compressed point. */
export function publicKeyOf(kL: Uint8Array): Uint8Array {
  if (kL.length !== 32) throw new CoreError('invalid_key', 'private scalar must be 32 bytes', 'kL');
  const scalar = bytesToNumberLE(kL) % CURVE_ORDER;
  // noble refuses the zero scalar; its point is the identity.
  const point = scalar === 0n ? Point.ZERO : Point.BASE.multiply(scalar);
  return point.toBytes();
}

