// Each network's endpoint pool: which endpoint answered last (tried first) and which ones the checks
// found on another chain or not a GT node (never read from, never signed for). Held per worker life;
// a new worker learns both again from its first reads and its first check.
import type { EndpointPool } from '../../core/rest/failover.js';
import type { NetworkView } from '../../shared/wallet-api';

const preferred = new Map<string, string>();
const refused = new Map<string, Set<string>>();

export function poolOf(network: Pick<NetworkView, 'id' | 'endpoints'>): EndpointPool {
  return {
    urls: () => network.endpoints,
    preferred: () => preferred.get(network.id),
    answered: (url) => void preferred.set(network.id, url),
    usable: (url) => !refused.get(network.id)?.has(url),
  };
}

/** What the latest check found: the endpoints refused, and the one to use first (undefined: keep). */
export function judged(networkId: string, refusedUrls: string[], active: string | undefined): void {
  refused.set(networkId, new Set(refusedUrls));
  if (active !== undefined) preferred.set(networkId, active);
}

/** The endpoint a broadcast goes to: the remembered one when it may be used, else the first usable. */
export function activeEndpoint(network: Pick<NetworkView, 'id' | 'endpoints'>): string | undefined {
  const pool = poolOf(network);
  const remembered = pool.preferred();
  if (remembered !== undefined && network.endpoints.includes(remembered) && pool.usable(remembered)) return remembered;
  return network.endpoints.find((url) => pool.usable(url));
}
