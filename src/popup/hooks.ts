// Loading a value from the background with loading and error states, and a busy flag for actions.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { NodeStatus } from '../core/rest/types';
import type { Coin } from '../core/types';
import { defaultFeeNanogt } from '../shared/fees';
import { errorText, queryLedger } from './api';
import { ledger } from './features/common/ledger';

export interface Async<T> { data: T | undefined; error: string | null; loading: boolean; reload(): void }

export function useAsync<T>(load: () => Promise<T>, deps: unknown[]): Async<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load().then(
      (value) => { if (live) { setData(value); setError(null); setLoading(false); } },
      (err) => { if (live) { setError(errorText(err)); setLoading(false); } },
    );
    return () => { live = false; };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload };
}

/** Runs one action at a time; `error` holds the last failure's message. */
export function useAction(): { busy: boolean; error: string | null; setError(e: string | null): void; run<T>(action: () => Promise<T>): Promise<T | undefined> } {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (err) {
      setError(errorText(err));
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}

export function useInterval(fn: () => void, ms: number): void {
  const saved = useRef(fn);
  saved.current = fn;
  useEffect(() => {
    const id = setInterval(() => saved.current(), ms);
    return () => clearInterval(id);
  }, [ms]);
}

/** The account's coins on the current network; none for an address the ledger does not know yet. */
export function useBalance(address: string | undefined, networkId: string): Async<Coin[]> {
  return useAsync(async () => (address ? ledger.balance(address) : []), [address, networkId]);
}

/** The fee a new transaction starts with on this node: max(node minimum, 0.01 GT); the default until the status is read. */
export function useDefaultFee(networkId?: string): { fee: bigint; loading: boolean; error: string | null } {
  const status = useAsync(() => queryLedger<NodeStatus>('getStatus'), [networkId]);
  return { fee: defaultFeeNanogt(status.data?.node_status?.minimumTxFee), loading: status.loading, error: status.error };
}
