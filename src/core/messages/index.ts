// One definition per ledger message type (ledger-service.md §2.2): fields in amino declaration
// order, validation and gt1 normalisation, signers, tx-hash prefix and a human summary.
import { CoreError } from '../errors.js';
import type { Msg } from '../types.js';
import { BANK_MSGS } from './bank.js';
import { DISTRIBUTION_MSGS } from './distribution.js';
import { defaultFor, normalizeField, type MsgDefinition, type MsgValue } from './fields.js';
import { MULTISIG_MSGS } from './multisig.js';
import { STAKING_MSGS } from './staking.js';
import { TOKEN_MSGS } from './token.js';
import { VAULT_MSGS } from './vault.js';

export {
  DENOM,
  ISSUE_SYMBOL,
  TOKEN_SYMBOL,
  WIRE_TYPE,
  coinText,
  coinsText,
  type FieldDef,
  type FieldKind,
  type MsgDefinition,
  type MsgGroup,
  type MsgValue,
  type WireType,
} from './fields.js';

export const MSG_TYPES = [
  'MsgSend',
  'MsgRevocableSend',
  'MsgRevoke',
  'MsgCreateVault',
  'MsgUpdateClearingHeight',
  'MsgClearVaultAccount',
  'MsgPublishMultiSigAccount',
  'MsgDelegate',
  'MsgBeginRedelegate',
  'MsgUndelegate',
  'MsgUndelegateByRetrievalAccount',
  'MsgWithdrawDelegationReward',
  'MsgModifyWithdrawAddress',
  'IssueToken',
  'MintToken',
  'FreezeToken',
  'UnfreezeToken',
  'BurnToken',
] as const;

export type MsgType = (typeof MSG_TYPES)[number];

export const MSG_DEFINITIONS: Readonly<Record<MsgType, MsgDefinition>> = Object.freeze(
  Object.fromEntries(
    [...BANK_MSGS, ...TOKEN_MSGS, ...STAKING_MSGS, ...DISTRIBUTION_MSGS, ...VAULT_MSGS, ...MULTISIG_MSGS].map((def) => [def.type, def]),
  ) as Record<MsgType, MsgDefinition>,
);

export function isMsgType(type: unknown): type is MsgType {
  return typeof type === 'string' && Object.hasOwn(MSG_DEFINITIONS, type);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function msgDefinition(type: unknown): MsgDefinition {
  if (!isMsgType(type)) {
    throw new CoreError('unknown_msg_type', `${typeof type === 'string' ? type : 'type'} is not a ledger message type`, 'type');
  }
  return MSG_DEFINITIONS[type];
}

/**
 * Validates a message and returns it normalised as the ledger would re-encode it: every address
 * gt1, integers and amounts as canonical decimal strings, coins sorted by denom, fields in
 * declaration order. Throws CoreError naming the field.
 */
export function validateMsg(msg: unknown): Msg {
  if (!isPlainObject(msg)) throw new CoreError('invalid_msg', 'msg must be an object {type, value}', 'msg');
  const def = msgDefinition(msg.type);
  const raw = msg.value;
  if (!isPlainObject(raw)) throw new CoreError('invalid_msg', `${def.type} value must be an object`, 'value');
  const known = new Set(def.fields.map((field) => field.name));
  const unknown = Object.keys(raw).find((key) => !known.has(key));
  if (unknown !== undefined) throw new CoreError('unknown_field', `${unknown} is not a field of ${def.type}`, unknown);
  const value: MsgValue = {};
  for (const field of def.fields) {
    const given = raw[field.name] === undefined ? defaultFor(field.kind) : raw[field.name];
    if (given === undefined) throw new CoreError('missing_field', `${field.name} (${field.label}) is required`, field.name);
    value[field.name] = normalizeField(field.kind, given, field.name);
  }
  def.check?.(value);
  return { type: def.type, value };
}

/** gt1 addresses that must sign this message. */
export function msgSigners(msg: unknown): string[] {
  const normal = validateMsg(msg);
  return msgDefinition(normal.type).signers(normal.value);
}

export function msgSummary(msg: unknown): string {
  const normal = validateMsg(msg);
  return msgDefinition(normal.type).summary(normal.value);
}

/** 'MIX' for several messages, else the single message's prefix (protocol.md §5). */
export function txHashPrefix(msgs: ReadonlyArray<{ type: string }>): string {
  if (msgs.length > 1) return 'MIX';
  const only = msgs[0];
  return only !== undefined && isMsgType(only.type) ? MSG_DEFINITIONS[only.type].hashPrefix : 'BASIC';
}
