// Per-origin request budgets (worker memory; a restart only forgives a little).
export const rateLimits = {
  /** Requests that open an approval, per origin per minute. */
  approvalRequestsPerMinute: 30,
  /** Any request, per origin per minute. */
  requestsPerMinute: 600,
};

const WINDOW_MS = 60_000;
const history = new Map<string, number[]>();

/** Records one request of `bucket` for `origin`; false when over `perMinute`. */
export function takeBudget(bucket: string, origin: string, perMinute: number, now = Date.now()): boolean {
  const key = `${bucket}|${origin}`;
  const recent = (history.get(key) ?? []).filter((time) => now - time < WINDOW_MS);
  if (recent.length >= perMinute) {
    history.set(key, recent);
    return false;
  }
  recent.push(now);
  history.set(key, recent);
  return true;
}
