import type { MsgRenderer } from './renderer-type';
import { Explain, Row, Rows } from './parts';

export const WithdrawRewardView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Rows>
      <Row label="Delegator" value={msg.value.delegator_address} />
      <Row label="Con-account" value={msg.value['con-account_address']} />
    </Rows>
    <Explain>Pays the pending rewards of this delegation to the delegator's withdraw address.</Explain>
  </div>
);

export const ModifyWithdrawAddressView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Rows>
      <Row label="Delegator" value={msg.value.delegator_address} />
      <Row label="Rewards go to" value={msg.value.withdraw_address} />
    </Rows>
    <Explain tone="warning">Future rewards are paid to this address. A vault withdraws rewards and principal only to its withdraw address.</Explain>
  </div>
);
