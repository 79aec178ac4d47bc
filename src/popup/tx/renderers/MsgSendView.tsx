import { formatCoins, isCoinList } from '../../lib/format';
import type { MsgRenderer } from './renderer-type';
import { ShownText } from './labels';
import { FieldValue } from './values';

export const MsgSendView: MsgRenderer = ({ msg }) => {
  const amount = msg.value.amount;
  return (
    <div class="send-view">
      <div class="send-amount">{isCoinList(amount) ? <ShownText text={formatCoins(amount)} what="amount" /> : <FieldValue value={amount} />}</div>
      {msg.type === 'MsgRevocableSend' && <p class="muted small">Revocable transfer: it takes effect after the vault's delay and can be revoked until then.</p>}
      <dl class="kv">
        <div class="kv-row"><dt>From</dt><dd><FieldValue value={msg.value.from_address} /></dd></div>
        <div class="kv-row"><dt>To</dt><dd><FieldValue value={msg.value.to_address} /></dd></div>
      </dl>
    </div>
  );
};
