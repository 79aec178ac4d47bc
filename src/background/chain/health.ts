// Whether the selected network's node can be used right now: it answers, it is a GT node, and it is
// on the chain the wallet expects. Home shows this in words and colours the network pill; the answer
// is kept for a few seconds per network so that opening the popup does not probe the node each time.
import { CoreError } from '../../core/errors.js';
import type { NetworkHealth, NetworkView } from '../../shared/wallet-api';
import { checkNetwork } from './check.js';

const FRESH_MS = 15_000;
const known = new Map<string, NetworkHealth>();

const STATE_OF: Record<string, NetworkHealth['state']> = {
  network_unreachable: 'unreachable',
  not_a_ledger_node: 'not_ledger',
  chain_id_mismatch: 'wrong_chain',
  network_check_failed: 'unconfirmed',
};

export async function networkHealth(network: NetworkView, options: { fresh?: boolean; fetch?: typeof fetch } = {}): Promise<NetworkHealth> {
  const cached = known.get(network.id);
  if (!options.fresh && cached && cached.restUrl === network.restUrl && cached.chainId === network.chainId && Date.now() - cached.checkedAt < FRESH_MS) {
    return cached;
  }
  const base = { networkId: network.id, restUrl: network.restUrl, chainId: network.chainId, checkedAt: Date.now() };
  let health: NetworkHealth;
  try {
    const status = await checkNetwork(network, options.fetch);
    health = { ...base, state: 'ok', height: status.node_status.lastHeight };
  } catch (error) {
    if (!(error instanceof CoreError)) throw error;
    health = { ...base, state: STATE_OF[error.code] ?? 'unconfirmed', message: error.message };
  }
  known.set(network.id, health);
  return health;
}
