import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { copySecret } from '../lib/clipboard';
import { TID } from '../testids';

/**
 * `secret`: a recovery phrase or key; it goes to the clipboard only, never into the page's attributes
 * or tooltip, and leaves the clipboard a minute later (lib/clipboard.ts), which a line below says.
 */
export function CopyButton({
  value,
  label = t('ui.copy'),
  testId,
  compact = false,
  secret = false,
}: {
  value: string;
  label?: string;
  testId?: string;
  compact?: boolean;
  secret?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const [clearing, setClearing] = useState(false);
  useEffect(() => {
    if (!copied && !failed) return;
    const id = setTimeout(() => {
      setCopied(false);
      setFailed(false);
    }, 1500);
    return () => clearTimeout(id);
  }, [copied, failed]);
  const copy = async (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    try {
      if (secret) await copySecret(value);
      else await navigator.clipboard.writeText(value);
      setCopied(true);
      if (secret) setClearing(true);
    } catch {
      setFailed(true);
    }
  };
  const button = (
    <button
      type="button"
      class={compact ? 'copy-button compact' : 'copy-button'}
      data-testid={testId}
      data-copy-value={secret ? undefined : value}
      title={secret ? label : t('ui.copyTitle', { value })}
      onClick={copy}
    >
      {copied ? t('ui.copied') : failed ? t('ui.copyFailed') : label}
    </button>
  );
  if (!secret) return button;
  return (
    <span class="copy-secret">
      {button}
      {clearing && (
        <span class="small muted" role="status" data-testid={TID.clipboardNotice}>
          {t('ui.clipboardClears')}
        </span>
      )}
    </span>
  );
}
