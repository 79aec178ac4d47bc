// Durations, countdowns and block-height estimates; pure so they are unit-tested.

/** '45 s', '12 min', '3 h 5 min', '2 d 4 h'. Negative durations read as 0 s. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    const rest = seconds % 60;
    return minutes < 10 && rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest > 0 ? `${days} d ${rest} h` : `${days} d`;
}

/** A live countdown: '2 d 03:04:05', '04:05', or '0:00' when reached. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

const GO_UNITS: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 1e-3, us: 1e-6, 'µs': 1e-6, ns: 1e-9 };

/**
 * The staking parameter undelegating_time in seconds. Accepts a Go duration ('504h0m0s', '72h'),
 * seconds with a unit ('259200s'), plain seconds ('259200') or nanoseconds ('1814400000000000',
 * as Cosmos-style JSON writes a Duration). A plain integer counts as nanoseconds when `plainUnit`
 * is 'ns' (Go's time.Duration), else as seconds unless it is too large to be. null when unreadable.
 */
export function parseDurationSeconds(value: unknown, plainUnit: 'auto' | 'ns' = 'auto'): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return plainUnit === 'ns' || n >= 1e12 ? n / 1e9 : n;
  }
  if (!/^(\d+(\.\d+)?(h|m|s|ms|us|µs|ns))+$/.test(text)) return null;
  let seconds = 0;
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(ms|us|µs|ns|h|m|s)/g)) {
    seconds += Number(match[1]) * (GO_UNITS[match[2] ?? ''] ?? 0);
  }
  return seconds;
}

/** Average seconds per block between two blocks; null when it cannot be told (same height, clock not moving). */
export function secondsPerBlock(olderHeight: number, olderTime: number, newerHeight: number, newerTime: number): number | null {
  const blocks = newerHeight - olderHeight;
  const seconds = newerTime - olderTime;
  if (!(blocks > 0) || !(seconds > 0)) return null;
  return seconds / blocks;
}

/** 'about 1 h 5 min' for a number of blocks at the measured rate; '' when the rate is unknown. */
export function blocksEta(blocks: number, rate: number | null): string {
  if (rate === null || !Number.isFinite(blocks)) return '';
  if (blocks <= 0) return 'now';
  return `about ${formatDuration(blocks * rate)}`;
}

/** Blocks needed to cover a duration at the measured rate (at least 1). */
export function blocksFor(seconds: number, rate: number | null): number | null {
  if (rate === null || rate <= 0) return null;
  return Math.max(1, Math.ceil(seconds / rate));
}

/** A unix-seconds or ISO timestamp as milliseconds; null when unreadable. */
export function timestampMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value * 1000;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const parsed = Date.parse(text);
  return Number.isFinite(parsed) ? parsed : null;
}

export function dateTimeText(ms: number | null): string {
  if (ms === null) return 'unknown';
  return new Date(ms).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
