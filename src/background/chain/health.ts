// Whether the selected network can be used right now, endpoint by endpoint: each answers, is a GT
// node, and is on the chain the wallet expects. The endpoint reads go to is the remembered one when
// it passes, else the first that passes; an endpoint on another chain (or not a GT node) is never read
// from or signed for. Home shows the network's state in words and colours the network pill; the
// network screen lists every endpoint. The answer is kept for a few seconds per network so that
// opening the popup does not probe the nodes each time.
import { CoreError } from '../../core/errors';
import type { EndpointHealth, NetworkHealth, NetworkView } from '../../shared/wallet-api';
import { checkNetwork } from './check';
import { judged, poolOf } from './endpoints';

const FRESH_MS = 15_000;
const known = new Map<string, NetworkHealth>();

const STATE_OF: Record<string, NetworkHealth['state']> = {
  network_unreachable: 'unreachable',
  not_a_ledger_node: 'not_ledger',
  chain_id_mismatch: 'wrong_chain',
  network_check_failed: 'unconfirmed',
};
/** When no endpoint passes, the network is described by its most telling failure. */
const TELLING: Array<NetworkHealth['state']> = ['wrong_chain', 'not_ledger', 'unconfirmed', 'unreachable'];
const REFUSED = new Set<NetworkHealth['state']>(['wrong_chain', 'not_ledger']);

async function checkEndpoint(url: string, chainId: string, fetchFn?: typeof fetch): Promise<Omit<EndpointHealth, 'active'>> {
  const started = Date.now();
  try {
    const status = await checkNetwork({ restUrl: url, chainId }, fetchFn);
    return { url, state: 'ok', latencyMs: Date.now() - started, height: status.node_status.lastHeight };
  } catch (error) {
    if (!(error instanceof CoreError)) throw error;
    const state = STATE_OF[error.code] ?? 'unconfirmed';
    return { url, state, message: error.message, ...(state === 'unreachable' ? {} : { latencyMs: Date.now() - started }) };
  }
}

function sameTarget(health: NetworkHealth, network: NetworkView): boolean {
  return health.chainId === network.chainId && health.endpoints.map((endpoint) => endpoint.url).join(' ') === network.endpoints.join(' ');
}

export async function networkHealth(network: NetworkView, options: { fresh?: boolean; fetch?: typeof fetch } = {}): Promise<NetworkHealth> {
  const cached = known.get(network.id);
  if (!options.fresh && cached && sameTarget(cached, network) && Date.now() - cached.checkedAt < FRESH_MS) return cached;
  const pool = poolOf(network);
  const [checked] = await Promise.all([
    Promise.all(network.endpoints.map((url) => checkEndpoint(url, network.chainId, options.fetch))),
    pool.ready?.(),
  ]);
  const remembered = pool.preferred();
  const passing = checked.filter((endpoint) => endpoint.state === 'ok');
  const active = passing.find((endpoint) => endpoint.url === remembered) ?? passing[0];
  judged(
    network.id,
    checked.filter((endpoint) => REFUSED.has(endpoint.state)).map((endpoint) => endpoint.url),
    active?.url,
  );
  const shown =
    active ??
    TELLING.map((state) => checked.find((endpoint) => endpoint.state === state)).find((endpoint) => endpoint !== undefined) ??
    checked[0]!;
  const health: NetworkHealth = {
    networkId: network.id,
    restUrl: shown.url,
    chainId: network.chainId,
    checkedAt: Date.now(),
    state: shown.state,
    ...(shown.height !== undefined ? { height: shown.height } : {}),
    ...(shown.message !== undefined ? { message: shown.message } : {}),
    endpoints: checked.map((endpoint) => ({ ...endpoint, active: endpoint.url === active?.url })),
  };
  known.set(network.id, health);
  return health;
}

/** Refuses to sign for a network whose endpoint in use is on another chain or not a GT node, in words. */
export async function assertSignable(network: NetworkView, fetchFn?: typeof fetch): Promise<void> {
  const health = await networkHealth(network, fetchFn ? { fetch: fetchFn } : {});
  if (!REFUSED.has(health.state)) return;
  const code = health.state === 'wrong_chain' ? 'chain_id_mismatch' : 'not_a_ledger_node';
  throw new CoreError(
    code,
    `Vaultline will not sign for ${network.name}: ${health.message ?? `the node at ${health.restUrl} is not on chain "${network.chainId}"`}`,
  );
}
