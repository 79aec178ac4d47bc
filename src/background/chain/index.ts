// Networks (the built-in ones, and the person's in the private local area, ../storage.ts), one
// LedgerClient per network over its endpoints (failing over along them), and the defaults a new tx gets.
import { NANOGT } from '../../core/amount';
import { CoreError } from '../../core/errors';
import { failoverFetch } from '../../core/rest/failover';
import { LedgerReads } from '../../core/rest/reads';
import type { LedgerClient } from '../../core/rest/client';
import { part } from '../parts';
import { defaultValidHeight } from '../../core/valid-height';
import type { StdFee } from '../../core/types';
import type { ExplorerLinks, NetworkView } from '../../shared/wallet-api';
import { explorerTemplateError } from '../../shared/explorer';
import { DEFAULT_GAS, defaultFeeNanogt } from '../../shared/fees';
import { readValue, updateValue, writeValue } from '../storage';
import { BUILTIN_NETWORKS, START_NETWORK } from './builtin';
import { checkNetwork } from './check';
import { poolOf } from './endpoints';
import { changeNetworks, readNetworkSet } from './records';

export { networkHealth } from './health';
export { isPublicNetwork } from './builtin';

const SELECTED_KEY = 'chain.selectedNetworkId';
const MAX_ENDPOINTS = 8;
/** The person's block explorer links, by network id (a built-in network's replace its own). */
const EXPLORERS_KEY = 'chain.explorers';

/** Tests swap in a fake fetch. */
export const chainConfig: { fetch?: typeof fetch } = {};

