import { addressFromPublicKey, decodeBech32PubKey, parseMultisigKey } from '../../../core/address';
import type { MsgRenderer } from './renderer-type';
import { Explain, Row, Rows, inForm } from './parts';

function membersOf(pubkey: unknown): { threshold: number; members: string[] } | null {
  if (typeof pubkey !== 'string') return null;
  try {
    const { threshold, pubkeys } = parseMultisigKey(decodeBech32PubKey(pubkey));
    return { threshold, members: pubkeys.map((key) => addressFromPublicKey(key)) };
  } catch {
    return null;
  }
}

export const PublishMultisigView: MsgRenderer = ({ msg }) => {
  const key = membersOf(msg.value.pubkey);
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
