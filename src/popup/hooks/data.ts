// Loading a value from the background with loading and error states, and a busy flag for actions.
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useContacts } from './contacts';
import type { Coin } from '../../core/types';
import { defaultFeeNanogt, feePresets, minimumFeeNanogt, type FeePresets } from '../../shared/fees';
import type { AccountView, CachedBalance, NetworkHealth } from '../../shared/wallet-api';
import { gt1Of } from '../lib/accounts';
import { shortAddr } from '../lib/format';
import { callWallet, errorText, NODE_ERROR_CODES, queryLedger, WalletApiError } from '../lib/api';
import { ledger } from '../lib/ledger';

/** `data` stays the last value read (from `readAt`, ms) when a later read fails: show it as last known, never as current. */
export interface Async<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  readAt: number | undefined;
  reload(): void;
}

/** `initial`: a value to show until the first load answers (it still loads); `initialAt`: when it was read. */
export function useAsync<T>(load: () => Promise<T>, deps: unknown[], initial?: T, initialAt?: number): Async<T> {
  const [data, setData] = useState<T | undefined>(initial);
  const [readAt, setReadAt] = useState<number | undefined>(initial === undefined ? undefined : initialAt);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const failed = useRef(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load().then(
      (value) => {
        if (!live) return;
        failed.current = false;
        setData(value);
        setReadAt(Date.now());
        setError(null);
        setLoading(false);
        nodeAnswered();
      },
      (err) => {
        if (!live) return;
        failed.current = true;
        setError(errorText(err));
        setLoading(false);
        if (isNodeError(err)) nodeFailed();
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a Hook with its caller's deps: `load` is a fresh closure each render, read again only when `deps` change
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  // Errors follow the node: when it answers again, a read that failed is read again, with no Retry.
  useEffect(
    () =>
      onNodeBack(() => {
        if (failed.current) reload();
      }),
    [reload],
  );
  return { data, error, loading, readAt, reload };
}

/** Runs one action at a time; `error` holds the last failure's message. */
export function useAction(): {
  busy: boolean;
  error: string | null;
  setError(e: string | null): void;
  run<T>(action: () => Promise<T>): Promise<T | undefined>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const nodeCaused = useRef(false);
  // An action that failed for want of the node: its error goes when the node answers again.
  useEffect(
    () =>
      onNodeBack(() => {
        if (nodeCaused.current) {
          nodeCaused.current = false;
          setError(null);
        }
      }),
    [],
  );
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setError(null);
    nodeCaused.current = false;
    try {
      return await action();
    } catch (err) {
      setError(errorText(err));
      if (isNodeError(err)) {
        nodeCaused.current = true;
        nodeFailed();
      }
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
  const known = cached && cached.address === address && cached.networkId === networkId ? cached : undefined;
  return useAsync(async () => (address ? ledger.balance(address) : []), [address, networkId], known?.coins, known?.readAt);
}

/**
 * The fee a new transaction starts with on this node: max(node minimum, 0.01 GT); the default until the
 * status is read. `minimum`: the node's own (null until read, or when it did not say); `presets`: shared/fees.ts.
 */
export function useDefaultFee(networkId?: string): {
  fee: bigint;
  loading: boolean;
  error: string | null;
  minimum: bigint | null;
  presets: FeePresets;
} {
  const status = useAsync(() => queryLedger('getStatus'), [networkId]);
  const minimumTxFee = status.data?.node_status?.minimumTxFee;
  return {
    fee: defaultFeeNanogt(minimumTxFee),
    loading: status.loading,
    error: status.error,
    minimum: minimumFeeNanogt(minimumTxFee),
    presets: feePresets(minimumTxFee),
  };
}

/**
 * One answer for every component that shows the node's health (the pill, home's notice, every card's
 * error): a read that fails for want of the node asks about it at once and then every few seconds
 * until it answers; when it does, every failed read is read again (`onNodeBack`).
 */
const healthShared: { networkId: string; health: NetworkHealth | undefined; checking: boolean } = {
  networkId: '',
  health: undefined,
  checking: false,
};
const healthListeners = new Set<() => void>();
const backListeners = new Set<() => void>();
const WATCH_MS = 3000;
let watch: ReturnType<typeof setInterval> | undefined;
let failedSinceCheck = false;
let lastCheckAt = 0;

/**
 * A read failed because the node did not answer (or answered as no GT node would): not a refusal of the request.
 * An error that names a field is about what the person typed (a node being added in Settings, its URL or chain
 * id), not about the selected network: it stays until they change it, whatever the selected node does.
 */
function isNodeError(err: unknown): boolean {
  return err instanceof WalletApiError && NODE_ERROR_CODES.has(err.code) && err.field === undefined;
}

function onNodeBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

/** Runs `fn` when the node answers again after failing (a screen that loads by hand reads again). */
export function useNodeBack(fn: () => void): void {
  const saved = useRef(fn);
  saved.current = fn;
  useEffect(() => onNodeBack(() => saved.current()), []);
}

/** Asks about the selected network (the one the pill shows, else whichever the background has selected). */
function recheck(): void {
  if (!healthShared.checking) void checkHealth(healthShared.networkId, true); // a slow node is not asked twice at once
}

/** A read failed for want of the node: ask about it now (at most every few seconds) and keep asking until it answers. */
function nodeFailed(): void {
  failedSinceCheck = true;
  if (watch === undefined) watch = setInterval(recheck, WATCH_MS);
  if (Date.now() - lastCheckAt >= WATCH_MS) recheck();
}

/** A read answered while the node was said to be down: ask again now, so the notice and pill follow. */
function nodeAnswered(): void {
  const state = healthShared.health?.state;
  if (state !== undefined && state !== 'ok') recheck();
}

async function checkHealth(networkId: string, fresh: boolean): Promise<void> {
  if (networkId && healthShared.networkId !== networkId) Object.assign(healthShared, { networkId, health: undefined });
  const before = healthShared.health?.state;
  const failuresToClear = failedSinceCheck;
  failedSinceCheck = false;
  lastCheckAt = Date.now();
  healthShared.checking = true;
  healthListeners.forEach((listener) => listener());
  try {
    const health = await callWallet('wallet_networkHealth', fresh ? { fresh: true } : {});
    if (!healthShared.networkId) healthShared.networkId = health.networkId;
    if (health.networkId === healthShared.networkId) healthShared.health = health;
  } catch {
    // the background did not answer: keep the last known state
  } finally {
    healthShared.checking = false;
    healthListeners.forEach((listener) => listener());
  }
  const now = healthShared.health?.state;
  if (now === 'ok' || now === 'unconfirmed') {
    // A read that failed while this check ran keeps the watch: the next check reads it again.
    if (watch !== undefined && !failedSinceCheck) {
      clearInterval(watch);
      watch = undefined;
    }
    if ((before !== undefined && before !== now) || failuresToClear) backListeners.forEach((listener) => listener());
  } else if (now !== undefined && watch === undefined) {
    watch = setInterval(recheck, WATCH_MS);
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

/** The names addresses read by: validators' monikers, then contacts, then the wallet's own accounts (each over the one before); others shortened. */
export function useAddressNames(networkId: string, accounts: readonly AccountView[]): (address: string) => string {
  const conAccounts = useAsync(() => ledger.conAccounts(), [networkId]);
  const contacts = useContacts();
  const names = useMemo(() => {
    const known = new Map<string, string>();
    for (const con of conAccounts.data ?? []) if (con.description?.moniker) known.set(gt1Of(con.operator_address), con.description.moniker);
    for (const contact of contacts ?? []) known.set(gt1Of(contact.address), contact.name);
    for (const account of accounts) known.set(gt1Of(account.address), account.name);
    return known;
  }, [conAccounts.data, accounts, contacts]);
  return useCallback((address: string) => names.get(gt1Of(address)) ?? shortAddr(address), [names]);
}
