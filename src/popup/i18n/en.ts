// English: the reference catalogue. Every other catalogue has exactly its keys (a test checks).
import type { Message } from './types';

export const en = {
  'language.label': 'Language',
  'language.auto': 'Browser default ({language})',
  'language.hint': 'Vaultline follows your browser\'s language unless you choose one here.',
  'duration.remaining': '{duration} left',
  'blocks.count': { one: '{count} block', other: '{count} blocks' },
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;
