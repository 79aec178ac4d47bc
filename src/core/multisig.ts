// Multisignatures of threshold accounts (gt2/vault2), as the ledger's key library encodes and checks
// them: amino-bare `Multisignature { BitArray *CompactBitArray (1); Sigs [][]byte (2) }`, where
// `CompactBitArray { ExtraBitsStored byte (1); Elems []byte (2) }` keeps bit i in byte i/8 at mask
// 0x80 >> (i % 8). Fields holding a default value (0, empty) are left out, as amino leaves them out.
import { addressFromAminoPubKey, aminoPubKey, multisigThresholdKey, parseMultisigKey } from './address';
import { concatBytes, equalBytes, fromBase64, toBase64, uvarint } from './bytes';
import { CoreError } from './errors';
import { verifySignature, type SignatureVerifier } from './sign';
import { PUBKEY_TYPE } from './types';

export const MULTISIG_PUBKEY_TYPE = 'gatechain/PubKeyMultisigThreshold';
const SIGNATURE_BYTES = 64;

/** The JSON of a threshold key inside `StdTx.signatures[].pub_key` (amino JSON: threshold as a string). */
export interface MultisigPubKeyJson {
  type: typeof MULTISIG_PUBKEY_TYPE;
  value: { threshold: string; pubkeys: Array<{ type: string; value: string }> };
}

/** A multisignature: which members signed (by member index), and their signatures in member order. */
export interface Multisignature {
  /** One flag per member of the threshold key. */
  signed: boolean[];
  sigs: Uint8Array[];
}

function invalid(message: string, field = 'signature'): CoreError {
  return new CoreError('invalid_multisignature', message, field);
}

function field(number: number, bytes: Uint8Array): Uint8Array {
  return concatBytes(Uint8Array.of((number << 3) | 2), uvarint(bytes.length), bytes);
}

/** CompactBitArray bytes (without its field key) for a list of flags. */
export function encodeCompactBitArray(flags: readonly boolean[]): Uint8Array {
  const elems = new Uint8Array(Math.ceil(flags.length / 8));
  flags.forEach((flag, i) => {
    if (flag) elems[i >> 3]! |= 0x80 >> (i % 8);
  });
  const extra = flags.length % 8;
  return concatBytes(
    extra === 0 ? new Uint8Array(0) : Uint8Array.of(0x08, extra),
    elems.length === 0 ? new Uint8Array(0) : field(2, elems),
  );
}

/** The amino-bare bytes of a multisignature (what `StdSignature.signature` carries, base64). */
export function encodeMultisignature(multisig: Multisignature): Uint8Array {
  const { signed, sigs } = multisig;
  if (signed.length === 0) throw invalid('a multisignature needs at least one member');
  if (sigs.length !== signed.filter(Boolean).length) throw invalid('a multisignature needs one signature per member marked as signed');
  return concatBytes(field(1, encodeCompactBitArray(signed)), ...sigs.map((sig) => field(2, sig)));
}

class Reader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}
  done(): boolean {
    return this.offset >= this.bytes.length;
  }
  peek(): number | undefined {
    return this.bytes[this.offset];
  }
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 5; i++) {
      const byte = this.bytes[this.offset++];
      if (byte === undefined) throw invalid('multisignature ends inside a number');
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
    throw invalid('multisignature has a number that is too long');
  }
  chunk(): Uint8Array {
    const length = this.varint();
    if (this.offset + length > this.bytes.length) throw invalid('multisignature ends inside a field');
    const out = this.bytes.slice(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }
}

function decodeCompactBitArray(bytes: Uint8Array): boolean[] {
  const reader = new Reader(bytes);
  let extra = 0;
  let elems: Uint8Array = new Uint8Array(0);
  if (reader.peek() === 0x08) {
    reader.offset++;
    extra = reader.varint();
  }
  if (reader.peek() === 0x12) {
    reader.offset++;
    elems = reader.chunk();
  }
  if (!reader.done()) throw invalid('multisignature bit array has an unexpected field');
  if (extra > 7) throw invalid('multisignature bit array has more than 7 extra bits');
  const size = extra === 0 ? elems.length * 8 : (elems.length - 1) * 8 + extra;
  if (size < 0) throw invalid('multisignature bit array is shorter than its extra bits');
  return Array.from({ length: size }, (_, i) => (elems[i >> 3]! & (0x80 >> (i % 8))) !== 0);
}

/** Reads a multisignature; refuses bytes that are not the canonical encoding of what they hold. */
export function decodeMultisignature(bytes: Uint8Array): Multisignature {
  const reader = new Reader(bytes);
  if (reader.peek() !== 0x0a) throw invalid('multisignature lacks its bit array');
  reader.offset++;
  const signed = decodeCompactBitArray(reader.chunk());
  const sigs: Uint8Array[] = [];
  while (!reader.done()) {
    if (reader.peek() !== 0x12) throw invalid(`multisignature has an unexpected field at byte ${reader.offset}`);
    reader.offset++;
    sigs.push(reader.chunk());
  }
  const multisig = { signed, sigs };
  if (signed.length === 0 || sigs.length !== signed.filter(Boolean).length || !equalBytes(encodeMultisignature(multisig), bytes)) {
    throw invalid('multisignature is not in its canonical form');
  }
  return multisig;
}

