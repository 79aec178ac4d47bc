import { formatCoins, isCoinList } from '../../lib/format';
import type { MsgRenderer } from './renderer-type';
import { ShownText } from './shown-text';
import { FieldValue } from './values';
import { t } from '../../i18n';

export const MsgSendView: MsgRenderer = ({ msg }) => {
  const amount = msg.value.amount;
  return (
    <div class="send-view">
      <div class="send-amount">
        {isCoinList(amount) ? <ShownText text={formatCoins(amount)} what="amount" /> : <FieldValue value={amount} />}
      </div>
      {msg.type === 'MsgRevocableSend' && <p class="muted small">{t('renderers.revocableNote')}</p>}
      <dl class="kv">
        <div class="kv-row">
          <dt>{t('renderers.from')}</dt>
          <dd>
            <FieldValue value={msg.value.from_address} />
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('renderers.to')}</dt>
          <dd>
            <FieldValue value={msg.value.to_address} />
          </dd>
        </div>
      </dl>
    </div>
  );
};
