// Wire shapes of the ledger (ledger-service.md §2). Amounts and integers are decimal strings.
export interface Coin {
  denom: string;
  amount: string;
}
export interface StdFee {
  amount: Coin[];
  gas: string;
}
export interface Msg<T extends string = string, V = Record<string, unknown>> {
  type: T;
  value: V;
}
export const PUBKEY_TYPE = 'gatechain/PubKeyEd25519';
/** A single key's `{type, value: base64}`; a threshold (multisig) key's value is its amino JSON object. */
export interface StdSignature {
  pub_key:
    { type: string; value: string } | { type: string; value: { threshold: string; pubkeys: Array<{ type: string; value: string }> } };
  signature: string;
}
export interface StdTxValue {
  msg: Msg[];
  fee: StdFee;
  /** One 48-byte nonce (base64) per transaction; `[null]` until signed. */
  nonces: Array<string | null>;
  signatures: StdSignature[] | null;
  memo: string;
  valid_height: [string, string];
}
export interface StdTx {
  type: 'StdTx';
  value: StdTxValue;
}
/** BIP32-Ed25519 extended private key: kL (scalar, little-endian), kR, chain code; 32 bytes each. */
export interface ExtendedKey {
  kL: Uint8Array;
  kR: Uint8Array;
  chainCode: Uint8Array;
}
