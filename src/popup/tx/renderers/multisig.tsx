import { describeMultisigKey } from '../../lib/multisig';
import type { MsgRenderer } from './renderer-type';
import { Explain, Row, Rows, inForm } from './parts';
import { t } from '../../i18n';

export const PublishMultisigView: MsgRenderer = ({ msg }) => {
  const key = typeof msg.value.pubkey === 'string' ? describeMultisigKey(msg.value.pubkey) : null;
  const published = inForm(msg.value.to_address, 'gt2');
  return (
    <div class="f-msg">
      {key && (
        <div class="send-amount f-headline">
          {t('renderers.multisig.signatures', { threshold: key.threshold, members: key.members.length })}
        </div>
      )}
      <Rows>
        <Row label={t('renderers.multisig.paidBy')} value={msg.value.from_address} />
        <Row label={t('renderers.multisig.account')} value={msg.value.to_address} />
        {published && <Row label={t('renderers.multisig.readsAs')} value={published} />}
        {key && <Row label={t('renderers.multisig.members')} value={key.members} />}
      </Rows>
      <Explain>{t('renderers.multisig.explain')}</Explain>
    </div>
  );
};
