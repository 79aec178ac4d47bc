// Typed client for every endpoint of ledger-service.md §4 and the devnet's /dev endpoints.
import { CoreError } from '../errors';
import type { Coin, StdTx } from '../types';
import type {
  AccountResp, BaseReq, Block, BroadcastResult, BurnTokenReq, ClearVaultsReq, ConAccount, CreateVaultReq,
  DelegateReq, Delegation, DelegatorRewards, DelegatorUndelegations, DevAdvanceTimeResult, DevFundResult,
  DevMineResult, DistributionParams, ErrorBody, FoundationMember, FoundationMemberResp, IssueTokenReq,
  MintTokenReq, NodeStatus, PublishMultisigReq, RedelegateReq, Redelegation, RevocableSendReq, RevocableStatus,
  RevocableTxEntry, RevokeReq, SendReq, StakingParams, StakingPool, Token, TokenList, TxRecord, TxSearchPage,
  TxSearchQuery, UndelegateByRetrievalReq, UndelegateReq, Undelegation, UpdateClearingHeightReq,
  WithdrawAddressReq, WithdrawRewardsReq, Wrapped,
} from './types';

export interface LedgerClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per request, including reading the body. */
  timeoutMs?: number;
}

export interface RedelegationQuery { delegator?: string; from?: string; to?: string }

export const DEFAULT_TIMEOUT_MS = 15_000;

/** A non-2xx answer (status = HTTP status) or no answer at all (status 0, code 'network_error'). */
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

const seg = (value: string | number | bigint): string => encodeURIComponent(String(value));

