// What every message renderer is: a view of one message with its core definition. On its own so
// that the renderers and the registry that lists them do not import each other.
import type { FunctionComponent } from 'preact';
import type { MsgDefinition } from '../../../core/messages';
import type { Msg } from '../../../core/types';

export type MsgRenderer = FunctionComponent<{ msg: Msg; definition: MsgDefinition }>;
