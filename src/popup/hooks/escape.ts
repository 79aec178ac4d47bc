// Esc on a page: what the ‹ button does in the popup, closing the approval window there. A menu or
// dialog that handled the Esc first has said so (defaultPrevented), and the page leaves it alone.
import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * Runs `onEscape` on an Esc nothing handled first; null: not listening. It listens from before the
 * first paint (a layout effect): a plain effect starts after it, and an Esc pressed as soon as the
 * page showed was lost (seen in a test on a busy machine). The latest `onEscape` runs, whichever
 * render made it.
 */
export function useEscape(onEscape: (() => void) | null): void {
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });
  const listening = onEscape !== null;
  useLayoutEffect(() => {
    if (!listening) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      latest.current?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [listening]);
}
