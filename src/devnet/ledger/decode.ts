// Decoding and stateless checks of a signed StdTx (broadcast and replay): shape, messages, memo,
// fee, valid_height shape, nonce, signers and signatures over the sign doc for this chain id.
import { hash } from 'node:crypto';
import * as v from 'valibot';
import { addressFromPublicKey, parseMultisigKey } from '../../core/address';
import { rememberDecodings } from '../../core/address-forms';
import {
  decodeMultisignature,
  isMultisigPubKeyJson,
  multisigAddress,
  multisigKeyFromJson,
  MULTISIG_PUBKEY_TYPE,
} from '../../core/multisig';
import { bareTxHash, encodeStdTxAmino, txHashOfAmino } from '../../core/amino';
import { fromBase64 } from '../../core/bytes';
import { canonicalSignDocOf, signersOf, verifyStdTx } from '../../core/tx';
import { PUBKEY_TYPE, type Coin, type Msg, type StdSignature, type StdTx } from '../../core/types';
import { BoundedCache } from './bounded-cache';
import { badRequest } from './errors';
import { CoinSchema, IntegerString, parseOr400, validateMsgs } from './schema';
import { checkFee, checkMemo, parseValidHeight } from './tx-rules';
import { nodeVerifySignature, nodeVerifySignatureAsync } from './verify';

const StdTxSchema = v.object({
  type: v.literal('StdTx'),
  value: v.object({
    msg: v.pipe(
      v.array(v.object({ type: v.string(), value: v.record(v.string(), v.unknown()) })),
      v.minLength(1, 'a transaction needs at least one message'),
    ),
    fee: v.object({ amount: v.array(CoinSchema), gas: IntegerString }),
    nonces: v.array(v.nullable(v.string())),
    signatures: v.nullable(
      v.array(
        v.object({
          pub_key: v.object({
            type: v.string(),
            value: v.union([
              v.string(),
              v.object({ threshold: v.string(), pubkeys: v.array(v.object({ type: v.string(), value: v.string() })) }),
            ]),
          }),
          signature: v.string(),
        }),
      ),
    ),
    memo: v.string(),
    valid_height: v.strictTuple([v.string(), v.string()]),
  }),
});

export interface CheckedTx {
  /** As submitted (the bytes that were signed and hashed). */
  tx: StdTx;
  /** Normalised messages (gt1 addresses) the modules apply. */
  msgs: Msg[];
  /** Prefixed hash `PREFIX-HEX96`. */
  txhash: string;
  /** Bare upper-case hex. */
  hash: string;
  /** gt1 addresses that signed, in the order of txSigners. */
  signers: string[];
  /** Pays the fee: the first signer. */
  feePayer: string;
  fee: Coin[];
  window: [bigint, bigint];
  /** Base64 of the length-prefixed amino bytes. */
  data: string;
  /** Sent unsigned from impersonated signers (devnet only, see DecodeRules.impersonating). */
  impersonated?: true;
}

export interface DecodeRules {
  chainId: string;
  minimumTxFee: string;
  /** Whether a module applies this message type. */
  supports(type: string): boolean;
  /** Replay: each stored block hash already commits to the signed bytes, so skip Ed25519 verification. */
  signaturesTrusted?: boolean;
  /** Whether an unsigned tx from this signer passes (the devnet's impersonation, like anvil's). */
  impersonating?(address: string): boolean;
}

// Every broadcast decodes its addresses three times (validation, signers, amino); the node sees the same few.
rememberDecodings(10_000);

/** A broadcast body is the StdTx itself, or `{tx: StdTx, mode}` as Cosmos clients send it. */
function unwrap(body: unknown): unknown {
  if (body !== null && typeof body === 'object' && !('type' in body) && 'tx' in body) return body.tx;
  return body;
}

// A key's address (RIPEMD-320 and bech32) per base64 key: the same signers come back tx after tx.
const signerAddresses = new BoundedCache<string, string>(4096);

