// Reading tx records (ledger-service.md §2.8) for the activity list, tolerating missing fields.
import { gt1Of } from './accounts';
import { msgSigners, msgSummary } from '../../core/messages';
import type { Coin, Msg } from '../../core/types';
import type { TrackedTxView } from '../../shared/wallet-api';
import { formatCoins, groupAmountsInText, isCoin, isCoinList } from './format';

export type ActivityStatus = 'success' | 'failed' | 'pending' | 'dropped';
/** What the tx itself says, when the node's record carries it (tracked pending rows have only a summary). */
export interface ActivityTx { msgs: Msg[]; fee: Coin[]; memo: string }
export interface ActivityRow { txhash: string; height: string; success: boolean; summary: string; time: number | null; error: string; status: ActivityStatus; tx?: ActivityTx }

/** A row as the selected account sees it: which way the value went, to or from whom, and its fee. */
export interface ActivityView {
  title: string;
  /** '+1 GT' received, '−1 GT' sent (absent when the tx moves no value to or from this account). */
  amount?: { sign: '+' | '−'; text: string };
  /** Shown when this account paid the fee. */
  fee?: string;
}

/** One of this account's own sent txs as the wallet follows it (pending, failed or dropped). */
export function trackedRow(entry: TrackedTxView): ActivityRow {
  const status: ActivityStatus = entry.status === 'included' ? 'success' : entry.status;
  return {
    txhash: entry.txhash,
    height: entry.height ?? '',
    success: status === 'success' || status === 'pending',
    summary: groupAmountsInText(entry.summary),
    time: Number.isFinite(entry.time) ? entry.time : null,
    error: entry.reason ?? '',
    status,
  };
}

/** Tracked rows first, then the node's records that are not among them. */
export function mergeActivity(tracked: ActivityRow[], rows: ActivityRow[]): ActivityRow[] {
  const seen = new Set(tracked.map((row) => row.txhash.toUpperCase()));
  return [...tracked, ...rows.filter((row) => !seen.has(row.txhash.toUpperCase()))];
}

export function msgLine(msg: Msg): string {
  try {
    return groupAmountsInText(msgSummary(msg));
  } catch {
    return typeof msg?.type === 'string' ? msg.type : 'Unknown message';
  }
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function activityRow(answer: unknown): ActivityRow {
  const rec = record(answer);
  const logs = Array.isArray(rec.logs) ? rec.logs.map(record) : [];
  const failed = logs.find((log) => log.success === false);
  const value = record(record(rec.tx).value);
  const msgs = value.msg;
  const summary = Array.isArray(msgs) && msgs.length > 0 ? msgs.map((m) => msgLine(m as Msg)).join('; ') : 'Transaction';
  const fee = record(value.fee).amount;
  const tx: ActivityTx | undefined = Array.isArray(msgs)
    ? { msgs: msgs.filter((m): m is Msg => typeof record(m).type === 'string'), fee: isCoinList(fee) ? fee : [], memo: typeof value.memo === 'string' ? value.memo : '' }
    : undefined;
  const parsed = typeof rec.timestamp === 'string' ? Date.parse(rec.timestamp) : Number.NaN;
  return {
    txhash: typeof rec.txhash === 'string' ? rec.txhash : '',
    height: typeof rec.height === 'string' || typeof rec.height === 'number' ? String(rec.height) : '',
    success: failed === undefined,
    summary,
    time: Number.isFinite(parsed) ? parsed : null,
    error: failed && typeof failed.log === 'string' ? failed.log : '',
    status: failed === undefined ? 'success' : 'failed',
    ...(tx ? { tx } : {}),
  };
}

function coinsIn(value: unknown): Coin[] {
  if (isCoinList(value)) return value;
  return isCoin(value) ? [value] : [];
}

/** The first message as the selected account (`me`, any address form) sees it; names from `nameOf`. */
export function activityView(row: ActivityRow, me: string, nameOf: (gt1: string) => string): ActivityView {
  const msgs = row.tx?.msgs ?? [];
  const first = msgs[0];
  if (!row.tx || !first) return { title: row.summary };
  const self = gt1Of(me);
  const v = first.value;
  const more = msgs.length > 1 ? ` (+${msgs.length - 1} more)` : '';
  let signers: string[] = [];
  try {
    signers = msgSigners(first).map(gt1Of);
  } catch {
    // an unknown message: no fee payer to name
  }
  const fee = signers[0] === self && row.tx.fee.length > 0 ? `Fee ${formatCoins(row.tx.fee)}` : undefined;
  const withFee = (view: ActivityView): ActivityView => (fee ? { ...view, fee } : view);
  const coins = (field: string) => formatCoins(coinsIn(v[field]));
  switch (first.type) {
    case 'MsgSend':
    case 'MsgRevocableSend': {
      const from = gt1Of(v.from_address);
      const to = gt1Of(v.to_address);
      const revocable = first.type === 'MsgRevocableSend' ? ' (revocable)' : '';
      if (to === self && from !== self) return withFee({ title: `Received${revocable} from ${nameOf(from)}${more}`, amount: { sign: '+', text: coins('amount') } });
      if (from === self && to === self) return withFee({ title: `Sent${revocable} to yourself${more}`, amount: { sign: '−', text: '0 GT' } });
      if (from === self) return withFee({ title: `Sent${revocable} to ${nameOf(to)}${more}`, amount: { sign: '−', text: coins('amount') } });
      return withFee({ title: `${nameOf(from)} sent to ${nameOf(to)}${more}` });
    }
    case 'MsgDelegate':
      return withFee({ title: `Delegated to ${nameOf(gt1Of(v['con-account_address']))}${more}`, amount: { sign: '−', text: coins('amount') } });
    case 'MsgUndelegate':
      return withFee({ title: `Undelegated ${coins('amount')} from ${nameOf(gt1Of(v['con-account_address']))}${more}` });
    case 'MsgBeginRedelegate':
      return withFee({ title: `Redelegated ${coins('amount')} from ${nameOf(gt1Of(v['con-account_src_address']))} to ${nameOf(gt1Of(v['con-account_dst_address']))}${more}` });
    case 'MsgWithdrawDelegationReward':
      return withFee({ title: `Withdrew rewards from ${nameOf(gt1Of(v['con-account_address']))}${more}` });
    default:
      return withFee({ title: `${msgLine(first)}${more}` });
  }
}

/** A coin amount for a detail line. */
export function coinText(value: unknown): string {
  return formatCoins(coinsIn(value));
}

/** What a tx this account just sent did, in words, for the result screen ("Delegated to Aurora · −10 GT"). */
export function doneText(msgs: Msg[], signer: string, nameOf: (gt1: string) => string): string {
  const view = activityView({ txhash: '', height: '', success: true, summary: msgs.map(msgLine).join('; '), time: null, error: '', status: 'success', tx: { msgs, fee: [], memo: '' } }, signer, nameOf);
  return view.amount ? `${view.title} · ${view.amount.sign}${view.amount.text}` : view.title;
}
