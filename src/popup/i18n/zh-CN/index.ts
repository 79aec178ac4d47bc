// 简体中文 catalogue: the same areas as English, merged the same way.
import type { MessageKey } from '../en';
import type { Message } from '../types';
import { common } from './common';
import { wallets } from './wallets';

export const zhCN: Readonly<Record<MessageKey, Message>> = {
  ...common,
  ...wallets,
};
