// Reads of the upstream node a forked devnet runs on: its head, and an account's balance and
// delegations at the fork height. Nothing is ever sent to it but these GETs.
import * as v from 'valibot';
import type { Coin } from '../../core/types.js';
import { CoinSchema } from '../ledger/schema.js';

const TIMEOUT_MS = 15_000;

export class UpstreamError extends Error {}

const Head = v.object({ height: v.pipe(v.string(), v.regex(/^\d+$/)) });
const Wrapped = <T extends v.GenericSchema>(result: T) => v.object({ height: v.pipe(v.string(), v.regex(/^\d+$/)), result });
const Balance = Wrapped(v.nullable(v.array(CoinSchema)));
const Delegations = Wrapped(v.nullable(v.array(v.object({ 'con-account_address': v.string(), balance: v.pipe(v.string(), v.regex(/^\d+$/)) }))));

async function getJson<T extends v.GenericSchema>(base: string, path: string, schema: T): Promise<v.InferOutput<T> | undefined> {
  let response: Response;
  try {
    response = await fetch(new URL(path, base), { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new UpstreamError(`the upstream node ${base} did not answer GET ${path}: ${(error as Error).message}`);
  }
  if (response.status === 404) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = v.safeParse(schema, body);
  if (!response.ok || !parsed.success) throw new UpstreamError(`the upstream node ${base} answered GET ${path} with ${response.status}, not the expected JSON`);
  return parsed.output;
}

/** The upstream's latest height (its answers name no chain id: the fork keeps its own). */
export async function readHeight(base: string): Promise<number> {
  const head = await getJson(base, '/v1/block/latest', Head);
  if (!head) throw new UpstreamError(`the upstream node ${base} has no latest block`);
  return Number(head.height);
}

export interface UpstreamAccount { coins: Coin[]; delegations: Array<{ con: string; tokens: bigint }> }

/** An address's balance and delegations at `height`; an answer at another height is refused (the upstream moved on). */
export async function readAccount(base: string, address: string, height: number): Promise<UpstreamAccount> {
  const at = (answer: { height: string } | undefined, what: string) => {
    if (answer && Number(answer.height) !== height) {
      throw new UpstreamError(`the upstream node answered ${what} of ${address} at height ${answer.height}, not at the fork height ${height}`);
    }
  };
  const query = `?height=${height}`;
  const balance = await getJson(base, `/v1/account/balance/${address}${query}`, Balance);
  at(balance, 'the balance');
  const delegations = await getJson(base, `/v1/staking/delegator/${address}/delegations${query}`, Delegations);
  at(delegations, 'the delegations');
  return {
    coins: (balance?.result ?? []).filter((coin) => BigInt(coin.amount) > 0n),
    delegations: (delegations?.result ?? []).map((d) => ({ con: d['con-account_address'], tokens: BigInt(d.balance) })),
  };
}
