// Multisig module: MsgPublishMultiSigAccount and the broadcast check for threshold signers (keeper.ts).
// What the devnet supports: any funded account (from_address, the signer and fee payer) may
// publish a key whose address is to_address; publishing twice is refused.
import type { MsgOf } from '../../../core/messages/index';
import type { LedgerModule, TxCtx } from '../../ledger/types';
import { checkThresholdSigners, publishKey } from './keeper';
import { registerMultisigRoutes } from './routes';
import { deliverBy, msgTypesOf } from '../shared/msgs';

function publish(ctx: TxCtx, msg: MsgOf<'MsgPublishMultiSigAccount'>): void {
  const address = msg.value.to_address;
  publishKey(ctx.store, address, msg.value.pubkey);
  ctx.emit({ type: 'publish_multisig_account', attributes: [{ key: 'address', value: address }] });
}

export const multisigModule: LedgerModule = {
  name: 'multisig',
  msgTypes: msgTypesOf('multisig'),
  checkTx: checkThresholdSigners,
  deliver: deliverBy({ MsgPublishMultiSigAccount: publish }),
  routes: registerMultisigRoutes,
};
