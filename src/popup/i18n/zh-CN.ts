// 简体中文。Keys are exactly English's (the type says so, and a test checks the placeholders too).
import type { MessageKey } from './en';
import type { Message } from './types';

export const zhCN: Readonly<Record<MessageKey, Message>> = {
  'language.label': '语言',
  'language.auto': '跟随浏览器（{language}）',
  'language.hint': '除非你在这里选择，否则 Vaultline 使用浏览器的语言。',
  'duration.remaining': '剩余 {duration}',
  'blocks.count': { other: '{count} 个区块' },
};
