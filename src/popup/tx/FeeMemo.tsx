// The fee and memo of a transaction being made or approved: one state and check for the send form,
// the confirm step and the approval window, and the labelled fields the first two show.
import { useEffect, useState } from 'preact/hooks';
import { NANOGT, formatGT } from '../../core/amount';
import type { StdFee } from '../../core/types';
import { Field } from '../components/ui';
import { useDefaultFee } from '../hooks/data';
import { DEFAULT_GAS, checkFee, checkMemo, type Checked } from '../lib/checks';
import { t } from '../i18n';

export interface FeeMemo {
  fee: string;
  setFee(text: string): void;
  memo: string;
  setMemo(text: string): void;
  feeCheck: Checked<bigint>;
  memoCheck: Checked<string>;
  /** The fee as signed (`gas` from the tx when approving); null while the typed fee is not valid. */
  stdFee: StdFee | null;
  /** Why the node's default fee could not be read (the wallet's default is used). */
  defaultFeeError: string | null;
}

export function gtFee(nanogt: bigint, gas = DEFAULT_GAS): StdFee {
  return { amount: [{ denom: NANOGT, amount: nanogt.toString() }], gas };
}

function useFeeMemoState(initialFee: string, initialMemo: string, gas: string) {
  const [fee, setFeeText] = useState(initialFee);
  const [touched, setTouched] = useState(false);
  const [memo, setMemo] = useState(initialMemo);
  const feeCheck = checkFee(fee);
  const state: FeeMemo = {
    fee,
    setFee: (text) => { setFeeText(text); setTouched(true); },
    memo,
    setMemo,
    feeCheck,
    memoCheck: checkMemo(memo),
    stdFee: feeCheck.ok ? gtFee(feeCheck.value, gas) : null,
    defaultFeeError: null,
  };
  return { state, touched, setFeeText };
}

/** The person's edits of a transaction's fee and memo (the approval window starts from the site's). */
export function useFeeMemoEdit(initial: { fee: bigint; memo: string; gas: string }): FeeMemo {
  return useFeeMemoState(formatGT(initial.fee), initial.memo, initial.gas).state;
}

/** A new transaction's fee and memo: the fee follows the node's default until the person types one. */
export function useFeeMemo(networkId: string): FeeMemo {
  const defaultFee = useDefaultFee(networkId);
  const { state, touched, setFeeText } = useFeeMemoState('', '', DEFAULT_GAS);
  useEffect(() => {
    if (!touched && !defaultFee.loading) setFeeText(formatGT(defaultFee.fee));
  }, [defaultFee.loading, defaultFee.fee, touched, setFeeText]);
  return { ...state, defaultFeeError: defaultFee.error };
}

export function FeeField({ fm, testId, hint }: { fm: FeeMemo; testId: string; hint: string }) {
  return (
    <Field label={t('tx.fee')} error={fm.fee !== '' && !fm.feeCheck.ok ? fm.feeCheck.error : null} hint={hint}>
      <input data-testid={testId} inputMode="decimal" autoComplete="off" value={fm.fee} onInput={(e) => fm.setFee(e.currentTarget.value)} />
    </Field>
  );
}

export function MemoField({ fm, testId, hint, multiline = false }: { fm: FeeMemo; testId?: string; hint?: string; multiline?: boolean }) {
  const onInput = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => fm.setMemo(e.currentTarget.value);
  return (
    <Field label={t('tx.memo')} error={fm.memoCheck.ok ? null : fm.memoCheck.error} hint={hint}>
      {multiline
        ? <textarea data-testid={testId} rows={2} value={fm.memo} onInput={onInput} />
        : <input data-testid={testId} autoComplete="off" value={fm.memo} onInput={onInput} />}
    </Field>
  );
}