/**
 * True when `signature` (amino-bare Multisignature) satisfies the threshold key `thresholdKey` (its
 * amino bytes) over `message`, as the ledger checks it: the bit array has one bit per member, at least
 * K bits are set, the number of signatures is between K and the member count, and each set bit's
 * member key verifies its signature over the same message.
 */
export function verifyMultisignature(
  thresholdKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
  verify: SignatureVerifier = verifySignature,
): boolean {
  try {
    const { threshold, pubkeys } = parseMultisigKey(thresholdKey);
    const { signed, sigs } = decodeMultisignature(signature);
    if (signed.length !== pubkeys.length) return false;
    if (sigs.length < threshold || sigs.length > signed.length) return false;
    let next = 0;
    for (let i = 0; i < signed.length; i++) {
      if (!signed[i]) continue;
      if (!verify(pubkeys[i]!, message, sigs[next]!)) return false;
      next++;
    }
    return next >= threshold;
  } catch {
    return false;
  }
}

/** Adds (or replaces) member `index`'s signature, keeping signatures in member order. */
export function addMultisigSignature(multisig: Multisignature, index: number, sig: Uint8Array): Multisignature {
  if (!Number.isInteger(index) || index < 0 || index >= multisig.signed.length)
    throw invalid(`member index must be from 0 to ${multisig.signed.length - 1}`);
  if (sig.length !== SIGNATURE_BYTES) throw invalid('a member signature must be 64 bytes');
  const signed = [...multisig.signed];
  const sigs = [...multisig.sigs];
  const position = signed.slice(0, index).filter(Boolean).length;
  if (signed[index]) sigs[position] = sig;
  else sigs.splice(position, 0, sig);
  signed[index] = true;
  return { signed, sigs };
}

/** An empty multisignature for a key of `members` members. */
export function emptyMultisignature(members: number): Multisignature {
  if (!Number.isInteger(members) || members < 1) throw invalid('a multisignature needs at least one member');
  return { signed: Array.from({ length: members }, () => false), sigs: [] };
}

/** Amino JSON of a threshold key, from its amino bytes. */
export function multisigPubKeyJson(thresholdKey: Uint8Array): MultisigPubKeyJson {
  const { threshold, pubkeys } = parseMultisigKey(thresholdKey);
  return {
    type: MULTISIG_PUBKEY_TYPE,
    value: { threshold: String(threshold), pubkeys: pubkeys.map((key) => ({ type: PUBKEY_TYPE, value: toBase64(key) })) },
  };
}

/** Amino bytes of a threshold key given as amino JSON; throws CoreError 'invalid_pubkey'. */
export function multisigKeyFromJson(json: unknown, fieldName = 'pub_key'): Uint8Array {
  const fail = (why: string) => new CoreError('invalid_pubkey', `${fieldName} ${why}`, fieldName);
  if (typeof json !== 'object' || json === null) throw fail('must be an object');
  const { type, value } = json as { type?: unknown; value?: unknown };
  if (type !== MULTISIG_PUBKEY_TYPE) throw fail(`type must be ${MULTISIG_PUBKEY_TYPE}`);
  if (typeof value !== 'object' || value === null) throw fail('value must be an object');
  const { threshold, pubkeys } = value as { threshold?: unknown; pubkeys?: unknown };
  if (typeof threshold !== 'string' || !/^[1-9]\d{0,3}$/.test(threshold)) throw fail('threshold must be a positive integer string');
  if (!Array.isArray(pubkeys) || pubkeys.length === 0) throw fail('pubkeys must be a non-empty list');
  const keys = pubkeys.map((member, i) => {
    const m = member as { type?: unknown; value?: unknown } | null;
    if (m?.type !== PUBKEY_TYPE || typeof m.value !== 'string') throw fail(`pubkeys[${i}] must be a ${PUBKEY_TYPE}`);
    const key = fromBase64(m.value, `${fieldName}.value.pubkeys[${i}]`);
    if (key.length !== 32) throw fail(`pubkeys[${i}] must be a 32-byte key`);
    return key;
  });
  return multisigThresholdKey(Number(threshold), keys);
}

export function isMultisigPubKeyJson(value: unknown): value is MultisigPubKeyJson {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === MULTISIG_PUBKEY_TYPE;
}

/** Member index of an Ed25519 public key in a threshold key, or -1. */
export function memberIndex(thresholdKey: Uint8Array, publicKey: Uint8Array): number {
  const target = aminoPubKey(publicKey);
  return parseMultisigKey(thresholdKey).pubkeys.findIndex((key) => equalBytes(aminoPubKey(key), target));
}

/** The gt1 address of a threshold key (gt2 once published). */
export function multisigAddress(thresholdKey: Uint8Array): string {
  return addressFromAminoPubKey(thresholdKey, 'gt1');
}
