// After a broadcast: the tx hash at once, then whether a block included it and whether it succeeded.
import type { TxRecord } from '../../../core/rest/types';
import type { TxResult } from '../../../shared/wallet-api';
import { CopyButton } from '../../components/CopyButton';
import { FID } from '../testids';
import { ledger } from './ledger';
import { usePoll } from './usePoll';

type Outcome = { status: 'pending' } | { status: 'success'; height: string } | { status: 'failed'; height: string; log: string } | { status: 'unknown' };

export function txOutcome(record: TxRecord): Outcome {
  const logs = Array.isArray(record.logs) ? record.logs : [];
  const failed = logs.find((log) => log && log.success === false);
  if (failed) return { status: 'failed', height: String(record.height ?? ''), log: typeof failed.log === 'string' ? failed.log : 'The ledger refused this transaction.' };
  return { status: 'success', height: String(record.height ?? '') };
}

export function TxDone({ result, title, onClose, closeLabel = 'Done' }: { result: TxResult; title: string; onClose(): void; closeLabel?: string }) {
  const polled = usePoll(async () => {
    const record = await ledger.tx(result.txhash);
    return record ? txOutcome(record) : undefined;
  }, [result.txhash]);
  const outcome: Outcome = polled.value ?? (polled.gaveUp ? { status: 'unknown' } : { status: 'pending' });

  const mark = outcome.status === 'failed' ? '!' : outcome.status === 'success' ? '✓' : '…';
  return (
    <div class="result" data-testid={FID.txDone} data-status={outcome.status}>
      <div class={outcome.status === 'failed' ? 'result-mark failed' : 'result-mark'}>{mark}</div>
      <h2 class="approval-title">{outcome.status === 'failed' ? 'The ledger refused it' : outcome.status === 'success' ? title : 'Sent, waiting for a block…'}</h2>
      <span class="hash-line">
        <code class="break small" data-testid={FID.txDoneHash}>{result.txhash}</code>
        <CopyButton value={result.txhash} compact />
      </span>
      {outcome.status === 'success' && <p class="muted small" data-testid={FID.txDoneHeight}>Included in block {outcome.height}.</p>}
      {outcome.status === 'failed' && <p class="error-box" data-testid={FID.txDoneLog}>{outcome.log}</p>}
      {outcome.status === 'unknown' && <p class="muted small">No block has included it yet; check Activity later.</p>}
      <button class="btn primary block" data-testid={FID.txDoneClose} onClick={onClose}>{closeLabel}</button>
    </div>
  );
}
