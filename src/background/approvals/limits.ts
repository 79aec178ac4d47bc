// Per-origin request budgets (worker memory; a restart only forgives a little).
export const rateLimits = {
  /** Requests that open an approval, per origin per minute. */
  approvalRequestsPerMinute: 30,
  /** Any request, per origin per minute. */
  requestsPerMinute: 600,
};

const WINDOW_MS = 60_000;

/** One origin's request times in this bucket, oldest first; those before `start` have left the minute. */
interface Recent {
  times: number[];
  start: number;
}

const history = new Map<string, Recent>();

/**
 * Records one request of `bucket` for `origin`; false when over `perMinute`. Times come from the
 * worker's monotonic clock, so they only grow: the minute's oldest are always at the front, and a
 * request drops those that left it without reading the rest (a site's every request passes here).
 */
export function takeBudget(bucket: string, origin: string, perMinute: number, now = performance.now()): boolean {
  const key = `${bucket}|${origin}`;
  let recent = history.get(key);
  if (!recent) history.set(key, (recent = { times: [], start: 0 }));
  const { times } = recent;
  while (recent.start < times.length && now - times[recent.start]! >= WINDOW_MS) recent.start++;
  // The dropped front is cut off once it is the larger half, so the list stays within twice the budget.
  if (recent.start > times.length / 2) {
    times.splice(0, recent.start);
    recent.start = 0;
  }
  if (times.length - recent.start >= perMinute) return false;
  times.push(now);
  return true;
}
