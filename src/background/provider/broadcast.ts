// Broadcasting a signed tx; the node's refusal (or a failed message) becomes -32003 with its words.
import { isLedgerHttpError } from '../../core/rest/client.js';
import type { StdTx } from '../../core/types';
import { ProviderErrorCode } from '../../shared/provider-api';
import { clientFor } from '../chain';
import { markMultisigPublished } from '../keyring';
import { ProviderRpcError } from './errors';

export async function broadcastSigned(tx: StdTx, network: { restUrl: string }): Promise<{ txhash: string; height: string }> {
  let answer;
  try {
    answer = await clientFor(network).broadcastTx(tx);
  } catch (error) {
    if (isLedgerHttpError(error) && error.status !== 0) throw new ProviderRpcError(ProviderErrorCode.txRejected, error.message, { code: error.code });
    throw new ProviderRpcError(ProviderErrorCode.internal, `The ledger node at ${network.restUrl} cannot be reached`);
  }
  const failed = failedLog(answer.raw_log);
  if (failed !== undefined) throw new ProviderRpcError(ProviderErrorCode.txRejected, failed, { txhash: answer.txhash, height: answer.height });
  await notePublishedMultisigs(tx);
  return { txhash: answer.txhash, height: answer.height };
}

/** After an included MsgPublishMultiSigAccount, the multisig account we track shows as gt2. */
async function notePublishedMultisigs(tx: StdTx): Promise<void> {
  for (const msg of tx.value.msg) {
    if (msg.type !== 'MsgPublishMultiSigAccount' || typeof msg.value.to_address !== 'string') continue;
    await markMultisigPublished(msg.value.to_address).catch(() => false);
  }
}

function failedLog(rawLog: unknown): string | undefined {
  if (typeof rawLog !== 'string') return undefined;
  try {
    const logs = JSON.parse(rawLog) as unknown;
    if (!Array.isArray(logs)) return undefined;
    const failed = logs.find((log) => typeof log === 'object' && log !== null && (log as { success?: unknown }).success === false) as { log?: unknown } | undefined;
    return failed ? (typeof failed.log === 'string' && failed.log ? failed.log : 'The ledger refused a message of this transaction') : undefined;
  } catch {
    return undefined;
  }
}

