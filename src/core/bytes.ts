import { base64, hex } from '@scure/base';
import { CoreError } from './errors';

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder('utf-8', { fatal: true });

export function hexToBytes(text: string, field = 'hex'): Uint8Array {
  if (typeof text !== 'string' || text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) {
    throw new CoreError('invalid_hex', `${field} must be an even-length hexadecimal string`, field);
  }
  return hex.decode(text.toLowerCase());
}

export function bytesToHex(bytes: Uint8Array): string {
  return hex.encode(bytes);
}

export function toBase64(bytes: Uint8Array): string {
  return base64.encode(bytes);
}

export function fromBase64(text: string, field = 'base64'): Uint8Array {
  try {
    return base64.decode(text);
  } catch {
    throw new CoreError('invalid_base64', `${field} must be padded standard base64`, field);
  }
}

export function utf8ToBytes(text: string): Uint8Array {
  // Short ASCII text (denoms, amounts, type names) is copied here: a call into TextEncoder costs more.
  if (text.length <= 64) {
    const out = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) return textEncoder.encode(text);
      out[i] = code;
    }
    return out;
  }
  return textEncoder.encode(text);
}

export function bytesToUtf8(bytes: Uint8Array): string {
  return textDecoder.decode(bytes);
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** Unsigned LEB128 varint, as amino and protobuf write lengths and integers. */
export function uvarint(value: bigint | number): Uint8Array {
  // Most varints are lengths and small heights: no BigInt work for those.
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 0x80) return Uint8Array.of(value);
  let rest = BigInt(value);
  if (rest < 0n) throw new CoreError('invalid_integer', 'varints here are never negative', 'varint');
  const out: number[] = [];
  // Heights, gas and amounts below 2^53: the same bytes with number arithmetic.
  if (rest <= 0x1fffffffffffffn) {
    let small = Number(rest);
    do {
      const low = small % 0x80;
      small = Math.floor(small / 0x80);
      out.push(small > 0 ? low | 0x80 : low);
    } while (small > 0);
    return Uint8Array.from(out);
  }
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    out.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return Uint8Array.from(out);
}
