// English: the reference catalogue, one file per area of the popup. Every other language has
// exactly these keys (the types say so, and test/popup/i18n.test.ts checks placeholders too).
import type { Message } from '../types';
import { common } from './common';
import { multisig } from './multisig';
import { network } from './network';
import { renderers } from './renderers';
import { staking } from './staking';
import { time } from './time';
import { tokens } from './tokens';
import { vault } from './vault';

export const en = {
  ...common,
  ...multisig,
  ...network,
  ...renderers,
  ...staking,
  ...time,
  ...tokens,
  ...vault,
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;
