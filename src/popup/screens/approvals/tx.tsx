// signTx / sendTx: every signer by name with what leaves it, on which chain, every message decoded
// with its addresses labelled, the whole fee, fee and memo editable, live warnings (insufficient
// balance blocks approving).
import { useLayoutEffect, useMemo } from 'preact/hooks';
import { toGt1 } from '../../../core/address';
import { NANOGT } from '../../../core/amount';
import type { Coin, StdFee, StdTx } from '../../../core/types';
import type { ApprovalOf } from '../../../shared/wallet-api';
import { isReviewWarning } from '../../../shared/warnings';
import { FeeLevelOf, TxView, txFeeCoins } from '../../tx/TxView';
import { amountOf, formatCoins, utf8Length } from '../../lib/format';
import { MEMO_MAX_BYTES } from '../../lib/checks';
import { useFeeMemoEdit } from '../../tx/FeeMemo';
import { KnownContext } from '../../tx/renderers/labels';
import { MemoText, ShownText } from '../../tx/renderers/shown-text';
import { ReviewNotes, SignerList, useKnownAddresses, useTxReview } from '../../tx/renderers/review';
import { useWallet } from '../../hooks/wallet';
import { NetworkBadge } from '../../components/NetworkBadge';
import { TID } from '../../testids';
import type { ApprovalEdits } from './edits';
import { t } from '../../i18n';

/** The tx as it would be signed with the person's edits, for the live review. */
function editedTx(tx: StdTx, fee: StdFee | null, memo: string): StdTx {
  return { type: 'StdTx', value: { ...tx.value, ...(fee ? { fee } : {}), memo } };
}

export function TxApproval({ approval, onEdits }: { approval: ApprovalOf<'signTx' | 'sendTx'>; onEdits(edits: ApprovalEdits): void }) {
  const { state } = useWallet();
  const value = approval.tx.value;
  const feeCoins: Coin[] = txFeeCoins(value);
  const originalFee = amountOf(feeCoins, NANOGT);
  const otherFeeCoins = feeCoins.filter((coin) => coin.denom !== NANOGT);
  const originalMemo = value.memo;
  const gas = value.fee.gas;
  const fm = useFeeMemoEdit({ fee: originalFee, memo: originalMemo, gas });
  const { fee, setFee, memo, setMemo, feeCheck, memoCheck } = fm;
  const feeChanged = feeCheck.ok && feeCheck.value !== originalFee;
  const stdFee: StdFee | null = feeCheck.ok ? (feeChanged ? fm.stdFee : value.fee) : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `stdFee` is derived from the typed `fee` (a fresh object each render)
  const tx = useMemo(() => editedTx(approval.tx, stdFee, memo), [approval.tx, fee, memo]);
  const review = useTxReview(tx);
  const signerAddresses = useMemo(() => {
    // The activity of a few accounts is enough to recognise an address (each is one node query).
    const own = state.accounts
      .filter((account) => account.kind !== 'multisig')
      .slice(0, 5)
      .map((account) => account.address);
    return own.flatMap((address) => {
      try {
        return [toGt1(address)];
      } catch {
        return [];
      }
    });
  }, [state.accounts]);
  const known = useKnownAddresses(signerAddresses);

  // A layout effect: the approve button re-arms in the same frame that shows the edit.
  useLayoutEffect(() => {
    // Background warnings the live review recomputes are shown once, from the review, as soon as it has run.
    const background = (approval.warnings ?? []).filter((warning) => review.loading || !isReviewWarning(warning));
    onEdits({
      ...(feeChanged && fm.stdFee ? { fee: fm.stdFee } : {}),
      ...(memo !== originalMemo ? { memo } : {}),
      blocked: !feeCheck.ok
        ? feeCheck.error
        : !memoCheck.ok
          ? memoCheck.error
          : value === undefined
            ? t('approvals.tx.noTx')
            : otherFeeCoins.length > 0
              ? t('approvals.tx.feeDenoms', { coins: formatCoins(otherFeeCoins) })
              : review.blocked,
      warnings: background,
      // What is on screen: a change re-arms the approve button.
      shown: JSON.stringify([fee, memo, review.notes, known.size]),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what is shown, by value (JSON of the notes and warnings): the other inputs are derived from these
  }, [fee, memo, review.blocked, review.loading, JSON.stringify(review.notes), JSON.stringify(approval.warnings ?? []), known.size]);

  const chainId = approval.chainId ?? state.network.chainId;
  return (
    <KnownContext.Provider value={known}>
      <NetworkBadge network={state.network} />
      <ReviewNotes notes={review.notes} />
      <section class="card">
        <h2 class="section-title">{t('approvals.tx.signedBy')}</h2>
        <SignerList tx={tx} />
        <dl class="kv">
          <div class="kv-row">
            <dt>{t('approvals.tx.chain')}</dt>
            <dd>
              <code data-testid={TID.approvalChainId}>{chainId}</code>
            </dd>
          </div>
          <div class="kv-row">
            <dt>{t('approvals.tx.action')}</dt>
            <dd>{approval.kind === 'sendTx' ? t('approvals.tx.signSend') : t('approvals.tx.signOnly')}</dd>
          </div>
        </dl>
        {chainId !== state.network.chainId && <p class="warning">{t('approvals.tx.chainDiffers', { chain: state.network.chainId })}</p>}
      </section>
      <TxView
        value={value}
        feeSlot={
          <span class="inline-edit">
            <input
              data-testid={TID.approvalFee}
              inputMode="decimal"
              value={fee}
              onInput={(e) => setFee(e.currentTarget.value)}
              aria-label={t('approvals.tx.feeLabel')}
            />
            <span class="unit">GT</span>
            {stdFee && <FeeLevelOf coins={stdFee.amount} />}
            {!feeCheck.ok && <span class="field-error small">{feeCheck.error}</span>}
            <span class="muted small block">
              {t('approvals.tx.wholeFee')}
              <span data-testid={TID.approvalFeeCoins}>
                <ShownText text={formatCoins(stdFee?.amount ?? feeCoins)} what="fee" />
              </span>
            </span>
          </span>
        }
        memoSlot={
          <span class="inline-edit">
            <textarea
              data-testid={TID.approvalMemo}
              rows={2}
              value={memo}
              onInput={(e) => setMemo(e.currentTarget.value)}
              aria-label={t('approvals.tx.memoLabel')}
              placeholder={t('approvals.tx.none')}
              dir="ltr"
            />
            <span class={memoCheck.ok ? 'muted small' : 'field-error small'}>
              {memoCheck.ok ? `${utf8Length(memo)}/${MEMO_MAX_BYTES}` : memoCheck.error}
            </span>
            {memo !== '' && (
              <span class="memo-preview">
                <span class="muted small">{t('approvals.tx.memoPreview')}</span>
                <MemoText memo={memo} />
              </span>
            )}
          </span>
        }
      />
    </KnownContext.Provider>
  );
}
