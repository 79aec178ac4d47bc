// How one field of a message is shown: coins in GT / token units, addresses labelled (yours,
// from your activity, unknown), text with its hidden characters written out.
import { isAddress } from '../../../core/address';
import { formatCoin, isCoin, isCoinList } from '../../lib/format';
import { LabeledAddress } from './labels';
import { ShownText } from './shown-text';
import { t } from '../../i18n';

function looksLikeAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return isAddress(value);
  } catch {
    return false;
  }
}

export function FieldValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <span class="muted">—</span>;
  if (isCoin(value)) return <span class="amount">{formatCoin(value)}</span>;
  if (isCoinList(value)) {
    if (value.length === 0) return <span class="muted">{t('renderers.none')}</span>;
    return (
      <span class="stack">
        {value.map((coin, i) => (
          <span key={i} class="amount">
            {formatCoin(coin)}
          </span>
        ))}
      </span>
    );
  }
  if (looksLikeAddress(value)) return <LabeledAddress address={value} />;
  if (Array.isArray(value) && value.every(looksLikeAddress)) {
    return (
      <span class="stack">
        {value.map((a, i) => (
          <LabeledAddress key={i} address={a} />
        ))}
      </span>
    );
  }
  if (typeof value === 'boolean') return <span>{value ? t('renderers.yes') : t('renderers.no')}</span>;
  if (typeof value === 'string') return <ShownText text={value} what="text" />;
  if (typeof value === 'number') return <span class="break">{String(value)}</span>;
  return <code class="break">{JSON.stringify(value)}</code>;
}
