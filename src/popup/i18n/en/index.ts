// English: the reference catalogue, one file per area of the popup. Every other language has
// exactly these keys (the types say so, and test/popup/i18n.test.ts checks placeholders too).
import type { Message } from '../types';
import { activity } from './activity';
import { common } from './common';
import { ui } from './ui';
import { checks } from './checks';
import { errors } from './errors';
import { onboarding } from './onboarding';
import { unlock } from './unlock';
import { home } from './home';
import { settings } from './settings';
import { approvals } from './approvals';
import { tx } from './tx';

export const en = {
  ...common,
  ...activity,
  ...ui,
  ...checks,
  ...errors,
  ...onboarding,
  ...unlock,
  ...home,
  ...settings,
  ...approvals,
  ...tx,
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;
