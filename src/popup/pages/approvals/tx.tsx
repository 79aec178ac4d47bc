// signTx / sendTx: who signs on which chain, every message decoded, fee and memo editable.
import { useEffect, useState } from 'preact/hooks';
import { NANOGT, formatGT } from '../../../core/amount';
import type { ApprovalView } from '../../../shared/wallet-api';
import { TxView, txFeeCoins, type TxLike } from '../../components/TxView';
import { amountOf, utf8Length } from '../../lib/format';
import { MEMO_MAX_BYTES, checkFee, checkMemo } from '../../lib/validate';
import { useWallet } from '../../state';
import { TID } from '../../testids';
import type { ApprovalEdits } from './screen';
import { AccountLine, approvalAccount } from './signer';

function txValue(tx: unknown): TxLike | undefined {
  if (!tx || typeof tx !== 'object') return undefined;
  const value = (tx as { value?: unknown }).value;
  return value && typeof value === 'object' ? (value as TxLike) : (tx as TxLike);
}

export function TxApproval({ approval, onEdits }: { approval: ApprovalView; onEdits(edits: ApprovalEdits): void }) {
  const { state } = useWallet();
  const value = txValue(approval.tx);
  const originalFee = amountOf(txFeeCoins(value), NANOGT);
  const originalMemo = typeof value?.memo === 'string' ? value.memo : '';
  const gas = typeof value?.fee?.gas === 'string' ? value.fee.gas : '200000';
  const [fee, setFee] = useState(formatGT(originalFee));
  const [memo, setMemo] = useState(originalMemo);
  const feeCheck = checkFee(fee);
  const memoCheck = checkMemo(memo);

  useEffect(() => {
    const feeChanged = feeCheck.ok && feeCheck.value !== originalFee;
    onEdits({
      ...(feeChanged && feeCheck.ok ? { fee: { amount: [{ denom: NANOGT, amount: feeCheck.value.toString() }], gas } } : {}),
      ...(memo !== originalMemo ? { memo } : {}),
      blocked: !feeCheck.ok ? feeCheck.error : !memoCheck.ok ? memoCheck.error : value === undefined ? 'No transaction to sign.' : null,
    });
  }, [fee, memo]);

  const chainId = approval.chainId ?? state.network.chainId;
  return (
    <>
      <section class="card">
        <dl class="kv">
          <div class="kv-row"><dt>Signer</dt><dd><AccountLine account={approvalAccount(approval, state)} fallbackId={approval.accountId} testId={TID.approvalSigner} /></dd></div>
          <div class="kv-row"><dt>Chain</dt><dd><code data-testid={TID.approvalChainId}>{chainId}</code></dd></div>
          <div class="kv-row"><dt>Action</dt><dd>{approval.kind === 'sendTx' ? 'Sign and broadcast' : 'Sign only (the site broadcasts)'}</dd></div>
        </dl>
        {chainId !== state.network.chainId && <p class="warning">This chain id differs from the selected network ({state.network.chainId}).</p>}
      </section>
      <TxView
        value={value}
        feeSlot={
          <span class="inline-edit">
            <input data-testid={TID.approvalFee} inputMode="decimal" value={fee} onInput={(e) => setFee(e.currentTarget.value)} aria-label="Fee in GT" />
            <span class="unit">GT</span>
            {!feeCheck.ok && <span class="field-error small">{feeCheck.error}</span>}
          </span>
        }
        memoSlot={
          <span class="inline-edit">
            <input data-testid={TID.approvalMemo} value={memo} onInput={(e) => setMemo(e.currentTarget.value)} aria-label="Memo" placeholder="none" />
            <span class={memoCheck.ok ? 'muted small' : 'field-error small'}>{memoCheck.ok ? `${utf8Length(memo)}/${MEMO_MAX_BYTES}` : memoCheck.error}</span>
          </span>
        }
      />
    </>
  );
}
