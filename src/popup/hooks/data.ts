// Loading a value from the background with loading and error states, and a busy flag for actions.
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Coin } from '../../core/types';
import { defaultFeeNanogt } from '../../shared/fees';
import type { AccountView, CachedBalance, NetworkHealth } from '../../shared/wallet-api';
import { gt1Of } from '../lib/accounts';
import { shortAddr } from '../lib/format';
import { callWallet, errorText, queryLedger } from '../lib/api';
import { ledger } from '../lib/ledger';

export interface Async<T> { data: T | undefined; error: string | null; loading: boolean; reload(): void }

/** `initial`: a value to show until the first load answers (it still loads). */
export function useAsync<T>(load: () => Promise<T>, deps: unknown[], initial?: T): Async<T> {
  const [data, setData] = useState<T | undefined>(initial);
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
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a Hook with its caller's deps: `load` is a fresh closure each render, read again only when `deps` change
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

/** The account's coins on the current network; none for an address the ledger does not know yet.
 *  `cached` (wallet_getState's last known balance) is shown at once while the fresh one is read. */
export function useBalance(address: string | undefined, networkId: string, cached?: CachedBalance | null): Async<Coin[]> {
  const known = cached && cached.address === address && cached.networkId === networkId ? cached.coins : undefined;
  return useAsync(async () => (address ? ledger.balance(address) : []), [address, networkId], known);
}

/** The fee a new transaction starts with on this node: max(node minimum, 0.01 GT); the default until the status is read. */
export function useDefaultFee(networkId?: string): { fee: bigint; loading: boolean; error: string | null } {
  const status = useAsync(() => queryLedger('getStatus'), [networkId]);
  return { fee: defaultFeeNanogt(status.data?.node_status?.minimumTxFee), loading: status.loading, error: status.error };
}

/** One answer for every component that shows the node's health (the pill and home's notice). */
const healthShared: { networkId: string; health: NetworkHealth | undefined; checking: boolean } = { networkId: '', health: undefined, checking: false };
const healthListeners = new Set<() => void>();

async function checkHealth(networkId: string, fresh: boolean): Promise<void> {
  if (healthShared.networkId !== networkId) Object.assign(healthShared, { networkId, health: undefined });
  healthShared.checking = true;
  healthListeners.forEach((listener) => listener());
  try {
    const health = await callWallet('wallet_networkHealth', fresh ? { fresh: true } : {});
    if (health.networkId === healthShared.networkId) healthShared.health = health;
  } catch {
    // the background did not answer: keep the last known state
  } finally {
    healthShared.checking = false;
    healthListeners.forEach((listener) => listener());
  }
}

/** The selected node's health (background/chain/health.ts): asked on open, every 20 s, and at once on `recheck`. */
export function useNetworkHealth(networkId: string): { health: NetworkHealth | undefined; checking: boolean; recheck(): void } {
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((n) => n + 1);
    healthListeners.add(listener);
    if (healthShared.networkId !== networkId || (!healthShared.health && !healthShared.checking)) void checkHealth(networkId, false);
    const timer = setInterval(() => void checkHealth(networkId, false), 20_000);
    return () => {
      healthListeners.delete(listener);
      clearInterval(timer);
    };
  }, [networkId]);
  const recheck = useCallback(() => void checkHealth(networkId, true), [networkId]);
  const health = healthShared.networkId === networkId ? healthShared.health : undefined;
  return { health, checking: healthShared.checking, recheck };
}

/** Names for addresses: this wallet's accounts by their names, con-accounts by moniker, others shortened. */
export function useAddressNames(networkId: string, accounts: readonly AccountView[]): (address: string) => string {
  const conAccounts = useAsync(() => ledger.conAccounts(), [networkId]);
  const names = useMemo(() => {
    const known = new Map<string, string>();
    for (const con of conAccounts.data ?? []) if (con.description?.moniker) known.set(gt1Of(con.operator_address), con.description.moniker);
    for (const account of accounts) known.set(gt1Of(account.address), account.name);
    return known;
  }, [conAccounts.data, accounts]);
  return useCallback((address: string) => names.get(gt1Of(address)) ?? shortAddr(address), [names]);
}
