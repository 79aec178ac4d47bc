// The core message definitions as modules read them: a module's message types and a message's fields.
import { MSG_DEFINITIONS, type MsgGroup, type MsgType } from '../../../core/messages/index';
import type { Msg } from '../../../core/types';

/** The message types of a group (the module of the same name applies them). */
export function msgTypesOf(group: MsgGroup): MsgType[] {
  return Object.values(MSG_DEFINITIONS).filter((def) => def.group === group).map((def) => def.type);
}

/** A `type` message whose fields, as the definition lists them, are read from `source` (a build request and what the route adds). */
export function msgOf(type: MsgType, source: Record<string, unknown>): Msg {
  const value = Object.fromEntries(MSG_DEFINITIONS[type].fields.map((field) => [field.name, source[field.name]]));
  return { type, value };
}
