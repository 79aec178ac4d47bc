// Reading tx records (ledger-service.md §2.8) for the activity list, tolerating missing fields.
import { gt1Of } from './accounts';
import { msgDefinition, msgSigners, msgSummary, type MsgType, type SummaryData } from '../../core/messages';
import type { RevocableStatus } from '../../core/rest/types';
import type { Coin, Msg } from '../../core/types';
import type { TrackedTxView } from '../../shared/wallet-api';
import { t, type MessageKey, type Params } from '../i18n';
import { formatCoins, groupAmountsInText, groupThousands, isCoin, isCoinList, shortHash } from './format';
import { fieldLabel } from '../tx/renderers/fieldLabel';
import { reasonWords, type ReasonWords } from './reasons';

type ActivityStatus = 'success' | 'failed' | 'pending' | 'dropped' | 'unconfirmed';
/** What the tx itself says, when the node's record carries it (tracked pending rows have only a summary). */
interface ActivityTx {
  msgs: Msg[];
  fee: Coin[];
  memo: string;
}
export interface ActivityRow {
  txhash: string;
  height: string;
  success: boolean;
  summary: string;
  time: number | null;
  error: string;
  status: ActivityStatus;
  tx?: ActivityTx;
  /** A revocable send: the height from which it can no longer be revoked (null when the record does not say). */
  revocable?: { untilHeight: number | null };
  /** Why it failed or was dropped, in the popup's language (`error` keeps the node's own words). */
  reason?: ReasonWords;
}

/** What became of a revocable send: not asked yet, still revocable, revoked (by which tx), or final. */
export type RevocableFate =
  | { kind: 'checking' }
  | { kind: 'revocable'; untilHeight: number | null }
  | { kind: 'revoked'; revokeHash: string }
  | { kind: 'final'; sinceHeight: number | null };

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
    summary: trackedSummary(entry),
    time: Number.isFinite(entry.time) ? entry.time : null,
    error: entry.reason ?? '',
    status,
    ...(status === 'failed' || status === 'dropped' || status === 'unconfirmed'
      ? { reason: reasonWords(entry.reasonCode, entry.reason ?? '', entry.validUntil) }
      : {}),
  };
}

/** A tracked entry's messages in the popup's language; an entry stored before msgs were kept has its English line. */
function trackedSummary(entry: TrackedTxView): string {
  if (Array.isArray(entry.msgs)) return entry.msgs.length > 0 ? entry.msgs.map(msgLine).join('; ') : t('activity.transaction');
  return typeof entry.summary === 'string' && entry.summary !== '' ? groupAmountsInText(entry.summary) : t('activity.transaction');
}

/** Tracked rows first, then the node's records that are not among them. */
export function mergeActivity(tracked: ActivityRow[], rows: ActivityRow[]): ActivityRow[] {
  const seen = new Set(tracked.map((row) => row.txhash.toUpperCase()));
  return [...tracked, ...rows.filter((row) => !seen.has(row.txhash.toUpperCase()))];
}

/** Core's summary data worded in the popup's language; amounts grouped as the number rule says. */
export function msgLine(msg: Msg): string {
  try {
    const { type, data } = msgSummary(msg);
    const params: Params = {};
    for (const [name, value] of Object.entries(data)) params[name] = typeof value === 'string' ? groupAmountsInText(value) : value;
    if (typeof data.supply === 'string') params.supply = groupThousands(data.supply);
    // A vault's delay is a count of blocks (plural-sensitive); a height beyond a safe number stays text.
    if (typeof data.delay === 'string') params.count = Number.isSafeInteger(Number(data.delay)) ? Number(data.delay) : data.delay;
    return t(summaryKey(type, data), params);
  } catch {
    return typeof msg?.type === 'string' ? msg.type : t('activity.unknownMessage');
  }
}

