// Sign-in bound to its site (ledger_signIn), in the spirit of EIP-4361 and ADR-036: the signed
// document names the requesting origin, the chain id, the site's nonce and the times it was issued and
// expires. The wallet fills origin and times itself (the origin from the browser, never the page).
// It is built like the signed-message document (same signer, never a valid transaction) with its
// own message type, so no ledger_signMessage can ever produce a sign-in document.
import {
  ED25519_AMINO_PREFIX,
  addressFromAminoPubKey,
  addressFromPublicKey,
  aminoPubKey,
  bech32PubKey,
  decodeBech32PubKey,
  isEd25519AminoKey,
  sameAccount,
  toGt1,
} from './address';
import { fromBase64, toBase64 } from './bytes';
import { CoreError } from './errors';
import { canonicalJson } from './json';
import { signDigest, verifySignature } from './sign';
import { signMessageDigest, type SignedMessage } from './signMessage';

export const SIGN_IN_TYPE = 'sign/MsgSignIn';
export const SIGN_IN_VERSION = '1';
export { MAX_SIGN_IN_SECONDS, MAX_STATEMENT_CHARS, MIN_SIGN_IN_SECONDS, SIGN_IN_NONCE } from './sign-in-limits';

/** What a sign-in document states; every field is a string, times as ISO 8601 UTC to the second. */
export interface SignInFields {
  /** The site's origin as the browser gave it, e.g. `https://app.example`. */
  origin: string;
  chainId: string;
  nonce: string;
  /** The site's own words, shown to the person; may be empty. */
  statement: string;
  issuedAt: string;
  expirationTime: string;
  /** gt1 address of the signer. */
  signer: string;
}

interface SignInValue {
  chain_id: string;
  expiration_time: string;
  issued_at: string;
  nonce: string;
  origin: string;
  signer: string;
  statement: string;
  version: string;
}

/** `2026-11-29T01:10:00Z`: the time to the second, in UTC. */
export function signInTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

function valueOf(fields: SignInFields): SignInValue {
  return {
    chain_id: fields.chainId,
    expiration_time: fields.expirationTime,
    issued_at: fields.issuedAt,
    nonce: fields.nonce,
    origin: fields.origin,
    signer: toGt1(fields.signer, 'signer'),
    statement: fields.statement,
    version: SIGN_IN_VERSION,
  };
}

/** The canonical text that is hashed and signed (the same skeleton as signed messages). */
export function signInDocText(fields: SignInFields): string {
  return canonicalJson({
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [{ type: SIGN_IN_TYPE, value: valueOf(fields) }],
    nonces: [],
    valid_height: ['0', '0'],
  });
}

/** Signs a sign-in document with the raw scalar kL; `fields.signer` is filled from the key. */
export function signIn(kL: Uint8Array, publicKey: Uint8Array, fields: Omit<SignInFields, 'signer'>): SignedMessage {
  const address = addressFromPublicKey(publicKey, 'gt1');
  const signedDoc = signInDocText({ ...fields, signer: address });
  return {
    signature: toBase64(signDigest(kL, signMessageDigest(signedDoc), publicKey)),
    publicKey: bech32PubKey(aminoPubKey(publicKey)),
    address,
    signedDoc,
  };
}

/** The fields of a sign-in document; throws unless the text is exactly such a document. */
export function parseSignInDoc(signedDoc: string): SignInFields {
  let value: Partial<SignInValue> | undefined;
  try {
    value = (JSON.parse(signedDoc) as { msgs?: Array<{ type?: unknown; value?: Partial<SignInValue> }> }).msgs?.[0]?.value;
  } catch {
    throw new CoreError('invalid_sign_in', 'signedDoc is not JSON', 'signedDoc');
  }
  const strings = ['chain_id', 'expiration_time', 'issued_at', 'nonce', 'origin', 'signer', 'statement'] as const;
  if (!value || strings.some((key) => typeof value[key] !== 'string'))
    throw new CoreError('invalid_sign_in', 'signedDoc is not a sign-in document', 'signedDoc');
  const v = value as SignInValue;
  const fields: SignInFields = {
    origin: v.origin,
    chainId: v.chain_id,
    nonce: v.nonce,
    statement: v.statement,
    issuedAt: v.issued_at,
    expirationTime: v.expiration_time,
    signer: v.signer,
  };
  if (!TIME.test(fields.issuedAt) || !TIME.test(fields.expirationTime) || signInDocText(fields) !== signedDoc) {
    throw new CoreError('invalid_sign_in', 'signedDoc is not a canonical sign-in document', 'signedDoc');
  }
  return fields;
}

export type SignInCheck =
  | { ok: true; fields: SignInFields }
  | { ok: false; reason: 'malformed' | 'signature' | 'origin' | 'chainId' | 'nonce' | 'address' | 'notYetValid' | 'expired' };

export interface SignInExpectation {
  /** The verifier's own origin (e.g. `https://app.example`), compared exactly. */
  origin: string;
  chainId: string;
  /** The nonce the verifier issued for this sign-in. */
  nonce: string;
  /** When given, the signer must be this account (any address form). */
  address?: string;
  /** The verifier's clock (ms); default Date.now(). */
  now?: number;
  /** Clock difference tolerated on issuedAt (ms); default 60 s. */
  skewMs?: number;
}

/**
 * Checks a sign-in: the document is canonical, the key's address is its signer, the signature
 * verifies, and origin, chain id, nonce (and address) are the expected ones, within its times.
 */
export function verifySignIn(
  signed: Pick<SignedMessage, 'signature' | 'publicKey' | 'signedDoc'>,
  expected: SignInExpectation,
): SignInCheck {
  let fields: SignInFields;
  try {
    fields = parseSignInDoc(signed.signedDoc);
    const amino = decodeBech32PubKey(signed.publicKey);
    if (!isEd25519AminoKey(amino) || addressFromAminoPubKey(amino, 'gt1') !== fields.signer) return { ok: false, reason: 'signature' };
    if (
      !verifySignature(
        amino.subarray(ED25519_AMINO_PREFIX.length),
        signMessageDigest(signed.signedDoc),
        fromBase64(signed.signature, 'signature'),
      )
    )
      return { ok: false, reason: 'signature' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (fields.origin !== expected.origin) return { ok: false, reason: 'origin' };
  if (fields.chainId !== expected.chainId) return { ok: false, reason: 'chainId' };
  if (fields.nonce !== expected.nonce) return { ok: false, reason: 'nonce' };
  if (expected.address !== undefined && !isSigner(expected.address, fields.signer)) return { ok: false, reason: 'address' };
  const now = expected.now ?? Date.now();
  if (Date.parse(fields.issuedAt) > now + (expected.skewMs ?? 60_000)) return { ok: false, reason: 'notYetValid' };
  if (Date.parse(fields.expirationTime) <= now) return { ok: false, reason: 'expired' };
  return { ok: true, fields };
}

function isSigner(address: string, signer: string): boolean {
  try {
    return sameAccount(address, signer);
  } catch {
    return false;
  }
}
