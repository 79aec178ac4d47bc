import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';

export function CopyButton({ value, label = t('ui.copy'), testId, compact = false }: { value: string; label?: string; testId?: string; compact?: boolean }) {
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
    <button type="button" class={compact ? 'copy-button compact' : 'copy-button'} data-testid={testId} data-copy-value={value} title={t('ui.copyTitle', { value })} onClick={copy}>
      {copied ? t('ui.copied') : failed ? t('ui.copyFailed') : label}
    </button>
  );
}
