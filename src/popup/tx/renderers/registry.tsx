// One renderer per message type; types without a specific one use the definition-driven generic.
import { isMsgType, msgDefinition, type MsgDefinition } from '../../../core/messages';
import { FEATURE_MSG_RENDERERS } from './groups';
import { GenericMsg } from './GenericMsg';
import { MsgSendView } from './MsgSendView';
import type { MsgRenderer } from './renderer-type';

// The group renderers (groups.ts) cover the other 17 types.
export const MSG_RENDERERS: Record<string, MsgRenderer> = {
  MsgSend: MsgSendView,
  ...FEATURE_MSG_RENDERERS,
};

export function definitionOf(type: string): MsgDefinition | null {
  return isMsgType(type) ? msgDefinition(type) : null;
}

export function rendererFor(type: string): MsgRenderer {
  return Object.hasOwn(MSG_RENDERERS, type) ? MSG_RENDERERS[type]! : GenericMsg;
}
