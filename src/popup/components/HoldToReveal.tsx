// A recovery phrase or key, blurred until the person presses and holds (pointer, or Space/Enter on the
// button), and blurred again when they let go, so it is never on screen at first paint nor left there.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { TID } from '../testids';

export function HoldToReveal({ children }: { children: ComponentChildren }) {
  const [held, setHeld] = useState(false);
  // Listening from the render that shows it, before any frame: a plain effect runs only after the next
  // frame, and a release in between (a busy machine, a quick tap let go beside the button) was lost,
  // leaving the phrase on screen (seen once in backup.test).
  useLayoutEffect(() => {
    if (!held) return;
    // A release anywhere (the pointer left the button first), or the page going out of sight, hides it.
    const release = () => setHeld(false);
    const onHide = () => {
      if (document.visibilityState === 'hidden') release();
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    window.addEventListener('blur', release);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      window.removeEventListener('blur', release);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [held]);
  const holdKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';
  return (
    <div class="hold-reveal">
      <div
        class={held ? 'reveal-area shown' : 'reveal-area'}
        data-testid={TID.revealArea}
        data-revealed={held ? 'true' : 'false'}
        aria-hidden={held ? undefined : 'true'}
      >
        {children}
      </div>
      <button
        type="button"
        class="btn block hold-button"
        data-testid={TID.holdToReveal}
        aria-pressed={held}
        onPointerDown={(event) => {
          event.preventDefault();
          setHeld(true);
        }}
        onPointerUp={() => setHeld(false)}
        onKeyDown={(event) => {
          if (holdKey(event)) {
            event.preventDefault();
            setHeld(true);
          }
        }}
        onKeyUp={(event) => {
          if (holdKey(event)) setHeld(false);
        }}
        onContextMenu={(event) => event.preventDefault()}
      >
        {t('ui.holdToReveal')}
      </button>
      <p class="small muted">{t('ui.holdHint')}</p>
    </div>
  );
}
