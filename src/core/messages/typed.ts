// Messages typed by their definitions' fields, with none of the definitions' code: a popup form
// imports makeMsg and transferMsg from here without loading the message table (index.ts re-exports them).
import type { BANK_MSGS } from './bank';
import type { DISTRIBUTION_MSGS } from './distribution';
import type { FieldInputs, FieldValues } from './fields';
import type { MULTISIG_MSGS } from './multisig';
import type { STAKING_MSGS } from './staking';
import type { TOKEN_MSGS } from './token';
import type { VAULT_MSGS } from './vault';
import type { Coin } from '../types';

/** Every definition by its type (the type of index.ts's MSG_DEFINITIONS). */
export type MsgDefinitions = typeof BANK_MSGS &
  typeof TOKEN_MSGS &
  typeof STAKING_MSGS &
  typeof DISTRIBUTION_MSGS &
  typeof VAULT_MSGS &
  typeof MULTISIG_MSGS;

export type MsgType = keyof MsgDefinitions;

/** The normalised value of a message of this type, field by field (addresses gt1, integers as strings). */
export type MsgValueOf<T extends MsgType> = FieldValues<MsgDefinitions[T]['fields']>;

/** A message value of this type as a dApp writes it (before validateMsg normalises it). */
export type MsgInputOf<T extends MsgType> = FieldInputs<MsgDefinitions[T]['fields']>;

/** Any ledger message as a dApp writes it: a misspelled type or field, or a wrong field type, does not compile. */
export type MsgInput = { [T in MsgType]: { type: T; value: MsgInputOf<T> } }[MsgType];

/** A message of this type with its value's shape known. */
export interface MsgOf<T extends MsgType> {
  type: T;
  value: MsgValueOf<T>;
}

/** A typed message literal; the node or the background still validates it at its boundary. */
export function makeMsg<T extends MsgType>(type: T, value: MsgValueOf<T>): MsgOf<T> {
  return { type, value };
}

export type TransferType = 'MsgSend' | 'MsgRevocableSend';

/** The one builder of a transfer (send, token send, vault send, a multisig proposal): revocable (MsgRevocableSend) or MsgSend, same fields. */
export function transferMsg(revocable: boolean, from: string, to: string, amount: Coin[]): MsgOf<TransferType> {
  const value = { from_address: from, to_address: to, amount };
  return revocable ? makeMsg('MsgRevocableSend', value) : makeMsg('MsgSend', value);
}
