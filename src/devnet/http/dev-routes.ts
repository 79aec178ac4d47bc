// Devnet-only endpoints under /dev/: mine blocks, advance the clock, fund an address, list dev accounts.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { toGt1 } from '../../core/address.js';
import { parseAmount } from '../../core/amount.js';
import { DENOM } from '../../core/messages/fields.js';
import type { DevAdvanceTimeResult, DevFundResult, DevMineResult } from '../../core/rest/types.js';
import type { DevAccount } from '../ledger/genesis.js';
import type { Ledger } from '../ledger/ledger.js';
import { badRequest } from './errors.js';
import { readJsonObject, requireAddress } from './request.js';
import { CoinSchema, parseOr400 } from '../ledger/schema.js';

export const MAX_MINE_BLOCKS = 10_000;
/** Ten years: enough for any completion time, small enough to stay a sane date. */
export const MAX_ADVANCE_SECONDS = 10 * 365 * 24 * 60 * 60;

// Strict: a misspelt field (e.g. `block`) must be refused, not mine/advance/fund with a default.
const MineSchema = v.strictObject({ blocks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_MINE_BLOCKS)), 1) });
const AdvanceSchema = v.strictObject({ seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ADVANCE_SECONDS)) });
const FundSchema = v.strictObject({ address: v.string(), coins: v.pipe(v.array(CoinSchema), v.minLength(1, 'give at least one coin')) });

/** Accounts the node prefunded, for GET /dev/accounts (addresses and paths, never keys). */
export interface DevAccountsResult { accounts: DevAccount[] }

export function registerDevRoutes(app: Hono, ledger: Ledger, devAccounts: readonly DevAccount[]): void {
  app.post('/dev/mine', async (c) => {
    const hasBody = (c.req.header('content-length') ?? '0') !== '0' || c.req.header('transfer-encoding') !== undefined;
    const body = hasBody ? await readJsonObject(c) : {};
    const { blocks } = parseOr400(MineSchema, body, 'invalid_request');
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
    const coins = body.coins.map((coin, i) => {
      if (!DENOM.test(coin.denom)) {
        throw badRequest('invalid_denom', `coins[${i}].denom must be NANOGT or an on-chain token symbol such as ABC-1X2`, { field: `coins[${i}].denom` });
      }
      const amount = parseAmount(coin.amount, `coins[${i}].amount`);
      if (amount <= 0n) throw badRequest('invalid_amount', `coins[${i}].amount must be greater than 0`, { field: `coins[${i}].amount` });
      return { denom: coin.denom, amount: amount.toString() };
    });
    ledger.fund(toGt1(address), coins);
    const result: DevFundResult = { address, coins: ledger.accounts.balanceOf(ledger.store, address) };
    return c.json(result);
  });

  app.get('/dev/accounts', (c) => {
    const result: DevAccountsResult = { accounts: [...devAccounts] };
    return c.json(result);
  });
}
