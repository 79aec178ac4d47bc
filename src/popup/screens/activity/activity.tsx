// This account's transactions: its own sent txs that are pending, failed or dropped first (the
// wallet follows them to inclusion), then the node's tx search, newest pages first.
import { useEffect, useState } from 'preact/hooks';
import { msgDefinition } from '../../../core/messages';
import type { Msg } from '../../../core/types';
import { callWallet } from '../../lib/api';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState, ErrorBox, Loading, PageHeader } from '../../components/ui';
import { useAction, useAddressNames } from '../../hooks/data';
import { gt1Of } from '../../lib/accounts';
import { activityRow, activityView, coinText, mergeActivity, msgLine, trackedRow, type ActivityRow } from '../../lib/activity';
import { formatCoins, formatTime, shortAddr, shortHash } from '../../lib/format';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';

const PAGE_SIZE = 20;
/** While a tx is pending, the list is read again this often. */
const PENDING_REFRESH_MS = 2000;
const STATUS_TEXT = { success: 'Success', failed: 'Failed', pending: 'Pending', dropped: 'Dropped' } as const;

export function ActivityPage() {
  const { state } = useWallet();
  const account = selectedAccount(state);
  const [rows, setRows] = useState<ActivityRow[] | null>(null);
  const [page, setPage] = useState(1);
  const [pageTotal, setPageTotal] = useState(1);
  const action = useAction();
  const [open, setOpen] = useState<string | null>(null);
  const nameOf = useAddressNames(state.network.id, state.accounts);

  const load = (nextPage: number) => action.run(async () => {
    const answer = await callWallet('wallet_activity', { page: nextPage, limit: PAGE_SIZE });
    const loaded = (Array.isArray(answer?.txs) ? answer.txs : []).map(activityRow);
    const tracked = (Array.isArray(answer?.tracked) ? answer.tracked : []).map(trackedRow);
    setRows((previous) => (nextPage === 1 || !previous ? mergeActivity(tracked, loaded) : mergeActivity([], [...previous, ...loaded])));
    setPage(nextPage);
    setPageTotal(typeof answer?.pageTotal === 'number' ? answer.pageTotal : 1);
  });

  useEffect(() => { setRows(null); void load(1); }, [account?.id, state.network.id]);
  const pending = rows?.some((row) => row.status === 'pending') ?? false;
  useEffect(() => {
    if (!pending || page !== 1) return;
    const timer = setTimeout(() => void load(1), PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [rows, pending, page]);

  return (
    <div class="page">
      <PageHeader title="Activity" right={<button class="link-button small" disabled={action.busy} onClick={() => void load(1)}>Refresh</button>} />
      <main class="page-body">
        {rows === null && action.busy && <Loading />}
        {action.error && <ErrorBox message={action.error} onRetry={() => void load(rows ? page : 1)} />}
        {rows !== null && rows.length === 0 && <EmptyState title="No transactions yet">Transfers and other transactions of {account?.name ?? 'this account'} appear here.</EmptyState>}
        {rows !== null && rows.length > 0 && (
          <ul class="list card">
            {rows.map((row, i) => {
              const view = activityView(row, account?.address ?? '', nameOf);
              const expanded = open === row.txhash;
              return (
                <li class="activity-row" key={`${row.txhash}-${i}`} data-testid={TID.activityItem} data-txhash={row.txhash} data-success={String(row.success)} data-status={row.status}>
                  <button class="activity-main activity-toggle" data-testid={TID.activityToggle} aria-expanded={expanded} onClick={() => setOpen(expanded ? null : row.txhash)}>
                    <span class="activity-summary" data-testid={TID.activityTitle}>{view.title}</span>
                    <span class="activity-side">
                      {view.amount && <span class={view.amount.sign === '+' ? 'amount in' : 'amount out'} data-testid={TID.activityAmount} data-sign={view.amount.sign}>{view.amount.sign}{view.amount.text}</span>}
                      <span class={row.status === 'success' ? 'status ok' : row.status === 'pending' ? 'status pending' : 'status failed'} data-testid={TID.activityStatus} title={row.error}>{STATUS_TEXT[row.status]}</span>
                    </span>
                  </button>
                  <div class="activity-meta muted small">
                    <span>{row.status === 'pending' ? 'Waiting for a block' : row.status === 'dropped' ? 'Not included' : `Block ${row.height || '?'}`}</span>
                    {row.time !== null && <span>{formatTime(row.time)}</span>}
                    {view.fee && <span data-testid={TID.activityFee}>{view.fee}</span>}
                    <span class="hash-line">
                      <code title={row.txhash}>{shortHash(row.txhash)}</code>
                      <CopyButton value={row.txhash} compact />
                    </span>
                  </div>
                  {(row.status === 'failed' || row.status === 'dropped') && row.error && <p class="field-error small break" data-testid={TID.activityReason}>{row.error}</p>}
                  {expanded && <TxDetail row={row} nameOf={nameOf} />}
                </li>
              );
            })}
          </ul>
        )}
        {rows !== null && page < pageTotal && (
          <button class="btn block" disabled={action.busy} onClick={() => void load(page + 1)}>{action.busy ? 'Loading…' : 'Load more'}</button>
        )}
      </main>
    </div>
  );
}

const ADDRESS_KINDS = new Set(['address', 'conAddress', 'addressList']);

/** Every message with its addresses in full and named, then fee, memo, height, time and hash. */
function TxDetail({ row, nameOf }: { row: ActivityRow; nameOf(gt1: string): string }) {
  const msgs = row.tx?.msgs ?? [];
  return (
    <dl class="activity-detail" data-testid={TID.activityDetail}>
      {msgs.length === 0 && <><dt>Transaction</dt><dd>{row.summary}</dd></>}
      {msgs.map((msg, i) => (
        <div class="activity-msg" key={i}>
          <dt>{msgs.length > 1 ? `Message ${i + 1}` : 'Message'}</dt>
          <dd>{msgLine(msg)}</dd>
          {addressLines(msg).map(([label, address]) => (
            <div key={`${label}-${address}`} class="activity-address">
              <dt>{label}</dt>
              <dd><span class="strong">{nameOf(gt1Of(address)) === shortAddr(gt1Of(address)) ? '' : `${nameOf(gt1Of(address))} · `}</span><code class="break">{address}</code></dd>
            </div>
          ))}
          {'amount' in msg.value && <><dt>Amount</dt><dd>{coinText(msg.value.amount)}</dd></>}
        </div>
      ))}
      {row.tx && <><dt>Fee</dt><dd>{formatCoins(row.tx.fee)}</dd></>}
      {row.tx?.memo && <><dt>Memo</dt><dd class="break">{row.tx.memo}</dd></>}
      <dt>Block</dt><dd>{row.height || '—'}</dd>
      {row.time !== null && <><dt>Time</dt><dd>{formatTime(row.time)}</dd></>}
      <dt>Hash</dt><dd class="hash-line"><code class="break">{row.txhash}</code><CopyButton value={row.txhash} compact /></dd>
    </dl>
  );
}

function addressLines(msg: Msg): Array<[string, string]> {
  try {
    return msgDefinition(msg.type).fields.filter((field) => ADDRESS_KINDS.has(field.kind)).flatMap((field) => {
      const value = msg.value[field.name];
      const list = Array.isArray(value) ? value : [value];
      return list.filter((a): a is string => typeof a === 'string').map((a): [string, string] => [field.label, a]);
    });
  } catch {
    return [];
  }
}
