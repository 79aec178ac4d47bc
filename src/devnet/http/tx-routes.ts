// POST /v1/tx (broadcast: answers at acceptance like a real node, or after inclusion in the instant
// mode), GET /v1/tx/{hash}, GET /v1/tx search.
import type { Context, Hono } from 'hono';
import type { BroadcastResult, TxRecord } from '../../core/rest/types';
import type { Ledger } from '../ledger/ledger';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, type EventFilter } from '../ledger/tx-index';
import { badRequest, notFound, refused } from './errors';
import { readJsonObject } from './request';

export interface BroadcastMode {
  /** 0: a block on the next event-loop turn after a tx is accepted; otherwise the node's timer mines. */
  blockTime: number;
  /**
   * true: the old devnet answer, once a block includes the tx (its height, its logs as raw_log; a tx
   * that fails in its block is answered 422 tx_failed_in_block). false (default): the real node's
   * answer at acceptance, height "0".
   */
  instant?: boolean;
}

const blockFailed = (error: unknown) => console.error('devnet: producing or storing a block failed', error);

/**
 * Group commit for block time 0: every tx accepted during this event-loop turn, and every tx whose
 * signatures were still being verified then, goes into one block once those are checked; its fsync
 * runs off the event loop, and one fsync covers every block written while the previous one ran. The
 * block's waiters are answered once it is durable.
 */
function blockSoon(ledger: Ledger, state: { scheduled: boolean }): void {
  if (state.scheduled) return;
  state.scheduled = true;
  setImmediate(
    () =>
      void ledger.checksSettled().then(() => {
        state.scheduled = false;
        if (ledger.pendingCount === 0) return;
        try {
          // The block's waiters get its error too.
          ledger.mineDeferred().catch(blockFailed);
        } catch (error) {
          blockFailed(error);
        }
      }),
  );
}

async function answerInstant(ledger: Ledger, included: Promise<TxRecord>): Promise<BroadcastResult> {
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
  return ledger.broadcastResult(record);
}

/** An answer already in JSON (UTF-8 bytes), with the headers c.json gives. */
const jsonText = (c: Context, json: Uint8Array<ArrayBuffer>) => c.body(json, 200, { 'Content-Type': 'application/json' });

function pageParam(text: string | undefined, name: string, fallback: number, max: number): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw badRequest('invalid_query', `${name} must be an integer from 1 to ${max}`, { field: name });
  }
  return Number(text);
}

/** What POST /v1/tx does with a JSON object body: its answer, or the error to answer with. */
export type Broadcast = (body: Record<string, unknown>) => Promise<BroadcastResult>;

/** The broadcast of this node (one per node: it keeps the block-time-0 group state). */
export function txBroadcaster(ledger: Ledger, mode: BroadcastMode): Broadcast {
  const schedule = { scheduled: false };
  return async (body) => {
    // Queued in its checks' turn: the next tx's checks see it in the mempool.
    const { checked, included } = await ledger.checkAsync(body, (tx) => ({ checked: tx, included: ledger.enqueue(tx) }));
    if (mode.instant ?? ledger.instantBroadcast) {
      if (mode.blockTime === 0) ledger.mine(1);
      return answerInstant(ledger, included);
    }
    if (mode.blockTime === 0) {
      // Acknowledged means durable: the answer waits for the next block to be stored (fsync). A tx
      // that failed in it is still accepted (the node's answer, as a real one's, says nothing of
      // delivery); one the block left out (its fee no longer payable) or a block that could not be
      // stored is answered with that error.
      blockSoon(ledger, schedule);
      await included;
    } else {
      // Waits in the in-memory mempool for the timer's block (see docs/devnet.md, "Broadcast").
      included.catch(() => undefined);
    }
    return ledger.acceptedResult(checked);
  };
}

export function registerTxRoutes(app: Hono, ledger: Ledger, mode: BroadcastMode, broadcast = txBroadcaster(ledger, mode)): void {
  app.post('/v1/tx', async (c) => c.json(await broadcast(await readJsonObject(c))));

  app.get('/v1/tx/:hash', (c) => {
    const hash = c.req.param('hash');
    if (!/^(?:[A-Z]+-)?[0-9a-fA-F]{96}$/.test(hash)) {
      throw badRequest('invalid_tx_hash', 'hash must be 96 hex characters, optionally prefixed like IRREVOCABLEPAY-', { field: 'hash' });
    }
    const answer = ledger.txIndex.answer(hash);
    if (answer === undefined) throw notFound('tx_not_found', `no transaction ${hash} on this ledger`);
    return jsonText(c, answer);
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
    return jsonText(c, ledger.txIndex.searchAnswer(filters, page, limit));
  });
}
