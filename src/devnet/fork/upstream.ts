// Reads of the upstream node a forked devnet runs on: its head, an account's balance and
// delegations, and its con-accounts and tokens, at the fork height. Nothing is ever sent to it but these GETs.
import * as v from 'valibot';
import type { Coin } from '../../core/types';
import type { AccountFieldValue, AccountType, ConAccount, PubKeyJson, RevocableTxEntry, TokenValue } from '../../core/rest/types';
import { AccountAnswer } from '../../core/rest/schemas';
import { TxRecordAnswer } from '../../core/rest/schemas-more';
import { ConAccountsAnswer, RedelegationsAnswer, TokenListAnswer, UndelegationsAnswer } from '../../core/rest/schemas-more';
import { CoinSchema } from '../ledger/schema';
import { scaledRate } from '../modules/shared/math';

const TIMEOUT_MS = 15_000;

export class UpstreamError extends Error {}

const Head = v.object({ height: v.pipe(v.string(), v.regex(/^\d+$/)) });
const Wrapped = <T extends v.GenericSchema>(result: T) => v.object({ height: v.pipe(v.string(), v.regex(/^\d+$/)), result });
const Balance = Wrapped(v.nullable(v.array(CoinSchema)));
const Delegations = Wrapped(
  v.nullable(
    v.array(
      v.object({
        'con-account_address': v.string(),
        balance: v.pipe(v.string(), v.regex(/^\d+$/)),
        shares: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,18})?$/)),
      }),
    ),
  ),
);

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
  if (!response.ok || !parsed.success)
    throw new UpstreamError(`the upstream node ${base} answered GET ${path} with ${response.status}, not the expected JSON`);
  return parsed.output;
}

/** GET `path` at `height`; an answer at another height is refused (the upstream moved on). */
async function getAt<T extends v.GenericSchema>(
  base: string,
  path: string,
  schema: T,
  height: number,
  what: string,
): Promise<v.InferOutput<T> | undefined> {
  const answer = (await getJson(base, `${path}${path.includes('?') ? '&' : '?'}height=${height}`, schema)) as
    { height: string } | undefined;
  if (answer && Number(answer.height) !== height) {
    throw new UpstreamError(`the upstream node answered ${what} at height ${answer.height}, not at the fork height ${height}`);
  }
  return answer;
}

/** The upstream's latest height (its answers name no chain id: the fork keeps its own). */
export async function readHeight(base: string): Promise<number> {
  const head = await getJson(base, '/v1/block/latest', Head);
  if (!head) throw new UpstreamError(`the upstream node ${base} has no latest block`);
  return Number(head.height);
}

interface UpstreamDelegation {
  con: string;
  tokens: bigint;
  shares: string;
}
/** What the account query adds: the account's kind and key, a vault's rules, its pending revocable transfers. */
export interface UpstreamAuth {
  type: AccountType;
  publicKey: PubKeyJson | null;
  vault?: { security: string; delay: number; clearing: NonNullable<AccountFieldValue['clearing_height']> };
  revocables: RevocableTxEntry[];
  /** Vaults this account is the retrieval account of. */
  vaults: string[];
}
/** An undelegation in progress: its principal arrives at `completion` (unix seconds). */
interface UpstreamUnbonding {
  con: string;
  entries: Array<{ creation_height: number; completion_time: number; initial_balance: string; balance: string }>;
}
/** A redelegation in progress (entries' shares_dst 10^18-scaled). */
interface UpstreamRedelegation {
  src: string;
  dst: string;
  entries: Array<UpstreamUnbonding['entries'][number] & { shares_dst: string }>;
}
export interface UpstreamAccount {
  coins: Coin[];
  delegations: UpstreamDelegation[];
  unbondings: UpstreamUnbonding[];
  redelegations: UpstreamRedelegation[];
  auth?: UpstreamAuth;
}

/** An entry's times as the store keeps them (unix seconds, a number for the creation height). */
const entryOf = (e: { creation_height: string | number; completion_time: string; initial_balance: string; balance: string }) => ({
  creation_height: Number(e.creation_height),
  completion_time: Math.floor(Date.parse(e.completion_time) / 1000),
  initial_balance: e.initial_balance,
  balance: e.balance,
});