/** The catalogue key of a type's line: lists of vaults name the vault when there is one. */
function summaryKey(type: MsgType, data: SummaryData): MessageKey {
  if ((type === 'MsgClearVaultAccount' || type === 'MsgUndelegateByRetrievalAccount') && data.vault !== undefined)
    return `summary.${type}.one`;
  return `summary.${type}`;
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
  const summary = Array.isArray(msgs) && msgs.length > 0 ? msgs.map((m) => msgLine(m as Msg)).join('; ') : t('activity.transaction');
  const fee = record(value.fee).amount;
  const tx: ActivityTx | undefined = Array.isArray(msgs)
    ? {
        msgs: msgs.filter((m): m is Msg => typeof record(m).type === 'string'),
        fee: isCoinList(fee) ? fee : [],
        memo: typeof value.memo === 'string' ? value.memo : '',
      }
    : undefined;
  const parsed = typeof rec.timestamp === 'string' ? Date.parse(rec.timestamp) : Number.NaN;
  const revocable = tx ? revocableOf(tx.msgs, rec.height, rec.irrevocable_confirm_number) : undefined;
  return {
    txhash: typeof rec.txhash === 'string' ? rec.txhash : '',
    height: typeof rec.height === 'string' || typeof rec.height === 'number' ? String(rec.height) : '',
    success: failed === undefined,
    summary,
    time: Number.isFinite(parsed) ? parsed : null,
    error: failed && typeof failed.log === 'string' ? failed.log : '',
    status: failed === undefined ? 'success' : 'failed',
    ...(failed ? { reason: reasonWords(undefined, typeof failed.log === 'string' ? failed.log : '') } : {}),
    ...(tx ? { tx } : {}),
    ...(revocable ? { revocable } : {}),
  };
}

const HEIGHT = /^[0-9]{1,15}$/;

/** The first revocable send's final height: the tx's height plus its message's irrevocable_confirm_number. */
function revocableOf(msgs: Msg[], height: unknown, confirms: unknown): ActivityRow['revocable'] {
  const index = msgs.findIndex((msg) => msg.type === 'MsgRevocableSend');
  if (index < 0) return undefined;
  const blocks = Array.isArray(confirms) ? String(confirms[index] ?? '') : '';
  const at = typeof height === 'string' || typeof height === 'number' ? String(height) : '';
  return { untilHeight: HEIGHT.test(blocks) && HEIGHT.test(at) ? Number(at) + Number(blocks) : null };
}

/** The fate of a revocable send from the node's status answer (undefined: not asked yet; null: no answer, so the chain's height decides). */
export function revocableFate(
  row: ActivityRow,
  status: RevocableStatus | null | undefined,
  height: number | null,
): RevocableFate | undefined {
  if (!row.revocable || row.status !== 'success') return undefined;
  const until = row.revocable.untilHeight;
  // Until the node is asked, a passed window may still hide a revoke: claim nothing.
  if (status === undefined) return { kind: 'checking' };
  if (status && typeof status.revoke_hash === 'string' && status.revoke_hash !== '')
    return { kind: 'revoked', revokeHash: status.revoke_hash };
  if (status?.status === 1) return { kind: 'revocable', untilHeight: until };
  if (status?.status === 0) return { kind: 'final', sinceHeight: until };
  return height !== null && until !== null && height >= until
    ? { kind: 'final', sinceHeight: until }
    : { kind: 'revocable', untilHeight: until };
}

function coinsIn(value: unknown): Coin[] {
  if (isCoinList(value)) return value;
  return isCoin(value) ? [value] : [];
}

