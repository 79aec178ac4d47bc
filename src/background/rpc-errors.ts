// EIP-1193 errors answered to pages, and the mapping from internal errors to them.
import { CoreError } from '../core/errors';
import { LedgerHttpError } from '../core/rest/reads';
import { ProviderErrorCode, SITE_ERROR_MESSAGES, type ProviderError, type ProviderErrorData } from '../shared/provider-api';
import type { WalletError } from '../shared/wallet-api';

type ErrorName = keyof typeof ProviderErrorCode;
/** A code, a message, and the data that code carries (ProviderErrorData): none, optional or required. */
type ErrorArgs = {
  [K in ErrorName]: [
    code: (typeof ProviderErrorCode)[K],
    message: string,
    ...data: K extends 'invalidParams' | 'internal' | 'userRejected' | 'disconnected'
      ? [data?: ProviderErrorData[K]]
      : K extends keyof ProviderErrorData
        ? [data: ProviderErrorData[K]]
        : [],
  ];
}[ErrorName];

export class ProviderRpcError extends Error {
  readonly code: ProviderError['code'];
  readonly data: ProviderError['data'];
  /** What the person is shown instead of `message` (a node's words a site must not get); see withDetail. */
  detail?: string;
  constructor(...[code, message, data]: ErrorArgs) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    this.data = data;
  }
}

/** `error`, with what the person is shown in its place (the site still gets only `message`). */
export function withDetail<E extends ProviderRpcError>(error: E, detail: string): E {
  error.detail = detail;
  return error;
}

export const rejected = () => new ProviderRpcError(ProviderErrorCode.userRejected, 'The request was rejected in Vaultline');
export const notConnected = (message = 'This site is not connected to Vaultline; call ledger_requestAccounts first') =>
  new ProviderRpcError(ProviderErrorCode.unauthorized, message);
export const invalidParams = (message: string, field?: string) =>
  new ProviderRpcError(ProviderErrorCode.invalidParams, message, field === undefined ? undefined : { field });

/** CoreErrors naming a field are the caller's bad input; anything unexpected stays vague. */
export function toProviderError(error: unknown, fieldPrefix = ''): ProviderError {
  if (error instanceof ProviderRpcError) {
    // The constructor tied the data to the code; TypeScript cannot follow that through the class.
    return (
      error.data === undefined
        ? { code: error.code, message: error.message }
        : { code: error.code, message: error.message, data: error.data }
    ) as ProviderError;
  }
  if (error instanceof LedgerHttpError) return nodeFailure(error);
  if (error instanceof CoreError) {
    if (error.code === 'locked')
      return { code: ProviderErrorCode.disconnected, message: 'Vaultline is locked', data: { reason: 'locked' } };
    const field = error.field === undefined ? undefined : fieldPrefix + error.field;
    return field === undefined
      ? { code: ProviderErrorCode.invalidParams, message: error.message }
      : { code: ProviderErrorCode.invalidParams, message: error.message, data: { field } };
  }
  return { code: ProviderErrorCode.internal, message: 'Vaultline could not handle this request' };
}

/** A code shaped like the ledger's own (`insufficient_funds`): anything else a node sends stays in the wallet. */
export const NODE_CODE = /^[a-z][a-z0-9_]{0,63}$/;

/** A node's failure as a site hears it: a fixed sentence, never the node's words (the popup has them). */
function nodeFailure(error: LedgerHttpError): ProviderError {
  if (error.status === 0) return { code: ProviderErrorCode.internal, message: SITE_ERROR_MESSAGES.nodeUnreachable };
  if (error.code === 'unexpected_answer' || error.code === 'answer_too_large')
    return { code: ProviderErrorCode.internal, message: SITE_ERROR_MESSAGES.nodeUnexpected };
  return NODE_CODE.test(error.code)
    ? { code: ProviderErrorCode.internal, message: SITE_ERROR_MESSAGES.nodeRefused, data: { code: error.code } }
    : { code: ProviderErrorCode.internal, message: SITE_ERROR_MESSAGES.nodeRefused };
}

/** An approved Add/Switch network that failed: a code and a fixed sentence; its details are the person's. */
export function networkFailure(kind: 'addNetwork' | 'switchNetwork', error: unknown): ProviderError {
  if (kind === 'addNetwork') return { code: ProviderErrorCode.invalidParams, message: SITE_ERROR_MESSAGES.addNetworkFailed };
  return {
    code: error instanceof CoreError && error.code === 'unknown_network' ? ProviderErrorCode.invalidParams : ProviderErrorCode.internal,
    message: SITE_ERROR_MESSAGES.switchNetworkFailed,
  };
}

/** The popup's names for the provider errors that the shared tx path (prepare, sign, broadcast) throws. */
const walletCodeOf: Partial<Record<number, string>> = {
  [ProviderErrorCode.invalidParams]: 'invalid_params',
  [ProviderErrorCode.unauthorized]: 'not_our_signer',
  [ProviderErrorCode.txRejected]: 'tx_rejected',
  [ProviderErrorCode.internal]: 'network_error',
};

/** Why Vaultline would not sign on a network (chain/health.ts), named as the popup words them. */
const NODE_REFUSALS = new Set(['chain_id_mismatch', 'not_a_ledger_node']);

export function walletError(error: unknown): WalletError {
  if (error instanceof CoreError)
    return error.field === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, field: error.field };
  if (error instanceof ProviderRpcError) {
    const data = error.data;
    const nodeCode = data && 'code' in data ? String(data.code) : undefined;
    // A broadcast the node may have taken is not a node that does not answer: the popup words it apart.
    const uncertain = error.message === SITE_ERROR_MESSAGES.nodeUncertain;
    const code = uncertain
      ? 'node_uncertain'
      : nodeCode !== undefined && NODE_REFUSALS.has(nodeCode)
        ? nodeCode
        : (walletCodeOf[error.code] ?? 'request_failed');
    const field = data && 'field' in data ? data.field : undefined;
    const reason = code === 'tx_rejected' && data && 'code' in data && typeof data.code === 'string' ? data.code : undefined;
    return {
      code,
      message: error.detail ?? error.message,
      ...(field === undefined ? {} : { field }),
      ...(reason === undefined ? {} : { reason }),
    };
  }
  return { code: 'internal', message: 'Vaultline could not complete this action' };
}
