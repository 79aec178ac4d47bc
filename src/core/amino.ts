// Amino binary encoding of a signed StdTx and the transaction hash (protocol.md §5).
import { sha256, sha384 } from '@noble/hashes/sha2.js';
import { decodeAddress } from './address';
import { bytesToHex, concatBytes, fromBase64, utf8ToBytes, uvarint } from './bytes';
import { CoreError } from './errors';
import { WIRE_TYPE, msgDefinition, txHashPrefix, validateMsg, type WireType } from './messages/index';
import { normalizeStdFee } from './tx';
import { isMultisigPubKeyJson, multisigKeyFromJson, MULTISIG_PUBKEY_TYPE } from './multisig';
import { PUBKEY_TYPE, type Coin, type Msg, type StdSignature, type StdTx } from './types';

const WIRE_VARINT = 0;
const WIRE_BYTES = 2;
const EMPTY = new Uint8Array(0);

export { uvarint };

const prefixes = new Map<string, Uint8Array>();

/**
 * A registered type's 4-byte prefix: SHA-256 of its name with leading zero bytes dropped, then 3
 * (disambiguation) bytes dropped, then leading zero bytes dropped again; the next 4 bytes.
 */
export function aminoPrefix(name: string): Uint8Array {
  return prefixOf(name).slice();
}

/** aminoPrefix's cached bytes themselves, for writing (never handed out). */
function prefixOf(name: string): Uint8Array {
  // A pure function of a handful of type names, asked for several times per transaction.
  let prefix = prefixes.get(name);
  if (!prefix) {
    const hash = sha256(utf8ToBytes(name));
    let at = 0;
    while (hash[at] === 0) at++;
    at += 3;
    while (hash[at] === 0) at++;
    prefix = hash.slice(at, at + 4);
    prefixes.set(name, prefix);
  }
  return prefix;
}

/**
 * Amino bytes written into one growing buffer (a tx was ~70 small arrays concatenated level by
 * level). A length-delimited field reserves one byte for its length, enough below 128 bytes, and
 * moves its content along when the length needs more.
 */
class AminoWriter {
  private buf = new Uint8Array(512);
  length = 0;

  private room(size: number): void {
    if (this.length + size <= this.buf.length) return;
    const grown = new Uint8Array(Math.max(this.buf.length * 2, this.length + size));
    grown.set(this.buf.subarray(0, this.length));
    this.buf = grown;
  }

  byte(value: number): void {
    this.room(1);
    this.buf[this.length++] = value;
  }

  bytes(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buf.set(bytes, this.length);
    this.length += bytes.length;
  }

  varint(value: bigint | number): void {
    if (typeof value === 'number' && value >= 0 && value < 0x80 && Number.isInteger(value)) this.byte(value);
    else this.bytes(uvarint(value));
  }

  key(field: number, wire: number): void {
    this.varint((field << 3) | wire);
  }

  /** Opens a length-delimited field (written even when empty); close it with end(). */
  begin(field: number): number {
    this.key(field, WIRE_BYTES);
    this.byte(0);
    return this.length;
  }

  end(start: number): void {
    const size = this.length - start;
    if (size < 0x80) {
      this.buf[start - 1] = size;
      return;
    }
    const prefix = uvarint(size);
    this.room(prefix.length - 1);
    this.buf.copyWithin(start - 1 + prefix.length, start, this.length);
    this.buf.set(prefix, start - 1);
    this.length += prefix.length - 1;
  }

  field(field: number, bytes: Uint8Array): void {
    this.key(field, WIRE_BYTES);
    this.varint(bytes.length);
    this.bytes(bytes);
  }

  string(field: number, text: string): void {
    if (text !== '') this.field(field, utf8ToBytes(text));
  }

  varintField(field: number, value: bigint): void {
    if (value === 0n) return;
    this.key(field, WIRE_VARINT);
    this.varint(value);
  }

  /** The bytes written, after `head` when given. */
  take(head: Uint8Array = EMPTY): Uint8Array {
    const out = new Uint8Array(head.length + this.length);
    out.set(head);
    out.set(this.buf.subarray(0, this.length), head.length);
    return out;
  }
}

function writeCoin(w: AminoWriter, field: number, coin: Coin): void {
  const start = w.begin(field);
  w.string(1, coin.denom);
  w.string(2, coin.amount);
  w.end(start);
}

function addressPayload(address: string): Uint8Array {
  return decodeAddress(address).payload;
}

