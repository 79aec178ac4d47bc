// Networks (the private local area, ../storage.ts), one LedgerClient per network, and the defaults a new tx gets.
import { NANOGT } from '../../core/amount.js';
import { CoreError } from '../../core/errors.js';
import { LedgerReads } from '../../core/rest/reads.js';
import type { LedgerClient } from '../../core/rest/client.js';
import { onDemand } from '../on-demand';
import { defaultValidHeight } from '../../core/valid-height.js';
import type { StdFee } from '../../core/types';
import type { NetworkView } from '../../shared/wallet-api';
import { DEFAULT_GAS, defaultFeeNanogt } from '../../shared/fees';
import { readValue, updateValue, writeValue } from '../storage';
import { checkNetwork } from './check';

export { checkNetwork } from './check';
export { networkHealth } from './health';

export const BUILTIN_NETWORK: NetworkView = {
  id: 'devnet',
  name: 'Local devnet',
  restUrl: 'http://127.0.0.1:1317',
  chainId: 'gt-devnet-1',
  builtin: true,
};


const NETWORKS_KEY = 'chain.networks';
const SELECTED_KEY = 'chain.selectedNetworkId';

/** Tests swap in a fake fetch. */
export const chainConfig: { fetch?: typeof fetch } = {};

export async function listNetworks(): Promise<NetworkView[]> {
  const custom = await readValue<NetworkView[]>('local', NETWORKS_KEY, []);
  return [BUILTIN_NETWORK, ...custom];
}

export async function selectedNetwork(): Promise<NetworkView> {
  const id = await readValue<string>('local', SELECTED_KEY, BUILTIN_NETWORK.id);
  const networks = await listNetworks();
  return networks.find((network) => network.id === id) ?? BUILTIN_NETWORK;
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

export function normalizeRestUrl(restUrl: string): string {
  let url: URL;
  try {
    url = new URL(restUrl.trim());
  } catch {
    throw new CoreError('invalid_url', 'restUrl must be an http(s) URL', 'restUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CoreError('invalid_url', 'restUrl must start with http:// or https://', 'restUrl');
  if (url.username || url.password) throw new CoreError('invalid_url', 'restUrl must not contain credentials', 'restUrl');
  url.hash = '';
  url.search = '';
  return url.toString().replace(/\/+$/, '');
}

export interface NetworkInput { name: string; restUrl: string; chainId: string }

/** The network as it would be stored: URL normalized, chain id trimmed (and not empty), name defaulted. */
export function normalizeNetworkInput(input: NetworkInput): NetworkInput {
  const restUrl = normalizeRestUrl(input.restUrl);
  const chainId = input.chainId.trim();
  if (!chainId) throw new CoreError('invalid_chain_id', 'chainId must not be empty', 'chainId');
  return { name: input.name.trim() || chainId, restUrl, chainId };
}

/** Adds a network (or returns the existing one with the same URL and chain id) once its node passed checkNetwork. */
export async function addNetwork(input: NetworkInput): Promise<NetworkView> {
  const { name, restUrl, chainId } = normalizeNetworkInput(input);
  const known = (await listNetworks()).find((network) => network.restUrl === restUrl && network.chainId === chainId);
  if (known) return known;
  await checkNetwork({ restUrl, chainId }, chainConfig.fetch);
  let added: NetworkView | undefined;
  await updateValue<NetworkView[]>('local', NETWORKS_KEY, [], (custom) => {
    const existing = [BUILTIN_NETWORK, ...custom].find((network) => network.restUrl === restUrl && network.chainId === chainId);
    if (existing) {
      added = existing;
      return custom;
    }
    if (custom.length >= 50) throw new CoreError('too_many_networks', 'At most 50 networks can be added');
    added = { id: `net-${globalThis.crypto.randomUUID()}`, name, restUrl, chainId, builtin: false };
    return [...custom, added];
  });
  return added!;
}

export async function selectNetwork(networkId: string): Promise<NetworkView> {
  const network = await getNetwork(networkId);
  await writeValue('local', SELECTED_KEY, network.id);
  return network;
}

/** Removes a custom network; the builtin one stays. Answers the network selected afterwards. */
export async function removeNetwork(networkId: string): Promise<NetworkView> {
  const network = await getNetwork(networkId);
  if (network.builtin) throw new CoreError('builtin_network', 'The local devnet network cannot be removed', 'networkId');
  await updateValue<NetworkView[]>('local', NETWORKS_KEY, [], (custom) => custom.filter((candidate) => candidate.id !== networkId));
  const selectedId = await readValue<string>('local', SELECTED_KEY, BUILTIN_NETWORK.id);
  if (selectedId === networkId) await writeValue('local', SELECTED_KEY, BUILTIN_NETWORK.id);
  return selectedNetwork();
}

const clients = new Map<string, LedgerReads>();

/** The reads and sends every wallet makes (the other endpoints: fullClientFor). */
export function clientFor(network: Pick<NetworkView, 'restUrl'>): LedgerReads {
  const key = network.restUrl;
  let client = clients.get(key);
  if (!client || chainConfig.fetch) {
    client = new LedgerReads({ baseUrl: network.restUrl, ...(chainConfig.fetch ? { fetch: chainConfig.fetch } : {}) });
    clients.set(key, client);
  }
  return client;
}

/** A client for every endpoint: it loads (a part) with the first read of a rarer screen. */
export async function fullClientFor(network: Pick<NetworkView, 'restUrl'>): Promise<LedgerClient> {
  const { LedgerClient: Client } = await onDemand(() => import('../../core/rest/client.js'));
  return new Client({ baseUrl: network.restUrl, ...(chainConfig.fetch ? { fetch: chainConfig.fetch } : {}) });
}

export interface TxDefaults { fee: StdFee; validHeight: [string, string]; latestHeight: string }

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
