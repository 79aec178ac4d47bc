// English: the reference catalogue, one file per area of the popup. Every other language has
// exactly these keys (the types say so, and test/popup/i18n.test.ts checks placeholders too).
import type { Message } from '../types';
import { common } from './common';
import { wallets } from './wallets';

export const en = {
  ...common,
  ...wallets,
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;
