// English: the reference catalogue, one file per area of the popup. Every other language has
// exactly these keys (the types say so, and test/popup/i18n.test.ts checks placeholders too).
import type { Message } from '../types';
import { activity } from './activity';
import { approvals } from './approvals';
import { checks } from './checks';
import { common } from './common';
import { errors } from './errors';
import { home } from './home';
import { multisig } from './multisig';
import { network } from './network';
import { onboarding } from './onboarding';
import { renderers } from './renderers';
import { settings } from './settings';
import { staking } from './staking';
import { summaries } from './summaries';
import { time } from './time';
import { tokens } from './tokens';
import { tx } from './tx';
import { ui } from './ui';
import { unlock } from './unlock';
import { vault } from './vault';
import { wallets } from './wallets';

export const en = {
  ...activity,
  ...approvals,
  ...checks,
  ...common,
  ...errors,
  ...home,
  ...multisig,
  ...network,
  ...onboarding,
  ...renderers,
  ...settings,
  ...staking,
  ...summaries,
  ...time,
  ...tokens,
  ...tx,
  ...ui,
  ...unlock,
  ...vault,
  ...wallets,
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;
