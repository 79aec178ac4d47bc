// Changing the networks: adding one (its node checked first), removing one, a network's endpoints and
// explorer links. Loaded with the screens and requests that change them (the worker's start file only
// reads the networks, ./index.ts).
import { CoreError } from '../../core/errors';
import type { ExplorerLinks, NetworkView } from '../../shared/wallet-api';
import { explorerTemplateError } from '../../shared/explorer';
import { readValue, updateValue, writeValue } from '../storage';
import { BUILTIN_NETWORKS, START_NETWORK } from './builtin';
import { checkNetwork } from './check';
import { chainConfig, EXPLORERS_KEY, getNetwork, listNetworks, MAX_ENDPOINTS, SELECTED_KEY, selectedNetwork, withEndpoints } from './index';
import { changeNetworks } from './records';

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
