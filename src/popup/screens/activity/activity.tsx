// This account's transactions: its own sent txs that are pending, failed or dropped first (the
// wallet follows them to inclusion), then the node's tx search, newest pages first. Revocable
// sends show what became of them; every address reads in its account's own form.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { callWallet } from '../../lib/api';
import { CopyButton } from '../../components/CopyButton';
import { ExplorerLink } from '../../components/ExplorerLink';
import { EmptyState, ErrorBox, Loading, PageHeader } from '../../components/ui';
import { ReasonText } from '../../components/ReasonText';
import { useAction, useAddressNames, useNodeBack } from '../../hooks/data';
import { useBlockClock } from '../../hooks/useBlockClock';
import { t } from '../../i18n';
import { addressForms, msgInOwnForms, ownForm } from '../../lib/accounts';
import { activityRow, activityView, mergeActivity, trackedRow, type ActivityRow, type RevocableFate } from '../../lib/activity';
import { formatTime, shortHash } from '../../lib/format';
import { reasonLine } from '../../lib/reasons';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { fateText } from './fate';
import { TxDetail } from './TxDetail';
import { useRevocableFates } from './useRevocableFates';

const PAGE_SIZE = 20;
/** While a tx is pending, the list is read again this often. */
const PENDING_REFRESH_MS = 2000;

/** The status pill: a revocable send's fate outranks "Success" (a revoked one must never read so). */
function statusOf(row: ActivityRow, fate: RevocableFate | undefined): { text: string; tone: string } {
  if (fate?.kind === 'checking') return { text: t('activity.status.checking'), tone: 'neutral' };
  if (fate?.kind === 'revocable') return { text: t('activity.status.revocable'), tone: 'pending' };
  if (fate?.kind === 'revoked') return { text: t('activity.status.revoked'), tone: 'failed' };
  const tone = row.status === 'success' ? 'ok' : row.status === 'pending' ? 'pending' : 'failed';
  return { text: t(`activity.status.${row.status}`), tone };
}

function metaText(row: ActivityRow): string {
  if (row.status === 'pending') return t('activity.meta.waiting');
  if (row.status === 'dropped' || row.status === 'unconfirmed') return t('activity.meta.notIncluded');
  return t('activity.meta.block', { height: row.height || '?' });
}

