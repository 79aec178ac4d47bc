// The person's networks as stored: the added ones and the built-in networks' endpoint orders, read
// plainly (what every screen and request reads, at the worker's start). Their MAC, its check at
// unlock and every change live in ./records.ts, loaded with the keyring's unlock and the edits.
import type { NetworkView } from '../../shared/wallet-api';
import { readValue } from '../storage';

export const NETWORKS_KEY = 'chain.networks';
/** The person's order of a built-in network's endpoints, by network id. */
export const BUILTIN_ENDPOINTS_KEY = 'chain.builtinEndpoints';
/** A network as stored (those saved before endpoints existed have their one URL). */
export type StoredNetwork = Omit<NetworkView, 'endpoints'> & { endpoints?: string[] };

export interface NetworkSet {
  custom: StoredNetwork[];
  orders: Record<string, string[]>;
}

export async function readNetworkSet(): Promise<NetworkSet> {
  const [custom, orders] = await Promise.all([
    readValue<StoredNetwork[]>('local', NETWORKS_KEY, []),
    readValue<Record<string, string[]>>('local', BUILTIN_ENDPOINTS_KEY, {}),
  ]);
  return { custom, orders };
}
