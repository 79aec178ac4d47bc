// 简体中文 catalogue: the same areas as English, merged the same way.
import type { MessageKey } from '../en';
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

export const zhCN: Readonly<Record<MessageKey, Message>> = {
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
};
