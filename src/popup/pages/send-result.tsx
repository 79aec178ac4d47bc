// After a broadcast: the hash at once, then the node's verdict once the tx is found in a block.
import type { TxResult } from '../../shared/wallet-api';
import { queryLedger } from '../api';
import { CopyButton } from '../components/CopyButton';
import { usePoll } from '../features/common/usePoll';
import { activityRow } from '../lib/activity';
import { shortHash } from '../lib/format';
import { TID } from '../testids';

export function SendResult({ result, onDone }: { result: TxResult; onDone(): void }) {
  const { value: row, gaveUp } = usePoll(async () => activityRow(await queryLedger('getTx', result.txhash)), [result.txhash]);

  const state = row ? (row.success ? 'success' : 'failed') : gaveUp ? 'unknown' : 'pending';
  return (
    <div class="result" data-testid={TID.sendResult} data-state={state}>
      <div class={state === 'failed' ? 'result-mark failed' : 'result-mark'} aria-hidden="true">{state === 'failed' ? '!' : '✓'}</div>
      <h2>{state === 'success' ? 'Transfer confirmed' : state === 'failed' ? 'Transfer failed' : 'Transfer sent'}</h2>
      <p class="muted">
        {state === 'pending' && 'Waiting for the transaction to be included in a block…'}
        {state === 'unknown' && 'The node has not reported it yet; check Activity later.'}
        {row && `Block ${row.height || result.height}${row.error ? `: ${row.error}` : ''}`}
      </p>
      <div class="hash-line">
        <code data-testid={TID.sendTxhash} data-txhash={result.txhash} title={result.txhash}>{shortHash(result.txhash)}</code>
        <CopyButton value={result.txhash} compact />
      </div>
      <button class="btn primary block" data-testid={TID.sendDone} onClick={onDone}>Done</button>
    </div>
  );
}
