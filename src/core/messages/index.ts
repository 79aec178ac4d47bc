// One definition per ledger message type (ledger-service.md §2.2): fields in amino declaration
// order, validation and gt1 normalisation, signers, tx-hash prefix and the data of its summary
// (the popup words it in the person's language: src/popup/i18n/*/summaries.ts).
import { CoreError } from '../errors';
import type { Msg } from '../types';
import { BANK_MSGS } from './bank';
import { DISTRIBUTION_MSGS } from './distribution';
import { defaultFor, normalizeField, type MsgDefinition, type MsgValue, type Spend, type SummaryData } from './fields';
import { MULTISIG_MSGS } from './multisig';
import { STAKING_MSGS } from './staking';
import { TOKEN_MSGS } from './token';
import { VAULT_MSGS } from './vault';
import type { MsgType } from './typed';

export { ISSUE_CHARGE } from './token';
export { WIRE_TYPE, coinsText, type Spend, type SummaryData, type MsgDefinition, type MsgGroup, type WireType } from './fields';

/** Every definition by its type, in the groups' order. */
export const MSG_DEFINITIONS = Object.freeze({
  ...BANK_MSGS,
  ...TOKEN_MSGS,
  ...STAKING_MSGS,
  ...DISTRIBUTION_MSGS,
  ...VAULT_MSGS,
  ...MULTISIG_MSGS,
});

export { makeMsg, transferMsg, type MsgDefinitions, type MsgInput, type MsgInputOf, type MsgOf, type MsgType } from './typed';

export const MSG_TYPES = Object.freeze(Object.keys(MSG_DEFINITIONS)) as readonly MsgType[];

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

/** txSigners (core/tx.ts) for messages already normalised by validateMsg: here, so a review needs no signing code. */
export function signersOf(msgs: readonly Msg[]): string[] {
  const signers: string[] = [];
  for (const msg of msgs) {
    for (const signer of msgDefinition(msg.type).signers(msg.value)) {
      if (!signers.includes(signer)) signers.push(signer);
    }
  }
  return signers;
}

/** What a normalised message takes out of its signers' balances, besides the fee. */
export function msgSpends(msg: Msg): Spend[] {
  return msgDefinition(msg.type).spends?.(msg.value) ?? [];
}

/** A message's summary as data: its type (one wording per type and language) and what the line says. */
export interface MsgSummary {
  type: MsgType;
  data: SummaryData;
}

/**
 * What a message's one-line summary says, for the UI to word in its language. Validates the
 * message (throws CoreError like validateMsg); addresses are shortened in the form the message
 * writes them (a vault1… stays vault1…), not the gt1 form the ledger reads.
 */
export function msgSummary(msg: unknown): MsgSummary {
  const normal = validateMsg(msg);
  const def = msgDefinition(normal.type);
  const raw = (msg as { value: Record<string, unknown> }).value;
  const shown: MsgValue = { ...normal.value };
  for (const field of def.fields) {
    const given = raw[field.name];
    if (field.kind === 'address' && typeof given === 'string') shown[field.name] = given.trim();
    if (field.kind === 'addressList')
      shown[field.name] = (typeof given === 'string' ? [given] : (given as unknown[])).map((item) => String(item).trim());
  }
  return { type: def.type as MsgType, data: def.summary(shown) };
}

/** 'MIX' for several messages, else the single message's prefix (protocol.md §5). */
export function txHashPrefix(msgs: ReadonlyArray<{ type: string }>): string {
  if (msgs.length > 1) return 'MIX';
  const only = msgs[0];
  return only !== undefined && isMsgType(only.type) ? MSG_DEFINITIONS[only.type].hashPrefix : 'BASIC';
}
