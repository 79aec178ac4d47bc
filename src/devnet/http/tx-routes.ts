// POST /v1/tx (broadcast, sync: answers once a block includes the tx), GET /v1/tx/{hash}, GET /v1/tx search.
import type { Hono } from 'hono';
import type { Ledger } from '../ledger/ledger.js';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, type EventFilter } from '../ledger/tx-index.js';
import { badRequest, notFound, refused } from './errors.js';
import { readJsonObject } from './request.js';

export interface BroadcastMode {
  /** 0: every accepted tx gets its own block before the answer. */
  blockTime: number;
}

function pageParam(text: string | undefined, name: string, fallback: number, max: number): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw badRequest('invalid_query', `${name} must be an integer from 1 to ${max}`, { field: name });
  }
  return Number(text);
}

export function registerTxRoutes(app: Hono, ledger: Ledger, mode: BroadcastMode): void {
  app.post('/v1/tx', async (c) => {
    const body = await readJsonObject(c);
    const checked = ledger.check(body);
    const included = ledger.enqueue(checked);
    if (mode.blockTime === 0) ledger.mine(1);
    const record = await included;
    const failed = record.logs.find((log) => !log.success);
    if (failed) {
      // Only possible when an earlier tx of the same block changed the state: the fee is paid.
      throw refused('tx_failed_in_block', `included in block ${record.height} but refused: ${failed.log}`, {
        height: record.height,
        txhash: record.txhash,
        raw_log: record.raw_log,
      });
    }
    return c.json(ledger.broadcastResult(record));
  });

  app.get('/v1/tx/:hash', (c) => {
    const hash = c.req.param('hash');
    if (!/^(?:[A-Z]+-)?[0-9a-fA-F]{96}$/.test(hash)) {
      throw badRequest('invalid_tx_hash', 'hash must be 96 hex characters, optionally prefixed like IRREVOCABLEPAY-', { field: 'hash' });
    }
    const record = ledger.txIndex.get(hash);
    if (!record) throw notFound('tx_not_found', `no transaction ${hash} on this ledger`);
    return c.json(record);
  });

  app.get('/v1/tx', (c) => {
    const query = c.req.query();
    const filters: EventFilter[] = [];
    for (const [name, value] of Object.entries(query)) {
      if (name === 'limit' || name === 'page') continue;
      const match = /^([a-z_-]+)\.([a-z_-]+)$/.exec(name);
      if (!match || value === '') {
        throw badRequest('invalid_query', `query parameter ${name} must look like message.sender=<value>`, { field: name });
      }
      filters.push({ type: match[1]!, key: match[2]!, value });
    }
    if (filters.length === 0) {
      throw badRequest('invalid_query', 'give at least one event filter such as message.sender=<address> or message.action=send');
    }
    const limit = pageParam(query.limit, 'limit', DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT);
    const page = pageParam(query.page, 'page', 1, 1_000_000);
    return c.json([ledger.txIndex.search(filters, page, limit)]);
  });
}