export function ActivityPage() {
  const { state } = useWallet();
  const account = selectedAccount(state);
  const [rows, setRows] = useState<ActivityRow[] | null>(null);
  const [page, setPage] = useState(1);
  const [pageTotal, setPageTotal] = useState(1);
  const action = useAction();
  const [open, setOpen] = useState<string | null>(null);
  const names = useAddressNames(state.network.id, state.accounts);
  const clock = useBlockClock();
  const fateOf = useRevocableFates(rows, clock.height);
  const forms = useMemo(
    () =>
      addressForms(
        state.accounts,
        (rows ?? []).flatMap((row) => row.tx?.msgs ?? []),
      ),
    [state.accounts, rows],
  );
  const formOf = (address: string) => ownForm(forms, address);
  const nameOf = (address: string) => names(formOf(address));

  const load = (nextPage: number) =>
    action.run(async () => {
      const answer = await callWallet('wallet_activity', { page: nextPage, limit: PAGE_SIZE });
      const loaded = (Array.isArray(answer?.txs) ? answer.txs : []).map(activityRow);
      const tracked = (Array.isArray(answer?.tracked) ? answer.tracked : []).map(trackedRow);
      setRows((previous) => (nextPage === 1 || !previous ? mergeActivity(tracked, loaded) : mergeActivity([], [...previous, ...loaded])));
      setPage(nextPage);
      setPageTotal(typeof answer?.pageTotal === 'number' ? answer.pageTotal : 1);
    });

  useEffect(() => {
    setRows(null);
    void load(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page again when the account or network changes; `load` is a fresh closure each render
  }, [account?.id, state.network.id]);
  // The node answers again: what it could not give is read again, with no Retry.
  useNodeBack(() => void load(rows ? page : 1));
  const pending = rows?.some((row) => row.status === 'pending') ?? false;
  useEffect(() => {
    if (!pending || page !== 1) return;
    const timer = setTimeout(() => void load(1), PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-armed on each new set of rows; `load` is a fresh closure each render
  }, [rows, pending, page]);

  return (
    <div class="page">
      <PageHeader
        title={t('activity.title')}
        right={
          <button class="link-button small" disabled={action.busy} onClick={() => void load(1)}>
            {t('activity.refresh')}
          </button>
        }
      />
      <main class="page-body">
        {rows === null && action.busy && <Loading />}
        {action.error && <ErrorBox message={action.error} onRetry={() => void load(rows ? page : 1)} />}
        {rows !== null && rows.length === 0 && (
          <EmptyState title={t('activity.empty.title')}>
            {t('activity.empty.body', { name: account?.name ?? t('activity.empty.thisAccount') })}
          </EmptyState>
        )}
        {rows !== null && rows.length > 0 && (
          <ul class="list card">
            {rows.map((raw, i) => {
              // Summaries and details name each account in its own form.
              const row = raw.tx ? { ...raw, tx: { ...raw.tx, msgs: raw.tx.msgs.map((msg) => msgInOwnForms(msg, forms)) } } : raw;
              const fate = fateOf(row);
              const view = activityView(row, account?.address ?? '', nameOf, fate);
              const status = statusOf(row, fate);
              const fateLine = fate && fate.kind !== 'checking' ? fateText(fate, clock.height, clock.secondsPerBlock) : '';
              const expanded = open === row.txhash;
              return (
                <li
                  class="activity-row"
                  key={`${row.txhash}-${i}`}
                  data-testid={TID.activityItem}
                  data-txhash={row.txhash}
                  data-success={String(row.success)}
                  data-status={row.status}
                  data-revocable={fate?.kind ?? ''}
                >
                  <button
                    class="activity-main activity-toggle"
                    data-testid={TID.activityToggle}
                    aria-expanded={expanded}
                    onClick={() => setOpen(expanded ? null : row.txhash)}
                  >
                    <span class="activity-summary" data-testid={TID.activityTitle}>
                      {view.title}
                    </span>
                    <span class="activity-side">
                      {view.amount && (
                        <span
                          class={view.amount.sign === '+' ? 'amount in' : 'amount out'}
                          data-testid={TID.activityAmount}
                          data-sign={view.amount.sign}
                        >
                          {view.amount.sign}
                          {view.amount.text}
                        </span>
                      )}
                      <span
                        class={`status ${status.tone}`}
                        data-testid={TID.activityStatus}
                        title={row.reason ? reasonLine(row.reason) : ''}
                      >
                        {status.text}
                      </span>
                    </span>
                  </button>
                  <div class="activity-meta muted small">
                    <span>{metaText(row)}</span>
                    {row.time !== null && <span>{formatTime(row.time)}</span>}
                    {view.fee && <span data-testid={TID.activityFee}>{view.fee}</span>}
                    <span class="hash-line">
                      <code title={row.txhash}>{shortHash(row.txhash)}</code>
                      <CopyButton value={row.txhash} compact />
                      <ExplorerLink kind="tx" value={row.txhash} />
                    </span>
                  </div>
                  {fateLine && (
                    <p class="small" data-testid={TID.activityRevocable} data-fate={fate?.kind}>
                      {fateLine}
                    </p>
                  )}
                  {(row.status === 'failed' || row.status === 'dropped' || row.status === 'unconfirmed') && row.reason && (
                    <ReasonText reason={row.reason} testId={TID.activityReason} />
                  )}
                  {expanded && (
                    <TxDetail
                      row={row}
                      nameOf={nameOf}
                      formOf={formOf}
                      {...(fateLine && fate ? { fate: fateText(fate, clock.height, clock.secondsPerBlock, true) } : {})}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {rows !== null && page < pageTotal && (
          <button class="btn block" disabled={action.busy} onClick={() => void load(page + 1)}>
            {action.busy ? t('activity.loading') : t('activity.loadMore')}
          </button>
        )}
      </main>
    </div>
  );
}
