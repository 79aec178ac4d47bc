// 简体中文：框架与共用组件。
import type { Area } from './area';
import type { ui as en } from '../en/ui';

export const ui: Area<typeof en> = {
  'ui.back': '返回',
  'ui.loading': '加载中…',
  'ui.retry': '重试',
  'ui.account': '账户',
  'ui.copy': '复制',
  'ui.copied': '已复制',
  'ui.copyFailed': '复制失败',
  'ui.copyTitle': '复制 {value}',
  'ui.qrLabel': '{text} 的二维码',
  'ui.somethingWrong': '出错了。',
  'ui.noBackground': '无法连接钱包后台：{detail}',
  'ui.noResponse': '钱包后台没有响应。',
  'ui.unknownError': '未知错误',
  'node.unreachable.title': '节点无响应',
  'node.unreachable.body': 'Vaultline 无法从 {url} 获得响应。余额和活动可能不是最新的，在节点恢复响应前无法发送任何交易。',
  'node.notLedger.title': '这不是 GT 账本节点',
  'node.notLedger.body': '{url} 有响应，但不是 GT 账本节点。请检查该网络的 REST 地址。',
  'node.wrongChain.title': '该节点属于另一条链',
  'node.wrongChain.body': '{url} 不是链“{chain}”的节点。Vaultline 不会为它签名：请选择正确的网络或修复节点。',
  'node.unconfirmed.title': '无法核实链',
  'node.unconfirmed.body': '{url} 有响应，但 Vaultline 无法确认它属于链“{chain}”。',
  'node.checkingNode': '正在检查节点…',
  'node.connected': '已连接 · 区块高度 {height}',
  'node.checking': '检查中…',
  'node.tryAgain': '重试',
  'node.networks': '网络',
};
