// The one definition of the dApp contract: `window.ledger.request({method, params})`.
// inpage and content only move these envelopes; the background validates `params` with these
// schemas and takes the origin from the port's sender, never from the envelope.
import * as v from 'valibot';
import { built, builtTable } from '../core/built';
import type { MsgInput } from '../core/messages';
import type { SignedMessage } from '../core/signMessage';
import { MAX_SIGN_IN_SECONDS, MAX_STATEMENT_CHARS, MIN_SIGN_IN_SECONDS, SIGN_IN_NONCE } from '../core/sign-in-limits';
import type { StdTx } from '../core/types';
import { ChainIdSchema, FeeSchema, MemoSchema, MsgSchema, NetworkInputSchema, type TxResult } from './wallet-api';

const Str = built(() => v.string());
const HeightStr = built(() => v.pipe(Str(), v.regex(/^[0-9]{1,19}$/, 'valid height must be an integer string')));
const MsgList = built(() => v.pipe(v.array(MsgSchema()), v.minLength(1, 'msgs must not be empty'), v.maxLength(16)));
/** "none": omitted, [] or {}. */
const NoParams = built(() => v.optional(v.union([v.array(v.unknown()), v.object({})])));

/** Either a list of messages with optional tx fields, or an unsigned StdTx as a build endpoint returns it. */
export const TxRequest = built(() => v.union([
  v.object({
    msgs: MsgList(),
    fee: v.optional(FeeSchema()),
    memo: v.optional(MemoSchema()),
    validHeight: v.optional(v.tuple([HeightStr(), HeightStr()])),
  }),
  v.object({
    type: v.literal('StdTx'),
    value: v.looseObject({ msg: MsgList(), fee: v.optional(FeeSchema()), memo: v.optional(Str()), valid_height: v.optional(v.nullable(v.unknown())), nonces: v.optional(v.unknown()), signatures: v.optional(v.unknown()) }),
  }),
]));

// Kept once built: pages ask at every request, and each method's schema is small.
export const providerMethods = builtTable({
  ledger_requestAccounts: () => NoParams(),
  ledger_accounts: () => NoParams(),
  ledger_chainId: () => NoParams(),
  ledger_getNetwork: () => NoParams(),
  ledger_signTx: () => TxRequest(),
  ledger_sendTx: () => TxRequest(),
  ledger_broadcastTx: () => v.object({ type: v.literal('StdTx'), value: v.looseObject({ msg: v.array(MsgSchema()), signatures: v.pipe(v.array(v.unknown()), v.minLength(1)) }) }),
  /** Partial-signature bundles of one multisig tx (from ledger_signTx and its members) → the signed StdTx. */
  ledger_combineMultisig: () => v.object({ bundles: v.pipe(v.array(v.pipe(Str(), v.minLength(1), v.maxLength(64_000))), v.minLength(1), v.maxLength(16)) }),
  /** `data`: a UTF-8 string, or `0x`-prefixed hex bytes. */
  ledger_signMessage: () => v.object({ data: v.pipe(Str(), v.maxLength(65536)), address: v.optional(Str()) }),
  /** A sign-in for this site: the wallet adds the origin, chain id and times (docs/provider.md). */
  ledger_signIn: () => v.object({
    nonce: v.pipe(Str(), v.regex(SIGN_IN_NONCE, 'nonce must be 8 to 128 letters, digits or -._~')),
    statement: v.optional(v.pipe(Str(), v.maxLength(MAX_STATEMENT_CHARS), v.regex(/^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u, 'statement must be one line of visible text'))),
    address: v.optional(Str()),
    expiresInSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(MIN_SIGN_IN_SECONDS), v.maxValue(MAX_SIGN_IN_SECONDS))),
  }),
  ledger_addNetwork: () => NetworkInputSchema(),
  ledger_switchNetwork: () => v.object({ chainId: ChainIdSchema() }),
  ledger_disconnect: () => NoParams(),
  /** Follows a tx this wallet sent for the site to inclusion (docs/provider.md). */
  ledger_waitForTx: () => v.object({
    txhash: v.pipe(Str(), v.regex(/^(?:[A-Z_]+-)?[0-9a-fA-F]{96}$/, 'txhash must be a tx hash as ledger_sendTx answered it')),
    timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(600_000))),
  }),
}, true);

