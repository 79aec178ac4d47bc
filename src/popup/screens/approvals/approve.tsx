// The approval window (#/approve): the queue of dApp requests, one screen per kind, polled each
// second. The request on screen is pinned by id (see below).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApprovalView, FailedApprovalView } from '../../../shared/wallet-api';
import { callWallet, errorText, WalletApiError } from '../../lib/api';
import { EmptyState, ErrorBox, Loading } from '../../components/ui';
import { useInterval } from '../../hooks/data';
import { useEscape } from '../../hooks/escape';
import { takeArrived, takeEarly } from '../../hooks/early';
import { navigate } from '../../lib/router';
import { keepWalletPort } from '../../lib/wallet-port';
import { TID } from '../../testids';
import { ApprovalScreen, TITLES, type BulkAnswer, type Resolution } from './screen';
import { t } from '../../i18n';

const POLL_MS = 1000;

/**
 * Whether a poll listed the requests already shown, unchanged: the window then keeps the list it has, so
 * the review does not render again each second with the same content. An empty list is never kept: each
 * empty look runs the close check again (closeUnlessFailed).
 */
function sameRequests(shown: ApprovalView[] | null, next: ApprovalView[]): boolean {
  return shown !== null && next.length > 0 && JSON.stringify(shown) === JSON.stringify(next);
}

/**
 * What the window must remember across a remount: app.tsx keys the whole tree by language, so a
 * language change mounts this page afresh. The pinned request lives here, outside that tree, so the
 * request on screen never jumps to another one.
 */
const kept = { pinnedId: null as string | null };

