// Partial-signature bundles of a threshold account's tx: what members pass to each other (text,
// file or QR) until K of them have signed. Text form: `vaultline-multisig:1:` + base64url of the
// JSON `{v:1, chainId, restUrl?, thresholdKey (gt1pub…), tx (StdTx with its one nonce, signatures
// null), sigs: {memberIndex: base64 signature}}`. Decoding checks everything: the shape, the tx,
// that the threshold account is the tx's one signer, and every signature for its member.
import * as v from 'valibot';
import { addressFromPublicKey, bech32PubKey, decodeBech32PubKey, parseMultisigKey } from '../../core/address';
import { bytesToUtf8, fromBase64, toBase64, utf8ToBytes } from '../../core/bytes';
import { CoreError } from '../../core/errors';
import { canonicalJson } from '../../core/json';
import { validateMsg } from '../../core/messages/index';
import { addMultisigSignature, emptyMultisignature, multisigAddress, type Multisignature } from '../../core/multisig';
import { verifySignature } from '../../core/sign';
import {
  attachMultisignature,
  NONCE_BYTES,
  normalizeStdFee,
  signDocDigest,
  txSigners,
  validateMemo,
  validateValidHeight,
} from '../../core/tx';
import type { StdTx } from '../../core/types';

export const BUNDLE_PREFIX = 'vaultline-multisig:1:';
/** Generous for 16 messages and 20 members; anything longer is refused before parsing. */
const MAX_BUNDLE_CHARS = 64_000;

export interface MultisigBundle {
  v: 1;
  chainId: string;
  restUrl?: string;
  /** gt1pub… of the threshold key. */
  thresholdKey: string;
  /** The unsigned tx with the one nonce every member signs. */
  tx: StdTx;
  /** Member index (as a decimal string) → base64 Ed25519 signature over the tx's sign doc. */
  sigs: Record<string, string>;
}

const Text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const BundleSchema = v.strictObject({
  v: v.literal(1),
  chainId: Text(64),
  restUrl: v.optional(v.pipe(v.string(), v.url(), v.maxLength(500))),
  thresholdKey: Text(4000),
  tx: v.object({
    type: v.literal('StdTx'),
    value: v.object({
      msg: v.pipe(v.array(v.unknown()), v.minLength(1), v.maxLength(16)),
      fee: v.unknown(),
      nonces: v.tuple([v.string()]),
      signatures: v.null(),
      memo: v.string(),
      valid_height: v.unknown(),
    }),
  }),
  sigs: v.record(v.pipe(v.string(), v.regex(/^(0|[1-9]\d{0,2})$/)), Text(200)),
});

function invalid(message: string, field?: string): CoreError {
  return new CoreError('invalid_bundle', `This multisig bundle is not valid: ${message}`, field);
}

/** The threshold key's parts; throws invalid_bundle when it is not a threshold key. */
export function thresholdKeyOf(bundle: Pick<MultisigBundle, 'thresholdKey'>): {
  amino: Uint8Array;
  threshold: number;
  pubkeys: Uint8Array[];
} {
  try {
    const amino = decodeBech32PubKey(bundle.thresholdKey, 'thresholdKey');
    return { amino, ...parseMultisigKey(amino) };
  } catch {
    throw invalid('thresholdKey is not a multisig threshold key (gt1pub…)', 'thresholdKey');
  }
}

/** The tx normalised as the sign doc reads it; its only signer must be the threshold account. */
function checkedTx(tx: StdTx, amino: Uint8Array): StdTx {
  let normal: StdTx;
  try {
    const nonce = tx.value.nonces[0];
    if (typeof nonce !== 'string' || fromBase64(nonce, 'nonces[0]').length !== NONCE_BYTES)
      throw new CoreError('invalid_nonce', `the tx must carry one ${NONCE_BYTES}-byte nonce`, 'nonces');
    normal = {
      type: 'StdTx',
      value: {
        msg: tx.value.msg.map(validateMsg),
        fee: normalizeStdFee(tx.value.fee),
        nonces: [nonce],
        signatures: null,
        memo: validateMemo(tx.value.memo),
        valid_height: validateValidHeight(tx.value.valid_height),
      },
    };
  } catch (error) {
    if (error instanceof CoreError) throw invalid(error.message, `tx.${error.field ?? 'value'}`);
    throw error;
  }
  const signers = txSigners(normal);
  const address = multisigAddress(amino);
  if (signers.length !== 1 || signers[0] !== address) {
    throw invalid(`the tx must be signed by the multisig account ${address} alone (it names ${signers.join(', ')})`, 'tx');
  }
  return normal;
}

/** Refuses a signature that does not verify for its member, naming the member. */
function checkSignature(bundle: MultisigBundle, pubkeys: Uint8Array[], index: number, sig: Uint8Array): void {
  const key = pubkeys[index];
  if (!key) throw invalid(`sigs names member ${index + 1}, but the key has ${pubkeys.length} members`, `sigs.${index}`);
  if (sig.length !== 64 || !verifySignature(key, signDocDigest(bundle.tx.value, bundle.chainId), sig)) {
    throw new CoreError(
      'invalid_member_signature',
      `The signature of member ${index + 1} (${addressFromPublicKey(key)}) does not verify over this transaction on ${bundle.chainId}`,
      `sigs.${index}`,
    );
  }
}

