// Whether the approval window has stayed in view, unmoved and focused: a site that covers, hides,
// moves or resizes the window to slip a click onto Approve disarms it (issue 26, attack 1).
import { useEffect, useRef, useState } from 'preact/hooks';

/** After anything on screen or about the window changes, the decision buttons stay off this long. */
const ARM_MS = 1000;

/** Why the decision buttons are paused. */
export type Pause = 'hidden' | 'unfocused' | 'moved' | 'resized';

/** One reading of the window: what the page and the browser's windows API say about it. */
export interface WindowFacts {
  visible: boolean;
  focused: boolean;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What disarms between two readings, if anything; hiding and losing focus first, as they explain most. */
export function pauseBetween(before: WindowFacts, after: WindowFacts): Pause | null {
  if (!after.visible) return before.visible ? 'hidden' : null;
  if (!after.focused) return before.focused ? 'unfocused' : null;
  if (!before.visible) return 'hidden';
  if (!before.focused) return 'unfocused';
  if (after.width !== before.width || after.height !== before.height) return 'resized';
  if (after.left !== before.left || after.top !== before.top) return 'moved';
  return null;
}

interface WindowWatch {
  /** Counts every disarming change: the arming delay starts again after each. */
  changes: number;
  /** In view and focused now: only then does the arming delay run. */
  steady: boolean;
  /** The last reason the buttons were paused (null until the first). */
  pause: Pause | null;
}

const POLL_MS = 250;

/**
 * Watches the window's visibility, focus, position and size. The DOM's events cover real browsers;
 * the windows API (focus moving to another window, minimising, bounds) also covers what a headless
 * browser reports only there. Polling catches moves and minimising, which have no DOM event.
 */
function useWindowWatch(): WindowWatch {
  const [watch, setWatch] = useState<WindowWatch>(() => ({
    changes: 0,
    steady: readDom(true, true).visible && document.hasFocus(),
    pause: null,
  }));
  useEffect(() => {
    let live = true;
    let domFocused = document.hasFocus();
    let browserFocused = true;
    let minimized = false;
    let windowId: number | undefined;
    let last = readDom(domFocused, browserFocused);
    const check = () => {
      if (!live) return;
      const now = readDom(domFocused && browserFocused, !minimized);
      const pause = pauseBetween(last, now);
      last = now;
      const steady = now.visible && now.focused;
      setWatch((old) => (pause ? { changes: old.changes + 1, steady, pause } : old.steady === steady ? old : { ...old, steady }));
    };
    const onFocus = () => {
      domFocused = true;
      check();
    };
    const onBlur = () => {
      domFocused = false;
      check();
    };
    const onFocusChanged = (id: number) => {
      browserFocused = windowId === undefined || id === windowId;
      check();
    };
    const onBounds = (win: chrome.windows.Window) => {
      if (win.id === windowId) check();
    };
    const poll = async () => {
      const api = windowsApi();
      const [win, front] = api ? await Promise.all([api.getCurrent(), api.getLastFocused()]).catch(() => []) : [];
      if (win && front) {
        windowId = win.id;
        minimized = win.state === 'minimized';
        browserFocused = front.id === win.id && front.focused;
      }
      check();
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    void poll();
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    window.addEventListener('resize', check);
    windowsApi()?.onFocusChanged?.addListener(onFocusChanged);
    windowsApi()?.onBoundsChanged?.addListener(onBounds);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('resize', check);
      windowsApi()?.onFocusChanged?.removeListener(onFocusChanged);
      windowsApi()?.onBoundsChanged?.removeListener(onBounds);
    };
  }, []);
  return watch;
}

/** The windows API where the page has it (an extension page; absent in unit tests). */
function windowsApi(): typeof chrome.windows | undefined {
  return typeof chrome === 'undefined' ? undefined : chrome.windows;
}

function readDom(focused: boolean, shown: boolean): WindowFacts {
  return {
    visible: shown && document.visibilityState === 'visible',
    focused,
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  };
}

export interface Arming {
  armed: boolean;
  /** Why the buttons are off, when the window (not the request's content) was the last to change. */
  paused: Pause | null;
}

/**
 * Armed once `shown` (what the request shows) and the window have both stayed the same, the window
 * in view and focused, for ARM_MS; never armed in the very render that shows a change.
 */
export function useArming(shown: string): Arming {
  const watch = useWindowWatch();
  const key = `${watch.changes}\u0000${shown}`;
  const [armedFor, setArmedFor] = useState<string | null>(null);
  // Which changed last: the request's content (the usual short delay, said by nothing) or the window.
  const last = useRef({ shown, changes: watch.changes, byWindow: false });
  if (last.current.shown !== shown) last.current = { shown, changes: watch.changes, byWindow: false };
  else if (last.current.changes !== watch.changes) last.current = { shown, changes: watch.changes, byWindow: true };
  useEffect(() => {
    if (!watch.steady) return;
    const timer = setTimeout(() => setArmedFor(key), ARM_MS);
    return () => clearTimeout(timer);
  }, [key, watch.steady]);
  const armed = armedFor === key && watch.steady;
  const paused = !armed && (last.current.byWindow || !watch.steady) ? (watch.pause ?? 'unfocused') : null;
  return { armed, paused };
}
