// Why a tx failed: the summary in the popup's language, then the node's own words.
import { t } from '../i18n';
import type { ReasonWords } from '../lib/reasons';

export function ReasonText({ reason, testId, box = false }: { reason: ReasonWords; testId?: string; box?: boolean }) {
  return (
    <p class={box ? 'error-box' : 'field-error small break'} data-testid={testId}>
      {reason.summary}
      {reason.detail !== null && (
        <span class="muted small block break" dir="auto">
          {t('reason.detail', { text: reason.detail })}
        </span>
      )}
    </p>
  );
}
