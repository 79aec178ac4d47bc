// The fee and memo of a transaction being made or approved: one state and check for the send form,
// the confirm step and the approval window, and the labelled fields the first two show. A new tx's
// fee offers the node's presets (low = its minimum, normal, high: shared/fees.ts), and a typed fee
// below the node's minimum is refused here, before the node would.
import { useEffect, useState } from 'preact/hooks';
import { NANOGT, formatGT } from '../../core/amount';
import type { StdFee } from '../../core/types';
import { Field } from '../components/ui';
import { useDefaultFee } from '../hooks/data';
import { DEFAULT_GAS, checkFee, checkMemo, type Checked } from '../lib/checks';
import { FEE_LEVELS, feeLevelOf, type FeeLevel, type FeePresets } from '../../shared/fees';
import { TID } from '../testids';
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
  /** A new tx's presets (absent when approving a site's tx), and which one the fee is. */
  presets?: FeePresets;
  level?: FeeLevel | 'custom';
}

export function gtFee(nanogt: bigint, gas = DEFAULT_GAS): StdFee {
  return { amount: [{ denom: NANOGT, amount: nanogt.toString() }], gas };
}

/** The typed fee, refused below the node's minimum when that is known. */
function checkFeeAbove(text: string, minimum: bigint | null): Checked<bigint> {
  const checked = checkFee(text);
  if (checked.ok && minimum !== null && checked.value < minimum)
    return { ok: false, error: t('renderers.fee.belowMinimum', { minimum: formatGT(minimum) }) };
  return checked;
}

/** The fee as typed, and whether the person typed it (the node's default never replaces a typed fee). */
interface FeeText {
  text: string;
  typed: boolean;
}

function useFeeMemoState(initialFee: string, initialMemo: string, gas: string, minimum: bigint | null = null) {
  const [fee, setFeeText] = useState<FeeText>({ text: initialFee, typed: false });
  const [memo, setMemo] = useState(initialMemo);
  const feeCheck = checkFeeAbove(fee.text, minimum);
  const state: FeeMemo = {
    fee: fee.text,
    setFee: (text) => setFeeText({ text, typed: true }),
    memo,
    setMemo,
    feeCheck,
    memoCheck: checkMemo(memo),
    stdFee: feeCheck.ok ? gtFee(feeCheck.value, gas) : null,
    defaultFeeError: null,
  };
  // Decided against the state as it is when applied, not as it was rendered: an effect runs after the
  // paint (or just before the next render), and a fee typed in between is kept.
  const offerDefault = (text: string) => setFeeText((now) => (now.typed ? now : { text, typed: false }));
  return { state, offerDefault };
}

/** The person's edits of a transaction's fee and memo (the approval window starts from the site's). */
export function useFeeMemoEdit(initial: { fee: bigint; memo: string; gas: string }): FeeMemo {
  return useFeeMemoState(formatGT(initial.fee), initial.memo, initial.gas).state;
}

/** A new transaction's fee and memo: the fee follows the node's default until the person types one. */
export function useFeeMemo(networkId: string): FeeMemo {
  const defaultFee = useDefaultFee(networkId);
  const { state, offerDefault } = useFeeMemoState('', '', DEFAULT_GAS, defaultFee.minimum);
  useEffect(() => {
    if (!defaultFee.loading) offerDefault(formatGT(defaultFee.fee));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `offerDefault` is remade each render but only calls the state hook's setter
  }, [defaultFee.loading, defaultFee.fee]);
  const level = state.feeCheck.ok ? feeLevelOf(state.feeCheck.value, defaultFee.presets) : 'custom';
  return {
    ...state,
    defaultFeeError: defaultFee.error,
    ...(defaultFee.loading || defaultFee.error ? {} : { presets: defaultFee.presets }),
    level,
  };
}

/** The preset's name, or "Custom". */
function feeLevelText(level: FeeLevel | 'custom'): string {
  return t(`renderers.fee.level.${level}`);
}

export function FeeField({ fm, testId, hint }: { fm: FeeMemo; testId: string; hint: string }) {
  const presets = fm.presets;
  return (
    <Field label={t('tx.fee')} error={fm.fee !== '' && !fm.feeCheck.ok ? fm.feeCheck.error : null} hint={hint}>
      {presets && (
        <div
          class="fee-presets"
          role="group"
          aria-label={t('renderers.fee.presets')}
          data-testid={TID.feePresets}
          data-level={fm.level ?? ''}
        >
          {FEE_LEVELS.map((level) => {
            const value = presets[level];
            if (value === undefined) return null;
            return (
              <button
                type="button"
                key={level}
                class={fm.level === level ? 'btn small selected' : 'btn small'}
                aria-pressed={fm.level === level}
                data-testid={TID.feePreset(level)}
                data-nanogt={value.toString()}
                onClick={() => fm.setFee(formatGT(value))}
              >
                {feeLevelText(level)} · {formatGT(value)} GT
              </button>
            );
          })}
        </div>
      )}
      <input data-testid={testId} inputMode="decimal" autoComplete="off" value={fm.fee} onInput={(e) => fm.setFee(e.currentTarget.value)} />
    </Field>
  );
}

/** On a review: which preset the fee is (or "Custom"), when the node's presets are known. */
export function FeeLevelNote({ fee, presets }: { fee: bigint | null; presets: FeePresets | undefined }) {
  if (fee === null || !presets) return null;
  const level = feeLevelOf(fee, presets);
  return (
    <span class="badge fee-level" data-testid={TID.feeLevel} data-level={level}>
      {feeLevelText(level)}
    </span>
  );
}

export function MemoField({ fm, testId, hint, multiline = false }: { fm: FeeMemo; testId?: string; hint?: string; multiline?: boolean }) {
  const onInput = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => fm.setMemo(e.currentTarget.value);
  return (
    <Field label={t('tx.memo')} error={fm.memoCheck.ok ? null : fm.memoCheck.error} hint={hint}>
      {multiline ? (
        <textarea data-testid={testId} rows={2} value={fm.memo} onInput={onInput} />
      ) : (
        <input data-testid={testId} autoComplete="off" value={fm.memo} onInput={onInput} />
      )}
    </Field>
  );
}
