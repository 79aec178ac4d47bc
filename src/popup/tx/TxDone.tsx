// The result step of every transaction: the node accepted it ("Submitted — waiting for inclusion"),
// then the outcome the wallet's tracker saw: included in a block, failed there (the node's reason), or dropped.
import { useEffect, useState } from 'preact/hooks';
import type { TxRecord } from '../../core/rest/types';
import type { Msg } from '../../core/types';
import type { TrackedTxView, TxResult } from '../../shared/wallet-api';
import { callWallet } from '../lib/api';
import { CopyButton } from '../components/CopyButton';
import { ExplorerLink } from '../components/ExplorerLink';
import { useAddressNames } from '../hooks/data';
import { doneText } from '../lib/activity';
import { useWallet } from '../hooks/wallet';
import { TID } from '../testids';
import { ledger } from '../lib/ledger';
import { t } from '../i18n';
import { ReasonText } from '../components/ReasonText';
import { reasonWords, type ReasonWords } from '../lib/reasons';

export type Outcome =
  | { status: 'pending' }
  | { status: 'success'; height: string }
  | { status: 'failed'; height: string; reason: ReasonWords }
  | { status: 'dropped'; reason: ReasonWords }
  | { status: 'unconfirmed'; reason: ReasonWords }
  | { status: 'unknown' };

function txOutcome(record: TxRecord): Outcome {
  const logs = Array.isArray(record.logs) ? record.logs : [];
  const failed = logs.find((log) => log && log.success === false);
  if (failed)
    return {
      status: 'failed',
      height: String(record.height ?? ''),
      reason: reasonWords(undefined, typeof failed.log === 'string' ? failed.log : ''),
    };
  return { status: 'success', height: String(record.height ?? '') };
}

function trackedOutcome(entry: TrackedTxView): Outcome {
  switch (entry.status) {
    case 'included':
      return { status: 'success', height: entry.height ?? '' };
    case 'failed':
      return { status: 'failed', height: entry.height ?? '', reason: reasonWords(entry.reasonCode, entry.reason ?? '') };
    case 'dropped':
      return {
        status: 'dropped',
        reason: entry.reasonCode
          ? reasonWords(entry.reasonCode, entry.reason ?? '', entry.validUntil)
          : { summary: t('tx.done.noBlock'), detail: null },
      };
    case 'unconfirmed':
      return { status: 'unconfirmed', reason: reasonWords(entry.reasonCode, entry.reason ?? '') };
    default:
      return { status: 'pending' };
  }
}

const POLL_MS = 1500;
/** About 3 minutes; then "still pending, see Activity" (the background keeps following it). */
const MAX_POLLS = 120;

/**
 * Follows one sent tx to its outcome: the background's tracker (wallet_txStatus), or the node's
 * record when the wallet does not track that hash. Read errors count as "not yet".
 */
function useTxOutcome(txhash: string): Outcome {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setOutcome({ status: 'pending' });
    const poll = async () => {
      polls += 1;
      let next: Outcome = { status: 'pending' };
      try {
        const entry = await callWallet('wallet_txStatus', { txhash });
        if (entry) next = trackedOutcome(entry);
        else {
          const record = await ledger.tx(txhash);
          if (record) next = txOutcome(record);
        }
      } catch {
        // retried like a pending answer
      }
      if (!live) return;
      if (next.status !== 'pending') {
        setOutcome(next);
        return;
      }
      if (polls >= MAX_POLLS) setOutcome({ status: 'unknown' });
      else timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [txhash]);
  return outcome;
}

/** Once included: what the tx did, in words, with names ("Delegated to Aurora · −10 GT"). */
function DoneWhat({ msgs, signer, testId }: { msgs: Msg[]; signer: string; testId: string }) {
  const { state } = useWallet();
  const nameOf = useAddressNames(state.network.id, state.accounts);
  return (
    <p class="done-what" data-testid={testId}>
      {doneText(msgs, signer, nameOf)}
    </p>
  );
}

/** The hash's and the done line's test ids: the send screen keeps its own. */
export interface TxDoneIds {
  hash: string;
  what: string;
}
const TX_DONE_IDS: TxDoneIds = { hash: TID.txDoneHash, what: TID.txDoneWhat };

export function TxDone({
  result,
  title,
  onClose,
  closeLabel = t('tx.confirm.done'),
  what,
  ids = TX_DONE_IDS,
}: {
  result: TxResult;
  title: string;
  onClose(): void;
  closeLabel?: string;
  what?: { msgs: Msg[]; signer: string };
  ids?: TxDoneIds;
}) {
  const outcome = useTxOutcome(result.txhash);
  const bad = outcome.status === 'failed' || outcome.status === 'dropped' || outcome.status === 'unconfirmed';
  const mark = bad ? '!' : outcome.status === 'success' ? '✓' : '…';
  const heading =
    outcome.status === 'failed'
      ? t('tx.done.refusedTitle')
      : outcome.status === 'dropped'
        ? t('tx.done.dropped')
        : outcome.status === 'unconfirmed'
          ? t('tx.done.unconfirmed')
          : outcome.status === 'success'
            ? title
            : t('tx.done.submitted');
  return (
    <div class="result" data-testid={TID.txDone} data-status={outcome.status}>
      <div class={bad ? 'result-mark failed' : 'result-mark'}>{mark}</div>
      <h2 class="approval-title">{heading}</h2>
      <span class="hash-line">
        <code class="break small" data-testid={ids.hash} data-txhash={result.txhash}>
          {result.txhash}
        </code>
        <CopyButton value={result.txhash} compact />
        <ExplorerLink kind="tx" value={result.txhash} />
      </span>
      {outcome.status === 'pending' && <p class="muted small">{t('tx.done.accepted')}</p>}
      {outcome.status === 'success' && what && <DoneWhat msgs={what.msgs} signer={what.signer} testId={ids.what} />}
      {outcome.status === 'success' && <p class="muted small">{t('tx.done.included', { height: outcome.height })}</p>}
      {bad && <ReasonText reason={outcome.reason} box />}
      {outcome.status === 'unknown' && <p class="muted small">{t('tx.done.unknown')}</p>}
      <button class="btn primary block" data-testid={TID.txDoneClose} onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}
