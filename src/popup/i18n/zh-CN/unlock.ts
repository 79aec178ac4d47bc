// 简体中文：锁定的钱包（密码、重置）。
import type { Area } from './area';
import type { unlock as en } from '../en/unlock';

export const unlock: Area<typeof en> = {
  'unlock.reset.title': '重置钱包？',
  'unlock.reset.warning': '这会从此浏览器中删除所有私钥。只有助记词能恢复这些账户。输入 {word} 以确认。',
  'unlock.reset.type': '输入 {word}',
  'unlock.cancel': '取消',
  'unlock.reset.submit': '重置钱包',
  'unlock.welcome': '欢迎回来',
  'unlock.forApproval': '解锁以查看待处理的请求。',
  'unlock.intro': '解锁你的钱包。',
  'unlock.password': '密码',
  'unlock.unlocking': '正在解锁…',
  'unlock.submit': '解锁',
  'unlock.forgot': '忘记密码？重置钱包',
};