/** The first message as the selected account (`me`, any address form) sees it; `nameOf` names an address in any form. */
export function activityView(row: ActivityRow, me: string, nameOf: (address: string) => string, fate?: RevocableFate): ActivityView {
  const msgs = row.tx?.msgs ?? [];
  const first = msgs[0];
  if (!row.tx || !first) return { title: row.summary };
  const self = gt1Of(me);
  const v = first.value;
  const more = msgs.length > 1 ? t('activity.more', { count: msgs.length - 1 }) : '';
  let signers: string[] = [];
  try {
    signers = msgSigners(first).map(gt1Of);
  } catch {
    // an unknown message: no fee payer to name
  }
  const fee = signers[0] === self && row.tx.fee.length > 0 ? t('activity.fee', { amount: formatCoins(row.tx.fee) }) : undefined;
  const withFee = (view: ActivityView): ActivityView => (fee ? { ...view, fee } : view);
  const coins = (field: string) => formatCoins(coinsIn(v[field]));
  const name = (field: string) => nameOf(typeof v[field] === 'string' ? v[field] : '');
  switch (first.type) {
    case 'MsgSend':
    case 'MsgRevocableSend': {
      const from = gt1Of(v.from_address);
      const to = gt1Of(v.to_address);
      const revocable = first.type === 'MsgRevocableSend' ? t('activity.revocableTag') : '';
      const received = to === self && from !== self;
      // A revoked transfer never reads "Sent" or "Received": it did not reach the recipient.
      if (fate?.kind === 'revoked') {
        if (received) return withFee({ title: t('activity.revokedFrom', { from: name('from_address'), more }) });
        return withFee({
          title: t('activity.revokedTo', { to: name('to_address'), more }),
          ...(from === self ? { amount: { sign: '−', text: coins('amount') } } : {}),
        });
      }
      if (received)
        return withFee({
          title: t('activity.received', { revocable, from: name('from_address'), more }),
          amount: { sign: '+', text: coins('amount') },
        });
      if (from === self && to === self)
        return withFee({ title: t('activity.sentSelf', { revocable, more }), amount: { sign: '−', text: '0 GT' } });
      if (from === self)
        return withFee({
          title: t('activity.sent', { revocable, to: name('to_address'), more }),
          amount: { sign: '−', text: coins('amount') },
        });
      return withFee({ title: t('activity.sentBetween', { from: name('from_address'), to: name('to_address'), more }) });
    }
    case 'MsgRevoke': {
      const title = t('activity.revoke', { hash: shortHash(typeof v.tx_hash === 'string' ? v.tx_hash : ''), more });
      // The revoked amount goes to the retrieval account.
      return withFee(gt1Of(v.security_address) === self ? { title, amount: { sign: '+', text: coins('amount') } } : { title });
    }
    case 'MsgDelegate':
      return withFee({
        title: t('activity.delegated', { con: name('con-account_address'), more }),
        amount: { sign: '−', text: coins('amount') },
      });
    case 'MsgUndelegate':
      return withFee({ title: t('activity.undelegated', { amount: coins('amount'), con: name('con-account_address'), more }) });
    case 'MsgBeginRedelegate':
      return withFee({
        title: t('activity.redelegated', {
          amount: coins('amount'),
          src: name('con-account_src_address'),
          dst: name('con-account_dst_address'),
          more,
        }),
      });
    case 'MsgWithdrawDelegationReward':
      return withFee({ title: t('activity.withdrew', { con: name('con-account_address'), more }) });
    default:
      return withFee({ title: `${msgLine(first)}${more}` });
  }
}

/** A coin amount for a detail line. */
export function coinText(value: unknown): string {
  return formatCoins(coinsIn(value));
}

/** What a tx this account just sent did, in words, for the result screen ("Delegated to Aurora · −10 GT"). */
export function doneText(msgs: Msg[], signer: string, nameOf: (address: string) => string): string {
  const view = activityView(
    {
      txhash: '',
      height: '',
      success: true,
      summary: msgs.map(msgLine).join('; '),
      time: null,
      error: '',
      status: 'success',
      tx: { msgs, fee: [], memo: '' },
    },
    signer,
    nameOf,
  );
  return view.amount ? `${view.title} · ${view.amount.sign}${view.amount.text}` : view.title;
}

const ADDRESS_KINDS = new Set(['address', 'conAddress', 'addressList']);

/** A message's addresses with their field labels in the popup's language (the approval renderers' labels). */
export function addressLines(msg: Msg): Array<[string, string]> {
  try {
    return msgDefinition(msg.type)
      .fields.filter((field) => ADDRESS_KINDS.has(field.kind))
      .flatMap((field) => {
        const value = msg.value[field.name];
        const list = Array.isArray(value) ? value : [value];
        return list.filter((a): a is string => typeof a === 'string').map((a): [string, string] => [fieldLabel(msg.type, field), a]);
      });
  } catch {
    return [];
  }
}