function writeMsgField(w: AminoWriter, field: number, wire: WireType, value: unknown): void {
  switch (wire) {
    case 'address':
      return w.field(field, addressPayload(value as string));
    case 'addressList':
      for (const address of value as string[]) w.field(field, addressPayload(address));
      return;
    case 'coins':
      for (const coin of value as Coin[]) writeCoin(w, field, coin);
      return;
    case 'coin':
      return writeCoin(w, field, value as Coin);
    case 'varint':
      return w.varintField(field, BigInt(value as string));
    case 'string':
      return w.string(field, value as string);
    case 'bool':
      if (value === true) {
        w.key(field, WIRE_VARINT);
        w.varint(1);
      }
  }
}

/** A message as amino writes an interface value: the type's prefix, then its fields in declaration order. */
export function encodeMsgAmino(msg: Msg): Uint8Array {
  const w = new AminoWriter();
  writeNormalMsg(w, validateMsg(msg));
  return w.take();
}

/** encodeMsgAmino of a message validateMsg already normalised. */
function writeNormalMsg(w: AminoWriter, normal: Msg): void {
  const def = msgDefinition(normal.type);
  const value = normal.value;
  w.bytes(prefixOf(def.type));
  def.fields.forEach((field, index) => writeMsgField(w, index + 1, WIRE_TYPE[field.kind], value[field.name]));
}

/**
 * The public key as amino writes the interface value: `e1e1a0fa 20 <32-byte key>` for Ed25519, the
 * threshold key's bytes (`38149471 …`) for a multisig.
 */
function encodePubKeyAmino(pubKey: StdSignature['pub_key']): Uint8Array {
  if (isMultisigPubKeyJson(pubKey)) return multisigKeyFromJson(pubKey);
  if (pubKey?.type !== PUBKEY_TYPE || typeof pubKey.value !== 'string') {
    throw new CoreError('unsupported_pubkey', `pub_key type must be ${PUBKEY_TYPE} or ${MULTISIG_PUBKEY_TYPE}`, 'pub_key');
  }
  const key = fromBase64(pubKey.value, 'pub_key.value');
  if (key.length !== 32) throw new CoreError('invalid_pubkey', 'pub_key.value must be a 32-byte key', 'pub_key.value');
  return concatBytes(aminoPrefix(PUBKEY_TYPE), uvarint(key.length), key);
}

function writeSignature(w: AminoWriter, signature: StdSignature): void {
  const sig = fromBase64(signature.signature, 'signature');
  const pubKey = encodePubKeyAmino(signature.pub_key);
  const start = w.begin(4);
  w.field(1, pubKey);
  if (sig.length > 0) w.field(2, sig);
  w.end(start);
}

/**
 * The StdTx's amino binary, length-prefixed (uvarint) as the ledger stores and hashes it.
 * `normalMsgs`: the tx's messages as validateMsg returns them, when the caller has them already.
 */
export function encodeStdTxAmino(stdTx: StdTx, normalMsgs?: readonly Msg[]): Uint8Array {
  const tx = stdTx.value;
  // Read and checked in the order the fields were always encoded, so a bad tx fails the same way.
  const fee = normalizeStdFee(tx.fee);
  const gas = BigInt(fee.gas);
  const heights = tx.valid_height.map((height) => uvarint(BigInt(height)));
  const msgs = normalMsgs ?? tx.msg.map((msg) => validateMsg(msg));
  const w = new AminoWriter();
  w.bytes(prefixOf('StdTx'));
  for (const msg of msgs) {
    const start = w.begin(1);
    writeNormalMsg(w, msg);
    w.end(start);
  }
  if (fee.amount.length > 0 || gas !== 0n) {
    const start = w.begin(2);
    for (const coin of fee.amount) writeCoin(w, 1, coin);
    w.varintField(2, gas);
    w.end(start);
  }
  for (const nonce of tx.nonces) w.field(3, nonce === null ? EMPTY : fromBase64(nonce, 'nonces'));
  for (const signature of tx.signatures ?? []) writeSignature(w, signature);
  w.string(5, tx.memo);
  if (heights.length > 0) w.field(6, concatBytes(...heights));
  return w.take(uvarint(w.length));
}

/** 'PREFIX-' + upper-case hex of SHA-384 over the length-prefixed amino bytes. */
export function txHash(stdTx: StdTx): string {
  return txHashOfAmino(stdTx.value.msg, encodeStdTxAmino(stdTx));
}

/** txHash for a caller that already holds the transaction's encodeStdTxAmino bytes (and maybe a faster SHA-384). */
export function txHashOfAmino(
  msgs: ReadonlyArray<{ type: string }>,
  amino: Uint8Array,
  hash: (bytes: Uint8Array) => Uint8Array = sha384,
): string {
  return `${txHashPrefix(msgs)}-${bytesToHex(hash(amino)).toUpperCase()}`;
}

/** The hash without its kind prefix (text up to the first '-'), upper-case, for comparisons. */
export function bareTxHash(hash: string): string {
  return hash.slice(hash.indexOf('-') + 1).toUpperCase();
}
