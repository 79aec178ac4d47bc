import type { MsgRenderer } from './renderer-type';
import { Explain, Headline, Row, Rows } from './parts';

export const DelegateView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Headline value={msg.value.amount} />
    <Rows>
      <Row label="Delegator" value={msg.value.delegator_address} />
      <Row label="To con-account" value={msg.value['con-account_address']} />
    </Rows>
    <Explain>The amount leaves your spendable balance and earns rewards while it is delegated.</Explain>
  </div>
);

export const RedelegateView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Headline value={msg.value.amount} />
    <Rows>
      <Row label="Delegator" value={msg.value.delegator_address} />
      <Row label="From" value={msg.value['con-account_src_address']} />
      <Row label="To" value={msg.value['con-account_dst_address']} />
    </Rows>
    <Explain>The stake moves at once; the move stays on record until the undelegating time has passed (it counts toward the entry limit).</Explain>
  </div>
);

export const UndelegateView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Headline value={msg.value.amount} />
    <Rows>
      <Row label="Delegator" value={msg.value.delegator_address} />
      <Row label="From" value={msg.value['con-account_address']} />
    </Rows>
    <Explain>The amount stops earning rewards now and returns to the balance when the undelegating time has passed.</Explain>
  </div>
);

export const UndelegateByRetrievalView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Rows>
      <Row label="Retrieval account" value={msg.value.security_address} />
      <Row label="Vaults" value={msg.value.delegator_address} />
    </Rows>
    <Explain tone="warning">Undelegates every stake of these vaults. The principal comes back after the undelegating time.</Explain>
  </div>
);
