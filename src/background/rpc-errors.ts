// EIP-1193 errors answered to pages, and the mapping from internal errors to them.
import { CoreError } from '../core/errors.js';
import { LedgerHttpError } from '../core/rest/reads.js';
import { ProviderErrorCode, type ProviderError } from '../shared/provider-api';
import type { WalletError } from '../shared/wallet-api';

export class ProviderRpcError extends Error {
  constructor(readonly code: number, message: string, readonly data?: ProviderError['data']) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}

export const rejected = () => new ProviderRpcError(ProviderErrorCode.userRejected, 'The request was rejected in Vaultline');
export const notConnected = (message = 'This site is not connected to Vaultline; call ledger_requestAccounts first') =>
  new ProviderRpcError(ProviderErrorCode.unauthorized, message);
export const invalidParams = (message: string, field?: string) =>
  new ProviderRpcError(ProviderErrorCode.invalidParams, message, field === undefined ? undefined : { field });

/** CoreErrors naming a field are the caller's bad input; anything unexpected stays vague. */
export function toProviderError(error: unknown, fieldPrefix = ''): ProviderError {
  if (error instanceof ProviderRpcError) {
    return error.data === undefined ? { code: error.code, message: error.message } : { code: error.code, message: error.message, data: error.data };
  }
  if (error instanceof LedgerHttpError) {
    return { code: ProviderErrorCode.internal, message: `The ledger node answered: ${error.message}` };
  }
  if (error instanceof CoreError) {
    if (error.code === 'locked') return { code: ProviderErrorCode.disconnected, message: 'Vaultline is locked' };
    const field = error.field === undefined ? undefined : fieldPrefix + error.field;
    return field === undefined
      ? { code: ProviderErrorCode.invalidParams, message: error.message }
      : { code: ProviderErrorCode.invalidParams, message: error.message, data: { field } };
  }
  return { code: ProviderErrorCode.internal, message: 'Vaultline could not handle this request' };
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
  if (error instanceof CoreError) return error.field === undefined ? { code: error.code, message: error.message } : { code: error.code, message: error.message, field: error.field };
  if (error instanceof ProviderRpcError) {
    const code = NODE_REFUSALS.has(String(error.data?.code)) ? String(error.data?.code) : walletCodeOf[error.code] ?? 'request_failed';
    const field = error.data?.field;
    const reason = code === 'tx_rejected' && typeof error.data?.code === 'string' ? error.data.code : undefined;
    return { code, message: error.message, ...(field === undefined ? {} : { field }), ...(reason === undefined ? {} : { reason }) };
  }
  return { code: 'internal', message: 'Vaultline could not complete this action' };
}
