// The REST client's transport and the reads and sends every wallet makes at start (./client.ts has
// every other endpoint, tx records and searches among them: a part of its own in the worker, which loads it with its first such read).
import * as v from 'valibot';
import { CoreError } from '../errors';
import type { Coin, StdTx } from '../types';
import type { AccountResp, Block, BroadcastResult, ErrorBody, NodeStatus, SendReq, Wrapped } from './types';
import {
  MAX_ANSWER_BYTES,
  issueWhere,
  AccountAnswer,
  BalanceAnswer,
  BlockAnswer,
  BroadcastAnswer,
  StatusAnswer,
  StdTxAnswer,
} from './schemas';

export interface LedgerClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per request, including reading the body. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * A non-2xx answer (status = HTTP status, the node's code), no answer at all (status 0: 'network_error',
 * 'timeout'), or an answer the wallet cannot trust ('unexpected_answer': wrong shape, bad denom, not JSON;
 * 'answer_too_large': body past MAX_ANSWER_BYTES).
 */
export class LedgerHttpError extends CoreError {
  readonly status: number;
  /** Parsed JSON body, or the raw text when it is not JSON; undefined when there was no answer. */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(code, message);
    this.name = 'LedgerHttpError';
    this.status = status;
    this.body = body;
  }
}

export function isLedgerHttpError(value: unknown, code?: string): value is LedgerHttpError {
  return value instanceof LedgerHttpError && (code === undefined || value.code === code);
}

export const seg = (value: string | number | bigint): string => encodeURIComponent(String(value));

function errorBodyOf(body: unknown): ErrorBody['error'] | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? (error as ErrorBody['error']) : undefined;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The client's transport, with the reads and sends every wallet makes; LedgerClient adds every other endpoint. */
export class LedgerReads {
  readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: LedgerClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    // Calling the global fetch detached from globalThis throws "Illegal invocation" in browsers.
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  // ---------- transfers, revocable transfers, broadcast (§4.5) ----------

  send(to: string, body: SendReq): Promise<StdTx> {
    return this.post(`/v1/tx/send/${seg(to)}`, body, StdTxAnswer);
  }
  broadcastTx(signedTx: StdTx): Promise<BroadcastResult> {
    return this.post('/v1/tx', signedTx, BroadcastAnswer);
  }

  // ---------- accounts, blocks, foundation, node (§4.6) ----------

  getAccount(address: string): Promise<Wrapped<AccountResp>> {
    return this.get(`/v1/account/${seg(address)}`, AccountAnswer);
  }
  getBalance(address: string): Promise<Wrapped<Coin[]>> {
    return this.get(`/v1/account/balance/${seg(address)}`, BalanceAnswer);
  }
  getLatestBlock(): Promise<Block> {
    return this.get('/v1/block/latest', BlockAnswer);
  }
  getBlock(height: number | string | bigint): Promise<Block> {
    return this.get(`/v1/block/${seg(height)}`, BlockAnswer);
  }
  getStatus(): Promise<NodeStatus> {
    return this.get('/v1/status', StatusAnswer);
  }

  // ---------- transport ----------

  // A schema comes as its builder (./schemas): an endpoint's is built at its first answer.
  protected get<S extends AnswerSchema>(path: string, schema: () => S): Promise<v.InferOutput<S>> {
    return this.request('GET', path, schema);
  }

  protected post<S extends AnswerSchema>(path: string, body: unknown, schema: () => S): Promise<v.InferOutput<S>> {
    return this.request('POST', path, schema, body);
  }

