// Ed25519 scalars as the ledger's raw-scalar keys use them: little-endian numbers mod the group
// order, and kL·B. Kept out of hd.ts so that signing does not load the BIP-39 word list.
import { Point } from '@noble/ed25519';
import { CoreError } from './errors';

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

// noble multiplies the base point B itself through a fixed table of 4,224 points (about 0.85 MB of
// heap, built at the first such multiplication); any other point through its constant-time ladder.
// Until a signing key is prepared (prepareBaseTable, or the first signature), public keys are
// computed as (kL/2)·(2B) on the ladder, so a wallet that has not signed does not hold the table; a
// process that derives many keys (the node's genesis) prepares the table first.
let baseTableBuilt = false;
const TWO_B = Point.BASE.double();
/** 2⁻¹ mod the group order. */
const HALF = (CURVE_ORDER + 1n) / 2n;

/** s·B through noble's base-point table (for signatures, where the time of the table pays back). */
export function baseMultiple(scalar: bigint): InstanceType<typeof Point> {
  baseTableBuilt = true;
  return Point.BASE.multiply(scalar);
}

/** Builds noble's base-point table now (a signature is about to follow, or many keys), if no signature built it yet. */
export function prepareBaseTable(): void {
  if (!baseTableBuilt) baseMultiple(2n);
}

/** Whether noble's base-point table has been built in this process. */
export function hasBaseTable(): boolean {
  return baseTableBuilt;
}

/** kL·B for the raw (unclamped, unhashed) scalar kL, as a 32-byte compressed point. */
export function publicKeyOf(kL: Uint8Array): Uint8Array {
  if (kL.length !== 32) throw new CoreError('invalid_key', 'private scalar must be 32 bytes', 'kL');
  const scalar = bytesToNumberLE(kL) % CURVE_ORDER;
  // noble refuses the zero scalar; its point is the identity.
  if (scalar === 0n) return Point.ZERO.toBytes();
  const point = baseTableBuilt ? Point.BASE.multiply(scalar) : TWO_B.multiply((scalar * HALF) % CURVE_ORDER);
  return point.toBytes();
}
