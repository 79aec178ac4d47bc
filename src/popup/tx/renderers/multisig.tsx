import { describeMultisigKey } from '../../lib/multisig';
import type { MsgRenderer } from './renderer-type';
import { Explain, Row, Rows, inForm } from './parts';

export const PublishMultisigView: MsgRenderer = ({ msg }) => {
  const key = typeof msg.value.pubkey === 'string' ? describeMultisigKey(msg.value.pubkey) : null;
  const published = inForm(msg.value.to_address, 'gt2');
  return (
    <div class="f-msg">
      {key && <div class="send-amount f-headline">{key.threshold} of {key.members.length} signatures</div>}
      <Rows>
        <Row label="Paid by" value={msg.value.from_address} />
        <Row label="Multisig" value={msg.value.to_address} />
        {published && <Row label="Reads as" value={published} />}
        {key && <Row label="Members" value={key.members} />}
      </Rows>
      <Explain>Publishing puts the threshold key on the ledger; the account then reads gt21…</Explain>
    </div>
  );
};
