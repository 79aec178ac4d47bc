// Applying one checked tx inside a block, as the Cosmos ante handler does: the fee is paid first
// and stays paid; the messages run in a checkpoint and all roll back if any one fails.
import { msgDefinition } from '../../core/messages/index';
import type { TxEvent, TxLog, TxRecord } from '../../core/rest/types';
import { PUBKEY_TYPE } from '../../core/types';
import { isoSeconds } from './clock';
import type { CheckedTx } from './decode';
import type { JournaledStore } from './store';
import { markImpersonated } from './tx-records';
import { LedgerError, type AccountKeeper, type BlockCtx, type LedgerEvent, type LedgerModule, type TxCtx } from './types';

interface TxFailure {
  code: string;
  message: string;
  msgIndex: number;
}

export type TxOutcome =
  | { kind: 'included'; logs: TxLog[]; events: TxEvent[]; confirmNumbers?: string[]; failure?: TxFailure }
  /** The fee could not be paid: the tx is not included at all. */
  | { kind: 'excluded'; error: LedgerError };

function messageEvent(sender: string, module: string, action: string): LedgerEvent {
  return {
    type: 'message',
    attributes: [
      { key: 'sender', value: sender },
      { key: 'module', value: module },
      { key: 'action', value: action },
    ],
  };
}

/**
 * What a context's emit() does: push onto `events`. Made here, not as a named arrow in each context,
 * because tsx keeps function names with a defineProperty call per named arrow created.
 */
export const pushTo =
  (events: LedgerEvent[]) =>
  (event: LedgerEvent): void => {
    events.push(event);
  };

function failureOf(error: unknown): { code: string; message: string } {
  if (error instanceof LedgerError) return { code: error.code, message: error.message };
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return { code: error.code, message: error.message };
  console.error('devnet: a module threw an unexpected error while applying a message', error);
  return { code: 'internal_error', message: 'the module failed unexpectedly while applying this message' };
}

export function deliverTx(
  store: JournaledStore,
  block: Omit<BlockCtx, 'emit' | 'store'>,
  modules: ReadonlyMap<string, LedgerModule>,
  accounts: AccountKeeper,
  checked: CheckedTx,
): TxOutcome {
  store.checkpoint();
  try {
    checked.tx.value.signatures?.forEach((signature, i) => {
      const signer = checked.signers[i];
      // A threshold account's key is recorded when it is published; only single keys are learnt here.
      if (signer && typeof signature.pub_key.value === 'string')
        accounts.recordPublicKey(store, signer, { type: PUBKEY_TYPE, value: signature.pub_key.value });
    });
    accounts.subCoins(store, checked.feePayer, checked.fee);
    accounts.collectFees(store, checked.fee);
  } catch (error) {
    store.rollback();
    if (error instanceof LedgerError) {
      return {
        kind: 'excluded',
        error: new LedgerError(error.code, `fee ${accounts.coinsText(checked.fee)} cannot be paid: ${error.message}`),
      };
    }
    throw error;
  }

  // checked.msgs were normalised by decodeTx: the definition reads them as they are.
  const messageEvents = checked.msgs.map((msg) => {
    const def = msgDefinition(msg.type);
    return messageEvent(def.signers(msg.value)[0] ?? checked.feePayer, def.eventModule ?? modules.get(msg.type)!.name, def.action);
  });
  const logs: TxLog[] = [];
  // Blocks until each message is irrevocable: a revocable send waits for the vault's delay.
  const confirmNumbers = checked.msgs.map((msg) => String(modules.get(msg.type)?.confirmNumber?.(store, msg) ?? 0));
  let failure: TxFailure | undefined;
  store.checkpoint();
  for (const [msgIndex, msg] of checked.msgs.entries()) {
    const events: LedgerEvent[] = [];
    const ctx: TxCtx = {
      ...block,
      store,
      emit: pushTo(events),
      txHash: checked.hash,
      txHashPrefixed: checked.txhash,
      msgIndex,
      signers: checked.signers,
    };
    try {
      modules.get(msg.type)!.deliver?.(ctx, msg);
    } catch (error) {
      failure = { ...failureOf(error), msgIndex };
      break;
    }
    const own = events.some((e) => e.type === 'message' && e.attributes.some((a) => a.key === 'action'));
    logs.push({ msg_index: msgIndex, success: true, log: '', events: own ? events : [messageEvents[msgIndex]!, ...events] });
  }
  if (failure) {
    store.rollback();
    const failed = failure;
    const failedLogs = checked.msgs.map((msg, i): TxLog => ({
      msg_index: i,
      success: false,
      log:
        i === failed.msgIndex
          ? `${failed.code}: ${failed.message}`
          : `not applied: message ${failed.msgIndex} (${checked.msgs[failed.msgIndex]!.type}) failed`,
      events: [],
    }));
    store.commit();
    // The sender's activity still lists the failed tx: keep its message events at tx level.
    return { kind: 'included', logs: failedLogs, events: messageEvents, failure };
  }
  store.commit();
  store.commit();
  return { kind: 'included', logs, events: logs.flatMap((log) => log.events), confirmNumbers };
}

/** Gas is not metered on the devnet: a fixed estimate per message, capped by gas_wanted. */
function gasUsed(checked: CheckedTx): string {
  const estimate = 40_000n + 20_000n * BigInt(checked.msgs.length);
  const wanted = BigInt(checked.tx.value.fee.gas);
  return (wanted > 0n && wanted < estimate ? wanted : estimate).toString();
}

export function txRecord(checked: CheckedTx, outcome: Extract<TxOutcome, { kind: 'included' }>, height: number, time: number): TxRecord {
  const record: TxRecord = {
    data: checked.data,
    events: outcome.events,
    gas_used: gasUsed(checked),
    gas_wanted: checked.tx.value.fee.gas,
    height: String(height),
    irrevocable_confirm_number: outcome.confirmNumbers ?? checked.msgs.map(() => '0'),
    logs: outcome.logs,
    raw_log: JSON.stringify(outcome.logs),
    timestamp: isoSeconds(time),
    tx: checked.tx,
    txhash: checked.txhash,
  };
  return markImpersonated(record);
}
