// Off-chain message signing (ledger_signMessage). The signed document mirrors a sign doc so one
// signer serves both, yet it can never be a valid transaction: the message type does not exist on
// the ledger, the chain id is empty, the fee is 0, there is no nonce, and the validity window ends
// at height 0.
import { sha256 } from '@noble/hashes/sha2.js';
import {
  ED25519_AMINO_PREFIX,
  addressFromAminoPubKey,
  isEd25519AminoKey,
  addressFromPublicKey,
  aminoPubKey,
  bech32PubKey,
  decodeBech32PubKey,
  toGt1,
} from './address';
import { fromBase64, toBase64, utf8ToBytes } from './bytes';
import { CoreError } from './errors';
import { canonicalJson } from './json';
import { signDigest, verifySignature } from './sign';

const SIGN_DATA_TYPE = 'sign/MsgSignData';
const MAX_SIGN_DATA_BYTES = 65536;

export interface SignMessageDoc {
  chain_id: '';
  fee: { amount: []; gas: '0' };
  memo: '';
  msgs: [{ type: typeof SIGN_DATA_TYPE; value: { data: string; signer: string } }];
  nonces: [];
  valid_height: ['0', '0'];
}

export interface SignedMessage {
  /** base64 of the 64-byte Ed25519 signature over SHA-256(signedDoc). */
  signature: string;
  /** gt1pub… of the signing key. */
  publicKey: string;
  /** The signer's address (gt1 form unless the caller shows another form). */
  address: string;
  /** The canonical JSON text that was hashed and signed. */
  signedDoc: string;
}

/** The document for `data` signed by `signer` (any address form; written as gt1). */
export function buildSignMessageDoc(data: Uint8Array, signer: string): SignMessageDoc {
  if (data.length > MAX_SIGN_DATA_BYTES) throw new CoreError('data_too_long', `data must be at most ${MAX_SIGN_DATA_BYTES} bytes`, 'data');
  return {
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [{ type: SIGN_DATA_TYPE, value: { data: toBase64(data), signer: toGt1(signer, 'signer') } }],
    nonces: [],
    valid_height: ['0', '0'],
  };
}

export function signMessageDocText(doc: SignMessageDoc): string {
  return canonicalJson(doc);
}

export function signMessageDigest(signedDoc: string): Uint8Array {
  return sha256(utf8ToBytes(signedDoc));
}

/** Signs `data` with the raw scalar kL (the same signer as transactions). */
export function signMessage(kL: Uint8Array, publicKey: Uint8Array, data: Uint8Array): SignedMessage {
  const address = addressFromPublicKey(publicKey, 'gt1');
  const signedDoc = signMessageDocText(buildSignMessageDoc(data, address));
  return {
    signature: toBase64(signDigest(kL, signMessageDigest(signedDoc), publicKey)),
    publicKey: bech32PubKey(aminoPubKey(publicKey)),
    address,
    signedDoc,
  };
}

/** The data and signer inside a signed document; throws unless the text is exactly such a document. */
export function parseSignMessageDoc(signedDoc: string): { data: Uint8Array; signer: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(signedDoc);
  } catch {
    throw new CoreError('invalid_sign_doc', 'signedDoc is not JSON', 'signedDoc');
  }
  const value = (parsed as SignMessageDoc | null)?.msgs?.[0]?.value;
  if (typeof value?.data !== 'string' || typeof value.signer !== 'string') {
    throw new CoreError('invalid_sign_doc', 'signedDoc is not a sign/MsgSignData document', 'signedDoc');
  }
  const data = fromBase64(value.data, 'data');
  if (signMessageDocText(buildSignMessageDoc(data, value.signer)) !== signedDoc) {
    throw new CoreError('invalid_sign_doc', 'signedDoc is not a canonical sign/MsgSignData document', 'signedDoc');
  }
  return { data, signer: value.signer };
}

/**
 * True when `signedDoc` is exactly the document for its data and signer, the public key's address
 * is that signer, and the signature verifies. `expected` pins the data and/or signer address.
 */
export function verifySignedMessage(
  signed: Pick<SignedMessage, 'signature' | 'publicKey' | 'signedDoc'>,
  expected: { data?: Uint8Array; address?: string } = {},
): boolean {
  try {
    const { data, signer } = parseSignMessageDoc(signed.signedDoc);
    const amino = decodeBech32PubKey(signed.publicKey);
    // Only a single Ed25519 key signs messages; a multisig key has no one signature to check.
    if (!isEd25519AminoKey(amino)) return false;
    if (addressFromAminoPubKey(amino, 'gt1') !== signer) return false;
    if (expected.address !== undefined && toGt1(expected.address) !== signer) return false;
    if (expected.data !== undefined && toBase64(expected.data) !== toBase64(data)) return false;
    return verifySignature(
      amino.subarray(ED25519_AMINO_PREFIX.length),
      signMessageDigest(signed.signedDoc),
      fromBase64(signed.signature, 'signature'),
    );
  } catch {
    return false;
  }
}
