// Types of `window.ledger`, the Vaultline dApp provider (docs/provider.md in the Vaultline repo).
// Standalone: no runtime code and no dependencies. The wallet's own definition is
// src/shared/provider-api.ts; test/packages/provider-types.check.ts fails the wallet's type check
// when the two differ.

/** Amounts and integers are decimal strings; GT amounts are in NANOGT (1 GT = 10^9 NANOGT). */
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

/**
 * Each ledger message's `value`, field by field, as the wallet accepts it. Addresses are `gt1…`
 * (the ledger also takes `gt2…`, `vault1…` and `vault2…` where an account may be a multisig or a
 * vault); integers (heights, supply, an index) are decimal strings; `con-account_…` fields are a
 * consensus account's `gt1…` address.
 */
export interface MsgValues {
  MsgSend: { from_address: string; to_address: string; amount: Coin[] };
  /** Locks `amount` in a vault: revocable by `security_address` until `delay_height`, spendable after `clearing_height`. */
  MsgRevocableSend: { from_address: string; to_address: string; amount: Coin[] };
  MsgRevoke: {
    vault_address: string;
    security_address: string;
    revoke_address: string;
    height: string;
    tx_hash: string;
    msg_index: string;
    amount: Coin[];
  };
  /** `pubkey`: a `gt1pub…` multisig key for a multisig vault; leave it out (or '') for a single-key vault. */
  MsgCreateVault: {
    from_address: string;
    to_address: string;
    security_address: string;
    delay_height: string;
    clearing_height: string;
    amount: Coin[];
    pubkey?: string;
  };
  MsgUpdateClearingHeight: { vault_address: string; clearing_height: string };
  /** `vault_address`: one vault, or a list of them. */
  MsgClearVaultAccount: { from_address: string; vault_address: string | string[] };
  /** `to_address`: the multisig's `gt1…` address; `pubkey`: its `gt1pub…` threshold key. */
  MsgPublishMultiSigAccount: { from_address: string; to_address: string; pubkey: string };
  MsgDelegate: { delegator_address: string; 'con-account_address': string; amount: Coin };
  MsgBeginRedelegate: { delegator_address: string; 'con-account_src_address': string; 'con-account_dst_address': string; amount: Coin };
  MsgUndelegate: { delegator_address: string; 'con-account_address': string; amount: Coin };
  /** `delegator_address`: one delegator, or a list of them. */
  MsgUndelegateByRetrievalAccount: { security_address: string; delegator_address: string | string[] };
  MsgWithdrawDelegationReward: { delegator_address: string; 'con-account_address': string };
  MsgModifyWithdrawAddress: { delegator_address: string; withdraw_address: string };
  /** `symbol`: 2-15 upper-case letters; `total_supply` may be written like "1e9". */
  IssueToken: { source_address: string; token_name: string; symbol: string; total_supply: string; mintable: boolean; freezable: boolean };
  /** `amount.denom`: the on-chain token symbol, such as "YJ-9D3". */
  MintToken: { source_address: string; amount: Coin };
  FreezeToken: { source_address: string; symbol: string };
  UnfreezeToken: { source_address: string; symbol: string };
  BurnToken: { from_address: string; sub: Coin };
}

/** The ledger's message types (docs/provider.md, "Message types"). */
export type MsgType = keyof MsgValues;

/** A ledger message as a request carries it: a misspelled type or field, or a wrong field type, does not compile. */
export type LedgerMsg = { [T in MsgType]: { type: T; value: MsgValues[T] } }[MsgType];

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

export interface Account {
  /** gt1… (vault accounts: vault1…). */
  address: string;
  /** gt1pub… (amino Ed25519 key). */
  publicKey: string;
  name: string;
}
export interface Network {
  chainId: string;
  name: string;
  restUrl: string;
}

/** Messages with optional tx fields, or an unsigned StdTx as a node's build endpoint returns it. */
export type TxRequest =
  | { msgs: LedgerMsg[]; fee?: StdFee; memo?: string; validHeight?: [string, string] }
  | {
      type: 'StdTx';
      value: {
        msg: LedgerMsg[];
        fee?: StdFee;
        memo?: string;
        valid_height?: unknown;
        nonces?: unknown;
        signatures?: unknown;
        [key: string]: unknown;
      };
    };

