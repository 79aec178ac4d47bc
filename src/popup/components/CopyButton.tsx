import { useEffect, useState } from 'preact/hooks';

export function CopyButton({ value, label = 'Copy', testId, compact = false }: { value: string; label?: string; testId?: string; compact?: boolean }) {
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
    <button type="button" class={compact ? 'copy-button compact' : 'copy-button'} data-testid={testId} data-copy-value={value} title={`Copy ${value}`} onClick={copy}>
      {copied ? 'Copied' : failed ? 'Copy failed' : label}
    </button>
  );
}
