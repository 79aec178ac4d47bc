// The core message definitions as modules read them: a module's message types, a message's fields, and
// delivery by a map keyed by message type, each entry given its message typed by its definition.
import { MSG_DEFINITIONS, type MsgGroup, type MsgOf, type MsgType } from '../../../core/messages/index';
import type { Msg } from '../../../core/types';
import type { TxCtx } from '../../ledger/types';

/** The message types of a group (the module of the same name applies them). */
export function msgTypesOf(group: MsgGroup): MsgType[] {
  return Object.values(MSG_DEFINITIONS)
    .filter((def) => def.group === group)
    .map((def) => def.type);
}

/** A `type` message whose fields, as the definition lists them, are read from `source` (a build request and what the route adds). */
export function msgOf(type: MsgType, source: Record<string, unknown>): Msg {
  const value = Object.fromEntries(MSG_DEFINITIONS[type].fields.map((field) => [field.name, source[field.name]]));
  return { type, value };
}

/** A module's delivery: one function per message type it applies, given the message typed by its fields. */
export type Deliveries<T extends MsgType> = { [K in T]: (ctx: TxCtx, msg: MsgOf<K>) => void };

/**
 * The module's `deliver`: each message to its type's function. The ledger hands a module only its own
 * types, validated and normalised at decode (ledger/decode.ts), so the value has its definition's shape.
 */
export function deliverBy<T extends MsgType>(deliveries: Deliveries<T>): (ctx: TxCtx, msg: Msg) => void {
  return (ctx, msg) => (deliveries[msg.type as T] as ((ctx: TxCtx, msg: Msg) => void) | undefined)?.(ctx, msg);
}