export function ApprovePage() {
  // The queue asked beside the first state has usually come: the first render shows the request.
  const [queue, setQueue] = useState<ApprovalView[] | null>(() => {
    const list = takeArrived('wallet_listApprovals');
    return list === undefined ? null : Array.isArray(list) ? list : [];
  });
  const [currentId, setPinned] = useState<string | null>(kept.pinnedId);
  const setCurrentId = (id: string | null) => {
    kept.pinnedId = id;
    setPinned(id);
  };
  const [error, setError] = useState<string | null>(null);
  const loading = useRef(false);
  // Requests that failed while being prepared (the node could not be read): shown until the person closes the window.
  const [failed, setFailed] = useState<FailedApprovalView[]>([]);
  const closing = useRef(false);
  // How many requests the last look listed (closeUnlessFailed reads it after its own await).
  const listedLast = useRef(queue?.length ?? 0);
  // While a decision is carried out the queue may read empty; a failure it ends in is then shown, not lost to a close.
  const deciding = useRef(false);

  const load = async () => {
    if (loading.current) return;
    loading.current = true;
    try {
      // `shown`: what this window lists is what closing it rejects.
      const list = await (takeEarly('wallet_listApprovals') ?? callWallet('wallet_listApprovals', { shown: true }));
      listedLast.current = Array.isArray(list) ? list.length : 0;
      const next = Array.isArray(list) ? list : [];
      setQueue((shown) => (sameRequests(shown, next) ? shown : next));
      setError(null);
    } catch (err) {
      setError(errorText(err));
    } finally {
      loading.current = false;
    }
  };
  useEffect(() => {
    // The person's decision goes over an open port (lib/wallet-port.ts).
    keepWalletPort();
    if (!queue) void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on open: the first script's early answer, else a first read
  }, []);
  useInterval(() => void load(), POLL_MS);
  // Esc closes the window, which rejects (4001) every request it listed (the background answers them).
  useEscape(() => window.close());

  useEffect(() => {
    if (!queue) return;
    // Pin the first request shown; later loads never change what is pinned.
    if (currentId === null && queue[0]) setCurrentId(queue[0].id);
    // Nothing to approve, whether the requests were answered here or vanished before this window
    // read them (their tab closed): the window closes itself, as MetaMask's does. The background
    // closes it too when it drops the last request; the empty state below shows only if closing fails.
    if (queue.length === 0 && !deciding.current) void closeUnlessFailed();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the queue changes; `currentId` is pinned once and `closeUnlessFailed` is a fresh closure
  }, [queue]);

  const closeUnlessFailed = async () => {
    if (closing.current) return;
    closing.current = true;
    try {
      const more = await callWallet('wallet_takeFailedApprovals', {}).catch(() => []);
      if (more.length > 0) setFailed((shown) => [...shown, ...more]);
      // Closing rejects what this window listed: not while a look is under way or the last one found a
      // request that came meanwhile (it is shown instead; the next empty look closes the window).
      else if (failed.length === 0 && !loading.current && listedLast.current === 0) window.close();
    } finally {
      closing.current = false;
    }
  };

  if (!queue) {
    return (
      <div class="app-center">
        {error ? <ErrorBox message={error} onRetry={() => void load()} /> : <Loading label={t('approvals.loading')} />}
      </div>
    );
  }
  if (queue.length === 0 && failed.length > 0) return <FailedRequests failed={failed} />;
  if (queue.length === 0) {
    return (
      <div class="page">
        <main class="page-body center">
          <EmptyState title={t('approvals.empty')}>{t('approvals.emptyBody')}</EmptyState>
          <button class="btn" onClick={() => window.close()}>
            {t('approvals.close')}
          </button>
          <button class="link-button" onClick={() => navigate('/')}>
            {t('approvals.openWallet')}
          </button>
        </main>
      </div>
    );
  }

  // The request on screen stays pinned by id: when it goes away (withdrawn, answered elsewhere),
  // the window says so and waits for an explicit click; the next request never slides under the button.
  const pinned = queue.find((a) => a.id === currentId) ?? (currentId === null ? queue[0] : undefined);
  const pinnedId = pinned?.id ?? currentId;
  const index = pinned ? queue.indexOf(pinned) : -1;
  const go = (next: number) => setCurrentId(queue[next]?.id ?? null);

  const resolve = async (resolution: Resolution) => {
    if (!pinned) return;
    deciding.current = true;
    try {
      await callWallet('wallet_resolveApproval', { approvalId: pinned.id, ...resolution });
    } finally {
      deciding.current = false;
    }
    const remaining = queue.filter((a) => a.id !== pinned.id);
    setQueue(remaining);
    setCurrentId(remaining[Math.min(index, remaining.length - 1)]?.id ?? null);
    void load();
  };

  const bulk = async (answer: BulkAnswer) => {
    if (!pinned) return;
    if (answer === 'rejectAll') await callWallet('wallet_rejectAllApprovals', {});
    else await callWallet('wallet_blockSite', { approvalId: pinned.id });
    await load();
  };

  return (
    <div class="page approve-page">
      <header class="queue-bar">
        <button class="icon-button" aria-label={t('approvals.previous')} disabled={!pinned || index === 0} onClick={() => go(index - 1)}>
          ‹
        </button>
        <span data-testid={TID.approvalCount} data-position={pinned ? String(index + 1) : ''} data-total={String(queue.length)}>
          {pinned ? t('approvals.position', { index: index + 1, total: queue.length }) : t('approvals.waiting', { count: queue.length })}
        </span>
        <button
          class="icon-button"
          aria-label={t('approvals.next')}
          disabled={!pinned || index >= queue.length - 1}
          onClick={() => go(index + 1)}
        >
          ›
        </button>
      </header>
      {error && <ErrorBox message={error} />}
      {pinned ? (
        <ApprovalScreen key={pinned.id} approval={pinned} onResolve={resolve} onBulk={bulk} />
      ) : (
        <main class="page-body center" data-testid={TID.approvalWithdrawn} data-approval-id={pinnedId ?? ''}>
          <EmptyState title={t('approvals.withdrawn')}>{t('approvals.withdrawnBody')}</EmptyState>
          <button class="btn primary" data-testid={TID.approvalShowNext} onClick={() => setCurrentId(queue[0]!.id)}>
            {t('approvals.showNext', { count: queue.length })}
          </button>
        </main>
      )}
    </div>
  );
}

/** Requests whose window opened while they were prepared, and whose preparation failed: what, from whom, why. */
function FailedRequests({ failed }: { failed: FailedApprovalView[] }) {
  return (
    <div class="page approve-page">
      <main class="page-body">
        {failed.map((entry) => (
          <section class="card" key={entry.id} data-testid={TID.approvalFailed} data-kind={entry.kind}>
            <h1 class="approval-title">
              {t(entry.stage === 'approved' ? 'approvals.failed.approvedTitle' : 'approvals.failed.title', {
                request: t(TITLES[entry.kind]),
              })}
            </h1>
            <p class="origin break">{entry.origin}</p>
            <ErrorBox
              message={errorText(new WalletApiError(entry.error.code, entry.error.message, entry.error.field, entry.error.reason))}
            />
            <p class="muted small">{t(entry.stage === 'approved' ? 'approvals.failed.approvedBody' : 'approvals.failed.body')}</p>
          </section>
        ))}
      </main>
      <footer class="page-footer">
        <button class="btn primary block" data-testid={TID.approvalFailedClose} onClick={() => window.close()}>
          {t('approvals.close')}
        </button>
      </footer>
    </div>
  );
}
