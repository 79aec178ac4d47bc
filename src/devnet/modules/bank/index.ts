// x/bank: MsgSend, genesis balances, the AccountKeeper the ledger pays fees through, and the routes.
import { gt1Of } from '../../ledger/gt1';
import type { MsgOf } from '../../../core/messages/index';
import { LedgerError, type LedgerModule, type TxCtx } from '../../ledger/types';
import { coinsText } from '../../../core/messages/index';
import { addCoins, addFeesCollected, balanceOf, eventAmount, isVaultAccount, recordPublicKey, subCoins, transfer } from './keeper';
import { registerBankRoutes } from './routes';
import { deliverBy, msgTypesOf } from '../shared/msgs';

function deliverSend(ctx: TxCtx, msg: MsgOf<'MsgSend'>): void {
  const { value } = msg;
  if (isVaultAccount(ctx.store, value.from_address)) {
    throw new LedgerError('vault_send_must_be_revocable', 'a vault account sends with MsgRevocableSend, not MsgSend');
  }
  transfer(ctx, value.from_address, value.to_address, value.amount);
  ctx.emit({
    type: 'transfer',
    attributes: [
      { key: 'recipient', value: gt1Of(value.to_address) },
      { key: 'amount', value: eventAmount(value.amount) },
    ],
  });
}

export const bankModule: LedgerModule = {
  name: 'bank',
  accounts: { addCoins, subCoins, collectFees: addFeesCollected, balanceOf, recordPublicKey, coinsText },
  msgTypes: msgTypesOf('bank'),
  deliver: deliverBy({ MsgSend: deliverSend }),
  initGenesis({ store }, genesis) {
    for (const account of genesis.accounts) addCoins(store, account.address, account.coins);
  },
  routes: registerBankRoutes,
};
