// Each network's endpoint pool: which endpoint answered last (tried first, and kept in session storage
// so that a restarted worker does not try a dead endpoint first again) and which ones the checks found
// on another chain or not a GT node (never read from, never signed for; a new worker learns these
// again from its first check).
import type { EndpointPool } from '../../core/rest/failover';
import type { NetworkView } from '../../shared/wallet-api';
import { readValue, updateValue } from '../storage';

const PREFERRED_KEY = 'chain.preferredEndpoints';
const preferred = new Map<string, string>();
const refused = new Map<string, Set<string>>();
let loaded: Promise<void> | undefined;

/** The remembered endpoints of the previous worker, under any this worker has learnt since. */
function load(): Promise<void> {
  loaded ??= readValue<Record<string, string>>('session', PREFERRED_KEY, {}).then(
    (kept) => {
      for (const [networkId, url] of Object.entries(kept)) if (!preferred.has(networkId)) preferred.set(networkId, url);
    },
    () => undefined,
  );
  return loaded;
}

function remember(networkId: string, url: string): void {
  if (preferred.get(networkId) === url) return;
  preferred.set(networkId, url);
  void updateValue<Record<string, string>>('session', PREFERRED_KEY, {}, (kept) => ({ ...kept, [networkId]: url })).catch(() => undefined);
}

export function poolOf(network: Pick<NetworkView, 'id' | 'endpoints'>): EndpointPool {
  return {
    urls: () => network.endpoints,
    preferred: () => preferred.get(network.id),
    answered: (url) => remember(network.id, url),
    usable: (url) => !refused.get(network.id)?.has(url),
    ready: load,
  };
}

/** What the latest check found: the endpoints refused, and the one to use first (undefined: keep). */
export function judged(networkId: string, refusedUrls: string[], active: string | undefined): void {
  refused.set(networkId, new Set(refusedUrls));
  if (active !== undefined) remember(networkId, active);
}
