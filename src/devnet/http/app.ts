// The node's HTTP app: CORS for any origin (web pages and chrome-extension://), a body size limit,
// JSON errors, the host's routes, then every ledger module's routes.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { DevAccount } from '../ledger/genesis.js';
import type { Ledger } from '../ledger/ledger.js';
import { buildHelpers } from './base-req.js';
import { registerChainRoutes } from './chain-routes.js';
import { registerDevRoutes } from './dev-routes.js';
import { errorBody, respondError } from './errors.js';
import { registerTxRoutes } from './tx-routes.js';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  ledger: Ledger;
  blockTime: number;
  devAccounts: readonly DevAccount[];
}

export function createApp({ ledger, blockTime, devAccounts }: AppOptions): Hono {
  const app = new Hono();
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'Accept'], maxAge: 600 }));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody('body_too_large', `request body is larger than ${MAX_BODY_BYTES} bytes`), 413),
    }),
  );
  app.onError((error, c) => respondError(c, error));
  app.notFound((c) => c.json(errorBody('not_found', `no endpoint ${c.req.method} ${c.req.path}`), 404));

  registerTxRoutes(app, ledger, { blockTime });
  registerChainRoutes(app, ledger, blockTime);
  registerDevRoutes(app, ledger, devAccounts);
  const query = ledger.queryCtx();
  const build = buildHelpers({ chainId: ledger.chainId, minimumTxFee: ledger.params.minimumTxFee });
  for (const module of ledger.modules) module.routes?.(app, query, build);
  return app;
}
