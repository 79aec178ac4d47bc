// Reads until `read` answers something (not undefined), every 1.5 s, at most 40 times; read errors
// count as "not yet". Used after a broadcast, while the ledger has not caught up.
import { useEffect, useState } from 'preact/hooks';

const POLL_MS = 1500;
const MAX_POLLS = 40;

export function usePoll<T>(read: () => Promise<T | undefined>, deps: unknown[]): { value: T | undefined; gaveUp: boolean } {
  const [state, setState] = useState<{ value: T | undefined; gaveUp: boolean }>({ value: undefined, gaveUp: false });
  useEffect(() => {
    let live = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ value: undefined, gaveUp: false });
    const poll = async () => {
      polls += 1;
      try {
        const value = await read();
        if (!live) return;
        if (value !== undefined) {
          setState({ value, gaveUp: false });
          return;
        }
      } catch {
        // retried like a missing answer
      }
      if (!live) return;
      if (polls >= MAX_POLLS) setState({ value: undefined, gaveUp: true });
      else timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a Hook with its caller's deps: `read` is a fresh closure each render, polled again only when `deps` change
  }, deps);
  return state;
}
