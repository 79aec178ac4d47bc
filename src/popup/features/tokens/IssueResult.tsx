// After issuing: re-read the token list until the new on-chain symbol (with suffix) shows up.
import { useEffect, useState } from 'preact/hooks';
import { CopyButton } from '../../components/CopyButton';
import { Loading } from '../../components/ui';
import { ledger } from '../common/ledger';
import { goSub } from '../common/nav';
import { FID } from '../testids';
import { findIssuedSymbol } from './lib';

const POLL_MS = 1500;
const MAX_POLLS = 40;

export function IssueResult({ issuer, requested, before, onClose }: { issuer: string; requested: string; before: Set<string>; onClose(): void }) {
  const [symbol, setSymbol] = useState<string | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    let live = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      polls += 1;
      try {
        const found = findIssuedSymbol(await ledger.tokens(), issuer, requested, before);
        if (!live) return;
        if (found) { setSymbol(found); return; }
      } catch {
        // retried below
      }
      if (!live) return;
      if (polls >= MAX_POLLS) setGaveUp(true);
      else timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => { live = false; clearTimeout(timer); };
  }, [issuer, requested, before]);

  return (
    <div class="result">
      {symbol ? (
        <>
          <div class="result-mark">✓</div>
          <p class="muted">Your token's on-chain symbol</p>
          <span class="f-big-symbol" data-testid={FID.issueResultSymbol}>{symbol}</span>
          <CopyButton value={symbol} />
          <p class="muted small">Every later operation (send, mint, freeze, burn) uses {symbol}.</p>
          <button class="btn primary block" onClick={() => goSub({ tab: 'all', symbol })}>Open {symbol}</button>
        </>
      ) : gaveUp ? (
        <p class="warning" data-testid={FID.issueResultPending}>The ledger has not listed a new {requested} token yet. Check the token list in a moment.</p>
      ) : (
        <div data-testid={FID.issueResultPending}><Loading label={`Waiting for the ledger to list ${requested}-…`} /></div>
      )}
      <button class="btn block" onClick={onClose}>Done</button>
    </div>
  );
}