export type ProviderMethod = keyof typeof providerMethods;
export const PROVIDER_METHODS = Object.keys(providerMethods) as ProviderMethod[];

export interface ProviderAccount { address: string; publicKey: string; name: string }
export interface ProviderNetwork { chainId: string; name: string; restUrl: string }

export const ProviderErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  invalidParams: -32602,
  internal: -32603,
  /** The node refused the transaction (the message says why). */
  txRejected: -32003,
  /** Too many requests from one origin. */
  limitExceeded: -32005,
  /** ledger_waitForTx: the tx's valid-height window passed without a block including it. */
  txDropped: -32006,
  /** ledger_waitForTx: still pending when the wait ended (it may still be included). */
  txTimeout: -32007,
  /** ledger_waitForTx: the node claims a block includes the tx, but its record does not prove it. */
  txUnconfirmed: -32008,
} as const;

/** ledger_waitForTx's answer: a block included the tx; `failed` when its messages failed there (fee paid). */
export type WaitForTxResult =
  | { status: 'included'; txhash: string; height: string }
  | { status: 'failed'; txhash: string; height: string; reason: string };

/**
 * The fixed sentences a site gets where the wallet's own details would carry a node's or another
 * service's words (docs/provider.md, "Requests and errors"); the person sees the details in Vaultline.
 */
export const SITE_ERROR_MESSAGES = {
  nodeUnreachable: 'The ledger node could not be reached',
  nodeUnexpected: 'The ledger node answered something unexpected',
  nodeRefused: 'The ledger node refused the request',
  nodeUncertain: 'The ledger node did not answer clearly; the transaction may still be included (see Activity in Vaultline)',
  addNetworkFailed: 'Vaultline could not add this network; it showed the person why',
  switchNetworkFailed: 'Vaultline could not switch to this network; it showed the person why',
  txUnconfirmed: 'The node claims a block includes this transaction, but its record does not prove it; Vaultline does not count it as included',
} as const;


/** The `data` of the errors that carry one, by their code's name (docs/provider.md, "Requests and errors"). */
export interface ProviderErrorData {
  /** `field`: the path of the wrong field (e.g. `msgs[0].value.to_address`), when the wallet can name it. */
  invalidParams: { field: string };
  /** `code`: the node's reason; `txhash` and `height` when a block ran the tx and its messages failed. */
  txRejected: { code?: string; txhash?: string; height?: string };
  txDropped: { txhash: string; validUntil: string };
  txTimeout: { txhash: string };
  txUnconfirmed: { txhash: string; reason: string };
  /** `code`: the node's own reason, when shaped like the ledger's codes (the message is a fixed sentence). */
  internal: { code: string };
}

type ErrorName = keyof typeof ProviderErrorCode;
type DataOf<K extends ErrorName> = K extends 'invalidParams' | 'internal'
  ? { data?: ProviderErrorData[K] }
  : K extends keyof ProviderErrorData ? { data: ProviderErrorData[K] } : { data?: undefined };
/** A rejected request's error: its `data` typed by its `code`. */
export type ProviderError = { [K in ErrorName]: { code: (typeof ProviderErrorCode)[K]; message: string } & DataOf<K> }[ErrorName];
export type ProviderErrorCodeValue = ProviderError['code'];

export type ProviderEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'networkChanged';

/** The schema's loose `{type, value}` messages (`msgs`, or a StdTx's `msg`) as the ledger's typed messages. */
type TypedMsgs<P> = { [K in keyof P]: K extends 'msgs' | 'msg' ? MsgInput[] : K extends 'value' ? TypedMsgs<P[K]> : P[K] };
type TxMethod = 'ledger_signTx' | 'ledger_sendTx' | 'ledger_broadcastTx';

/** What a dApp may pass as each method's params (before the wallet normalises them). */
export type ProviderParams<M extends ProviderMethod> = M extends TxMethod
  ? TypedMsgs<v.InferInput<(typeof providerMethods)[M]>>
  : v.InferInput<(typeof providerMethods)[M]>;

/** ledger_signTx's answer when the signer is a multisig account: a partial-signature bundle its members complete. */
export interface MultisigSignResult { bundle: string; address: string; threshold: number; signatures: number; ready: boolean }

