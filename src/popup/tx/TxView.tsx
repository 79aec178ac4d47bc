// What a transaction signs, shown the same way on the send review and the approval screen.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Coin, Msg, StdTxValue } from '../../core/types';
import { formatCoins, isCoinList } from '../lib/format';
import { MsgCard } from './renderers/MsgCard';
import { MemoText } from './renderers/shown-text';
import { TID } from '../testids';
import { NANOGT } from '../../core/amount';
import { useDefaultFee } from '../hooks/data';
import { useWallet } from '../hooks/wallet';
import { FeeLevelNote } from './FeeMemo';
import { t } from '../i18n';

/** What a review shows of a tx: its messages, fee and memo, and its validity window once it has one. */
export type TxFields = Pick<StdTxValue, 'msg' | 'fee' | 'memo'> & Partial<Pick<StdTxValue, 'valid_height'>>;

function txMsgs(value: TxFields): Msg[] {
  return value.msg;
}

export function txFeeCoins(value: TxFields): Coin[] {
  return isCoinList(value.fee.amount) ? value.fee.amount : [];
}

function validHeightText(value: TxFields): string {
  const window = value.valid_height;
  if (window && window.every((h) => /^[0-9]+$/.test(h))) {
    return t('tx.view.window', { from: window[0], to: window[1], count: Number(BigInt(window[1]) - BigInt(window[0])) });
  }
  return t('tx.view.windowLater');
}

/** The preset a GT-only fee is on this node (the approval window and the send review alike). */
export function FeeLevelOf({ coins }: { coins: Coin[] }) {
  const { state } = useWallet();
  const { presets, loading, error } = useDefaultFee(state.network.id);
  const only = coins.length === 1 && coins[0]!.denom === NANOGT && /^[0-9]{1,30}$/.test(coins[0]!.amount) ? BigInt(coins[0]!.amount) : null;
  return <FeeLevelNote fee={only} presets={loading || error ? undefined : presets} />;
}

export function TxView({ value, feeSlot, memoSlot }: { value: TxFields; feeSlot?: ComponentChildren; memoSlot?: ComponentChildren }) {
  const [showRaw, setShowRaw] = useState(false);
  const msgs = txMsgs(value);
  const memo = value.memo;
  return (
    <div class="tx-view">
      {msgs.length === 0 && <p class="warning">{t('tx.view.noMsgs')}</p>}
      {msgs.map((msg, i) => (
        <MsgCard key={i} msg={msg} index={i} total={msgs.length} />
      ))}
      <dl class="kv card">
        <div class="kv-row">
          <dt>{t('tx.view.fee')}</dt>
          <dd>
            {feeSlot ?? <span data-testid={TID.approvalFee}>{formatCoins(txFeeCoins(value))}</span>}{' '}
            {!feeSlot && <FeeLevelOf coins={txFeeCoins(value)} />}
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('tx.view.memo')}</dt>
          <dd>{memoSlot ?? (memo === '' ? <span class="muted">{t('tx.view.none')}</span> : <MemoText memo={memo} />)}</dd>
        </div>
        <div class="kv-row">
          <dt>{t('tx.view.valid')}</dt>
          <dd>{validHeightText(value)}</dd>
        </div>
      </dl>
      <button type="button" class="link-button small" onClick={() => setShowRaw(!showRaw)}>
        {showRaw ? t('tx.view.hideRaw') : t('tx.view.showRaw')}
      </button>
      {showRaw && <pre class="raw-json">{JSON.stringify(value, null, 2)}</pre>}
    </div>
  );
}
