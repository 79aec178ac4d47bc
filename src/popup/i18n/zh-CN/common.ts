// 简体中文：各页面共用的词。
import type { Area } from './area';
import type { common as en } from '../en/common';

export const common: Area<typeof en> = {
  'language.label': '语言',
  'language.auto': '跟随浏览器（{language}）',
  'language.hint': '除非你在这里选择，否则 Vaultline 使用浏览器的语言。',
  'duration.remaining': '剩余 {duration}',
  'blocks.count': { other: '{count} 个区块' },
};