  /** One exchange: a clean timeout over the whole of it, the body read up to MAX_ANSWER_BYTES, the answer checked. */
  private async request<S extends AnswerSchema>(
    method: 'GET' | 'POST',
    path: string,
    schema: () => S,
    body?: unknown,
  ): Promise<v.InferOutput<S>> {
    const where = `${method} ${path}`;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(
          new LedgerHttpError(
            0,
            'timeout',
            `The ledger node at ${this.baseUrl} did not answer ${where} within ${Math.round(this.timeoutMs / 100) / 10} s.`,
          ),
        );
      }, this.timeoutMs);
    });
    const init: RequestInit = { method, headers: { accept: 'application/json' }, signal: controller.signal };
    if (body !== undefined) {
      init.headers = { accept: 'application/json', 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    try {
      const exchange = (async () => {
        let response: Response;
        try {
          response = await this.fetchFn(`${this.baseUrl}${path}`, init);
        } catch (cause) {
          throw this.networkError(where, cause);
        }
        const text = await readCapped(response, where, (cause) => this.networkError(where, cause));
        return { response, text };
      })();
      exchange.catch(() => undefined); // a late failure after the timeout won the race
      const { response, text } = await Promise.race([exchange, timedOut]);
      return this.interpret(where, response, text, schema);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  private interpret<S extends AnswerSchema>(where: string, response: Response, text: string, schema: () => S): v.InferOutput<S> {
    const parsed = parseBody(text);
    if (!response.ok) {
      const error = errorBodyOf(parsed);
      const message = error?.message.slice(0, 500) ?? `The ledger node answered HTTP ${response.status} to ${where}.`;
      throw new LedgerHttpError(response.status, error?.code.slice(0, 64) ?? `http_${response.status}`, message, parsed);
    }
    if (parsed === undefined || typeof parsed === 'string') {
      throw unexpected(response.status, `a body that is not JSON (${shortWhere(where)})`, parsed);
    }
    const checked = v.safeParse(schema(), parsed);
    if (!checked.success) {
      const issue = checked.issues[0];
      throw unexpected(response.status, `${issueWhere(issue)} ${issue.message} (${shortWhere(where)})`.slice(0, 300), parsed);
    }
    return checked.output;
  }

  private networkError(where: string, cause: unknown): LedgerHttpError {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new LedgerHttpError(0, 'network_error', `Could not reach the ledger node at ${this.baseUrl} (${where}): ${reason}`);
  }
}

type AnswerSchema = v.GenericSchema<unknown, unknown>;

/** `GET /v1/account/balance/gt11ja8j…kgd5zj`: long path segments (addresses, hashes) shortened for a person to read. */
function shortWhere(where: string): string {
  return where.replace(/[^/?&=\s]{25,}/g, (segment) => `${segment.slice(0, 8)}…${segment.slice(-6)}`);
}

/** "This node answered something unexpected: <what, where>" (code unexpected_answer). */
function unexpected(status: number, where: string, body: unknown): LedgerHttpError {
  return new LedgerHttpError(status, 'unexpected_answer', `This node answered something unexpected: ${where}`, body);
}

/** The body as text, read as a stream that stops past MAX_ANSWER_BYTES (answer_too_large). */
async function readCapped(response: Response, where: string, failed: (cause: unknown) => LedgerHttpError): Promise<string> {
  const tooLarge = () =>
    new LedgerHttpError(
      response.status,
      'answer_too_large',
      `This node answered something unexpected: more than ${MAX_ANSWER_BYTES / (1024 * 1024)} MiB (${shortWhere(where)})`,
    );
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (cause) {
      throw failed(cause);
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

/** Read-only query methods: the only ones the background exposes to the popup via `wallet_query` (each a LedgerClient method: test/core/rest.test.ts). */
export const QUERY_METHODS = [
  'getTx',
  'searchTxs',
  'revocableStatus',
  'getAccount',
  'getVaultAccount',
  'listRevocableTxs',
  'getBalance',
  'getToken',
  'listTokens',
  'getDelegation',
  'getDelegations',
  'getDelegatorConAccounts',
  'getUndelegation',
  'getUndelegations',
  'getRedelegations',
  'getConAccountDelegations',
  'getConAccountUndelegations',
  'listConAccounts',
  'getStakingPool',
  'getStakingParameters',
  'getReward',
  'getRewards',
  'getOutstandingRewards',
  'getConAccountRewards',
  'getDistributionParameters',
  'getLatestBlock',
  'getBlock',
  'listFoundationMembers',
  'getFoundationMember',
  'getStatus',
] as const;

export type QueryMethod = (typeof QUERY_METHODS)[number];

export function isQueryMethod(name: string): name is QueryMethod {
  return (QUERY_METHODS as readonly string[]).includes(name);
}
