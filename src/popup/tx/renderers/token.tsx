// IssueToken's own view: the issuing cost and the symbol's suffix, which its fields do not say.
import type { MsgRenderer } from './renderer-type';
import { gtText, tokenAmount } from '../../lib/format';
import { ShownText } from './labels';
import { ISSUE_COST_NANOGT } from '../../lib/ledger';
import { Explain, Row, Rows, text } from './parts';

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
