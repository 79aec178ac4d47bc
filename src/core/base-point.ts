// k·B for Ed25519 with a small table. noble's own base-point table (8-bit windows: 4,224 points,
// about 0.85 MB of BigInts) was most of the wallet worker's heap; 5-bit signed windows need 832
// affine points (about 0.15 MB) for a multiplication about 1.4x noble's.
import { Point } from '@noble/ed25519';

const WINDOW_BITS = 5;
/** 253-bit scalars in 5-bit windows, plus one for the last carry. */
const WINDOWS = Math.ceil(253 / WINDOW_BITS) + 1;
const HALF = 1 << (WINDOW_BITS - 1);
const MASK = BigInt((1 << WINDOW_BITS) - 1);
const SHIFT = BigInt(WINDOW_BITS);
const FULL = 1 << WINDOW_BITS;

/** table[i][j] = (j + 1)·32^i·B for j < 16, affine (Z = 1, cheaper to add), built at the first multiplication. */
let table: Point[][] | undefined;

function buildTable(): Point[][] {
  const rows: Point[][] = [];
  let base = Point.BASE;
  for (let i = 0; i < WINDOWS; i++) {
    const row = [base];
    for (let j = 1; j < HALF; j++) row.push(row[j - 1]!.add(base));
    rows.push(row.map((p) => Point.fromAffine(p.toAffine())));
    base = row[HALF - 1]!.double();
  }
  return rows;
}

/** scalar·B for 0 < scalar < 2^256 with signed 5-bit digits; every window does one addition (real or not). */
export function baseMultiply(scalar: bigint): Point {
  const rows = (table ??= buildTable());
  let n = scalar;
  let carry = 0;
  let point = Point.ZERO;
  let fake = Point.BASE;
  for (let i = 0; i < WINDOWS; i++) {
    let digit = Number(n & MASK) + carry;
    n >>= SHIFT;
    carry = digit > HALF ? 1 : 0;
    if (carry) digit -= FULL;
    if (digit === 0) {
      fake = fake.add(rows[i]![0]!);
      continue;
    }
    const multiple = rows[i]![Math.abs(digit) - 1]!;
    point = point.add(digit < 0 ? multiple.negate() : multiple);
  }
  return point;
}
