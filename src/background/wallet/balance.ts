// The selected account's last known balance, kept in storage.session (a restarted worker still has
// it): getState answers it at once and reads it again after, so home paints without waiting.
import type { CachedBalance, NetworkView } from '../../shared/wallet-api';
import { clientFor } from '../chain';
import { readValue, writeValue } from '../storage';

const BALANCE_KEY = 'wallet.balance';
/** A popup open asks several times within a second: one read of the node serves them all. */
const FRESH_MS = 2000;

const refreshing = new Map<string, Promise<void>>();

export async function cachedBalance(network: NetworkView, address: string): Promise<CachedBalance | null> {
  const cached = await readValue<CachedBalance | null>('session', BALANCE_KEY, null);
  return cached && cached.networkId === network.id && cached.address === address ? cached : null;
}

/** Reads the balance again unless it was just read; a failed read keeps the old one. */
export function refreshBalance(network: NetworkView, address: string, known: CachedBalance | null): Promise<void> {
  if (known && Date.now() - known.readAt < FRESH_MS) return Promise.resolve();
  const key = `${network.id}|${address}`;
  const running = refreshing.get(key);
  if (running) return running;
  const run = (async () => {
    try {
      const answer = await clientFor(network).getBalance(address);
      const next: CachedBalance = { address, networkId: network.id, coins: answer.result, height: answer.height, readAt: Date.now() };
      await writeValue('session', BALANCE_KEY, next);
    } catch {
      // The popup's own balance read shows the node's trouble; the cache keeps its last good answer.
    } finally {
      refreshing.delete(key);
    }
  })();
  refreshing.set(key, run);
  return run;
}
