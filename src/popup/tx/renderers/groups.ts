// Approval/confirm renderers for every message beyond plain transfers, keyed by message type.
// The frame's registry (registry.tsx) can spread this map into its own.
import type { MsgRenderer } from './renderer-type';
import { ModifyWithdrawAddressView, WithdrawRewardView } from './distribution';
import { PublishMultisigView } from './multisig';
import { DelegateView, RedelegateView, UndelegateByRetrievalView, UndelegateView } from './staking';
import { BurnTokenView, FreezeTokenView, IssueTokenView, MintTokenView } from './token';
import { ClearVaultView, CreateVaultView, RevocableSendView, RevokeView, UpdateClearingHeightView } from './vault';

export const FEATURE_MSG_RENDERERS: Readonly<Record<string, MsgRenderer>> = {
  MsgDelegate: DelegateView,
  MsgBeginRedelegate: RedelegateView,
  MsgUndelegate: UndelegateView,
  MsgUndelegateByRetrievalAccount: UndelegateByRetrievalView,
  MsgWithdrawDelegationReward: WithdrawRewardView,
  MsgModifyWithdrawAddress: ModifyWithdrawAddressView,
  IssueToken: IssueTokenView,
  MintToken: MintTokenView,
  FreezeToken: FreezeTokenView,
  UnfreezeToken: FreezeTokenView,
  BurnToken: BurnTokenView,
  MsgCreateVault: CreateVaultView,
  MsgRevocableSend: RevocableSendView,
  MsgRevoke: RevokeView,
  MsgUpdateClearingHeight: UpdateClearingHeightView,
  MsgClearVaultAccount: ClearVaultView,
  MsgPublishMultiSigAccount: PublishMultisigView,
};
