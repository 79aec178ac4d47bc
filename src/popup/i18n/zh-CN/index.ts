// 简体中文 catalogue: the same areas as English, merged the same way.
import type { MessageKey } from '../en';
import type { Message } from '../types';
import { common } from './common';
import { multisig } from './multisig';
import { network } from './network';
import { renderers } from './renderers';
import { staking } from './staking';
import { time } from './time';
import { tokens } from './tokens';
import { vault } from './vault';

export const zhCN: Readonly<Record<MessageKey, Message>> = {
  ...common,
  ...multisig,
  ...network,
  ...renderers,
  ...staking,
  ...time,
  ...tokens,
  ...vault,
};
