import type { MsgRenderer } from './renderer-type';
import { gtText, tokenAmount } from '../../lib/format';
import { ShownText } from './labels';
import { Explain, Headline, Row, Rows, text } from './parts';

export const ISSUE_COST_NANOGT = 200_000_000_000n;

export const IssueTokenView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <div class="send-amount f-headline"><ShownText text={`${tokenAmount(text(msg.value.total_supply))} ${text(msg.value.symbol)}`} what="token symbol" /></div>
    <Rows>
      <Row label="Issuer" value={msg.value.source_address} />
      <Row label="Name" value={msg.value.token_name} />
      <Row label="Symbol" value={msg.value.symbol} />
      <Row label="Supply"><span class="amount">{tokenAmount(text(msg.value.total_supply))}</span></Row>
      <Row label="Mintable" value={msg.value.mintable} />
      <Row label="Freezable" value={msg.value.freezable} />
    </Rows>
    <Explain tone="warning">Issuing a token costs {gtText(ISSUE_COST_NANOGT)}, charged to the issuer on top of the fee. The ledger adds a suffix to the symbol (such as {text(msg.value.symbol) || 'ABC'}-X1Y).</Explain>
  </div>
);

export const MintTokenView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Headline value={msg.value.amount} />
    <Rows><Row label="Issuer" value={msg.value.source_address} /></Rows>
    <Explain>New units are created and credited to the issuer; the total supply grows.</Explain>
  </div>
);

export const FreezeTokenView: MsgRenderer = ({ msg }) => {
  const freezing = msg.type === 'FreezeToken';
  return (
    <div class="f-msg">
      <div class="send-amount f-headline">{freezing ? 'Freeze' : 'Unfreeze'} <ShownText text={text(msg.value.symbol)} what="token symbol" /></div>
      <Rows><Row label="Issuer" value={msg.value.source_address} /></Rows>
      <Explain tone={freezing ? 'warning' : 'muted'}>{freezing ? 'While frozen, nobody can transfer this token.' : 'Transfers of this token are allowed again.'}</Explain>
    </div>
  );
};

export const BurnTokenView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Headline value={msg.value.sub} />
    <Rows><Row label="Burned from" value={msg.value.from_address} /></Rows>
    <Explain tone="warning">Burned units are destroyed for good; the total supply shrinks.</Explain>
  </div>
);
