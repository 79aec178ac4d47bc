// The chain's clock as the popup sees it: latest height, measured seconds per block (average over
// recent blocks' timestamps) and how far the node's clock runs ahead of ours (the devnet's can).
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { errorText } from '../lib/api';
import { ledger } from '../lib/ledger';
import { secondsPerBlock, timestampMs } from '../lib/time';

export interface BlockClock {
  height: number | null;
  blockTimeMs: number | null;
  secondsPerBlock: number | null;
  /** Node clock minus ours, never negative. */
  offsetMs: number;
  error: string | null;
  refresh(): void;
}

const RATE_SAMPLE_BLOCKS = 20;

export function useBlockClock(pollMs = 4000): BlockClock {
  const [clock, setClock] = useState<Omit<BlockClock, 'refresh'>>({
    height: null,
    blockTimeMs: null,
    secondsPerBlock: null,
    offsetMs: 0,
    error: null,
  });
  const rateAt = useRef<{ height: number; rate: number | null } | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const latest = await ledger.latestBlock();
        const height = Number(latest.height);
        const timeMs = timestampMs(latest.timestamp);
        let rate = rateAt.current?.rate ?? null;
        if (!rateAt.current || height - rateAt.current.height >= RATE_SAMPLE_BLOCKS || rate === null) {
          const olderHeight = Math.max(1, height - RATE_SAMPLE_BLOCKS);
          if (olderHeight < height && timeMs !== null) {
            const older = await ledger.block(olderHeight);
            const olderMs = timestampMs(older.timestamp);
            rate = olderMs === null ? null : secondsPerBlock(olderHeight, olderMs / 1000, height, timeMs / 1000);
          }
          rateAt.current = { height, rate };
        }
        if (live) {
          const offsetMs = timeMs === null ? 0 : Math.max(0, timeMs - Date.now());
          setClock({ height: Number.isFinite(height) ? height : null, blockTimeMs: timeMs, secondsPerBlock: rate, offsetMs, error: null });
        }
      } catch (err) {
        if (live) setClock((previous) => ({ ...previous, error: errorText(err) }));
      }
      if (live) timer = setTimeout(() => void read(), pollMs);
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pollMs, tick]);

  const refresh = useCallback(() => setTick((t) => t + 1), []);
  return { ...clock, refresh };
}

/** Re-renders every `ms` and returns the current time (for live countdowns). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}
