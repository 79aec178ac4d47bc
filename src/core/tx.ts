// StdTx building, the sign doc (protocol.md §4), signing and verification.
import { sha256 } from '@noble/hashes/sha2.js';
import { addressFromPublicKey } from './address';
import { fromBase64, toBase64, utf8ToBytes } from './bytes';
import { NANOGT } from './amount';
import { CoreError } from './errors';
import { canonicalJson } from './json';
import { signersOf, validateMsg } from './messages/index';
import { normalizeCoins, normalizeInteger } from './messages/fields';
import {
  encodeMultisignature,
  isMultisigPubKeyJson,
  multisigAddress,
  multisigKeyFromJson,
  multisigPubKeyJson,
  verifyMultisignature,
  type Multisignature,
} from './multisig';
import { signDigest, verifySignature, type SignatureVerifier } from './sign';
import { PUBKEY_TYPE, type Coin, type Msg, type StdFee, type StdSignature, type StdTx, type StdTxValue } from './types';

export const NONCE_BYTES = 48;
/** "85 Chinese characters or 256 English characters": a UTF-8 byte limit. */
export const MAX_MEMO_BYTES = 256;
const MAX_UINT64 = 2n ** 64n - 1n;
// Apart (./valid-height.ts) so that code reading the chain does not carry tx building.
export { defaultValidHeight } from './valid-height';

export interface BuildTxInput {
  msgs: unknown[];
  fee: { amount: Coin[]; gas: string | number };
  memo?: string;
  validHeight: readonly [string | number, string | number];
}

function uintString(raw: unknown, field: string): string {
  return normalizeInteger(raw, field, 0n, MAX_UINT64, false);
}

/** A fee a new transaction may carry: normalizeStdFee, paid in NANOGT only (the ledger's rule), more than 0. */
export function validateFee(fee: unknown): StdFee {
  const normal = normalizeStdFee(fee);
  const other = normal.amount.find((coin) => coin.denom !== NANOGT);
  if (other) throw new CoreError('invalid_fee', `fee.amount holds ${other.denom}: fees are paid in ${NANOGT} only`, 'fee.amount');
  if (!normal.amount.some((coin) => coin.denom === NANOGT)) {
    throw new CoreError('invalid_fee', 'fee.amount must include more than 0 NANOGT', 'fee.amount');
  }
  return normal;
}

export function validateMemo(memo: unknown): string {
  if (typeof memo !== 'string') throw new CoreError('invalid_memo', 'memo must be a string', 'memo');
  if (utf8ToBytes(memo).length > MAX_MEMO_BYTES) {
    throw new CoreError('memo_too_long', 'memo must be at most 256 English or 85 Chinese characters', 'memo');
  }
  return memo;
}

export function validateValidHeight(window: unknown): [string, string] {
  if (!Array.isArray(window) || window.length !== 2) {
    throw new CoreError('invalid_valid_height', 'valid_height must be [start, end]', 'valid_height');
  }
  const start = uintString(window[0], 'valid_height[0]');
  const end = uintString(window[1], 'valid_height[1]');
  if (BigInt(end) <= 0n) throw new CoreError('invalid_valid_height', 'valid_height end must be greater than 0', 'valid_height');
  if (BigInt(start) > BigInt(end))
    throw new CoreError('invalid_valid_height', 'valid_height start must not be after its end', 'valid_height');
  return [start, end];
}

/** An unsigned StdTx as the build endpoints answer it: `nonces: [null]`, `signatures: null`. */
export function buildUnsignedTx(input: BuildTxInput): StdTx {
  if (!Array.isArray(input.msgs) || input.msgs.length === 0)
    throw new CoreError('invalid_msgs', 'a transaction needs at least one message', 'msgs');
  return unsignedTxOf({ ...input, msgs: input.msgs.map(validateMsg) });
}

/** buildUnsignedTx for messages already normalised by validateMsg: only fee, memo and window are checked. */
export function unsignedTxOf(input: BuildTxInput & { msgs: Msg[] }): StdTx {
  if (input.msgs.length === 0) throw new CoreError('invalid_msgs', 'a transaction needs at least one message', 'msgs');
  return {
    type: 'StdTx',
    value: {
      msg: input.msgs,
      fee: validateFee(input.fee),
      nonces: [null],
      signatures: null,
      memo: validateMemo(input.memo ?? ''),
      valid_height: validateValidHeight(input.validHeight),
    },
  };
}

export function newNonce(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
}

/** The nonces as signed: a 48-byte base64 nonce, or `null` as the ledger's own tools sign an unfilled one. */
function signedNonces(nonces: unknown): Array<string | null> {
  if (!Array.isArray(nonces) || nonces.length === 0)
    throw new CoreError('missing_nonce', 'nonces must hold the transaction nonce', 'nonces');
  return (nonces as unknown[]).map((nonce, index) => {
    if (nonce !== null && typeof nonce !== 'string')
      throw new CoreError('invalid_nonce', `nonces[${index}] must be a base64 string or null`, 'nonces');
    return nonce;
  });
}

