// Per-origin request budgets (worker memory; a restart only forgives a little).
export const rateLimits = {
  /** Requests that open an approval, per origin per minute. */
  approvalRequestsPerMinute: 30,
  /** Any request, per origin per minute. */
  requestsPerMinute: 600,
};

const WINDOW_MS = 60_000;

const history = new Map<string, number[]>();

/**
 * Records one request of `bucket` for `origin`; false when over `perMinute`. Times come from the
 * worker's monotonic clock, so they only grow: the minute's oldest are always at the front, and a
 * request drops those that left it without reading the rest (a site's every request passes here).
 */
export function takeBudget(bucket: string, origin: string, perMinute: number, now = performance.now()): boolean {
  const key = `${bucket}|${origin}`;
  let times = history.get(key);
  if (!times) history.set(key, (times = []));
  let left = 0;
  while (left < times.length && now - times[left]! >= WINDOW_MS) left++;
  times.splice(0, left);
  if (times.length >= perMinute) return false;
  times.push(now);
  return true;
}