function queryString(params: Array<[string, string | number | undefined]>): string {
  const parts = params
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function errorBodyOf(body: unknown): ErrorBody['error'] | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
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

export class LedgerClient {
  readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: LedgerClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    // Calling the global fetch detached from globalThis throws "Illegal invocation" in browsers.
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  // ---------- token (§4.1) ----------

  issueToken(symbol: string, body: IssueTokenReq): Promise<StdTx> {
    return this.post(`/v1/token/issue/${seg(symbol)}`, body);
  }
  mintToken(symbol: string, body: MintTokenReq): Promise<StdTx> {
    return this.post(`/v1/token/mint/${seg(symbol)}`, body);
  }
  freezeToken(symbol: string, baseReq: BaseReq): Promise<StdTx> {
    return this.post(`/v1/token/freeze/${seg(symbol)}`, baseReq);
  }
  unfreezeToken(symbol: string, baseReq: BaseReq): Promise<StdTx> {
    return this.post(`/v1/token/unfreeze/${seg(symbol)}`, baseReq);
  }
  burnToken(symbol: string, body: BurnTokenReq): Promise<StdTx> {
    return this.post(`/v1/token/burn/${seg(symbol)}`, body);
  }
  getToken(symbol: string): Promise<Wrapped<Token>> {
    return this.get(`/v1/token/show/${seg(symbol)}`);
  }
  listTokens(): Promise<Wrapped<TokenList>> {
    return this.get('/v1/token/list');
  }

  // ---------- staking (§4.2) ----------

  delegate(delegator: string, body: DelegateReq): Promise<StdTx> {
    return this.post(`/v1/staking/delegator/${seg(delegator)}/delegate`, body);
  }
  redelegate(delegator: string, body: RedelegateReq): Promise<StdTx> {
    return this.post(`/v1/staking/delegator/${seg(delegator)}/redelegate`, body);
  }
  undelegate(delegator: string, body: UndelegateReq): Promise<StdTx> {
    return this.post(`/v1/staking/delegator/${seg(delegator)}/undelegate`, body);
  }
  undelegateByRetrievalAccount(body: UndelegateByRetrievalReq): Promise<StdTx> {
    return this.post('/v1/staking/delegator/undelegate_by_retrieval_account', body);
  }
  getDelegation(delegator: string, conAccount: string): Promise<Wrapped<Delegation>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/${seg(conAccount)}/delegations`);
  }
  getDelegations(delegator: string): Promise<Wrapped<Delegation[]>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/delegations`);
  }
  getDelegatorConAccounts(delegator: string): Promise<Wrapped<ConAccount[]>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/con-accounts`);
  }
  getUndelegation(delegator: string, conAccount: string): Promise<Wrapped<Undelegation>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/${seg(conAccount)}/undelegations`);
  }
  getUndelegations(delegator: string): Promise<Wrapped<DelegatorUndelegations>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/undelegations`);
  }
  getRedelegations(query: RedelegationQuery = {}): Promise<Wrapped<Redelegation[]>> {
    const qs = queryString([
      ['delegator', query.delegator],
      ['con-account_from', query.from],
      ['con-account_to', query.to],
    ]);
    return this.get(`/v1/staking/redelegations${qs}`);
  }
  getConAccountDelegations(conAccount: string): Promise<Wrapped<Delegation[]>> {
    return this.get(`/v1/staking/con-account/${seg(conAccount)}/delegations`);
  }
  getConAccountUndelegations(conAccount: string): Promise<Wrapped<Undelegation[]>> {
    return this.get(`/v1/staking/con-account/${seg(conAccount)}/undelegations`);
  }
  listConAccounts(): Promise<Wrapped<ConAccount[]>> {
    return this.get('/v1/staking/con-accounts');
  }
  getStakingPool(): Promise<Wrapped<StakingPool>> {
    return this.get('/v1/staking/pool');
  }
  getStakingParameters(): Promise<Wrapped<StakingParams>> {
    return this.get('/v1/staking/parameters');
  }

  // ---------- distribution (§4.3) ----------

  setWithdrawAddress(delegator: string, body: WithdrawAddressReq): Promise<StdTx> {
    return this.post(`/v1/distribution/delegator/${seg(delegator)}/withdraw_address`, body);
  }
  withdrawReward(delegator: string, conAccount: string, body: WithdrawRewardsReq): Promise<StdTx> {
    return this.post(`/v1/distribution/delegator/${seg(delegator)}/${seg(conAccount)}/rewards`, body);
  }
  withdrawAllRewards(delegator: string, body: WithdrawRewardsReq): Promise<StdTx> {
    return this.post(`/v1/distribution/delegator/${seg(delegator)}/rewards`, body);
  }
  getReward(delegator: string, conAccount: string): Promise<Wrapped<Coin[]>> {
    return this.get(`/v1/distribution/delegator/${seg(delegator)}/${seg(conAccount)}/rewards`);
  }
  getRewards(delegator: string): Promise<Wrapped<DelegatorRewards>> {
    return this.get(`/v1/distribution/delegator/${seg(delegator)}/rewards`);
  }
  getOutstandingRewards(conAccount: string): Promise<Wrapped<Coin[]>> {
    return this.get(`/v1/distribution/con-account/${seg(conAccount)}/outstanding_rewards`);
  }
  getConAccountRewards(conAccount: string): Promise<Wrapped<Coin[]>> {
    return this.get(`/v1/distribution/con-account/${seg(conAccount)}/rewards`);
  }
  getDistributionParameters(): Promise<Wrapped<DistributionParams>> {
    return this.get('/v1/distribution/parameters');
  }

  // ---------- vault accounts (§4.4) ----------

  createVault(baseAccount: string, body: CreateVaultReq): Promise<StdTx> {
    return this.post(`/v1/vault-account/create/${seg(baseAccount)}`, body);
  }
  updateClearingHeight(body: UpdateClearingHeightReq): Promise<StdTx> {
    return this.post('/v1/vault-account/update-clearing-height', body);
  }
  clearVaults(body: ClearVaultsReq): Promise<StdTx> {
    return this.post('/v1/vault-account/clear', body);
  }
  getVaultAccount(address: string): Promise<Wrapped<AccountResp>> {
    return this.get(`/v1/vault-account/${seg(address)}`);
  }
  listRevocableTxs(vault: string): Promise<Wrapped<RevocableTxEntry[]>> {
    return this.get(`/v1/vault-account/list-revocable-txs/${seg(vault)}`);
  }

  // ---------- transfers, revocable transfers, broadcast (§4.5) ----------

  send(to: string, body: SendReq): Promise<StdTx> {
    return this.post(`/v1/tx/send/${seg(to)}`, body);
  }
  revocableSend(to: string, body: RevocableSendReq): Promise<StdTx> {
    return this.post(`/v1/revocable-tx/send/${seg(to)}`, body);
  }
  revoke(txHash: string, body: RevokeReq): Promise<StdTx> {
    return this.post(`/v1/revocable-tx/revoke/${seg(txHash)}`, body);
  }
  revocableStatus(txHash: string): Promise<RevocableStatus> {
    return this.get(`/v1/revocable-tx/status/${seg(txHash)}`);
  }
  broadcastTx(signedTx: StdTx): Promise<BroadcastResult> {
    return this.post('/v1/tx', signedTx);
  }
  getTx(txHash: string): Promise<TxRecord> {
    return this.get(`/v1/tx/${seg(txHash)}`);
  }
  /** The node answers an array of page objects (ledger-service.md §4.2); returned as is. */
  searchTxs(query: TxSearchQuery = {}): Promise<TxSearchPage[]> {
    const qs = queryString([
      ['message.sender', query.sender],
      ['message.action', query.action],
      ...Object.entries(query.events ?? {}),
      ['limit', query.limit],
      ['page', query.page],
    ]);
    return this.get(`/v1/tx${qs}`);
  }

  // ---------- accounts, blocks, foundation, node (§4.6) ----------

  getAccount(address: string): Promise<Wrapped<AccountResp>> {
    return this.get(`/v1/account/${seg(address)}`);
  }
  getBalance(address: string): Promise<Wrapped<Coin[]>> {
    return this.get(`/v1/account/balance/${seg(address)}`);
  }
  publishMultisig(address: string, body: PublishMultisigReq): Promise<StdTx> {
    return this.post(`/v1/account/publish-multisig/${seg(address)}`, body);
  }
  getLatestBlock(): Promise<Block> {
    return this.get('/v1/block/latest');
  }
  getBlock(height: number | string | bigint): Promise<Block> {
    return this.get(`/v1/block/${seg(height)}`);
  }
  listFoundationMembers(): Promise<Wrapped<FoundationMember[]>> {
    return this.get('/v1/foundation/members');
  }
  getFoundationMember(address: string): Promise<Wrapped<FoundationMemberResp>> {
    return this.get(`/v1/foundation/member/${seg(address)}`);
  }
  getStatus(): Promise<NodeStatus> {
    return this.get('/v1/status');
  }

  // ---------- local devnet only ----------

  devMine(blocks = 1): Promise<DevMineResult> {
    return this.post('/dev/mine', { blocks });
  }
  devAdvanceTime(seconds: number): Promise<DevAdvanceTimeResult> {
    return this.post('/dev/advance-time', { seconds });
  }
  devFund(address: string, coins: Coin[]): Promise<DevFundResult> {
    return this.post('/dev/fund', { address, coins });
  }

  // ---------- transport ----------

  private get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new LedgerHttpError(0, 'network_error',
          `The ledger node at ${this.baseUrl} did not answer ${method} ${path} within ${this.timeoutMs} ms.`));
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
          throw this.networkError(method, path, cause);
        }
        let text: string;
        try {
          text = await response.text();
        } catch (cause) {
          throw this.networkError(method, path, cause);
        }
        return { response, text };
      })();
      const { response, text } = await Promise.race([exchange, timedOut]);
      return this.interpret<T>(method, path, response, text);
    } finally {
      clearTimeout(timer);
    }
  }

  private interpret<T>(method: string, path: string, response: Response, text: string): T {
    const parsed = parseBody(text);
    if (!response.ok) {
      const error = errorBodyOf(parsed);
      const message = error?.message
        ?? `The ledger node answered HTTP ${response.status} to ${method} ${path}.`;
      throw new LedgerHttpError(response.status, error?.code ?? `http_${response.status}`, message, parsed);
    }
    if (parsed === undefined || typeof parsed === 'string') {
      throw new LedgerHttpError(response.status, 'invalid_response',
        `The ledger node answered ${method} ${path} with a body that is not JSON.`, parsed);
    }
    return parsed as T;
  }

  private networkError(method: string, path: string, cause: unknown): LedgerHttpError {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new LedgerHttpError(0, 'network_error',
      `Could not reach the ledger node at ${this.baseUrl} (${method} ${path}): ${reason}`);
  }
}

/** Read-only query methods: the only ones the background exposes to the popup via `wallet_query`. */
export const QUERY_METHODS = [
  'getTx', 'searchTxs', 'revocableStatus',
  'getAccount', 'getVaultAccount', 'listRevocableTxs', 'getBalance',
  'getToken', 'listTokens',
  'getDelegation', 'getDelegations', 'getDelegatorConAccounts', 'getUndelegation', 'getUndelegations',
  'getRedelegations', 'getConAccountDelegations', 'getConAccountUndelegations', 'listConAccounts',
  'getStakingPool', 'getStakingParameters',
  'getReward', 'getRewards', 'getOutstandingRewards', 'getConAccountRewards', 'getDistributionParameters',
  'getLatestBlock', 'getBlock', 'listFoundationMembers', 'getFoundationMember', 'getStatus',
] as const satisfies ReadonlyArray<keyof LedgerClient>;

export type QueryMethod = (typeof QUERY_METHODS)[number];

export function isQueryMethod(name: string): name is QueryMethod {
  return (QUERY_METHODS as readonly string[]).includes(name);
}