/** The fee as the sign doc carries it: coins in the given structure, gas canonical; [] allowed. */
export function normalizeStdFee(fee: unknown): StdFee {
  if (typeof fee !== 'object' || fee === null) throw new CoreError('invalid_fee', 'fee must be {amount, gas}', 'fee');
  const { amount, gas } = fee as { amount?: unknown; gas?: unknown };
  const coins = amount === null || (Array.isArray(amount) && amount.length === 0) ? [] : normalizeCoins(amount, 'fee.amount');
  return { amount: coins, gas: uintString(gas, 'fee.gas') };
}

/**
 * The exact text whose SHA-256 is signed: chain_id, fee, memo, msgs, nonces, valid_height, keys
 * sorted, every address in gt1 form (the ledger re-encodes messages before checking signatures).
 */
export function canonicalSignDoc(tx: StdTxValue, chainId: string): string {
  return signDocText(tx, chainId, signedNonces(tx.nonces), normalMsgs(tx.msg));
}

/** canonicalSignDoc for messages the caller already normalised with validateMsg (not validated again). */
export function canonicalSignDocOf(tx: StdTxValue, chainId: string, msgs: Msg[]): string {
  return signDocText(tx, chainId, signedNonces(tx.nonces), msgs);
}

function normalMsgs(msgs: unknown): Msg[] {
  if (!Array.isArray(msgs) || msgs.length === 0) throw new CoreError('invalid_msgs', 'a transaction needs at least one message', 'msg');
  return msgs.map(validateMsg);
}

/** `msgs` must already be normalised by validateMsg. */
function signDocText(tx: StdTxValue, chainId: string, nonces: ReadonlyArray<string | null>, msgs: Msg[]): string {
  if (typeof chainId !== 'string' || chainId === '')
    throw new CoreError('invalid_chain_id', 'chain_id must be a non-empty string', 'chain_id');
  if (typeof tx.memo !== 'string') throw new CoreError('invalid_memo', 'memo must be a string', 'memo');
  return canonicalJson({
    chain_id: chainId,
    fee: normalizeStdFee(tx.fee),
    memo: tx.memo,
    msgs,
    nonces,
    valid_height: validateValidHeight(tx.valid_height),
  });
}

export function signDocDigest(tx: StdTxValue, chainId: string): Uint8Array {
  return sha256(utf8ToBytes(canonicalSignDoc(tx, chainId)));
}

/** gt1 addresses that must sign, in order of first appearance among the messages' signers. */
export function txSigners(tx: StdTx | StdTxValue): string[] {
  const value = 'msg' in tx ? tx : tx.value;
  return signersOf(value.msg.map(validateMsg));
}

/** For messages already normalised by validateMsg; it lives with the message definitions, so a review loads no signing code. */
export { signersOf };

export interface TxSigner {
  /** BIP32-Ed25519 scalar (32 bytes, little-endian). */
  kL: Uint8Array;
  /** kL's public key (publicKeyOf(kL)), as the keyring keeps it. */
  publicKey: Uint8Array;
}

/**
 * Signs with every given key (each must be a required signer), filling a fresh nonce when it is
 * null. Signatures already present for other signers are kept while the nonce stays; order
 * follows txSigners. Messages and fee come back normalised (gt1 addresses, sorted coins).
 */
export function signStdTx(stdTx: StdTx, chainId: string, signers: TxSigner[]): StdTx {
  const nonces = stdTx.value.nonces.length === 0 || stdTx.value.nonces.every((nonce) => nonce === null) ? [newNonce()] : stdTx.value.nonces;
  const nonceChanged = nonces !== stdTx.value.nonces;
  // The body carries the messages exactly as signed, so the ledger's re-encoding matches.
  const msg = normalMsgs(stdTx.value.msg);
  const value: StdTxValue = { ...stdTx.value, msg, fee: normalizeStdFee(stdTx.value.fee), nonces };
  const required = signersOf(msg);
  const digest = sha256(utf8ToBytes(signDocText(value, chainId, signedNonces(nonces), msg)));
  const bySigner = new Map<string, StdSignature>();
  if (!nonceChanged) {
    for (const signature of stdTx.value.signatures ?? []) {
      const address = signatureAddress(signature);
      if (address !== undefined) bySigner.set(address, signature);
    }
  }
  for (const signer of signers) {
    const address = addressFromPublicKey(signer.publicKey, 'gt1');
    if (!required.includes(address)) throw new CoreError('not_a_signer', `${address} is not a signer of this transaction`, 'signers');
    bySigner.set(address, {
      pub_key: { type: PUBKEY_TYPE, value: toBase64(signer.publicKey) },
      signature: toBase64(signDigest(signer.kL, digest, signer.publicKey)),
    });
  }
  const signatures = required.flatMap((address) => bySigner.get(address) ?? []);
  return { type: 'StdTx', value: { ...value, signatures } };
}