/** What each method resolves with (docs/provider.md, "Methods"). */
export interface ProviderResults {
  ledger_requestAccounts: ProviderAccount[];
  /** `[]` when the site is not connected or the wallet is locked. */
  ledger_accounts: ProviderAccount[];
  ledger_chainId: string;
  /** Only `{chainId}` when the site is not connected. */
  ledger_getNetwork: ProviderNetwork | { chainId: string };
  /** A multisig signer's answer is a bundle (MultisigSignResult), every other signer's the signed StdTx. */
  ledger_signTx: StdTx | MultisigSignResult;
  /** The node accepted the tx (height "0" until a block includes it; see ledger_waitForTx). */
  ledger_sendTx: TxResult;
  ledger_broadcastTx: TxResult;
  ledger_combineMultisig: StdTx;
  ledger_signMessage: SignedMessage;
  /** `signedDoc` is a sign-in document (verifySignIn). */
  ledger_signIn: SignedMessage;
  ledger_addNetwork: null;
  ledger_switchNetwork: null;
  ledger_disconnect: null;
  ledger_waitForTx: WaitForTxResult;
}

/** The data each event's listeners receive. */
export interface ProviderEventData {
  connect: { chainId: string };
  disconnect: { code: number; message: string };
  accountsChanged: ProviderAccount[];
  networkChanged: ProviderNetwork;
}

/** `window.ledger`, as dApps see it. */
export interface LedgerProvider {
  readonly isVaultline: true;
  request<M extends ProviderMethod>(args: { method: M; params?: ProviderParams<M> }): Promise<ProviderResults[M]>;
  on<E extends ProviderEvent>(event: E, listener: (data: ProviderEventData[E]) => void): LedgerProvider;
  removeListener<E extends ProviderEvent>(event: E, listener: (data: ProviderEventData[E]) => void): LedgerProvider;
}


/** Page <-> content script (window.postMessage), tagged so unrelated messages are ignored. */
export const PAGE_TARGET = 'vaultline-content';
export const INPAGE_TARGET = 'vaultline-inpage';
export type PageToContent = { target: typeof PAGE_TARGET; id: string; method: string; params?: unknown };
export type ContentToPage =
  | { target: typeof INPAGE_TARGET; id: string; result: unknown }
  | { target: typeof INPAGE_TARGET; id: string; error: ProviderError }
  | { target: typeof INPAGE_TARGET; event: ProviderEvent; data: unknown };

/** Content script <-> background over `chrome.runtime.connect({name: providerPortName(pageId)})`. */
export const PROVIDER_PORT = 'vaultline:provider';
/** The content script's own random name for its document, in its port's name: Firefox's port sender
 *  has no documentId, and without one a tab's next document would pass for the one that asked. */
export const providerPortName = (pageId: string) => `${PROVIDER_PORT}:${pageId}`;
/** The page id a provider port names ('' for none), or null when the port is not a provider port. */
export function pageIdOfPort(name: string): string | null {
  if (name === PROVIDER_PORT) return '';
  const match = /^vaultline:provider:([0-9a-f]{32})$/.exec(name);
  return match ? match[1]! : null;
}
export type PortRequest = { id: string; method: string; params?: unknown };
export type PortMessage =
  | { id: string; result: unknown }
  | { id: string; error: ProviderError }
  | { event: ProviderEvent; data: unknown };

export const PROVIDER_INFO = { name: 'Vaultline', rdns: 'dev.vaultline.wallet' } as const;

/**
 * Background -> content script by `chrome.tabs.sendMessage`: events for a page whose port is
 * closed (the worker went idle); the content script forwards them like port events.
 */
export const CONTENT_EVENT_CHANNEL = 'vaultline:event';
export type BackgroundToContent = { channel: typeof CONTENT_EVENT_CHANNEL; event: ProviderEvent; data: unknown; /** Only for this document (see BackgroundPing). */ page?: string };
/** Background -> content script: "is this document still here?" (answered `true`); a request whose
 *  document is gone is dropped from the approval queue. */
export const CONTENT_PING_CHANNEL = 'vaultline:ping';
export type BackgroundPing = { channel: typeof CONTENT_PING_CHANNEL; /** Answered `false` by another document of the frame. */ page?: string };
/** Content script -> background after a reconnect: ids still unanswered (results kept across a worker restart). */
export type PortResume = { resume: string[] };
