// 简体中文：表单校验的错误。
import type { Area } from './area';
import type { checks as en } from '../en/checks';

export const checks: Area<typeof en> = {
  'checks.enterAddress': '请输入地址。',
  'checks.mixedCase': '地址混用了大小写字母。',
  'checks.expectedForm': '此处应为 {forms} 地址。',
  'checks.or': ' 或 ',
  'checks.badChecksum': '地址无效：请检查是否有输入错误（校验和不匹配）。',
  'checks.enterRecipient': '请输入收款地址。',
  'checks.enterAmount': '请输入金额。',
  'checks.enterFee': '请输入手续费。',
  'checks.amountPositive': '金额必须大于 0。',
  'checks.feePositive': '手续费必须大于 0。',
  'checks.moreThan': '超过了{label}（{max}）。',
  'checks.yourBalance': '你的余额',
  'checks.gtFormat': '金额须为 GT 数值，最多 9 位小数。',
  'checks.unitsFormat': '代币数量须为整数单位（1000 或 1e3）。',
  'checks.feeFormat': '手续费须为 GT 数值，最多 9 位小数。',
  'checks.memoTooLong': '备注最多 {max} 字节（256 个拉丁字符或 85 个中文字符）。',
  'checks.enterWhat': '请输入{what}。',
  'checks.wholeNumber': '{What}须为整数。',
  'checks.tooLarge': '{What}过大。',
  'checks.atLeast': '{What}至少为 {min}。',
  'checks.gtPlusFee': '金额加手续费超过了你的 GT 余额。',
  'checks.moreThanDenom': '金额超过了你的 {denom} 余额。',
  'checks.feeNotCovered': '你的 GT 余额不足以支付手续费。',
};
