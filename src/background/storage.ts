// Typed access to the background's two areas: 'local' (durable, private: the extension's IndexedDB,
// ./local-store.ts) and 'session' (chrome.storage.session: memory, trusted contexts only); a per-name
// lock so read-modify-write updates of one record never interleave (several ports and the popup call
// in at once), and an in-memory copy of every value read, so a request reads each setting once per worker life.
import { localArea, type ValueArea } from './local-store';

type AreaName = 'local' | 'session';

/** The area itself when it is open (always for 'session'), so a write can be issued without a wait. */
function area(name: AreaName): ValueArea | Promise<ValueArea> {
  watchStorage();
  if (name === 'session') return chrome.storage.session;
  return localArea((keys) => keys.forEach((key) => invalidate(`local:${key}`)));
}

/** What this worker last read or wrote, by `area:key`; a new worker starts empty and refills lazily. */
const cache = new Map<string, { value: unknown }>();
/** Bumped on every change of a key, so a read that raced a write never stores a stale value. */
const versions = new Map<string, number>();

function invalidate(cacheKey: string): void {
  cache.delete(cacheKey);
  versions.set(cacheKey, (versions.get(cacheKey) ?? 0) + 1);
}

let watched: typeof chrome | undefined;

/** The cache belongs to one `chrome` (tests install a new one): watch its storage, and start empty.
 *  Compared by the `chrome` object, not `chrome.storage`: reading that goes through the browser's
 *  bindings on every call, and a site's every request reads several values. */
function watchStorage(): void {
  if (watched === chrome) return;
  watched = chrome;
  cache.clear();
  // Writes from anywhere else (another extension page, storage cleared) reach this worker here.
  chrome.storage.onChanged?.addListener((changes, areaName) => {
    if (areaName !== 'local' && areaName !== 'session') return;
    for (const key of Object.keys(changes)) invalidate(`${areaName}:${key}`);
  });
}

/** Drops every cached value (tests; a storage area cleared wholesale). */
export function forgetCachedValues(): void {
  for (const cacheKey of [...cache.keys()]) invalidate(cacheKey);
}

/** A copy of the value (callers may change it without changing what is cached); `fallback` when absent. */
export function readValue<T>(areaName: AreaName, key: string, fallback: T): Promise<T> {
  return read(areaName, key, fallback, true);
}

/**
 * The cached value itself, not a copy, for a caller that only reads it (a site's every request reads
 * its permissions and the session: no copy each time). Name `T` readonly all the way down, so the
 * typecheck refuses a change.
 */
export function peekValue<T>(areaName: AreaName, key: string, fallback: T): Promise<T> {
  return read(areaName, key, fallback, false);
}

async function read<T>(areaName: AreaName, key: string, fallback: T, copy: boolean): Promise<T> {
  watchStorage();
  const cacheKey = `${areaName}:${key}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    const value = hit.value as T | undefined;
    if (value === undefined) return fallback;
    return copy && typeof value === 'object' && value !== null ? structuredClone(value) : value;
  }
  const version = versions.get(cacheKey) ?? 0;
  const found = await (await area(areaName)).get(key);
  const value = key in found ? found[key] : undefined;
  if ((versions.get(cacheKey) ?? 0) === version) cache.set(cacheKey, { value: value === undefined ? undefined : structuredClone(value) });
  return value === undefined ? fallback : (value as T);
}

export async function writeValue(areaName: AreaName, key: string, value: unknown): Promise<void> {
  watchStorage();
  const cacheKey = `${areaName}:${key}`;
  const opening = area(areaName);
  const target = opening instanceof Promise ? await opening : opening;
  invalidate(cacheKey);
  try {
    await target.set({ [key]: value });
  } finally {
    invalidate(cacheKey);
  }
  cache.set(cacheKey, { value: value === undefined ? undefined : structuredClone(value) });
}

/** Several values written at once (one IndexedDB transaction in the local area), `removed` keys deleted after. */
export async function writeValues(areaName: AreaName, items: Record<string, unknown>, removed: string[] = []): Promise<void> {
  watchStorage();
  const cacheKeys = [...Object.keys(items), ...removed].map((key) => `${areaName}:${key}`);
  const opening = area(areaName);
  const target = opening instanceof Promise ? await opening : opening;
  cacheKeys.forEach(invalidate);
  try {
    if (Object.keys(items).length > 0) await target.set(items);
    if (removed.length > 0) await target.remove(removed);
  } finally {
    cacheKeys.forEach(invalidate);
  }
}

export async function removeValue(areaName: AreaName, key: string | string[]): Promise<void> {
  watchStorage();
  const cacheKeys = (Array.isArray(key) ? key : [key]).map((name) => `${areaName}:${name}`);
  const opening = area(areaName);
  const target = opening instanceof Promise ? await opening : opening;
  cacheKeys.forEach(invalidate);
  try {
    await target.remove(key);
  } finally {
    cacheKeys.forEach(invalidate);
  }
  // Known absent: the next read (the approval window's id, when it opens again) needs no storage.
  for (const cacheKey of cacheKeys) cache.set(cacheKey, { value: undefined });
}

const lockTails = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task queued under the same name has settled. */
export function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const previous = lockTails.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  lockTails.set(name, tail);
  void tail.then(() => {
    if (lockTails.get(name) === tail) lockTails.delete(name);
  });
  return run;
}

/** The value once this worker's updates of it under way have been written (they hold its lock). */
export function readSettled<T>(areaName: AreaName, key: string, fallback: T): Promise<T> {
  return withLock(`${areaName}:${key}`, () => readValue(areaName, key, fallback));
}

/** Removes the value once this worker's updates of it under way are written, before any later one (its lock). */
export function removeInTurn(areaName: AreaName, key: string): Promise<void> {
  return withLock(`${areaName}:${key}`, () => removeValue(areaName, key));
}

/** Read, change and write one value under its lock. */
export async function updateValue<T>(areaName: AreaName, key: string, fallback: T, change: (current: T) => T | Promise<T>): Promise<T> {
  const { value, written } = await updateIssued(areaName, key, fallback, change);
  await written;
  return value;
}

/**
 * updateValue answering once the new value is decided and its write issued (chrome.storage's set
 * called: the browser has it), with `written` settling when the write has. The lock is held until
 * then, so the next update of this value still reads what this one wrote.
 */
export function updateIssued<T>(
  areaName: AreaName,
  key: string,
  fallback: T,
  change: (current: T) => T | Promise<T>,
): Promise<{ value: T; written: Promise<void> }> {
  return new Promise((resolve, reject) => {
    void withLock(`${areaName}:${key}`, async () => {
      let written: Promise<void>;
      try {
        const value = await change(await readValue(areaName, key, fallback));
        // The area is open once this update has read: writeValue calls set before its first await.
        written = writeValue(areaName, key, value);
        resolve({ value, written });
      } catch (error) {
        reject(error);
        return;
      }
      await written.catch(() => undefined);
    });
  });
}