/** The gt1 address a signature entry speaks for: its Ed25519 key's, or its threshold key's. */
function signerOf(signature: StdSignature, index: number): string {
  const field = `value.signatures[${index}].pub_key`;
  if (isMultisigPubKeyJson(signature.pub_key)) {
    let thresholdKey: Uint8Array;
    try {
      thresholdKey = multisigKeyFromJson(signature.pub_key, field);
    } catch (error) {
      throw badRequest('invalid_pubkey', error instanceof Error ? error.message : `${field} is not a threshold key`, { field });
    }
    checkThreshold(thresholdKey, signature.signature, index);
    return multisigAddress(thresholdKey);
  }
  if (signature.pub_key.type !== PUBKEY_TYPE || typeof signature.pub_key.value !== 'string') {
    throw badRequest('invalid_pubkey', `${field}.type must be ${PUBKEY_TYPE} or ${MULTISIG_PUBKEY_TYPE}`, { field: `${field}.type` });
  }
  return signerAddresses.get(signature.pub_key.value, (base64) => {
    let key: Uint8Array;
    try {
      key = fromBase64(base64);
    } catch {
      key = new Uint8Array();
    }
    if (key.length !== 32)
      throw badRequest('invalid_pubkey', `${field}.value must be a base64 32-byte Ed25519 key`, { field: `${field}.value` });
    return addressFromPublicKey(key, 'gt1');
  });
}

/** A multisignature with fewer signatures than the threshold is refused by name, before verification. */
function checkThreshold(thresholdKey: Uint8Array, signature: string, index: number): void {
  const field = `value.signatures[${index}].signature`;
  const { threshold, pubkeys } = parseMultisigKey(thresholdKey);
  let multisig;
  try {
    multisig = decodeMultisignature(fromBase64(signature));
  } catch (error) {
    throw badRequest('invalid_multisignature', `${field}: ${error instanceof Error ? error.message : 'not a multisignature'}`, { field });
  }
  if (multisig.signed.length !== pubkeys.length) {
    throw badRequest(
      'invalid_multisignature',
      `${field} has ${multisig.signed.length} member bits but the key has ${pubkeys.length} members`,
      { field },
    );
  }
  if (multisig.sigs.length < threshold) {
    throw badRequest(
      'multisig_threshold_not_met',
      `${field} carries ${multisig.sigs.length} of the ${threshold} signatures this ${threshold}-of-${pubkeys.length} account needs`,
      { field, threshold, signatures: multisig.sigs.length },
    );
  }
}

// node:crypto's one-shot hash: no Hash object per call.
const sha384 = (bytes: Uint8Array) => hash('sha384', bytes, 'buffer');

/** Ed25519 checks the node makes itself: key, sign-doc digest and signature. */
type SignatureCheck = [publicKey: Uint8Array, digest: Uint8Array, signature: Uint8Array];

/**
 * verifyStdTx's answer for a tx whose signers decodeTx has matched (one signature per required
 * signer, each key's address that signer's), or the checks that decide it: the sign doc is built once
 * from the normalised messages and hashed by node:crypto. A threshold key goes through verifyStdTx itself.
 */
function signatureChecks(tx: StdTx, chainId: string, msgs: Msg[]): boolean | SignatureCheck[] {
  const signatures = tx.value.signatures ?? [];
  if (signatures.some((signature) => isMultisigPubKeyJson(signature.pub_key))) return verifyStdTx(tx, chainId, nodeVerifySignature);
  try {
    const digest = hash('sha256', canonicalSignDocOf(tx.value, chainId, msgs), 'buffer');
    const checks: SignatureCheck[] = [];
    for (const signature of signatures) {
      const key = fromBase64(signature.pub_key.value as string);
      const sig = fromBase64(signature.signature);
      if (key.length !== 32 || sig.length !== 64) return false;
      checks.push([key, digest, sig]);
    }
    return checks;
  } catch {
    return false;
  }
}

function signaturesVerify(tx: StdTx, chainId: string, msgs: Msg[]): boolean {
  const checks = signatureChecks(tx, chainId, msgs);
  return typeof checks === 'boolean' ? checks : checks.every((check) => nodeVerifySignature(...check));
}

/** signaturesVerify with each Ed25519 verification on libuv's threadpool. */
async function signaturesVerifyAsync(tx: StdTx, chainId: string, msgs: Msg[]): Promise<boolean> {
  const checks = signatureChecks(tx, chainId, msgs);
  if (typeof checks === 'boolean') return checks;
  const verdicts = await Promise.all(checks.map((check) => nodeVerifySignatureAsync(...check)));
  return verdicts.every(Boolean);
}

/** What decodeTx has checked before the signatures themselves. */
interface Unverified {
  tx: StdTx;
  msgs: Msg[];
  required: string[];
  fee: Coin[];
  window: [bigint, bigint];
  impersonated?: true;
}

