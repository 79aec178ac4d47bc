// Broadcasting a signed tx. A node answers at acceptance (height "0" on a real node), before any
// block: the tx is then followed to inclusion by the tracker (../txs). The node's refusal (or a
// failed message in an instant-mode answer) becomes -32003 with its words, and the failed attempt
// stays in Activity.
import { toGt1 } from '../../core/address';
import { txHash } from '../../core/amino';
import { msgDefinition, validateMsg } from '../../core/messages';
import { isLedgerHttpError } from '../../core/rest/reads';
import type { TxRecord } from '../../core/rest/types';
import type { StdTx } from '../../core/types';
import { ProviderErrorCode, SITE_ERROR_MESSAGES } from '../../shared/provider-api';
import { logCode } from '../../shared/node-reasons';
import { clientFor } from '../chain';
import { markMultisigPublished } from '../keyring';
import { onIncluded, track, type TrackedTx, type TxStatus } from '../txs/tracker';
import { NODE_CODE, ProviderRpcError, withDetail } from '../rpc-errors';

export interface SendResultAnswer {
  txhash: string;
  height: string;
}

/** Answers after which the tx may or may not have been accepted. */
const UNCERTAIN_ANSWERS = new Set(['unexpected_answer', 'answer_too_large', 'timeout']);

/** A broadcast's outcome, and the attempt still to be kept in Activity. */
export interface Sent {
  outcome: { result: SendResultAnswer } | { error: ProviderRpcError };
  /** Writes the Activity record; never throws. */
  keep(): Promise<void>;
}

/**
 * Sends a signed tx. The caller runs `keep` after it has answered (a page hears its txhash first) but
 * still awaits it, so the worker stays up for the write.
 */
export async function sendSigned(tx: StdTx, network: { restUrl: string; id?: string }): Promise<Sent> {
  let answer;
  try {
    answer = await clientFor(network).broadcastTx(tx);
  } catch (error) {
    if (isLedgerHttpError(error) && error.status !== 0 && error.status < 500 && !UNCERTAIN_ANSWERS.has(error.code)) {
      return {
        outcome: {
          error: new ProviderRpcError(ProviderErrorCode.txRejected, error.message, NODE_CODE.test(error.code) ? { code: error.code } : {}),
        },
        keep: () => remember(tx, network, 'failed', undefined, error.message, undefined, error.code),
      };
    }
    // No answer, a server error or an answer we cannot read: the node may have taken the tx, so it is
    // followed like a sent one and never reported as refused.
    const why = isLedgerHttpError(error) && error.status !== 0 ? `answered something unreadable (${error.message})` : 'cannot be reached';
    return {
      outcome: {
        error: withDetail(
          new ProviderRpcError(ProviderErrorCode.internal, SITE_ERROR_MESSAGES.nodeUncertain),
          `The ledger node at ${network.restUrl} ${why}; the transaction may still be included: see Activity`,
        ),
      },
      keep: () => remember(tx, network, 'pending'),
    };
  }
  const failed = failedLog(answer.raw_log);
  if (failed !== undefined) {
    const code = logCode(failed);
    return {
      outcome: {
        error: new ProviderRpcError(ProviderErrorCode.txRejected, failed, {
          txhash: answer.txhash,
          height: answer.height,
          ...(code !== undefined ? { code } : {}),
        }),
      },
      keep: () => remember(tx, network, 'failed', answer.txhash, failed, answer.height, code),
    };
  }
  return {
    outcome: { result: { txhash: answer.txhash, height: answer.height } },
    keep: () => remember(tx, network, 'pending', answer.txhash),
  };
}

/** Sends a signed tx and keeps the attempt in Activity before answering. */
export async function broadcastSigned(tx: StdTx, network: { restUrl: string; id?: string }): Promise<SendResultAnswer> {
  const sent = await sendSigned(tx, network);
  await sent.keep();
  if ('error' in sent.outcome) throw sent.outcome.error;
  return sent.outcome.result;
}

/** Keeps the attempt in Activity (per signer), when the network is one of ours. */
async function remember(
  tx: StdTx,
  network: { id?: string },
  status: TxStatus,
  txhash?: string,
  reason?: string,
  height?: string,
  reasonCode?: string,
): Promise<void> {
  if (!network.id) return;
  const msgs = Array.isArray(tx.value.msg) ? tx.value.msg : [];
  let hash = txhash;
  try {
    hash ??= txHash(tx);
  } catch {
    return;
  }
  const addresses = new Set<string>();
  // Each message validated once; one that does not validate adds no signer (Activity names it by its type).
  const normal = msgs.map((msg) => safe(() => validateMsg(msg), undefined));
  for (const msg of normal) {
    for (const signer of msg ? msgDefinition(msg.type).signers(msg.value) : []) {
      const gt1 = safe(() => toGt1(signer), undefined);
      if (gt1) addresses.add(gt1);
    }
  }
  const validUntil = String(tx.value.valid_height?.[1] ?? '');
  const time = Date.now();
  const entries: TrackedTx[] = [...addresses].map((address) => ({
    // The messages as signed: the popup words their summary in its own language.
    txhash: hash,
    networkId: network.id!,
    address,
    msgs,
    validUntil,
    status,
    time,
    ...(reason !== undefined ? { reason } : {}),
    ...(reasonCode !== undefined ? { reasonCode } : {}),
    ...(height && height !== '0' ? { height } : {}),
  }));
  await track(entries).catch(() => undefined);
}

function safe<T, F>(read: () => T, fallback: F): T | F {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** After an included MsgPublishMultiSigAccount, the multisig account we track shows as gt2. */
async function notePublishedMultisigs(record: TxRecord): Promise<void> {
  const msgs = Array.isArray(record.tx?.value?.msg) ? record.tx.value.msg : [];
  for (const msg of msgs) {
    if (msg.type !== 'MsgPublishMultiSigAccount' || typeof msg.value.to_address !== 'string') continue;
    await markMultisigPublished(msg.value.to_address).catch(() => false);
  }
}
onIncluded(notePublishedMultisigs);

function failedLog(rawLog: unknown): string | undefined {
  if (typeof rawLog !== 'string') return undefined;
  try {
    const logs = JSON.parse(rawLog) as unknown;
    if (!Array.isArray(logs)) return undefined;
    const failed = logs.find((log) => typeof log === 'object' && log !== null && (log as { success?: unknown }).success === false) as
      { log?: unknown } | undefined;
    return failed
      ? typeof failed.log === 'string' && failed.log
        ? failed.log
        : 'The ledger refused a message of this transaction'
      : undefined;
  } catch {
    return undefined;
  }
}
