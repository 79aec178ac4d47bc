// This account's transactions: its own sent txs that are pending, failed or dropped first (the
// wallet follows them to inclusion), then the node's tx search, newest pages first.
import { useEffect, useState } from 'preact/hooks';
import { callWallet } from '../api';
import { CopyButton } from '../components/CopyButton';
import { EmptyState, ErrorBox, Loading, PageHeader } from '../components/ui';
import { useAction } from '../hooks';
import { activityRow, mergeActivity, trackedRow, type ActivityRow } from '../lib/activity';
import { formatTime, shortHash } from '../lib/format';
import { selectedAccount, useWallet } from '../state';
import { TID } from '../testids';

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
        {rows !== null && rows.length === 0 && <EmptyState title="No transactions yet" testId={TID.activityEmpty}>Transfers and other transactions of {account?.name ?? 'this account'} appear here.</EmptyState>}
        {rows !== null && rows.length > 0 && (
          <ul class="list card">
            {rows.map((row, i) => (
              <li class="activity-row" key={`${row.txhash}-${i}`} data-testid={TID.activityItem} data-txhash={row.txhash} data-success={String(row.success)} data-status={row.status}>
                <div class="activity-main">
                  <span class="activity-summary">{row.summary}</span>
                  <span class={row.status === 'success' ? 'status ok' : row.status === 'pending' ? 'status pending' : 'status failed'} data-testid={TID.activityStatus} title={row.error}>{STATUS_TEXT[row.status]}</span>
                </div>
                <div class="activity-meta muted small">
                  <span>{row.status === 'pending' ? 'Waiting for a block' : row.status === 'dropped' ? 'Not included' : `Block ${row.height || '?'}`}</span>
                  {row.time !== null && <span>{formatTime(row.time)}</span>}
                  <span class="hash-line">
                    <code data-testid={TID.activityHash} title={row.txhash}>{shortHash(row.txhash)}</code>
                    <CopyButton value={row.txhash} compact />
                  </span>
                </div>
                {(row.status === 'failed' || row.status === 'dropped') && row.error && <p class="field-error small break" data-testid={TID.activityReason}>{row.error}</p>}
              </li>
            ))}
          </ul>
        )}
        {rows !== null && page < pageTotal && (
          <button class="btn block" data-testid={TID.activityMore} disabled={action.busy} onClick={() => void load(page + 1)}>{action.busy ? 'Loading…' : 'Load more'}</button>
        )}
      </main>
    </div>
  );
}
