// ledger_waitForTx: a site waits for a tx this wallet sent to be included, failed or dropped.
import { ProviderErrorCode, SITE_ERROR_MESSAGES, type WaitForTxResult } from '../../shared/provider-api';
import { ProviderRpcError } from '../rpc-errors';
import { toGt1 } from '../../core/address-forms';
import { findTracked, waitForTracked } from './tracker';

function sameGt1(a: string, b: string): boolean {
  try {
    return toGt1(a) === toGt1(b);
  } catch {
    return false;
  }
}

export const DEFAULT_WAIT_MS = 60_000;

/** `addresses`: the accounts the site is connected to; a tx of another account is not the site's to follow. */
export async function waitForTxForSite(
  txhash: string,
  addresses: readonly string[],
  timeoutMs = DEFAULT_WAIT_MS,
): Promise<WaitForTxResult> {
  const mine = (address: string) => addresses.some((candidate) => sameGt1(candidate, address));
  const known = await findTracked(txhash);
  const entry = known && mine(known.address) ? await waitForTracked(txhash, timeoutMs) : undefined;
  if (!entry) {
    throw new ProviderRpcError(
      ProviderErrorCode.invalidParams,
      `Vaultline did not send ${txhash}; only transactions this wallet sent from an account connected to this site can be followed`,
      { field: 'txhash' },
    );
  }
  switch (entry.status) {
    case 'included':
      return { status: 'included', txhash: entry.txhash, height: entry.height ?? '' };
    case 'failed':
      return {
        status: 'failed',
        txhash: entry.txhash,
        height: entry.height ?? '',
        reason: entry.reason ?? 'The ledger refused this transaction',
      };
    case 'dropped':
      throw new ProviderRpcError(
        ProviderErrorCode.txDropped,
        entry.reason ?? 'No block included this transaction before its validity window ended',
        { txhash: entry.txhash, validUntil: entry.validUntil },
      );
    case 'unconfirmed':
      throw new ProviderRpcError(ProviderErrorCode.txUnconfirmed, SITE_ERROR_MESSAGES.txUnconfirmed, {
        txhash: entry.txhash,
        reason: entry.reasonCode ?? 'unconfirmed',
      });
    default:
      throw new ProviderRpcError(
        ProviderErrorCode.txTimeout,
        `No block included ${entry.txhash} within ${timeoutMs} ms; it is still pending and may be included later (valid until block ${entry.validUntil})`,
        { txhash: entry.txhash },
      );
  }
}
