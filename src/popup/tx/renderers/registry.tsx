// One renderer per message type: the definition-driven generic one by default, and a view of its
// own only where it shows more than the fields (MsgSend, issuing, multisig keys, vaults, where rewards go).
import { isMsgType, msgDefinition, type MsgDefinition } from '../../../core/messages';
import { ModifyWithdrawAddressView } from './distribution';
import { GenericMsg } from './GenericMsg';
import { PublishMultisigView } from './multisig';
import { MsgSendView } from './MsgSendView';
import type { MsgRenderer } from './renderer-type';
import { IssueTokenView } from './token';
import { ClearVaultView, CreateVaultView, RevocableSendView, RevokeView, UpdateClearingHeightView } from './vault';

const MSG_RENDERERS: Readonly<Record<string, MsgRenderer>> = {
  MsgSend: MsgSendView,
  IssueToken: IssueTokenView,
  MsgPublishMultiSigAccount: PublishMultisigView,
  MsgCreateVault: CreateVaultView,
  MsgRevocableSend: RevocableSendView,
  MsgRevoke: RevokeView,
  MsgUpdateClearingHeight: UpdateClearingHeightView,
  MsgClearVaultAccount: ClearVaultView,
  MsgModifyWithdrawAddress: ModifyWithdrawAddressView,
};

export function definitionOf(type: string): MsgDefinition | null {
  return isMsgType(type) ? msgDefinition(type) : null;
}

export function rendererFor(type: string): MsgRenderer {
  return Object.hasOwn(MSG_RENDERERS, type) ? MSG_RENDERERS[type]! : GenericMsg;
}
