// What crosses between the page, the content script and the background: tags, port names, error
// codes and their data. Constants and types only (no schema library), so the two content scripts
// that import it stay small; provider-api.ts, the whole provider API, re-exports all of it.

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
  /** Refused without a window: the person blocked the site, or rejected it several times in a row (a cool-down). */
  userRejected: { reason: 'blocked' | 'coolDown' };
  /** `noWallet`: Vaultline has no wallet yet (it opened its welcome tab); `locked`: the person must unlock it. */
  disconnected: { reason: 'noWallet' | 'locked' };
}

type ErrorName = keyof typeof ProviderErrorCode;
type DataOf<K extends ErrorName> = K extends 'invalidParams' | 'internal' | 'userRejected' | 'disconnected'
  ? { data?: ProviderErrorData[K] }
  : K extends keyof ProviderErrorData
    ? { data: ProviderErrorData[K] }
    : { data?: undefined };
/** A rejected request's error: its `data` typed by its `code`. */
export type ProviderError = { [K in ErrorName]: { code: (typeof ProviderErrorCode)[K]; message: string } & DataOf<K> }[ErrorName];

export type ProviderEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'networkChanged';

/** Page <-> content script (window.postMessage), tagged so unrelated messages are ignored. */
export const PAGE_TARGET = 'vaultline-content';
export const INPAGE_TARGET = 'vaultline-inpage';
export type PageToContent = { target: typeof PAGE_TARGET; id: string; method: string; params?: unknown };
export type ContentToPage =
  | { target: typeof INPAGE_TARGET; id: string; result: unknown }
  | { target: typeof INPAGE_TARGET; id: string; error: ProviderError }
  | { target: typeof INPAGE_TARGET; event: ProviderEvent; data: unknown };

/** Content script <-> background over `chrome.runtime.connect({name: providerPortName(pageId)})`. */
const PROVIDER_PORT = 'vaultline:provider';
/** The content script's own random name for its document, in its port's name: Firefox's port sender
 *  has no documentId, and without one a tab's next document would pass for the one that asked. */
export const providerPortName = (pageId: string) => `${PROVIDER_PORT}:${pageId}`;
/** The page id a provider port names ('' for none), or null when the port is not a provider port. */
export function pageIdOfPort(name: string): string | null {
  if (name === PROVIDER_PORT) return '';
  const match = /^vaultline:provider:([0-9a-f]{32})$/.exec(name);
  return match ? match[1]! : null;
}
export type PortRequest = {
  id: string;
  method: string;
  params?: unknown;
  /** Sent again after a reconnect: no "received" came for it, or it only reads (REPEATABLE_METHODS). */ again?: true;
};
/** Methods that only read (or whose repeat changes nothing): after a reconnect the content script sends
 *  one of these again whole even when the background said it received it, since a stopped worker
 *  loses the work it was doing. Any other received request is asked for by id (`resume`), never redone. */
export const REPEATABLE_METHODS: readonly string[] = [
  'ledger_accounts',
  'ledger_chainId',
  'ledger_getNetwork',
  'ledger_waitForTx',
  'ledger_combineMultisig',
  'ledger_disconnect',
];
export type PortMessage =
  | { id: string; result: unknown }
  | { id: string; error: ProviderError }
  | { event: ProviderEvent; data: unknown }
  /** "This worker has the request": sent as it arrives, before any work (not for REPEATABLE_METHODS,
   *  which are sent again after a reconnect either way). A request posted on a port whose worker had
   *  just stopped gets none, and the content script sends it again after reconnecting. */
  | { received: string };

export const PROVIDER_INFO = { name: 'Vaultline', rdns: 'dev.vaultline.wallet' } as const;

/**
 * Background -> content script by `chrome.tabs.sendMessage`: events for a page whose port is
 * closed (the worker went idle); the content script forwards them like port events.
 */
export const CONTENT_EVENT_CHANNEL = 'vaultline:event';
export type BackgroundToContent = {
  channel: typeof CONTENT_EVENT_CHANNEL;
  event: ProviderEvent;
  data: unknown;
  /** Only for this document (see BackgroundPing). */ page?: string;
};
/** Background -> content script: "is this document still here?" (answered `true`); a request whose
 *  document is gone is dropped from the approval queue. */
export const CONTENT_PING_CHANNEL = 'vaultline:ping';
export type BackgroundPing = {
  channel: typeof CONTENT_PING_CHANNEL;
  /** Answered `false` by another document of the frame. */ page?: string;
};
/** Content script -> background after a reconnect: ids the background said it received and has not
 *  answered yet (results kept across a worker restart); requests it never received are sent again whole. */
export type PortResume = { resume: string[] };
/** The most ids one `{resume}` carries (more go in more messages). */
export const RESUME_MAX = 200;
