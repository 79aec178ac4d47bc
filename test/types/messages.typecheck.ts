// Compiled by `npm run typecheck` (tsconfig.json includes test/), never run: each `@ts-expect-error`
// line must fail to compile, so a misspelled field, a wrong field type or an unknown message type at
// a use site (popup forms: makeMsg, transferMsg; devnet modules: deliverBy) fails the type check.
import { makeMsg, transferMsg, type MSG_DEFINITIONS, type MsgDefinitions, type MsgOf } from '../../src/core/messages';
import { deliverBy } from '../../src/devnet/modules/shared/msgs';
import type { TxCtx } from '../../src/devnet/ledger/types';

const coin = { denom: 'NANOGT', amount: '1' };
const gt1 = 'gt1example';

// The typed definitions are exactly the table's.
export const sameTable: [MsgDefinitions, typeof MSG_DEFINITIONS] = [{} as typeof MSG_DEFINITIONS, {} as MsgDefinitions];

export const delegate = makeMsg('MsgDelegate', { delegator_address: gt1, 'con-account_address': gt1, amount: coin });
// @ts-expect-error a misspelled field ('con_account_address')
makeMsg('MsgDelegate', { delegator_address: gt1, con_account_address: gt1, amount: coin });
// @ts-expect-error a field left out
makeMsg('MsgDelegate', { delegator_address: gt1, amount: coin });
// @ts-expect-error a wrong type: the amount is one coin, not a list
makeMsg('MsgDelegate', { delegator_address: gt1, 'con-account_address': gt1, amount: [coin] });
// @ts-expect-error a wrong type: mintable is a boolean
makeMsg('IssueToken', { source_address: gt1, token_name: 'T', symbol: 'TT', total_supply: '1', mintable: 'yes', freezable: false });
// @ts-expect-error an unknown message type
makeMsg('MsgSned', { from_address: gt1, to_address: gt1, amount: [coin] });
// @ts-expect-error a field of another message (MsgRevoke's vault_address on MsgSend)
makeMsg('MsgSend', { from_address: gt1, to_address: gt1, amount: [coin], vault_address: gt1 });

export const send: MsgOf<'MsgSend' | 'MsgRevocableSend'> = transferMsg(false, gt1, gt1, [coin]);
// @ts-expect-error a transfer's amount is a list of coins
transferMsg(true, gt1, gt1, coin);

// A value read off a typed message has its field's type.
export const con: string = delegate.value['con-account_address'];
// @ts-expect-error a misspelled field read off a typed message
export const misspelled = delegate.value['con_account_address'];

// A devnet module's delivery map: each entry gets its own message type.
export const deliver = deliverBy({
  MsgDelegate: (_ctx: TxCtx, msg) => {
    const to: string = msg.value['con-account_address'];
    // @ts-expect-error MsgDelegate has no to_address
    void msg.value.to_address;
    void to;
  },
});
deliverBy({
  // @ts-expect-error a delivery for an unknown message type
  MsgDelegat: () => undefined,
});
deliverBy({
  // @ts-expect-error the entry's message is MsgSend's: its amount is a list, not one coin
  MsgSend: (_ctx: TxCtx, msg: MsgOf<'MsgDelegate'>) => void msg,
});
