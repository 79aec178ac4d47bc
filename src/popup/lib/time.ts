// Countdowns and block-height estimates in the popup's language (durations in words come from
// i18n's formatDuration); pure so they are unit-tested.
import { formatDuration, language, t } from '../i18n';

/** A live countdown: '2 days 03:04:05', '4:05', or '0:00' when reached. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
  return days > 0 ? `${formatDuration(days * 86_400)} ${clock}` : clock;
}

const GO_UNITS: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 1e-3, us: 1e-6, µs: 1e-6, ns: 1e-9 };

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

/** How long a number of blocks takes at the measured rate, in words ('1 hour, 5 minutes'); null when the rate is unknown. */
export function blocksDuration(blocks: number, rate: number | null): string | null {
  if (rate === null || !Number.isFinite(blocks)) return null;
  return formatDuration(Math.max(0, blocks) * rate);
}

/** 'about 1 hour' for a number of blocks at the measured rate ('now' when none are left); '' when the rate is unknown. */
export function blocksEta(blocks: number, rate: number | null): string {
  const duration = blocksDuration(blocks, rate);
  if (duration === null) return '';
  return blocks <= 0 ? t('time.now') : t('time.about', { duration });
}

/** '≈ 1 hour' for a short countdown; '' when the rate is unknown. */
export function blocksApprox(blocks: number, rate: number | null): string {
  const duration = blocksDuration(blocks, rate);
  return duration === null ? '' : t('time.approx', { duration });
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
  if (ms === null) return t('time.unknown');
  return new Date(ms).toLocaleString(language(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
