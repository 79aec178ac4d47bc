// Several REST endpoints of one network behind one fetch, for LedgerReads/LedgerClient: a request
// that gets no answer (refused, timed out, a gateway's 502/503/504) goes to the next endpoint, and
// the one that answers is remembered and tried first next time. A broadcast goes to one endpoint
// only: the same signed tx is never handed to a second node behind the person's back.

export interface EndpointPool {
  /** The endpoints in the person's order. */
  urls(): readonly string[];
  /** The endpoint that answered last (tried first), if any. */
  preferred(): string | undefined;
  /** Called with the endpoint that answered. */
  answered(url: string): void;
  /** False for an endpoint found on another chain (or not a GT node): never read from. */
  usable(url: string): boolean;
  /** Resolves once what the pool remembers is loaded (e.g. by a restarted worker); awaited before each request. */
  ready?(): Promise<void>;
}

export interface FailoverOptions {
  fetch?: typeof fetch;
  /** How long one endpoint has to answer (headers) before the next is tried. */
  attemptMs?: number;
}

const ATTEMPT_MS = 8_000;
const GATEWAY_DOWN = new Set([502, 503, 504]);

/** A request that must reach one node only. */
function isBroadcast(method: string, path: string): boolean {
  return method.toUpperCase() === 'POST' && path.split('?')[0] === '/v1/tx';
}

/** The endpoints to try, in order: the remembered one first, then the rest in the person's order. */
export function attemptOrder(pool: EndpointPool): string[] {
  const usable = pool.urls().filter((url) => pool.usable(url));
  const preferred = pool.preferred();
  return preferred !== undefined && usable.includes(preferred) ? [preferred, ...usable.filter((url) => url !== preferred)] : usable;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One endpoint: its own deadline for the headers, the caller's abort passed on; the body is read past the deadline. */
async function attempt(fetchFn: typeof fetch, url: string, init: RequestInit | undefined, attemptMs: number): Promise<Response> {
  const controller = new AbortController();
  const outer = init?.signal;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  outer?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${Math.round(attemptMs / 100) / 10} s`)), attemptMs);
  try {
    return await fetchFn(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw controller.signal.aborted && !outer?.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

/** A fetch for a client whose baseUrl is `base`: the path after `base` is asked of the pool's endpoints. */
export function failoverFetch(base: string, pool: EndpointPool, options: FailoverOptions = {}): typeof fetch {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const attemptMs = options.attemptMs ?? ATTEMPT_MS;
  return async (input, init) => {
    const asked = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = asked.startsWith(base) ? asked.slice(base.length) : new URL(asked).pathname + new URL(asked).search;
    await pool.ready?.();
    const order = attemptOrder(pool);
    const tries = isBroadcast(init?.method ?? 'GET', path) ? order.slice(0, 1) : order;
    if (tries.length === 0) throw new Error('no endpoint of this network can be used (every one is on another chain or not a GT node)');
    const failures: string[] = [];
    for (const [index, endpoint] of tries.entries()) {
      const last = index === tries.length - 1;
      try {
        const response = await attempt(fetchFn, endpoint + path, init, attemptMs);
        if (GATEWAY_DOWN.has(response.status) && !last) {
          failures.push(`${endpoint}: HTTP ${response.status}`);
          void response.body?.cancel().catch(() => undefined);
          continue;
        }
        if (!GATEWAY_DOWN.has(response.status)) pool.answered(endpoint);
        return response;
      } catch (error) {
        if (init?.signal?.aborted) throw error;
        failures.push(`${endpoint}: ${reasonOf(error)}`);
      }
    }
    throw new Error(tries.length === 1 ? failures[0]! : `none of ${tries.length} endpoints answered (${failures.join('; ')})`);
  };
}
