// The node's HTTP app: CORS for any origin (web pages and chrome-extension://) except /dev/*, which
// only the node's own page, the wallet and --dev-origin origins may call (dev-origins.ts), a body size limit,
// JSON errors, the host's routes, then every ledger module's routes.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { BlockTiming } from '../block-timer';
import type { DevAccount } from '../ledger/genesis';
import type { Ledger } from '../ledger/ledger';
import { buildHelpers } from './base-req';
import { registerChainRoutes } from './chain-routes';
import { devOriginAllowed, isDevPath, normalizeOrigin, originOf } from './dev-origins';
import { registerDevRoutes } from './dev-routes';
import { errorBody, respondError } from './errors';
import { registerTxRoutes, type Broadcast } from './tx-routes';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  ledger: Ledger;
  /** Seconds between blocks, or the node's timer (which /dev/block-time may change). */
  blockTime: number | BlockTiming;
  devAccounts: readonly DevAccount[];
  /** Origins besides the node's own and the wallet's that may call /dev/* (--dev-origin). */
  devOrigins?: readonly string[];
  /** POST /v1/tx's broadcast, when the node also answers it on the fast path (fast-broadcast.ts). */
  broadcast?: Broadcast;
  /** Fork mode: reads from the upstream what a request's text (path, query, body) names, before the request runs. */
  readUpstream?: (text: string) => Promise<void>;
}

export function createApp({ ledger, blockTime, devAccounts, devOrigins = [], broadcast, readUpstream }: AppOptions): Hono {
  const app = new Hono();
  const timing: BlockTiming = typeof blockTime === 'number' ? { blockTime } : blockTime;
  const allowed = new Set(devOrigins.map(normalizeOrigin));
  const devAllowed = (c: Context) => devOriginAllowed(originOf(c), c.req.header('host'), allowed);
  const allowOrigin = (origin: string, c: Context) => (!isDevPath(c.req.path) ? '*' : devAllowed(c) ? origin : null);
  const preflight = cors({
    origin: allowOrigin,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
  });
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    // The headers hono's cors gives every other answer (Access-Control-Allow-Origin when allowed,
    // Vary: Origin), set before the route runs: hono's cors appends Vary after it, which turns the
    // finished answer into a streamed Response rebuilt on every request.
    const origin = allowOrigin(c.req.header('origin') || '', c);
    if (origin) c.header('Access-Control-Allow-Origin', origin);
    c.header('Vary', 'Origin');
    await next();
  });
  // A refused page gets no CORS headers, and its request is not carried out either: a form post or
  // a text/plain fetch reaches the node without a preflight.
  app.use('/dev/*', async (c, next) => {
    if (!devAllowed(c)) {
      return c.json(
        errorBody(
          'origin_not_allowed',
          `${originOf(c)} may not call /dev/*: only the node's own page, the wallet and origins given with --dev-origin may`,
        ),
        403,
      );
    }
    return next();
  });
  // The rest of the body is never read, so the connection cannot carry another request: say so,
  // or a keep-alive client sends its next request into a socket that is about to close.
  const tooLarge = (c: Context) =>
    c.json(errorBody('body_too_large', `request body is larger than ${MAX_BODY_BYTES} bytes`), 413, { Connection: 'close' });
  const streamedLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.use('*', async (c, next) => {
    // GET and HEAD carry no body. A stated Content-Length decides without touching the body (hono's
    // bodyLimit would build a full Request and a body stream for every request just to look).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > MAX_BODY_BYTES ? tooLarge(c) : next();
    }
    return streamedLimit(c, next);
  });
  if (readUpstream) {
    app.use('*', async (c, next) => {
      const body = c.req.method === 'POST' ? await c.req.text().catch(() => '') : '';
      await readUpstream(`${decodeURIComponent(c.req.url)} ${body}`);
      await next();
    });
  }
  app.onError((error, c) => respondError(c, error));
  app.notFound((c) => c.json(errorBody('not_found', `no endpoint ${c.req.method} ${c.req.path}`), 404));

  registerTxRoutes(app, ledger, timing, broadcast);
  registerChainRoutes(app, ledger, timing);
  registerDevRoutes(app, ledger, devAccounts, timing);
  const query = ledger.queryCtx();
  const build = buildHelpers({ chainId: ledger.chainId, minimumTxFee: ledger.params.minimumTxFee });
  for (const module of ledger.modules) module.routes?.(app, query, build);
  return app;
}
