// The unlocked state: the raw data key lives only in chrome.storage.session (memory, trusted
// contexts only) so a restarted service worker stays unlocked until lock() or browser exit.
import { fromBase64, toBase64 } from '../../core/bytes';
import { peekValue, readValue, removeValue, writeValue } from '../storage';

export const SESSION_KEY = 'keyring.session';
const FAILURES_KEY = 'keyring.failedUnlocks';

/** The session's record of the data key, as cached (not a copy: it is only read). */
function storedKey(): Promise<Readonly<{ dataKey: string }> | null> {
  return peekValue<Readonly<{ dataKey: string }> | null>('session', SESSION_KEY, null);
}

export async function readDataKey(): Promise<Uint8Array | null> {
  const stored = await storedKey();
  return stored ? fromBase64(stored.dataKey) : null;
}

/** Whether the data key is in the session (unlocked), without decoding it: a site's every read asks. */
export async function hasDataKey(): Promise<boolean> {
  return (await storedKey()) !== null;
}

export async function storeDataKey(dataKey: Uint8Array): Promise<void> {
  await writeValue('session', SESSION_KEY, { dataKey: toBase64(dataKey) });
}

export async function clearDataKey(): Promise<void> {
  await removeValue('session', SESSION_KEY);
}

async function failedUnlocks(): Promise<number> {
  return readValue('session', FAILURES_KEY, 0);
}

export async function recordFailedUnlock(): Promise<number> {
  const next = (await failedUnlocks()) + 1;
  await writeValue('session', FAILURES_KEY, next);
  return next;
}

export async function clearFailedUnlocks(): Promise<void> {
  await removeValue('session', FAILURES_KEY);
}

/** 1 s after the first wrong password, doubling per consecutive failure, at most 30 s. */
export function defaultFailureDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}