function signatureAddress(signature: StdSignature): string | undefined {
  try {
    if (isMultisigPubKeyJson(signature.pub_key)) return multisigAddress(multisigKeyFromJson(signature.pub_key));
    const key = fromBase64(signature.pub_key.value as string);
    return key.length === 32 ? addressFromPublicKey(key, 'gt1') : undefined;
  } catch {
    return undefined;
  }
}

/** True when `signature` is a valid signature of `address` over `digest`: an Ed25519 key or a threshold key. */
function signatureVerifies(signature: StdSignature, address: string, digest: Uint8Array, verify: SignatureVerifier): boolean {
  const sig = fromBase64(signature.signature);
  if (isMultisigPubKeyJson(signature.pub_key)) {
    const thresholdKey = multisigKeyFromJson(signature.pub_key);
    return multisigAddress(thresholdKey) === address && verifyMultisignature(thresholdKey, digest, sig, verify);
  }
  if (signature.pub_key?.type !== PUBKEY_TYPE || typeof signature.pub_key.value !== 'string') return false;
  const key = fromBase64(signature.pub_key.value);
  return key.length === 32 && sig.length === 64 && addressFromPublicKey(key, 'gt1') === address && verify(key, digest, sig);
}

/** The tx with its one nonce filled (a fresh one when it has none yet): what multisig members all sign. */
export function withNonce(stdTx: StdTx): StdTx {
  const nonces = stdTx.value.nonces;
  if (nonces.length === 1 && typeof nonces[0] === 'string') return stdTx;
  return {
    type: 'StdTx',
    value: {
      ...stdTx.value,
      msg: normalMsgs(stdTx.value.msg),
      fee: normalizeStdFee(stdTx.value.fee),
      nonces: [newNonce()],
      signatures: null,
    },
  };
}

/** One member's Ed25519 signature over the tx's sign doc (the tx must carry its nonce: see withNonce); `publicKey` as for signDigest. */
export function signAsMember(stdTx: StdTx, chainId: string, kL: Uint8Array, publicKey?: Uint8Array): Uint8Array {
  const nonce = stdTx.value.nonces.length === 1 ? stdTx.value.nonces[0] : undefined;
  if (typeof nonce !== 'string')
    throw new CoreError('invalid_nonce', 'the transaction must carry its nonce before members sign it', 'nonces');
  const msgs = normalMsgs(stdTx.value.msg);
  return signDigest(kL, sha256(utf8ToBytes(signDocText(stdTx.value, chainId, [nonce], msgs))), publicKey);
}

/**
 * Puts a threshold account's multisignature into the tx, in that account's place among the required
 * signers; the tx must already carry the nonce every member signed. Other signers' entries are kept.
 */
export function attachMultisignature(stdTx: StdTx, thresholdKey: Uint8Array, multisig: Multisignature): StdTx {
  const msg = normalMsgs(stdTx.value.msg);
  const required = signersOf(msg);
  const address = multisigAddress(thresholdKey);
  if (!required.includes(address)) throw new CoreError('not_a_signer', `${address} is not a signer of this transaction`, 'signers');
  if (stdTx.value.nonces.length !== 1 || typeof stdTx.value.nonces[0] !== 'string') {
    throw new CoreError('invalid_nonce', 'the transaction must carry the nonce its members signed', 'nonces');
  }
  const bySigner = new Map<string, StdSignature>();
  for (const signature of stdTx.value.signatures ?? []) {
    const signer = signatureAddress(signature);
    if (signer !== undefined) bySigner.set(signer, signature);
  }
  bySigner.set(address, { pub_key: multisigPubKeyJson(thresholdKey), signature: toBase64(encodeMultisignature(multisig)) });
  const signatures = required.flatMap((signer) => bySigner.get(signer) ?? []);
  return { type: 'StdTx', value: { ...stdTx.value, msg, signatures } };
}

/**
 * True when the transaction carries one 48-byte nonce, or the single null nonce that the ledger's own
 * tools sign as `"nonces":[null]`, and, for each required signer in order, an Ed25519 signature over
 * the sign doc by a key whose address is that signer — or, for a threshold account, a multisignature
 * that satisfies its threshold key (verifyMultisignature). `verify` checks each Ed25519 signature
 * (core's own by default; the node injects node:crypto's).
 */
export function verifyStdTx(stdTx: StdTx, chainId: string, verify: SignatureVerifier = verifySignature): boolean {
  try {
    const { nonces, signatures } = stdTx.value;
    const nonce = nonces.length === 1 ? nonces[0] : undefined;
    if (nonce !== null && (typeof nonce !== 'string' || fromBase64(nonce).length !== NONCE_BYTES)) return false;
    const msgs = normalMsgs(stdTx.value.msg);
    const required = signersOf(msgs);
    if (!Array.isArray(signatures) || signatures.length !== required.length) return false;
    const digest = sha256(utf8ToBytes(signDocText(stdTx.value, chainId, [nonce], msgs)));
    return required.every((address, index) => signatureVerifies(signatures[index]!, address, digest, verify));
  } catch {
    return false;
  }
}