/** An address's balance and delegations at `height`. */
export async function readAccount(base: string, address: string, height: number): Promise<UpstreamAccount> {
  const balance = await getAt(base, `/v1/account/balance/${address}`, Balance, height, `the balance of ${address}`);
  const delegations = await getAt(
    base,
    `/v1/staking/delegator/${address}/delegations`,
    Delegations,
    height,
    `the delegations of ${address}`,
  );
  const undelegations = await getAt(
    base,
    `/v1/staking/delegator/${address}/undelegations`,
    UndelegationsAnswer(),
    height,
    `the undelegations of ${address}`,
  );
  const redelegations = await getAt(
    base,
    `/v1/staking/redelegations?delegator=${address}`,
    RedelegationsAnswer(),
    height,
    `the redelegations of ${address}`,
  );
  const account = await getAt(base, `/v1/account/${address}`, AccountAnswer(), height, `the account ${address}`);
  return {
    ...(account ? { auth: authOf(account.result.value.account_type, account.result.value.account_field.value) } : {}),
    coins: (balance?.result ?? []).filter((coin) => BigInt(coin.amount) > 0n),
    delegations: (delegations?.result ?? []).map((d) => ({ con: d['con-account_address'], tokens: BigInt(d.balance), shares: d.shares })),
    unbondings: (undelegations?.result ?? []).map((u) => ({
      con: u['con-account_address'],
      entries: u.entries.map(entryOf),
    })),
    redelegations: (redelegations?.result ?? []).map((r) => ({
      src: r['con-account_src_address'],
      dst: r['con-account_dst_address'],
      entries: r.entries.map((e) => ({ ...entryOf(e), shares_dst: scaledRate(e.shares_dst).toString() })),
    })),
  };
}

function authOf(type: AccountType, value: AccountFieldValue): UpstreamAuth {
  const isVault = type === 1 || type === 3;
  return {
    type,
    publicKey: value.base_account.public_key,
    ...(isVault && value.clearing_height
      ? { vault: { security: value.security_address, delay: Number(value.delay_height ?? '0'), clearing: value.clearing_height } }
      : {}),
    revocables: [...(value.sent_revocable_tokens ?? []), ...(value.received_revocable_tokens ?? [])],
    vaults: value.vault_address ?? [],
  };
}

/** Every con-account at `height`, as the node answers them. */
export async function readConAccounts(base: string, height: number): Promise<ConAccount[]> {
  const answer = await getAt(base, '/v1/staking/con-accounts', ConAccountsAnswer(), height, 'the con-accounts');
  return answer?.result ?? [];
}

/** Every issued token at `height`. */
export async function readTokens(base: string, height: number): Promise<TokenValue[]> {
  const answer = await getAt(base, '/v1/token/list', TokenListAnswer(), height, 'the token list');
  return (answer?.result.tokens ?? []).map((token) => token.value as TokenValue);
}

export interface UpstreamTransfer {
  from: string;
  to: string;
  height: number;
}

/** The parties of a revocable transfer (message `index` of tx `hash`), from the upstream's tx record; refused if the tx is after `height`. */
export async function readTransfer(base: string, hash: string, index: number, height: number): Promise<UpstreamTransfer> {
  const record = await getJson(base, `/v1/tx/${hash}`, TxRecordAnswer());
  const value = record?.tx.value.msg[index]?.value as { from_address?: unknown; to_address?: unknown } | undefined;
  if (!record || typeof value?.from_address !== 'string' || typeof value.to_address !== 'string') {
    throw new UpstreamError(`the upstream node ${base} has no transfer ${hash} #${index}, which an account it answered lists`);
  }
  if (Number(record.height) > height)
    throw new UpstreamError(`the upstream node's tx ${hash} is at height ${record.height}, after the fork height ${height}`);
  return { from: value.from_address, to: value.to_address, height: Number(record.height) };
}
