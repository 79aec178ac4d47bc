// Networks (the built-in ones, and the person's in the private local area, ../storage.ts), one
// LedgerClient per network over its endpoints (failing over along them), and the defaults a new tx gets.
import { CoreError } from '../../core/errors';
import { failoverFetch } from '../../core/rest/failover';
import { LedgerReads } from '../../core/rest/reads';
import type { LedgerClient } from '../../core/rest/client';
import { part, privateCopy } from '../parts';
import type { ExplorerLinks, NetworkView } from '../../shared/wallet-api';
import { readValue, writeValue } from '../storage';
import { BUILTIN_NETWORKS, START_NETWORK } from './builtin';
import { poolOf } from './endpoints';
import { readNetworkSet } from './network-set';

export { networkHealth } from './health';
export { isPublicNetwork } from './builtin';

export const SELECTED_KEY = 'chain.selectedNetworkId';
export const MAX_ENDPOINTS = 8;
/** The person's block explorer links, by network id (a built-in network's replace its own). */
export const EXPLORERS_KEY = 'chain.explorers';

/** Tests swap in a fake fetch. */
export const chainConfig: { fetch?: typeof fetch } = {};

/** A stored network as the wallet uses it (networks saved before endpoints existed have their one URL). */
export function withEndpoints(
  network: Omit<NetworkView, 'endpoints'> & { endpoints?: string[] },
  endpoints = network.endpoints,
): NetworkView {
  const list = endpoints && endpoints.length > 0 ? endpoints : [network.restUrl];
  return { ...network, restUrl: list[0]!, endpoints: list };
}

export async function listNetworks(): Promise<NetworkView[]> {
  const [{ custom, orders }, explorers] = await Promise.all([
    readNetworkSet(),
    readValue<Record<string, ExplorerLinks>>('local', EXPLORERS_KEY, {}),
  ]);
  const withExplorer = (network: NetworkView): NetworkView => {
    const links = Object.hasOwn(explorers, network.id) ? explorers[network.id] : network.explorer;
    const { explorer: _builtin, ...rest } = network;
    return links && (links.tx || links.address) ? { ...rest, explorer: links } : rest;
  };
  return [
    ...BUILTIN_NETWORKS.map((network) => withEndpoints(network, orders[network.id])),
    ...custom.map((network) => withEndpoints(network)),
  ].map(withExplorer);
}

export async function selectedNetwork(): Promise<NetworkView> {
  const id = await readValue<string>('local', SELECTED_KEY, START_NETWORK.id);
  const networks = await listNetworks();
  return networks.find((network) => network.id === id) ?? networks.find((network) => network.id === START_NETWORK.id)!;
}

export async function getNetwork(networkId: string): Promise<NetworkView> {
  const network = (await listNetworks()).find((candidate) => candidate.id === networkId);
  if (!network) throw new CoreError('unknown_network', 'No such network', 'networkId');
  return network;
}

export async function findNetworkByChainId(chainId: string): Promise<NetworkView | undefined> {
  const selected = await selectedNetwork();
  if (selected.chainId === chainId) return selected;
  return (await listNetworks()).find((network) => network.chainId === chainId);
}

export async function selectNetwork(networkId: string): Promise<NetworkView> {
  const network = await getNetwork(networkId);
  await writeValue('local', SELECTED_KEY, network.id);
  return network;
}

type ClientTarget = Pick<NetworkView, 'restUrl'> & Partial<Pick<NetworkView, 'id' | 'endpoints'>>;

/** The client options for a network: its endpoints behind one failover fetch, or its one URL. */
function clientOptions(network: ClientTarget): { baseUrl: string; fetch?: typeof fetch } {
  const fetchOption = chainConfig.fetch ? { fetch: chainConfig.fetch } : {};
  if (network.id === undefined || network.endpoints === undefined || network.endpoints.length === 0)
    return { baseUrl: network.restUrl, ...fetchOption };
  const baseUrl = network.endpoints[0]!;
  return { baseUrl, fetch: failoverFetch(baseUrl, poolOf({ id: network.id, endpoints: network.endpoints }), fetchOption) };
}

const clients = new Map<string, LedgerReads>();

/** The reads and sends every wallet makes (the other endpoints: fullClientFor). */
export function clientFor(network: ClientTarget): LedgerReads {
  const key = `${network.id ?? ''} ${(network.endpoints ?? [network.restUrl]).join(' ')}`;
  let client = clients.get(key);
  if (!client || chainConfig.fetch) {
    client = new LedgerReads(clientOptions(network));
    clients.set(key, client);
  }
  return client;
}

/**
 * A client for every endpoint: it loads (a part) with the first read of a rarer screen. `privately`: in a
 * copy of its own, for a one-off action (the notifications' look), whose code leaves the heap after it.
 */
export async function fullClientFor(network: ClientTarget, privately = false): Promise<LedgerClient> {
  const { LedgerClient: Client } = await (privately ? privateCopy('restClient') : part('restClient'));
  return new Client(clientOptions(network));
}
