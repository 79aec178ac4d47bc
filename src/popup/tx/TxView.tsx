// What a transaction signs, shown the same way on the send review and the approval screen.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Coin, Msg } from '../../core/types';
import { formatCoins, isCoinList } from '../lib/format';
import { MsgCard } from './renderers/MsgCard';
import { ShownText } from './renderers/labels';
import { TID } from '../testids';
import { t } from '../i18n';

export interface TxLike { msg?: unknown; fee?: { amount?: unknown; gas?: unknown }; memo?: unknown; valid_height?: unknown }

export function txMsgs(value: TxLike | undefined): Msg[] {
  return Array.isArray(value?.msg) ? (value.msg as Msg[]) : [];
}

export function txFeeCoins(value: TxLike | undefined): Coin[] {
  return isCoinList(value?.fee?.amount) ? value.fee.amount : [];
}

function validHeightText(value: TxLike | undefined): string {
  const window = value?.valid_height;
  if (Array.isArray(window) && window.length === 2 && window.every((h) => typeof h === 'string' && /^[0-9]+$/.test(h))) {
    return t('tx.view.window', { from: window[0], to: window[1], count: Number(BigInt(window[1]) - BigInt(window[0])) });
  }
  return t('tx.view.windowLater');
}

export function TxView({ value, feeSlot, memoSlot }: { value: TxLike | undefined; feeSlot?: ComponentChildren; memoSlot?: ComponentChildren }) {
  const [showRaw, setShowRaw] = useState(false);
  const msgs = txMsgs(value);
  const memo = typeof value?.memo === 'string' ? value.memo : '';
  return (
    <div class="tx-view">
      {msgs.length === 0 && <p class="warning">{t('tx.view.noMsgs')}</p>}
      {msgs.map((msg, i) => <MsgCard key={i} msg={msg} index={i} total={msgs.length} />)}
      <dl class="kv card">
        <div class="kv-row">
          <dt>{t('tx.view.fee')}</dt>
          <dd>{feeSlot ?? <span data-testid={TID.approvalFee}>{formatCoins(txFeeCoins(value))}</span>}</dd>
        </div>
        <div class="kv-row">
          <dt>{t('tx.view.memo')}</dt>
          <dd>{memoSlot ?? <span class="break">{memo === '' ? <span class="muted">{t('tx.view.none')}</span> : <ShownText text={memo} what="memo" />}</span>}</dd>
        </div>
        <div class="kv-row"><dt>{t('tx.view.valid')}</dt><dd>{validHeightText(value)}</dd></div>
      </dl>
      <button type="button" class="link-button small" onClick={() => setShowRaw(!showRaw)}>
        {showRaw ? t('tx.view.hideRaw') : t('tx.view.showRaw')}
      </button>
      {showRaw && <pre class="raw-json">{JSON.stringify(value ?? null, null, 2)}</pre>}
    </div>
  );
}
