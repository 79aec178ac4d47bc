// One queued request: who asks, what for, and the approve / reject buttons shared by every kind.
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { StdFee } from '../../../core/types';
import type { ApprovalKind, ApprovalView } from '../../../shared/wallet-api';
import { ErrorBox, Loading } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { callWallet } from '../../lib/api';
import { lazyComponent } from '../../hooks/lazy';
import { TID } from '../../testids';
import { ConnectApproval } from './connect';
import { MessageApproval } from './message';
import { NetworkApproval } from './network';
import { SignInApproval } from './sign-in';
import type { ApprovalEdits } from './edits';
import { useArming } from './arming';
import { t, withMessages, type MessageKey } from '../../i18n';
import { warningText } from '../../lib/warnings';

/**
 * A tx's review (its messages, fee and memo, the live checks) is a chunk of its own, loaded once the
 * window has painted who asks for what; Approve stays off until the review is on screen (`ready`).
 */
const TxApproval = lazyComponent(
  withMessages(['activity', 'approvals', 'checks', 'renderers', 'summaries', 'tx'], () => import('./tx').then((m) => m.TxApproval)),
  {
    waiting: () => <Loading label={t('approvals.tx.loading')} />,
    failed: (message) => <ErrorBox message={message} />,
    afterPaint: true,
  },
);

export interface Resolution {
  approved: boolean;
  fee?: StdFee;
  memo?: string;
  accountIds?: string[];
}
export const TITLES: Record<ApprovalKind, MessageKey> = {
  connect: 'approvals.kind.connect',
  signTx: 'approvals.kind.signTx',
  sendTx: 'approvals.kind.sendTx',
  signMessage: 'approvals.kind.signMessage',
  signIn: 'approvals.kind.signIn',
  addNetwork: 'approvals.kind.addNetwork',
  switchNetwork: 'approvals.kind.switchNetwork',
};

function requestBody(approval: ApprovalView, setEdits: (edits: ApprovalEdits) => void): ComponentChildren {
  switch (approval.kind) {
    case 'connect':
      return <ConnectApproval approval={approval} onEdits={setEdits} />;
    case 'signTx':
    case 'sendTx':
      return <TxApproval approval={approval} onEdits={setEdits} />;
    case 'signMessage':
      return <MessageApproval approval={approval} />;
    case 'signIn':
      return <SignInApproval approval={approval} />;
    case 'addNetwork':
    case 'switchNetwork':
      return <NetworkApproval approval={approval} />;
    default:
      return <pre class="raw-json">{JSON.stringify(approval, null, 2)}</pre>;
  }
}

/** What the person can answer beyond this one request: every queued request, or everything from this site from now on. */
export type BulkAnswer = 'rejectAll' | 'blockSite';

export function ApprovalScreen({
  approval,
  onResolve,
  onBulk,
}: {
  approval: ApprovalView;
  onResolve(resolution: Resolution): Promise<void>;
  onBulk(answer: BulkAnswer): Promise<void>;
}) {
  const [edits, setEdits] = useState<ApprovalEdits>({});
  const action = useAction();
  // Shown to the person: the background readies the decision (a sendTx is signed while they read; only Approve sends it).
  useEffect(() => {
    void callWallet('wallet_prepareApproval', { approvalId: approval.id }).catch(() => undefined);
  }, [approval.id]);
  const decide = (approved: boolean) =>
    action.run(async () => {
      await onResolve(
        approved
          ? {
              approved: true,
              ...(edits.fee ? { fee: edits.fee } : {}),
              ...(edits.memo !== undefined ? { memo: edits.memo } : {}),
              ...(edits.accountIds ? { accountIds: edits.accountIds } : {}),
            }
          : { approved: false },
      );
    });
  const warnings = edits.warnings ?? (Array.isArray(approval.warnings) ? approval.warnings : []);
  // A tx can be approved only once its review has rendered and said what it shows (TxApproval's onEdits).
  const ready = (approval.kind !== 'signTx' && approval.kind !== 'sendTx') || edits.shown !== undefined;
  const arming = useArming(JSON.stringify([approval, edits.shown ?? '']));
  const armed = arming.armed && ready;
  // The same element while the request is the same: Approve's busy state re-renders the buttons, not the review.
  const body = useMemo(() => requestBody(approval, setEdits), [approval]);
  const approveLabel = t(
    approval.kind === 'connect'
      ? 'approvals.connect'
      : approval.kind === 'sendTx'
        ? 'approvals.confirm'
        : approval.kind === 'signIn'
          ? 'approvals.signIn.approve'
          : approval.kind === 'signTx' || approval.kind === 'signMessage'
            ? 'approvals.sign'
            : 'approvals.approve',
  );
  return (
    <>
      <main class="page-body">
        <div class="origin-card">
          <span class="avatar" aria-hidden="true">
            {originInitial(approval.origin)}
          </span>
          <div>
            <h1 class="approval-title" data-testid={TID.approvalKind} data-kind={approval.kind}>
              {TITLES[approval.kind] ? t(TITLES[approval.kind]) : approval.kind}
            </h1>
            <p class="origin break" data-testid={TID.approvalOrigin}>
              {approval.origin}
            </p>
          </div>
        </div>
        {warnings.map((warning, i) => (
          <p class="warning strong" role="alert" key={i} data-testid={TID.approvalWarning}>
            ⚠ {warningText(warning)}
          </p>
        ))}
        {body}
        {action.error && <ErrorBox message={action.error} />}
        {edits.blocked && <p class="field-error small">{edits.blocked}</p>}
      </main>
      <footer class="page-footer row-buttons">
        {arming.paused && (
          <p class="warning small paused-note" role="status" data-testid={TID.approvalPaused} data-reason={arming.paused}>
            {t(`approvals.paused.${arming.paused}`)}
          </p>
        )}
        <button class="btn" data-testid={TID.rejectButton} disabled={action.busy} onClick={() => decide(false)}>
          {t('approvals.reject')}
        </button>
        <button
          class="btn primary"
          data-testid={TID.approveButton}
          disabled={action.busy || !!edits.blocked || !armed}
          data-armed={armed}
          title={edits.blocked ?? ''}
          onClick={() => decide(true)}
        >
          {action.busy ? t('approvals.working') : approveLabel}
        </button>
        <span class="bulk-answers">
          <button
            class="link-button small"
            data-testid={TID.approvalRejectAll}
            disabled={action.busy || !arming.armed}
            onClick={() => action.run(() => onBulk('rejectAll'))}
          >
            {t('approvals.rejectAll')}
          </button>
          <button
            class="link-button small danger"
            data-testid={TID.approvalBlockSite}
            disabled={action.busy || !arming.armed}
            onClick={() => action.run(() => onBulk('blockSite'))}
          >
            {t('approvals.blockSite')}
          </button>
        </span>
      </footer>
    </>
  );
}

function originInitial(origin: string): string {
  try {
    return (
      new URL(origin).hostname
        .replace(/^www\./, '')
        .slice(0, 1)
        .toUpperCase() || '?'
    );
  } catch {
    return '?';
  }
}
