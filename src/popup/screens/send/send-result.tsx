// After a broadcast: the hash at once, "Submitted — waiting for inclusion", then the outcome the
// wallet's tracker saw (included, failed with the node's reason, or dropped) — see useTxOutcome.
import type { Msg } from '../../../core/types';
import type { TxResult } from '../../../shared/wallet-api';
import { CopyButton } from '../../components/CopyButton';
import { DoneWhat, useTxOutcome } from '../../tx/TxDone';
import { shortHash } from '../../lib/format';
import { TID } from '../../testids';

export function SendResult({ result, onDone, what }: { result: TxResult; onDone(): void; what?: { msgs: Msg[]; signer: string } }) {
  const outcome = useTxOutcome(result.txhash);
  const state = outcome.status;
  const bad = state === 'failed' || state === 'dropped';
  return (
    <div class="result" data-state={state}>
      <div class={bad ? 'result-mark failed' : 'result-mark'} aria-hidden="true">{bad ? '!' : state === 'success' ? '✓' : '…'}</div>
      <h2>{state === 'success' ? 'Transfer confirmed' : state === 'failed' ? 'Transfer failed' : state === 'dropped' ? 'Transfer dropped' : 'Submitted — waiting for inclusion'}</h2>
      <p class="muted">
        {state === 'pending' && 'The node accepted it; waiting for a block to include it…'}
        {state === 'unknown' && 'No block has included it yet; Activity keeps following it.'}
        {state === 'success' && `Included in block ${outcome.height}`}
      </p>
      {state === 'success' && what && <DoneWhat msgs={what.msgs} signer={what.signer} testId={TID.sendDoneWhat} />}
      {(outcome.status === 'failed' || outcome.status === 'dropped') && (
        <p class="error-box">{outcome.status === 'failed' && outcome.height ? `Block ${outcome.height}: ` : ''}{outcome.log}</p>
      )}
      <div class="hash-line">
        <code data-testid={TID.sendTxhash} data-txhash={result.txhash} title={result.txhash}>{shortHash(result.txhash)}</code>
        <CopyButton value={result.txhash} compact />
      </div>
      <button class="btn primary block" onClick={onDone}>Done</button>
    </div>
  );
}
