// The asset and amount fields of every transfer form (the send screen, a vault's send).
import { NANOGT, formatGT } from '../../core/amount';
import type { Coin } from '../../core/types';
import { Field } from '../components/ui';
import { t } from '../i18n';

/** GT first, then the tokens held, then `also` (a denom asked for in the route) when not held. */
export function sendableDenoms(coins: readonly Coin[], also?: string): string[] {
  const held = coins.filter((c) => c.denom !== NANOGT && c.amount !== '0').map((c) => c.denom);
  return [NANOGT, ...held, ...(also !== undefined && also !== NANOGT && !held.includes(also) ? [also] : [])];
}

export function AssetField({ denoms, denom, onChange }: { denoms: string[]; denom: string; onChange(denom: string): void }) {
  return (
    <Field label={t('tx.asset')}>
      <select value={denom} onChange={(e) => onChange(e.currentTarget.value)}>
        {denoms.map((d) => (
          <option key={d} value={d}>
            {d === NANOGT ? 'GT' : d}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The amount, with a Max button that fills in what `max()` answers. */
export function AmountField({
  denom,
  amount,
  onInput,
  max,
  maxDisabled,
  error,
  hint,
  testId,
}: {
  denom: string;
  amount: string;
  onInput(text: string): void;
  max(): bigint;
  maxDisabled: boolean;
  error: string | null;
  hint: string;
  testId: string;
}) {
  const fillMax = () => {
    const value = max();
    onInput(denom === NANOGT ? formatGT(value) : value.toString());
  };
  return (
    <Field label={t('tx.amount', { unit: denom === NANOGT ? 'GT' : denom })} error={error} hint={hint}>
      <div class="input-with-button">
        <input
          data-testid={testId}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount}
          onInput={(e) => onInput(e.currentTarget.value)}
        />
        <button type="button" class="btn small" disabled={maxDisabled} onClick={fillMax}>
          {t('tx.max')}
        </button>
      </div>
    </Field>
  );
}
