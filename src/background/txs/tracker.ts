// The account's own recent txs, followed to inclusion: a small record per network and address in
// the private local area (../storage.ts), updated by polling GET /v1/tx/{hash}. Short timers while the worker runs
// (a popup or a site is waiting), an alarm when it may sleep (its listener: ./index.ts). A part of its
// own: the worker's start file never needs it.
import { isLedgerHttpError } from '../../core/rest/reads';
import type { TxRecord } from '../../core/rest/types';
import { listNetworks, fullClientFor } from '../chain';
import { readSettled, readValue, updateValue } from '../storage';
import type { TrackedTxView } from '../../shared/wallet-api';
import { part } from '../parts';
import { nextStatus, type RecordCheck, type TrackedTx } from './status';
import { TXS_ALARM } from './index';

/** With no record (404) there is nothing to check. */
const noRecord: RecordCheck = () => undefined;

export type { TrackedTx, TxStatus } from './status';

const KEY = 'trackedTxs';
/** Kept per network and address: the newest ones. */
const KEEP = 30;
const FAST_POLL_MS = 1000;
/** How long the short timers run after a send before the alarm takes over. */
const FAST_POLL_FOR_MS = 120_000;

type Store = Record<string, TrackedTx[]>;
const bucket = (networkId: string, address: string) => `${networkId}|${address}`;

/** Hooks run once per tx when a block includes it successfully (e.g. a published multisig). */
const includedHooks: Array<(record: TxRecord) => Promise<void>> = [];
export function onIncluded(hook: (record: TxRecord) => Promise<void>): void {
  includedHooks.push(hook);
}

/** A tx that left pending for its outcome (included, failed, dropped) may be a notice. */
async function noticeSettled(entry: TrackedTx): Promise<void> {
  await (await part('notifyShow')).noticeSettled(entry);
}

// Reads wait for a record being written: a page that has its txhash may ask about it at once.
export async function trackedTxs(networkId: string, address: string): Promise<TrackedTx[]> {
  const store = await readSettled<Store>('local', KEY, {});
  return [...(store[bucket(networkId, address)] ?? [])];
}

export async function findTracked(txhash: string): Promise<TrackedTx | undefined> {
  const store = await readSettled<Store>('local', KEY, {});
  const wanted = txhash.toUpperCase();
  for (const list of Object.values(store)) {
    const found = list.find((entry) => entry.txhash.toUpperCase() === wanted);
    if (found) return found;
  }
  return undefined;
}

async function save(entries: TrackedTx[]): Promise<void> {
  if (entries.length === 0) return;
  await updateValue<Store>('local', KEY, {}, (store) => {
    const next = { ...store };
    for (const entry of entries) {
      const key = bucket(entry.networkId, entry.address);
      const list = (next[key] ?? []).filter((old) => old.txhash !== entry.txhash);
      next[key] = [entry, ...list].sort((a, b) => b.time - a.time).slice(0, KEEP);
    }
    return next;
  });
}

/** Records a sent tx (pending, or already failed when the node refused it) and starts following it. */
export async function track(entries: TrackedTx[]): Promise<void> {
  await save(entries);
  if (entries.some((entry) => entry.status === 'pending')) {
    await chrome.alarms.create(TXS_ALARM, { periodInMinutes: 0.5 }).catch(() => undefined);
    followSoon();
  }
}

let fastUntil = 0;
let fastTimer: ReturnType<typeof setTimeout> | undefined;
function followSoon(): void {
  fastUntil = Date.now() + FAST_POLL_FOR_MS;
  if (fastTimer) return;
  const tick = async () => {
    fastTimer = undefined;
    const pending = await refreshPending().catch(() => 1);
    if (pending > 0 && Date.now() < fastUntil) fastTimer = setTimeout(() => void tick(), FAST_POLL_MS);
  };
  fastTimer = setTimeout(() => void tick(), 0);
}

/** Pending, or claimed included by a record that did not prove it (the node may still answer truly). */
const isFollowed = (entry: TrackedTx) => entry.status === 'pending' || entry.status === 'unconfirmed';

/** Asks the node about every pending tx; returns how many are still pending. Clears the alarm at 0. */
export async function refreshPending(): Promise<number> {
  const store = await readValue<Store>('local', KEY, {});
  const pending = Object.values(store).flat().filter(isFollowed);
  if (pending.length === 0) {
    await chrome.alarms.clear(TXS_ALARM).catch(() => undefined);
    return 0;
  }
  const networks = new Map((await listNetworks()).map((network) => [network.id, network]));
  const changed: TrackedTx[] = [];
  const latest = new Map<string, Promise<string | undefined>>();
  for (const entry of pending) {
    const network = networks.get(entry.networkId);
    if (!network) continue;
    const client = await fullClientFor(network);
    let record: TxRecord | null;
    try {
      record = await client.getTx(entry.txhash);
    } catch (error) {
      if (!(isLedgerHttpError(error) && error.status === 404)) continue; // unreachable or odd answer: ask later
      record = null;
    }
    // Needed either way: a record counts only at a height the node has reached (status.ts).
    if (!latest.has(network.id))
      latest.set(
        network.id,
        client.getLatestBlock().then(
          (block) => String(block.height),
          () => undefined,
        ),
      );
    const isOurs = record ? (await part('proof')).recordIsOurs : noRecord;
    const next = nextStatus(entry, record, await latest.get(network.id), isOurs);
    if (next !== entry) {
      changed.push(next);
      if (next.status === 'included' && record) for (const hook of includedHooks) await hook(record).catch(() => undefined);
    }
  }
  await save(changed);
  for (const entry of changed) if (!isFollowed(entry)) await noticeSettled(entry).catch(() => undefined);
  const still = pending.length - changed.filter((entry) => !isFollowed(entry)).length;
  if (still === 0) await chrome.alarms.clear(TXS_ALARM).catch(() => undefined);
  return still;
}

/**
 * Waits until a tracked tx leaves pending, polling every second; answers its entry then, or the
 * pending entry at the timeout. Undefined when this wallet does not track that hash.
 */
export async function waitForTracked(txhash: string, timeoutMs: number): Promise<TrackedTx | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = await findTracked(txhash);
    if (!entry || entry.status !== 'pending' || Date.now() >= deadline) return entry;
    await refreshPending().catch(() => undefined);
    const after = await findTracked(txhash);
    if (!after || after.status !== 'pending' || Date.now() >= deadline) return after;
    await new Promise((resolve) => setTimeout(resolve, Math.min(FAST_POLL_MS, Math.max(0, deadline - Date.now()))));
  }
}

/** What the popup sees of an entry (no network or address: it asked for them). */
export function trackedView(entry: TrackedTx): TrackedTxView {
  const { txhash, msgs, summary, status, validUntil, time, height, reason, reasonCode } = entry;
  return {
    txhash,
    status,
    validUntil,
    time,
    ...(Array.isArray(msgs) ? { msgs } : {}),
    ...(typeof summary === 'string' ? { summary } : {}),
    ...(height !== undefined ? { height } : {}),
    ...(reason !== undefined ? { reason } : {}),
    ...(reasonCode !== undefined ? { reasonCode } : {}),
  };
}

/** Wallet reset: the record of sent txs goes with the accounts. */
export async function forgetTracked(): Promise<void> {
  await updateValue<Store>('local', KEY, {}, () => ({}));
  await chrome.alarms.clear(TXS_ALARM).catch(() => undefined);
}