/** "None": omit params, or pass [] or {}. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the empty object a dApp passes, part of the published API
export type NoParams = unknown[] | {} | undefined;

export interface SignedStdTxInput {
  type: 'StdTx';
  value: { msg: LedgerMsg[]; signatures: unknown[]; [key: string]: unknown };
}

export interface ProviderParams {
  ledger_requestAccounts: NoParams;
  ledger_accounts: NoParams;
  ledger_chainId: NoParams;
  ledger_getNetwork: NoParams;
  ledger_signTx: TxRequest;
  ledger_sendTx: TxRequest;
  ledger_broadcastTx: SignedStdTxInput;
  /** Partial-signature bundles (`vaultline-multisig:1:…`) of one multisig tx. */
  ledger_combineMultisig: { bundles: string[] };
  /** `data`: a UTF-8 string, or `0x`-prefixed hex bytes. */
  ledger_signMessage: { data: string; address?: string };
  /** `nonce`: 8-128 of [A-Za-z0-9._~-]; `statement`: one line, at most 280 characters; `expiresInSeconds`: 60 to 86,400 (default 600). */
  ledger_signIn: { nonce: string; statement?: string; address?: string; expiresInSeconds?: number };
  ledger_addNetwork: { name: string; restUrl: string; chainId: string };
  ledger_switchNetwork: { chainId: string };
  ledger_disconnect: NoParams;
  /** `timeoutMs`: 1,000 to 600,000 (default 60,000). */
  ledger_waitForTx: { txhash: string; timeoutMs?: number };
}

export type ProviderMethod = keyof ProviderParams;

/** The node accepted the tx; `height` is "0" until a block includes it (see ledger_waitForTx). */
export interface TxResult {
  txhash: string;
  height: string;
}

export type WaitForTxResult =
  { status: 'included'; txhash: string; height: string } | { status: 'failed'; txhash: string; height: string; reason: string };

export interface SignedMessage {
  /** base64 of the 64-byte Ed25519 signature over SHA-256(signedDoc). */
  signature: string;
  /** gt1pub… of the signing key. */
  publicKey: string;
  /** The signer's address as the wallet shows it. */
  address: string;
  /** The canonical JSON text that was hashed and signed. */
  signedDoc: string;
}

/** What a sign-in document states (docs/provider.md, "Sign-in"); times are ISO 8601 UTC to the second. */
export interface SignInFields {
  /** The requesting site's origin, as the browser gave it to the wallet. */
  origin: string;
  chainId: string;
  nonce: string;
  statement: string;
  issuedAt: string;
  expirationTime: string;
  /** gt1 address of the signer. */
  signer: string;
}

/** What the verifier expects: its own origin, the chain, the nonce it issued (and optionally the account). */
export interface SignInExpectation {
  origin: string;
  chainId: string;
  nonce: string;
  address?: string;
  now?: number;
  skewMs?: number;
}

export type SignInCheck =
  | { ok: true; fields: SignInFields }
  | { ok: false; reason: 'malformed' | 'signature' | 'origin' | 'chainId' | 'nonce' | 'address' | 'notYetValid' | 'expired' };

/** The verifier's signature; its reference implementation is `verifySignIn` in the wallet's src/core/signIn.ts. */
export type VerifySignIn = (
  signed: Pick<SignedMessage, 'signature' | 'publicKey' | 'signedDoc'>,
  expected: SignInExpectation,
) => SignInCheck;

/** ledger_signTx's answer when the signer is a multisig account: a partial-signature bundle that its members complete. */
export interface MultisigSignResult {
  /** `vaultline-multisig:1:…`: hand it to the other members, then to ledger_combineMultisig. */
  bundle: string;
  /** The multisig account. */
  address: string;
  /** How many member signatures the ledger needs. */
  threshold: number;
  /** How many the bundle has. */
  signatures: number;
  /** `signatures >= threshold`: ledger_combineMultisig can make the signed StdTx. */
  ready: boolean;
}

