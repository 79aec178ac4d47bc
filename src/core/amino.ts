// Amino binary encoding of a signed StdTx and the transaction hash (protocol.md §5).
import { sha256, sha384 } from '@noble/hashes/sha2.js';
import { decodeAddress } from './address.js';
import { bytesToHex, concatBytes, fromBase64, utf8ToBytes, uvarint } from './bytes.js';
import { CoreError } from './errors.js';
import { WIRE_TYPE, msgDefinition, txHashPrefix, validateMsg, type WireType } from './messages/index.js';
import { normalizeStdFee } from './tx.js';
import { isMultisigPubKeyJson, multisigKeyFromJson, MULTISIG_PUBKEY_TYPE } from './multisig.js';
import { PUBKEY_TYPE, type Coin, type Msg, type StdSignature, type StdTx } from './types.js';

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
  return prefix.slice();
}

function fieldKey(field: number, wire: number): Uint8Array {
  return uvarint((field << 3) | wire);
}

/** A length-delimited field, written even when empty (repeated elements keep their place). */
function bytesField(field: number, bytes: Uint8Array): Uint8Array {
  return concatBytes(fieldKey(field, WIRE_BYTES), uvarint(bytes.length), bytes);
}

function stringField(field: number, text: string): Uint8Array {
  return text === '' ? EMPTY : bytesField(field, utf8ToBytes(text));
}

function varintField(field: number, value: bigint): Uint8Array {
  return value === 0n ? EMPTY : concatBytes(fieldKey(field, WIRE_VARINT), uvarint(value));
}

function encodeCoin(coin: Coin): Uint8Array {
  return concatBytes(stringField(1, coin.denom), stringField(2, coin.amount));
}

function addressPayload(address: string): Uint8Array {
  return decodeAddress(address).payload;
}

function encodeMsgField(field: number, wire: WireType, value: unknown): Uint8Array {
  switch (wire) {
    case 'address':
      return bytesField(field, addressPayload(value as string));
    case 'addressList':
      return concatBytes(...(value as string[]).map((address) => bytesField(field, addressPayload(address))));
    case 'coins':
      return concatBytes(...(value as Coin[]).map((coin) => bytesField(field, encodeCoin(coin))));
    case 'coin':
      return bytesField(field, encodeCoin(value as Coin));
    case 'varint':
      return varintField(field, BigInt(value as string));
    case 'string':
      return stringField(field, value as string);
    case 'bool':
      return value === true ? concatBytes(fieldKey(field, WIRE_VARINT), uvarint(1)) : EMPTY;
  }
}

/** A message as amino writes an interface value: the type's prefix, then its fields in declaration order. */
export function encodeMsgAmino(msg: Msg): Uint8Array {
  return encodeNormalMsg(validateMsg(msg));
}

/** encodeMsgAmino of a message validateMsg already normalised. */
function encodeNormalMsg(normal: Msg): Uint8Array {
  const def = msgDefinition(normal.type);
  const value = normal.value;
  const fields = def.fields.map((field, index) => encodeMsgField(index + 1, WIRE_TYPE[field.kind], value[field.name]));
  return concatBytes(aminoPrefix(def.type), ...fields);
}

/**
 * The public key as amino writes the interface value: `e1e1a0fa 20 <32-byte key>` for Ed25519, the
 * threshold key's bytes (`38149471 …`) for a multisig.
 */
export function encodePubKeyAmino(pubKey: StdSignature['pub_key']): Uint8Array {
  if (isMultisigPubKeyJson(pubKey)) return multisigKeyFromJson(pubKey);
  if (pubKey?.type !== PUBKEY_TYPE || typeof pubKey.value !== 'string') {
    throw new CoreError('unsupported_pubkey', `pub_key type must be ${PUBKEY_TYPE} or ${MULTISIG_PUBKEY_TYPE}`, 'pub_key');
  }
  const key = fromBase64(pubKey.value, 'pub_key.value');
  if (key.length !== 32) throw new CoreError('invalid_pubkey', 'pub_key.value must be a 32-byte key', 'pub_key.value');
  return concatBytes(aminoPrefix(PUBKEY_TYPE), uvarint(key.length), key);
}

function encodeSignature(signature: StdSignature): Uint8Array {
  const sig = fromBase64(signature.signature, 'signature');
  return concatBytes(bytesField(1, encodePubKeyAmino(signature.pub_key)), sig.length === 0 ? EMPTY : bytesField(2, sig));
}

/**
 * The StdTx's amino binary, length-prefixed (uvarint) as the ledger stores and hashes it.
 * `normalMsgs`: the tx's messages as validateMsg returns them, when the caller has them already.
 */
export function encodeStdTxAmino(stdTx: StdTx, normalMsgs?: readonly Msg[]): Uint8Array {
  const tx = stdTx.value;
  const fee = normalizeStdFee(tx.fee);
  const feeBytes = concatBytes(...fee.amount.map((coin) => bytesField(1, encodeCoin(coin))), varintField(2, BigInt(fee.gas)));
  const heights = tx.valid_height.map((height) => uvarint(BigInt(height)));
  const msgs = normalMsgs ? normalMsgs.map(encodeNormalMsg) : tx.msg.map(encodeMsgAmino);
  const body = concatBytes(
    aminoPrefix('StdTx'),
    ...msgs.map((msg) => bytesField(1, msg)),
    feeBytes.length === 0 ? EMPTY : bytesField(2, feeBytes),
    ...tx.nonces.map((nonce) => bytesField(3, nonce === null ? EMPTY : fromBase64(nonce, 'nonces'))),
    ...(tx.signatures ?? []).map((signature) => bytesField(4, encodeSignature(signature))),
    stringField(5, tx.memo),
    heights.length === 0 ? EMPTY : bytesField(6, concatBytes(...heights)),
  );
  return concatBytes(uvarint(body.length), body);
}

/** 'PREFIX-' + upper-case hex of SHA-384 over the length-prefixed amino bytes. */
export function txHash(stdTx: StdTx): string {
  return txHashOfAmino(stdTx.value.msg, encodeStdTxAmino(stdTx));
}

/** txHash for a caller that already holds the transaction's encodeStdTxAmino bytes (and maybe a faster SHA-384). */
export function txHashOfAmino(msgs: ReadonlyArray<{ type: string }>, amino: Uint8Array, hash: (bytes: Uint8Array) => Uint8Array = sha384): string {
  return `${txHashPrefix(msgs)}-${bytesToHex(hash(amino)).toUpperCase()}`;
}

/** The hash without its kind prefix (text up to the first '-'), upper-case, for comparisons. */
export function bareTxHash(hash: string): string {
  return hash.slice(hash.indexOf('-') + 1).toUpperCase();
}
