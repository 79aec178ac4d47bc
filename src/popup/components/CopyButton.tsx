import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';

/** `secret`: a recovery phrase or key; it goes to the clipboard only, never into the page's attributes or tooltip. */
export function CopyButton({ value, label = t('ui.copy'), testId, compact = false, secret = false }: { value: string; label?: string; testId?: string; compact?: boolean; secret?: boolean }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied && !failed) return;
    const id = setTimeout(() => { setCopied(false); setFailed(false); }, 1500);
    return () => clearTimeout(id);
  }, [copied, failed]);
  const copy = async (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  };
  return (
    <button type="button" class={compact ? 'copy-button compact' : 'copy-button'} data-testid={testId} data-copy-value={secret ? undefined : value} title={secret ? label : t('ui.copyTitle', { value })} onClick={copy}>
      {copied ? t('ui.copied') : failed ? t('ui.copyFailed') : label}
    </button>
  );
}
