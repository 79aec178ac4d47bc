// Checks a node before it is saved as a network: it answers /v1/status with a valid shape, and it
// does not refuse the chain id given. A real node states its chain id nowhere in its REST answers, so
// the check asks it to build a throwaway transfer with that chain id (nothing is signed or sent): a node
// on another chain refuses it (the devnet answers wrong_chain_id and names its own), a node that cannot
// build it at all is refused here too.
import { NANOGT } from '../../core/amount';
import { CoreError } from '../../core/errors';
import { LedgerReads, isLedgerHttpError } from '../../core/rest/reads';
import type { NodeStatus } from '../../core/rest/types';
import { defaultValidHeight } from '../../core/valid-height';
import { DEFAULT_GAS, defaultFeeNanogt } from '../../shared/fees';

/** An address from the ledger's public docs: only the sender of the throwaway build, never signed for. */
const PROBE_ADDRESS = 'gt11ja8j8qskxvccwf3rchp9efxjdu6v5wfkj5uwu4cmktue7h7ufjwqlgqs9ja64xj9kgd5zj';
const CHECK_TIMEOUT_MS = 10_000;

function reason(error: unknown): string {
  return error instanceof Error ? error.message : 'no answer';
}

/** Throws a CoreError naming restUrl or chainId when the node at restUrl is not a GT node on chainId. */
export async function checkNetwork(network: { restUrl: string; chainId: string }, fetchFn?: typeof fetch): Promise<NodeStatus> {
  const client = new LedgerReads({ baseUrl: network.restUrl, timeoutMs: CHECK_TIMEOUT_MS, ...(fetchFn ? { fetch: fetchFn } : {}) });
  let status: NodeStatus;
  try {
    status = await client.getStatus();
  } catch (error) {
    if (isLedgerHttpError(error) && error.status !== 0) {
      throw new CoreError('not_a_ledger_node', `${network.restUrl} does not answer like a GT ledger node. ${reason(error)}`, 'restUrl');
    }
    throw new CoreError('network_unreachable', `Vaultline could not read the status of ${network.restUrl}: ${reason(error)}`, 'restUrl');
  }
  const fee = defaultFeeNanogt(status.node_status.minimumTxFee).toString();
  try {
    await client.send(PROBE_ADDRESS, {
      base_req: {
        from: PROBE_ADDRESS,
        memo: '',
        chain_id: network.chainId,
        gas: DEFAULT_GAS,
        fees: [{ denom: NANOGT, amount: fee }],
        simulate: false,
        valid_height: defaultValidHeight(status.node_status.lastHeight),
      },
      amount: [{ denom: NANOGT, amount: '1' }],
    });
  } catch (error) {
    const about = error instanceof Error ? error.message : '';
    if (isLedgerHttpError(error) && error.status >= 400 && (error.code === 'wrong_chain_id' || /chain[ _-]?id/i.test(about))) {
      throw new CoreError('chain_id_mismatch', `The node at ${network.restUrl} is not on chain "${network.chainId}": ${about}`, 'chainId');
    }
    throw new CoreError(
      'network_check_failed',
      `Vaultline could not confirm that ${network.restUrl} is on chain "${network.chainId}": ${reason(error)}`,
      'chainId',
    );
  }
  return status;
}