/** A stored network as the wallet uses it (networks saved before endpoints existed have their one URL). */
function withEndpoints(network: Omit<NetworkView, 'endpoints'> & { endpoints?: string[] }, endpoints = network.endpoints): NetworkView {
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

function normalizeRestUrl(restUrl: string): string {
  let url: URL;
  try {
    url = new URL(restUrl.trim());
  } catch {
    throw new CoreError('invalid_url', 'restUrl must be an http(s) URL', 'restUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CoreError('invalid_url', 'restUrl must start with http:// or https://', 'restUrl');
  if (url.username || url.password) throw new CoreError('invalid_url', 'restUrl must not contain credentials', 'restUrl');
  url.hash = '';
  url.search = '';
  return url.toString().replace(/\/+$/, '');
}

export interface NetworkInput {
  name: string;
  restUrl: string;
  chainId: string;
}

/** The network as it would be stored: URL normalized, chain id trimmed (and not empty), name defaulted. */
export function normalizeNetworkInput(input: NetworkInput): NetworkInput {
  const restUrl = normalizeRestUrl(input.restUrl);
  const chainId = input.chainId.trim();
  if (!chainId) throw new CoreError('invalid_chain_id', 'chainId must not be empty', 'chainId');
  return { name: input.name.trim() || chainId, restUrl, chainId };
}

/**
 * Adds a network (or returns the existing one with the same URL and chain id) once its node passed
 * checkNetwork. Adding, removing and reordering are refused while locked (./records.ts).
 */
export async function addNetwork(input: NetworkInput): Promise<NetworkView> {
  const { name, restUrl, chainId } = normalizeNetworkInput(input);
  const sameNode = (network: NetworkView) => network.endpoints.includes(restUrl) && network.chainId === chainId;
  const known = (await listNetworks()).find(sameNode);
  if (known) return known;
  await checkNetwork({ restUrl, chainId }, chainConfig.fetch);
  let added: NetworkView | undefined;
  await changeNetworks((set) => {
    const existing = [...BUILTIN_NETWORKS, ...set.custom.map((network) => withEndpoints(network))].find(sameNode);
    if (existing) {
      added = existing;
      return set;
    }
    if (set.custom.length >= 50) throw new CoreError('too_many_networks', 'At most 50 networks can be added');
    added = { id: `net-${globalThis.crypto.randomUUID()}`, name, restUrl, endpoints: [restUrl], chainId, builtin: false };
    return { ...set, custom: [...set.custom, added] };
  });
  return added!;
}

export async function selectNetwork(networkId: string): Promise<NetworkView> {
  const network = await getNetwork(networkId);
  await writeValue('local', SELECTED_KEY, network.id);
  return network;
}

/** Removes a custom network; the built-in ones stay. Answers the network selected afterwards. */
export async function removeNetwork(networkId: string): Promise<NetworkView> {
  const network = await getNetwork(networkId);
  if (network.builtin) throw new CoreError('builtin_network', `${network.name} is built in and cannot be removed`, 'networkId');
  await changeNetworks((set) => ({ ...set, custom: set.custom.filter((candidate) => candidate.id !== networkId) }));
  const selectedId = await readValue<string>('local', SELECTED_KEY, START_NETWORK.id);
  if (selectedId === networkId) await writeValue('local', SELECTED_KEY, START_NETWORK.id);
  return selectedNetwork();
}

/**
 * A network's endpoints in a new order, with one added or removed. Every URL is normalized, none twice;
 * an endpoint new to the network is checked first (it answers as a GT node on the network's chain).
 */
export async function setEndpoints(networkId: string, endpoints: string[]): Promise<NetworkView> {
  const network = await getNetwork(networkId);
  const list = [...new Set(endpoints.map(normalizeRestUrl))];
  if (list.length === 0) throw new CoreError('no_endpoints', 'A network needs at least one endpoint', 'endpoints');
  if (list.length > MAX_ENDPOINTS) throw new CoreError('too_many_endpoints', `At most ${MAX_ENDPOINTS} endpoints`, 'endpoints');
  const added = list.filter((url) => !network.endpoints.includes(url));
  for (const restUrl of added) await checkNetwork({ restUrl, chainId: network.chainId }, chainConfig.fetch);
  await changeNetworks((set) =>
    network.builtin
      ? { ...set, orders: { ...set.orders, [networkId]: list } }
      : { ...set, custom: set.custom.map((candidate) => (candidate.id === networkId ? withEndpoints(candidate, list) : candidate)) },
  );
  return getNetwork(networkId);
}

/** A network's explorer links ('' for none); each must be an https template with its placeholder once. */
export async function setExplorer(networkId: string, links: { tx: string; address: string }): Promise<NetworkView> {
  await getNetwork(networkId);
  const tx = links.tx.trim();
  const address = links.address.trim();
  for (const [kind, template] of [
    ['tx', tx],
    ['address', address],
  ] as const) {
    const error = template === '' ? null : explorerTemplateError(kind, template);
    if (error) throw new CoreError('invalid_explorer', error, kind);
  }
  await updateValue<Record<string, ExplorerLinks>>('local', EXPLORERS_KEY, {}, (all) => ({
    ...all,
    [networkId]: { ...(tx ? { tx } : {}), ...(address ? { address } : {}) },
  }));
  return getNetwork(networkId);
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

/** A client for every endpoint: it loads (a part) with the first read of a rarer screen. */
export async function fullClientFor(network: ClientTarget): Promise<LedgerClient> {
  const { LedgerClient: Client } = await part('restClient');
  return new Client(clientOptions(network));
}

export interface TxDefaults {
  fee: StdFee;
  validHeight: [string, string];
  latestHeight: string;
}

/** fee = defaultFeeNanogt (node minimum, at least 0.01 GT, at most 1 GT) with gas 200000; window around the latest block. */
export async function txDefaults(network: NetworkView): Promise<TxDefaults> {
  const client = clientFor(network);
  const [status, block] = await Promise.all([client.getStatus(), client.getLatestBlock()]);
  const fee = defaultFeeNanogt(status.node_status.minimumTxFee);
  return {
    fee: { amount: [{ denom: NANOGT, amount: fee.toString() }], gas: DEFAULT_GAS },
    validHeight: defaultValidHeight(block.height),
    latestHeight: block.height,
  };
}