export interface ProviderResults {
  ledger_requestAccounts: Account[];
  /** `[]` when the site is not connected or the wallet is locked. */
  ledger_accounts: Account[];
  ledger_chainId: string;
  /** Only `{chainId}` when the site is not connected. */
  ledger_getNetwork: Network | { chainId: string };
  /** A multisig signer's answer is a MultisigSignResult, every other signer's the signed StdTx. */
  ledger_signTx: StdTx | MultisigSignResult;
  ledger_sendTx: TxResult;
  ledger_broadcastTx: TxResult;
  ledger_combineMultisig: StdTx;
  ledger_signMessage: SignedMessage;
  /** `signedDoc` is a sign-in document: check it with a VerifySignIn (docs/provider.md). */
  ledger_signIn: SignedMessage;
  ledger_addNetwork: null;
  ledger_switchNetwork: null;
  ledger_disconnect: null;
  ledger_waitForTx: WaitForTxResult;
}

export type ProviderEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'networkChanged';

export interface ProviderEventData {
  connect: { chainId: string };
  disconnect: { code: number; message: string };
  /** Selected account first; `[]` when locked or disconnected. */
  accountsChanged: Account[];
  networkChanged: Network;
}

/** `error.code` of a rejected request (docs/provider.md, "Requests and errors"). */
export interface ProviderErrorCodes {
  userRejected: 4001;
  unauthorized: 4100;
  unsupportedMethod: 4200;
  disconnected: 4900;
  invalidParams: -32602;
  internal: -32603;
  txRejected: -32003;
  limitExceeded: -32005;
  txDropped: -32006;
  txTimeout: -32007;
  txUnconfirmed: -32008;
}
export type ProviderErrorCode = ProviderErrorCodes[keyof ProviderErrorCodes];

/** The `data` of the errors that carry one, by their code's name. */
export interface ProviderErrorData {
  /** `field`: the path of the wrong field (e.g. `msgs[0].value.to_address`), when the wallet can name it. */
  invalidParams: { field: string };
  /** `code`: the node's reason; `txhash` and `height` when a block ran the tx and its messages failed. */
  txRejected: { code?: string; txhash?: string; height?: string };
  /** ledger_waitForTx: the tx can no longer be included after block `validUntil`. */
  txDropped: { txhash: string; validUntil: string };
  txTimeout: { txhash: string };
  /** ledger_waitForTx: the node claims inclusion but its record does not prove it; `reason` says why. */
  txUnconfirmed: { txhash: string; reason: string };
  /** `code`: the node's own reason, when shaped like the ledger's codes (the message is a fixed sentence). */
  internal: { code: string };
  /** Refused without a window: the person blocked the site, or rejected it several times in a row (a cool-down). */
  userRejected: { reason: 'blocked' | 'coolDown' };
  /** `noWallet`: Vaultline has no wallet yet (it opened its welcome tab); `locked`: the person must unlock it. */
  disconnected: { reason: 'noWallet' | 'locked' };
}

/** A rejected request's error, its `data` typed by its `code`: check `code` and `data` is known. */
export type ProviderError = {
  [K in keyof ProviderErrorCodes]: { code: ProviderErrorCodes[K]; message: string } & (K extends
    'invalidParams' | 'internal' | 'userRejected' | 'disconnected'
    ? { data?: ProviderErrorData[K] }
    : K extends keyof ProviderErrorData
      ? { data: ProviderErrorData[K] }
      : { data?: undefined });
}[keyof ProviderErrorCodes];

/** What a rejected request rejects with. */
export type ProviderRpcError = Error & ProviderError;

export interface LedgerProvider {
  readonly isVaultline: true;
  request<M extends ProviderMethod>(args: { method: M; params?: ProviderParams[M] }): Promise<ProviderResults[M]>;
  on<E extends ProviderEvent>(event: E, listener: (data: ProviderEventData[E]) => void): LedgerProvider;
  removeListener<E extends ProviderEvent>(event: E, listener: (data: ProviderEventData[E]) => void): LedgerProvider;
}

/** `ledger:announceProvider`'s detail (EIP-6963 style discovery). */
export interface ProviderAnnouncement {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: LedgerProvider;
}

declare global {
  interface Window {
    ledger?: LedgerProvider;
  }
  interface WindowEventMap {
    'ledger:announceProvider': CustomEvent<ProviderAnnouncement>;
  }
}
