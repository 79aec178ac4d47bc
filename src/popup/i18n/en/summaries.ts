// English: one line per ledger message type, worded from the data core's definitions give
// (src/core/messages: `summary`). Approval cards, Activity titles and the detail sheet use them.
export const summaries = {
  'summary.MsgSend': 'Send {amount} to {to}',
  'summary.IssueToken': 'Issue token {symbol} ({name}), total supply {supply}',
  'summary.MintToken': 'Mint {amount}',
  'summary.FreezeToken': 'Freeze token {symbol}',
  'summary.UnfreezeToken': 'Unfreeze token {symbol}',
  'summary.BurnToken': 'Burn {amount}',
  'summary.MsgDelegate': 'Delegate {amount} to {con}',
  'summary.MsgBeginRedelegate': 'Redelegate {amount} from {src} to {dst}',
  'summary.MsgUndelegate': 'Undelegate {amount} from {con}',
  'summary.MsgUndelegateByRetrievalAccount': 'Undelegate all stakes of {count} vaults',
  'summary.MsgUndelegateByRetrievalAccount.one': 'Undelegate all stakes of vault {vault}',
  'summary.MsgWithdrawDelegationReward': 'Withdraw rewards from {con}',
  'summary.MsgModifyWithdrawAddress': 'Send future rewards to {to}',
  'summary.MsgCreateVault': {
    one: 'Create vault {vault} with {amount}, delay {count} block, retrieval account {retrieval}',
    other: 'Create vault {vault} with {amount}, delay {count} blocks, retrieval account {retrieval}',
  },
  'summary.MsgRevocableSend': 'Send {amount} to {to} (revocable until it takes effect)',
  'summary.MsgRevoke': 'Revoke {amount} of transfer {hash} (message {index}), returning it to {retrieval}',
  'summary.MsgUpdateClearingHeight': 'Move the clearing height of vault {vault} to {height}',
  'summary.MsgClearVaultAccount': 'Clear {count} vaults into {to}',
  'summary.MsgClearVaultAccount.one': 'Clear vault {vault} into {to}',
  'summary.MsgPublishMultiSigAccount': 'Publish multisig account {account}',
} as const;
