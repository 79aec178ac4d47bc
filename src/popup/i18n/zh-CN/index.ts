// 简体中文 catalogue: the same areas as English, merged the same way.
import type { MessageKey } from '../en';
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

export const zhCN: Readonly<Record<MessageKey, Message>> = {
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
};
