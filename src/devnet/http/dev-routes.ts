// Devnet-only endpoints under /dev/: mine blocks, move the clock, fund or set a balance, change the block
// interval, snapshot and revert (in memory), list dev accounts.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { toGt1 } from '../../core/address';
import { parseAmount } from '../../core/amount';
import { DENOM } from '../../core/messages/fields';
import type { DevAdvanceTimeResult, DevFundResult, DevMineResult } from '../../core/rest/types';
import type { Coin } from '../../core/types';
import type { BlockTiming } from '../block-timer';
import type { DevAccount } from '../ledger/genesis';
import type { DevSnapshot, Ledger } from '../ledger/ledger';
import { badRequest, notFound, refused } from './errors';
import { readJsonObject, requireAddress } from './request';
import { CoinSchema, parseOr400 } from '../ledger/schema';

const MAX_MINE_BLOCKS = 10_000;
/** Ten years: enough for any completion time, small enough to stay a sane date. */
const MAX_ADVANCE_SECONDS = 10 * 365 * 24 * 60 * 60;
/** The longest block interval, as --block-time takes it. */
const MAX_BLOCK_TIME = 3600;

// Strict: a misspelt field (e.g. `block`) must be refused, not mine/advance/fund with a default.
const MineSchema = v.strictObject({ blocks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_MINE_BLOCKS)), 1) });
const AdvanceSchema = v.strictObject({ seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ADVANCE_SECONDS)) });
const FundSchema = v.strictObject({ address: v.string(), coins: v.pipe(v.array(CoinSchema), v.minLength(1, 'give at least one coin')) });
/** Unix seconds, up to ten years from now (the lower bound, the latest block, is the ledger's). */
const NextTimeSchema = v.strictObject({
  time: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.check((t) => t <= Date.now() / 1000 + MAX_ADVANCE_SECONDS, 'time must be at most ten years from now'),
  ),
});
const AddressSchema = v.strictObject({ address: v.string() });
const RevertSchema = v.strictObject({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'id must be an id /dev/snapshot answered')) });
const BlockTimeSchema = v.strictObject({ seconds: v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_BLOCK_TIME)) });

/** Accounts the node prefunded, for GET /dev/accounts (addresses and paths, never keys). */
interface DevAccountsResult {
  accounts: DevAccount[];
}

/** The JSON object body, or {} when the request has none (it is optional on some routes). */
function optionalBody(c: Context): Promise<Record<string, unknown>> {
  const hasBody = (c.req.header('content-length') ?? '0') !== '0' || c.req.header('transfer-encoding') !== undefined;
  return hasBody ? readJsonObject(c) : Promise.resolve({});
}

/** Coins of a /dev/* body, each amount at least `min`, as NANOGT or token symbols. */
function devCoins(coins: ReadonlyArray<{ denom: string; amount: string }>, min: bigint): Coin[] {
  return coins.map((coin, i) => {
    if (!DENOM.test(coin.denom)) {
      throw badRequest('invalid_denom', `coins[${i}].denom must be NANOGT or an on-chain token symbol such as ABC-1X2`, {
        field: `coins[${i}].denom`,
      });
    }
    const amount = parseAmount(coin.amount, `coins[${i}].amount`);
    if (amount < min) throw badRequest('invalid_amount', `coins[${i}].amount must be at least ${min}`, { field: `coins[${i}].amount` });
    return { denom: coin.denom, amount: amount.toString() };
  });
}

export function registerDevRoutes(app: Hono, ledger: Ledger, devAccounts: readonly DevAccount[], timing: BlockTiming): void {
  app.post('/dev/mine', async (c) => {
    const { blocks } = parseOr400(MineSchema, await optionalBody(c), 'invalid_request');
    ledger.mine(blocks);
    const result: DevMineResult = { height: String(ledger.height()) };
    return c.json(result);
  });

  app.post('/dev/advance-time', async (c) => {
    const { seconds } = parseOr400(AdvanceSchema, await readJsonObject(c), 'invalid_request');
    const block = ledger.advanceTime(seconds);
    const result: DevAdvanceTimeResult = { time: String(block.time) };
    return c.json(result);
  });

  app.post('/dev/fund', async (c) => {
    const body = parseOr400(FundSchema, await readJsonObject(c), 'invalid_request');
    const address = requireAddress(body.address, 'address');
    ledger.fund(toGt1(address), devCoins(body.coins, 1n));
    const result: DevFundResult = { address, coins: ledger.accounts.balanceOf(ledger.store, address) };
    return c.json(result);
  });

  app.post('/dev/set-balance', async (c) => {
    const body = parseOr400(FundSchema, await readJsonObject(c), 'invalid_request');
    const address = requireAddress(body.address, 'address');
    const coins = devCoins(body.coins, 0n);
    const denoms = new Set(coins.map((coin) => coin.denom));
    if (denoms.size !== coins.length) throw badRequest('invalid_request', 'give each denom once', { field: 'coins' });
    ledger.setBalance(toGt1(address), coins);
    const result: DevFundResult = { address, coins: ledger.accounts.balanceOf(ledger.store, address) };
    return c.json(result);
  });

  app.post('/dev/set-next-block-time', async (c) => {
    const { time } = parseOr400(NextTimeSchema, await readJsonObject(c), 'invalid_request');
    ledger.setNextBlockTime(time);
    return c.json({ time: String(time) });
  });

  app.post('/dev/block-time', async (c) => {
    const { seconds } = parseOr400(BlockTimeSchema, await readJsonObject(c), 'invalid_request');
    if (!timing.set) throw refused('block_time_fixed', 'this node was started without a block timer');
    timing.set(seconds);
    return c.json({ seconds: timing.blockTime });
  });

  // Like anvil's impersonateAccount: unsigned txs whose every signer is impersonated pass, until stopped.
  for (const [path, on] of [
    ['/dev/impersonate', true],
    ['/dev/stop-impersonating', false],
  ] as const) {
    app.post(path, async (c) => {
      const body = parseOr400(AddressSchema, await readJsonObject(c), 'invalid_request');
      const address = requireAddress(body.address, 'address');
      return c.json({ impersonating: ledger.impersonate(address, on) });
    });
  }

  // Like anvil's evm_snapshot/evm_revert: ids count up; reverting to one drops it and every later one.
  const snapshots = new Map<string, DevSnapshot>();
  let lastId = 0;
  app.post('/dev/snapshot', async (c) => {
    parseOr400(v.strictObject({}), await optionalBody(c), 'invalid_request');
    if (ledger.durable)
      throw refused(
        'revert_needs_memory',
        'this node keeps its blocks in a durable log: snapshots work on an in-memory node (--ephemeral)',
      );
    const id = String(++lastId);
    snapshots.set(id, ledger.devSnapshot());
    return c.json({ id, height: String(ledger.height()) });
  });

  app.post('/dev/revert', async (c) => {
    const { id } = parseOr400(RevertSchema, await readJsonObject(c), 'invalid_request');
    const snapshot = snapshots.get(id);
    if (!snapshot)
      throw notFound('snapshot_not_found', `no snapshot ${id} (a revert drops the snapshot it went back to and every later one)`);
    ledger.devRevert(snapshot);
    for (const key of [...snapshots.keys()]) if (Number(key) >= Number(id)) snapshots.delete(key);
    return c.json({ id, height: String(ledger.height()) });
  });

  app.get('/dev/accounts', (c) => {
    const result: DevAccountsResult = { accounts: [...devAccounts] };
    return c.json(result);
  });
}
