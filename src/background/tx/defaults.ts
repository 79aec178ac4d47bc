// A tx's defaults read from its network's node: the fee (the node's minimum, within bounds) and the
// window of heights it is valid for. Only building a tx needs them (the actions part).
import { NANOGT } from '../../core/amount';
import type { StdFee } from '../../core/types';
import { defaultValidHeight } from '../../core/valid-height';
import { DEFAULT_GAS, defaultFeeNanogt } from '../../shared/fees';
import type { NetworkView } from '../../shared/wallet-api';
import { clientFor } from '../chain';

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
