// RIPEMD-320 (Dobbertin, Bosselaers, Preneel): RIPEMD-160's two lines kept apart, one register swapped per round.

const WORD_LEFT = new Uint8Array([
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8, 3, 10, 14, 4, 9, 15, 8, 1, 2,
  7, 0, 6, 13, 11, 5, 12, 1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2, 4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13,
]);
const WORD_RIGHT = new Uint8Array([
  5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12, 6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2, 15, 5, 1, 3, 7, 14, 6, 9, 11,
  8, 12, 2, 10, 0, 4, 13, 8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14, 12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11,
]);
const SHIFT_LEFT = new Uint8Array([
  11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8, 7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12, 11, 13, 6, 7, 14, 9, 13,
  15, 14, 8, 13, 6, 5, 12, 7, 5, 11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12, 9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8,
  5, 6,
]);
const SHIFT_RIGHT = new Uint8Array([
  8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6, 9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11, 9, 7, 15, 11, 8, 6, 6, 14,
  12, 13, 5, 14, 13, 13, 7, 5, 15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8, 8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11,
  11,
]);
const CONST_LEFT = new Int32Array([0x00000000, 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xa953fd4e]);
const CONST_RIGHT = new Int32Array([0x50a28be6, 0x5c4dd124, 0x6d703ef3, 0x7a6d76e9, 0x00000000]);
const INITIAL_STATE = [
  0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0, 0x76543210, 0xfedcba98, 0x89abcdef, 0x01234567, 0x3c2d1e0f,
];

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

// Boolean function by round: the left line uses f0..f4 in order, the right line f4..f0.
function f(round: number, x: number, y: number, z: number): number {
  if (round === 0) return x ^ y ^ z;
  if (round === 1) return (x & y) | (~x & z);
  if (round === 2) return (x | ~y) ^ z;
  if (round === 3) return (x & z) | (y & ~z);
  return x ^ (y | ~z);
}

function compress(state: Int32Array, block: Int32Array): void {
  let al = state[0]!,
    bl = state[1]!,
    cl = state[2]!,
    dl = state[3]!,
    el = state[4]!;
  let ar = state[5]!,
    br = state[6]!,
    cr = state[7]!,
    dr = state[8]!,
    er = state[9]!;
  let t: number;
  for (let round = 0; round < 5; round++) {
    const kl = CONST_LEFT[round]!;
    const kr = CONST_RIGHT[round]!;
    for (let j = round * 16, end = j + 16; j < end; j++) {
      t = (rotl((al + f(round, bl, cl, dl) + block[WORD_LEFT[j]!]! + kl) | 0, SHIFT_LEFT[j]!) + el) | 0;
      al = el;
      el = dl;
      dl = rotl(cl, 10);
      cl = bl;
      bl = t;
      t = (rotl((ar + f(4 - round, br, cr, dr) + block[WORD_RIGHT[j]!]! + kr) | 0, SHIFT_RIGHT[j]!) + er) | 0;
      ar = er;
      er = dr;
      dr = rotl(cr, 10);
      cr = br;
      br = t;
    }
    // After each round one register trades places between the lines: B, D, A, C, E in turn.
    if (round === 0) {
      t = bl;
      bl = br;
      br = t;
    } else if (round === 1) {
      t = dl;
      dl = dr;
      dr = t;
    } else if (round === 2) {
      t = al;
      al = ar;
      ar = t;
    } else if (round === 3) {
      t = cl;
      cl = cr;
      cr = t;
    } else {
      t = el;
      el = er;
      er = t;
    }
  }
  state[0] = (state[0]! + al) | 0;
  state[1] = (state[1]! + bl) | 0;
  state[2] = (state[2]! + cl) | 0;
  state[3] = (state[3]! + dl) | 0;
  state[4] = (state[4]! + el) | 0;
  state[5] = (state[5]! + ar) | 0;
  state[6] = (state[6]! + br) | 0;
  state[7] = (state[7]! + cr) | 0;
  state[8] = (state[8]! + dr) | 0;
  state[9] = (state[9]! + er) | 0;
}

function readBlock(bytes: Uint8Array, offset: number, block: Int32Array): void {
  for (let i = 0; i < 16; i++) {
    const p = offset + i * 4;
    block[i] = bytes[p]! | (bytes[p + 1]! << 8) | (bytes[p + 2]! << 16) | (bytes[p + 3]! << 24);
  }
}

/** RIPEMD-320 digest (40 bytes) of `bytes`. */
export function ripemd320(bytes: Uint8Array): Uint8Array {
  const state = Int32Array.from(INITIAL_STATE);
  const block = new Int32Array(16);
  const fullBlocks = Math.floor(bytes.length / 64);
  for (let i = 0; i < fullBlocks; i++) {
    readBlock(bytes, i * 64, block);
    compress(state, block);
  }
  const rest = bytes.length - fullBlocks * 64;
  const tail = new Uint8Array(rest < 56 ? 64 : 128);
  tail.set(bytes.subarray(fullBlocks * 64));
  tail[rest] = 0x80;
  const view = new DataView(tail.buffer);
  // Message length in bits as a little-endian 64-bit integer.
  view.setUint32(tail.length - 8, (bytes.length * 8) >>> 0, true);
  view.setUint32(tail.length - 4, Math.floor(bytes.length / 0x20000000), true);
  for (let offset = 0; offset < tail.length; offset += 64) {
    readBlock(tail, offset, block);
    compress(state, block);
  }
  const out = new Uint8Array(40);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 10; i++) outView.setInt32(i * 4, state[i]!, true);
  return out;
}