const invalidSignature = (chainId: string) =>
  badRequest(
    'invalid_signature',
    `signature verification failed: invalid_signature or wrong chain id (this node's chain id is "${chainId}")`,
    { chain_id: chainId },
  );

function decodeUnverified(body: unknown, rules: DecodeRules): Unverified {
  const parsed = parseOr400(StdTxSchema, unwrap(body), 'invalid_tx', 'tx');
  const tx = parsed as StdTx;
  const value = parsed.value;
  const msgs = validateMsgs(value.msg);
  msgs.forEach((msg, i) => {
    if (!rules.supports(msg.type)) {
      throw badRequest('unsupported_msg_type', `msg[${i}]: this node has no module for ${msg.type} yet`, { field: `msg[${i}].type` });
    }
  });
  checkMemo(value.memo);
  const fee = checkFee(value.fee.amount, rules.minimumTxFee, 'fee.amount');
  const window = parseValidHeight(value.valid_height);
  const unsigned = value.signatures === null || value.signatures.length === 0;
  if (unsigned && !rules.signaturesTrusted && !signersOf(msgs).every((address) => rules.impersonating?.(address))) {
    throw badRequest('unsigned_tx', 'signatures is empty: sign the transaction before broadcasting it', { field: 'signatures' });
  }
  const nonce = value.nonces.length === 1 ? value.nonces[0] : undefined;
  let nonceBytes: number;
  try {
    nonceBytes = typeof nonce === 'string' ? fromBase64(nonce).length : 0;
  } catch {
    nonceBytes = 0;
  }
  // Any length, as a real node takes it: the SDK's StdTx.ValidateBasic (gatechainsdk
  // gatechain/auth/stdtx.go) never looks at it, and its TxBuilder (gatechain/auth/txbuilder.go) signs
  // a 32-byte one (gatechain/crypto util.go Hash: SHA-512/256); the ledger's own tools sign 48 bytes.
  if (nonceBytes === 0) {
    throw badRequest('invalid_nonce', 'nonces must hold exactly one non-empty base64 nonce', { field: 'nonces' });
  }

  // `msgs` are normalised already: their signers are read without validating them again.
  const required = signersOf(msgs);
  // Accepted unsigned only while every signer is impersonated (or on replay, where it was then).
  if (unsigned) return { tx, msgs, required, fee, window, impersonated: true };
  const signedBy = value.signatures!.map((signature, i) => signerOf(signature as StdSignature, i));
  const missing = required.filter((address) => !signedBy.includes(address));
  if (missing.length > 0) {
    throw badRequest('missing_signature', `the transaction must be signed by ${missing.join(', ')}`, { missing });
  }
  if (signedBy.length !== required.length || signedBy.some((address, i) => address !== required[i])) {
    throw badRequest('unexpected_signatures', `signatures must be exactly one per required signer, in order: ${required.join(', ')}`, {
      required,
    });
  }
  return { tx, msgs, required, fee, window };
}

function checkedTx({ tx, msgs, required, fee, window, impersonated }: Unverified): CheckedTx {
  const amino = encodeStdTxAmino(tx, msgs);
  const txhash = txHashOfAmino(tx.value.msg, amino, sha384);
  return {
    ...(impersonated ? { impersonated } : {}),
    tx,
    msgs,
    txhash,
    hash: bareTxHash(txhash),
    signers: required,
    feePayer: required[0]!,
    fee,
    window,
    // Tx records carry the amino bytes as upper-case hex, as the ledger's records do.
    data: Buffer.from(amino.buffer, amino.byteOffset, amino.length).toString('hex').toUpperCase(),
  };
}

export function decodeTx(body: unknown, rules: DecodeRules): CheckedTx {
  const unverified = decodeUnverified(body, rules);
  if (!rules.signaturesTrusted && !unverified.impersonated && !signaturesVerify(unverified.tx, rules.chainId, unverified.msgs))
    throw invalidSignature(rules.chainId);
  return checkedTx(unverified);
}

/** decodeTx's checks, errors and order, with the Ed25519 verifications off the event loop (libuv's threadpool). */
export async function decodeTxAsync(body: unknown, rules: DecodeRules): Promise<CheckedTx> {
  const unverified = decodeUnverified(body, rules);
  if (!rules.signaturesTrusted && !unverified.impersonated && !(await signaturesVerifyAsync(unverified.tx, rules.chainId, unverified.msgs)))
    throw invalidSignature(rules.chainId);
  return checkedTx(unverified);
}
