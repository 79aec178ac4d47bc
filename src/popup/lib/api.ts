// The popup's only way to the background: one typed call per wallet-api method.
import type { LedgerClient, QueryMethod } from '../../core/rest/client';
import type {
  LedgerQuery,
  LedgerQueryResult,
  WalletCallParams,
  WalletMethod,
  WalletResponse,
  WalletResults,
} from '../../shared/wallet-api';
import { hasMessage, language, t } from '../i18n';
import { reasonWords } from './reasons';
import { sendWalletMessage } from './wallet-message';
import { sendOverPort } from './wallet-port';

export class WalletApiError extends Error {
  readonly code: string;
  readonly field?: string;
  /** For 'tx_rejected': the node's own code, when it gave one. */
  readonly reason?: string;
  constructor(code: string, message: string, field?: string, reason?: string) {
    super(message);
    this.name = 'WalletApiError';
    this.code = code;
    if (field !== undefined) this.field = field;
    if (reason !== undefined) this.reason = reason;
  }
}

// Errors that mean the frame state is stale (the wallet locked itself or was reset elsewhere).
const STATE_CHANGING_CODES = new Set(['locked', 'wallet_locked', 'not_initialized', 'uninitialized']);
const stateListeners = new Set<() => void>();

export function onStaleState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** `sent`: the same call's message already sent (the page's first script's wallet_getState), to read its answer. */
export async function callWallet<M extends WalletMethod>(
  method: M,
  params: WalletCallParams<M>,
  sent?: Promise<unknown>,
): Promise<WalletResults[M]> {
  let response: WalletResponse<M> | undefined;
  try {
    // A call lost with a closed port (the worker stopped) goes again by message, which wakes the worker;
    // a decision already carried out is gone from the queue by then, so it is never carried out twice.
    const overPort = sent ? undefined : sendOverPort(method, params)?.catch(() => sendWalletMessage(method, params));
    response = (await (sent ?? overPort ?? sendWalletMessage(method, params))) as WalletResponse<M> | undefined;
  } catch (err) {
    throw new WalletApiError('no_background', t('ui.noBackground', { detail: errorText(err) }));
  }
  if (!response || typeof response !== 'object') {
    throw new WalletApiError('no_response', t('ui.noResponse'));
  }
  if (!response.ok) {
    const { code, message, field, reason } = response.error ?? { code: 'unknown', message: t('ui.unknownError') };
    if (STATE_CHANGING_CODES.has(code)) for (const listener of stateListeners) listener();
    throw new WalletApiError(code, message, field, reason);
  }
  return response.result;
}

/** A ledger read through the background's REST client, typed by its LedgerClient query method. */
export function queryLedger<K extends QueryMethod>(name: K, ...args: Parameters<LedgerClient[K]>): Promise<LedgerQueryResult<K>>;
export function queryLedger(name: string, ...args: unknown[]): Promise<unknown> {
  return callWallet('wallet_query', { name, args } as LedgerQuery);
}

/** Codes of a read that failed for want of the node (no answer, or not the chain's node): the health check follows them. */
export const NODE_ERROR_CODES: ReadonlySet<string> = new Set([
  'network_error',
  'network_unreachable',
  'chain_id_mismatch',
  'not_a_ledger_node',
]);
/**
 * A node's failures: their headline is a sentence of what to do in the page's language, and the background's
 * technical line (URL, path, status, the node's own words) is their details in every language, Chinese included.
 */
const NODE_DETAIL_CODES: ReadonlySet<string> = new Set([
  'network_error',
  'unexpected_answer',
  'answer_too_large',
  'network_unreachable',
  'not_a_ledger_node',
  'chain_id_mismatch',
  'network_check_failed',
]);
/** Between an error's sentence and its technical line (ErrorBox puts the line behind "Details"). */
const DETAILS_SEPARATOR = '\n';

/** The sentence and, apart, the technical line (URL, path, the browser's words) of an error text. */
export function splitDetails(text: string): { sentence: string; details?: string } {
  const at = text.indexOf(DETAILS_SEPARATOR);
  return at < 0 ? { sentence: text } : { sentence: text.slice(0, at), details: text.slice(at + DETAILS_SEPARATOR.length) };
}

/**
 * A node's failure reads as a sentence saying what to do, its technical line after DETAILS_SEPARATOR, in every
 * language. Otherwise English shows the background's own message; other languages its code's text when known.
 * A tx the node refused reads the summary of the node's code, the node's words as its details.
 */
export function errorText(err: unknown): string {
  if (err instanceof WalletApiError && err.code === 'tx_rejected') {
    const words = reasonWords(err.reason, err.message);
    return words.detail === null ? words.summary : `${words.summary}${DETAILS_SEPARATOR}${t('reason.detail', { text: words.detail })}`;
  }
  const key = err instanceof WalletApiError ? `errors.${err.code}` : '';
  if (err instanceof WalletApiError && NODE_DETAIL_CODES.has(err.code) && hasMessage(key))
    return err.message.trim() === '' ? t(key) : `${t(key)}${DETAILS_SEPARATOR}${err.message}`;
  if (language() !== 'en' && hasMessage(key)) return t(key);
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  return t('ui.somethingWrong');
}
