// The networks every wallet has. Where each value comes from (docs/networks.md has the links):
// - Mainnet's REST endpoints: GateChain's "Public Endpoints" page (gatechain/gatechain-gitbook,
//   tools/public-endpoints.md, section Mainnet → API), in its order, the recommended one first.
// - Mainnet's chain id "mainnet": GateChain's own supply-chain tool (gatechain/gatechain-supplychain-tools,
//   index.js) signs with chainId 'mainnet' and broadcasts to https://api.gatenode.cc/v1/tx.
// - Testnet: the same page's Meteora → API endpoint; its chain id "testnet" is the one the REST docs'
//   examples sign for (gatechain/gatechain-docs, docs/en/developers/api).
// Where these disagree with a node, the check of each endpoint (./check.ts) decides, and says so.
// - Explorer links: none. Those docs name no block explorer for this ledger's gt1 side; GateScan
//   (gatescan.org) is named only for GateChain's EVM chain (id 86), by third-party chain lists
//   (docs/networks.md, "Block explorer links"). A person can set one in Settings.
import { FLAVOR } from '../../shared/flavor';
import type { NetworkView } from '../../shared/wallet-api';

export const DEVNET: NetworkView = {
  id: 'devnet',
  name: 'Local devnet',
  restUrl: 'http://127.0.0.1:1317',
  endpoints: ['http://127.0.0.1:1317'],
  chainId: 'gt-devnet-1',
  builtin: true,
};

const MAINNET_ENDPOINTS = ['https://api.nodeinfo.cc', 'https://api-1.nodeinfo.cc', 'https://api.gatenode.cc', 'https://api-hk.gatenode.cc'];
export const MAINNET: NetworkView = {
  id: 'mainnet',
  name: 'GateChain Mainnet',
  restUrl: MAINNET_ENDPOINTS[0]!,
  endpoints: MAINNET_ENDPOINTS,
  chainId: 'mainnet',
  builtin: true,
};

export const TESTNET: NetworkView = {
  id: 'testnet',
  name: 'GateChain Testnet (Meteora)',
  restUrl: 'https://meteora-api.gatenode.cc',
  endpoints: ['https://meteora-api.gatenode.cc'],
  chainId: 'testnet',
  builtin: true,
};

/** The network a new wallet starts on: Mainnet in the store build, the local devnet otherwise. */
export const START_NETWORK: NetworkView = FLAVOR === 'store' ? MAINNET : DEVNET;

/** The start network first. */
export const BUILTIN_NETWORKS: readonly NetworkView[] = FLAVOR === 'store' ? [MAINNET, TESTNET, DEVNET] : [DEVNET, MAINNET, TESTNET];

/** The real ledger's networks, where the devnet's helpers never appear. */
export function isPublicNetwork(networkId: string): boolean {
  return networkId === MAINNET.id || networkId === TESTNET.id;
}
