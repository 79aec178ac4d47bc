// 简体中文：每种账本消息的一行摘要，由 src/core/messages 中定义给出的数据填充。
import type { Area } from './area';
import type { summaries as en } from '../en/summaries';

export const summaries: Area<typeof en> = {
  'summary.MsgSend': '向 {to} 转账 {amount}',
  'summary.IssueToken': '发行代币 {symbol}（{name}），总发行量 {supply}',
  'summary.MintToken': '增发 {amount}',
  'summary.FreezeToken': '冻结代币 {symbol}',
  'summary.UnfreezeToken': '解冻代币 {symbol}',
  'summary.BurnToken': '销毁 {amount}',
  'summary.MsgDelegate': '委托 {amount} 给 {con}',
  'summary.MsgBeginRedelegate': '将 {amount} 从 {src} 转委托给 {dst}',
  'summary.MsgUndelegate': '从 {con} 赎回 {amount}',
  'summary.MsgUndelegateByRetrievalAccount': '赎回 {count} 个保险库的全部委托',
  'summary.MsgUndelegateByRetrievalAccount.one': '赎回保险库 {vault} 的全部委托',
  'summary.MsgWithdrawDelegationReward': '领取 {con} 的奖励',
  'summary.MsgModifyWithdrawAddress': '以后的奖励发送到 {to}',
  'summary.MsgCreateVault': { other: '创建保险库 {vault}，存入 {amount}，延迟 {count} 个区块，找回账户 {retrieval}' },
  'summary.MsgRevocableSend': '向 {to} 转账 {amount}（可撤销，生效之前可以撤销）',
  'summary.MsgRevoke': '撤销转账 {hash}（消息 {index}）中的 {amount}，退回找回账户 {retrieval}',
  'summary.MsgUpdateClearingHeight': '将保险库 {vault} 的清算高度改为 {height}',
  'summary.MsgClearVaultAccount': '清空 {count} 个保险库，转入 {to}',
  'summary.MsgClearVaultAccount.one': '清空保险库 {vault}，转入 {to}',
  'summary.MsgPublishMultiSigAccount': '发布多签账户 {account}',
};
