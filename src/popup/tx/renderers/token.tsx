// IssueToken's own view: the issuing cost and the symbol's suffix, which its fields do not say.
import type { MsgRenderer } from './renderer-type';
import { gtText, tokenAmount } from '../../lib/format';
import { ShownText } from './shown-text';
import { ISSUE_COST_NANOGT } from '../../lib/issue-cost';
import { Explain, Row, Rows, text } from './parts';
import { t } from '../../i18n';

export const IssueTokenView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <div class="send-amount f-headline">
      <ShownText text={`${tokenAmount(text(msg.value.total_supply))} ${text(msg.value.symbol)}`} what="tokenSymbol" />
    </div>
    <Rows>
      <Row label={t('renderers.token.issuer')} value={msg.value.source_address} />
      <Row label={t('renderers.token.name')} value={msg.value.token_name} />
      <Row label={t('renderers.token.symbol')} value={msg.value.symbol} />
      <Row label={t('renderers.token.supply')}>
        <span class="amount">{tokenAmount(text(msg.value.total_supply))}</span>
      </Row>
      <Row label={t('renderers.token.mintable')} value={msg.value.mintable} />
      <Row label={t('renderers.token.freezable')} value={msg.value.freezable} />
    </Rows>
    <Explain tone="warning">
      {t('renderers.token.explain', { cost: gtText(ISSUE_COST_NANOGT), example: text(msg.value.symbol) || 'ABC' })}
    </Explain>
  </div>
);
