// Is a node's tx record the tx this wallet sent? Its tx, hashed again from its own bytes, must be the
// hash we sent, and the entry's account must be among its signers. A part of its own (txs/status.ts):
// hashing needs the amino and tx code, which the worker's start file does not carry.
import { toGt1 } from '../../core/address-forms';
import { bareTxHash, txHash } from '../../core/amino';
import type { TxRecord } from '../../core/rest/types';
import { txSigners } from '../../core/tx';
import { UNCONFIRMED_REASONS, type UnconfirmedReason } from '../../shared/node-reasons';
import type { TrackedTx } from './status';

export function recordIsOurs(entry: Pick<TrackedTx, 'txhash' | 'address'>, record: TxRecord): UnconfirmedReason | undefined {
  try {
    if (bareTxHash(txHash(record.tx)) !== bareTxHash(entry.txhash)) return UNCONFIRMED_REASONS.otherTx;
    if (!txSigners(record.tx).some((signer) => toGt1(signer) === toGt1(entry.address))) return UNCONFIRMED_REASONS.otherTx;
  } catch {
    return UNCONFIRMED_REASONS.otherTx;
  }
  return undefined;
}
