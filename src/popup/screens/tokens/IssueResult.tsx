// After issuing: re-read the token list until the new on-chain symbol (with suffix) shows up.
import { CopyButton } from '../../components/CopyButton';
import { Loading } from '../../components/ui';
import { ledger } from '../../lib/ledger';
import { usePoll } from '../../hooks/usePoll';
import { goSub } from '../../lib/router';
import { findIssuedSymbol } from './lib';

export function IssueResult({ issuer, requested, before, onClose }: { issuer: string; requested: string; before: Set<string>; onClose(): void }) {
  const { value: symbol, gaveUp } = usePoll(
    async () => findIssuedSymbol(await ledger.tokens(), issuer, requested, before) ?? undefined,
    [issuer, requested, before],
  );

  return (
    <div class="result">
      {symbol ? (
        <>
          <div class="result-mark">✓</div>
          <p class="muted">Your token's on-chain symbol</p>
          <span class="f-big-symbol">{symbol}</span>
          <CopyButton value={symbol} />
          <p class="muted small">Every later operation (send, mint, freeze, burn) uses {symbol}.</p>
          <button class="btn primary block" onClick={() => goSub({ tab: 'all', symbol })}>Open {symbol}</button>
        </>
      ) : gaveUp ? (
        <p class="warning">The ledger has not listed a new {requested} token yet. Check the token list in a moment.</p>
      ) : (
        <div><Loading label={`Waiting for the ledger to list ${requested}-…`} /></div>
      )}
      <button class="btn block" onClick={onClose}>Done</button>
    </div>
  );
}
