import qrcode from 'qrcode-generator';
import { useMemo } from 'preact/hooks';
import { t } from '../i18n';

/** A QR code drawn as one SVG path (dark modules), with a 4-module quiet zone. */
export function Qr({ text, size = 184, testId }: { text: string; size?: number; testId?: string }) {
  const { path, extent } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    const quiet = 4;
    let d = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (qr.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { path: d, extent: count + quiet * 2 };
  }, [text]);
  return (
    <svg
      class="qr"
      data-testid={testId}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      role="img"
      aria-label={t('ui.qrLabel', { text })}
      shape-rendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#111" />
    </svg>
  );
}