/** A bundle checked in full (see the header); throws CoreError invalid_bundle / invalid_member_signature. */
export function validateBundle(raw: unknown): MultisigBundle {
  const parsed = v.safeParse(BundleSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = v.getDotPath(issue) ?? 'bundle';
    throw invalid(`${path}: ${issue.message}`, path);
  }
  const input = parsed.output;
  const { amino, pubkeys } = thresholdKeyOf(input);
  const bundle: MultisigBundle = {
    v: 1,
    chainId: input.chainId,
    ...(input.restUrl !== undefined ? { restUrl: input.restUrl } : {}),
    thresholdKey: bech32PubKey(amino),
    tx: checkedTx(input.tx as StdTx, amino),
    sigs: {},
  };
  for (const [key, text] of Object.entries(input.sigs).sort(([a], [b]) => Number(a) - Number(b))) {
    let sig: Uint8Array;
    try {
      sig = fromBase64(text, `sigs.${key}`);
    } catch {
      throw invalid(`sigs.${key} is not base64`, `sigs.${key}`);
    }
    checkSignature(bundle, pubkeys, Number(key), sig);
    bundle.sigs[key] = toBase64(sig);
  }
  return bundle;
}

/** A new bundle for an unsigned tx (its nonce already filled: core's withNonce). */
export function newBundle(input: { chainId: string; restUrl?: string; thresholdKey: Uint8Array; tx: StdTx }): MultisigBundle {
  return validateBundle({
    v: 1,
    chainId: input.chainId,
    ...(input.restUrl ? { restUrl: input.restUrl } : {}),
    thresholdKey: bech32PubKey(input.thresholdKey),
    tx: input.tx,
    sigs: {},
  });
}

/** The bundle with member `index`'s signature added (checked first). */
export function withSignature(bundle: MultisigBundle, index: number, sig: Uint8Array): MultisigBundle {
  checkSignature(bundle, thresholdKeyOf(bundle).pubkeys, index, sig);
  return { ...bundle, sigs: { ...bundle.sigs, [String(index)]: toBase64(sig) } };
}

function base64url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function encodeBundle(bundle: MultisigBundle): string {
  return BUNDLE_PREFIX + base64url(utf8ToBytes(JSON.stringify(bundle)));
}

/** Reads a bundle's text (surrounding white space and line breaks are ignored). */
export function decodeBundle(text: string): MultisigBundle {
  const compact = text.replace(/\s+/g, '');
  if (compact.length > MAX_BUNDLE_CHARS) throw invalid(`it is longer than ${MAX_BUNDLE_CHARS} characters`);
  if (!compact.startsWith(BUNDLE_PREFIX)) throw invalid(`it must start with ${BUNDLE_PREFIX}`);
  const body = compact.slice(BUNDLE_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) throw invalid('the text after the prefix is not base64url');
  let json: unknown;
  try {
    const padded = body.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (body.length % 4)) % 4);
    json = JSON.parse(bytesToUtf8(fromBase64(padded)));
  } catch {
    throw invalid('the text after the prefix is not base64url JSON');
  }
  return validateBundle(json);
}

/** Bundles of the same tx (same chain, key and signed content) with their signatures joined. */
export function mergeBundles(bundles: MultisigBundle[]): MultisigBundle {
  const [first, ...rest] = bundles;
  if (!first) throw invalid('no bundle given');
  const same = (b: MultisigBundle) =>
    b.chainId === first.chainId && b.thresholdKey === first.thresholdKey && canonicalJson(b.tx) === canonicalJson(first.tx);
  const other = rest.findIndex((b) => !same(b));
  if (other >= 0)
    throw new CoreError(
      'bundle_mismatch',
      `Bundle ${other + 2} is for another transaction, account or chain than bundle 1`,
      `bundles[${other + 1}]`,
    );
  return { ...first, sigs: Object.assign({}, ...bundles.map((b) => b.sigs)) as Record<string, string> };
}

/** Member indexes that signed, ascending. */
export function signedMembers(bundle: MultisigBundle): number[] {
  return Object.keys(bundle.sigs)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The signed StdTx once at least K members signed; else CoreError multisig_threshold_not_met. */
export function combineBundle(bundle: MultisigBundle): StdTx {
  const { amino, threshold, pubkeys } = thresholdKeyOf(bundle);
  const signed = signedMembers(bundle);
  if (signed.length < threshold) {
    throw new CoreError(
      'multisig_threshold_not_met',
      `This bundle carries ${signed.length} of the ${threshold} signatures this ${threshold}-of-${pubkeys.length} account needs`,
      'sigs',
    );
  }
  let multisig: Multisignature = emptyMultisignature(pubkeys.length);
  for (const index of signed) multisig = addMultisigSignature(multisig, index, fromBase64(bundle.sigs[String(index)]!));
  return attachMultisignature(bundle.tx, amino, multisig);
}

/** The multisignature of a bundle however many signed (to show a node's refusal of too few). */
export function forceCombine(bundle: MultisigBundle): StdTx {
  const { amino, pubkeys } = thresholdKeyOf(bundle);
  let multisig: Multisignature = emptyMultisignature(pubkeys.length);
  for (const index of signedMembers(bundle)) multisig = addMultisigSignature(multisig, index, fromBase64(bundle.sigs[String(index)]!));
  return attachMultisignature(bundle.tx, amino, multisig);
}
