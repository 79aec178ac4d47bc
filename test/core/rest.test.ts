import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoreError } from '../../src/core/errors';
import { LedgerClient, LedgerHttpError, QUERY_METHODS, isLedgerHttpError, isQueryMethod } from '../../src/core/rest';
import type { BaseReq } from '../../src/core/rest';
import type { StdTx } from '../../src/core/types';

interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeFetch(answer: () => Response | Promise<Response> = () => jsonResponse({ ok: true })) {
  const calls: RecordedCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    return answer();
  });
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Waits for a call whose answer (not this test's subject) may be refused as unexpected. */
async function settle(call: Promise<unknown>): Promise<void> {
  await call.catch((e: unknown) => {
    if (!isLedgerHttpError(e, 'unexpected_answer')) throw e;
  });
}

const BASE = 'http://node.test:1317';
const DEL = 'gt11del';
const CON = 'gt11con';
const baseReq: BaseReq = {
  from: DEL,
  memo: '',
  chain_id: 'gt-devnet-1',
  gas: '200000',
  fees: [{ denom: 'NANOGT', amount: '100' }],
  simulate: false,
  valid_height: ['1', '201'],
};
const coin = { denom: 'NANOGT', amount: '5' };
const signedTx: StdTx = {
  type: 'StdTx',
  value: {
    msg: [],
    fee: { amount: [coin], gas: '200000' },
    nonces: ['bm9uY2U='],
    signatures: [],
    memo: '',
    valid_height: ['1', '2'],
  },
};

type Row = [name: string, call: (c: LedgerClient) => Promise<unknown>, method: 'GET' | 'POST', path: string, body?: unknown];

const rows: Row[] = [
  [
    'issueToken',
    (c) => c.issueToken('ABC', { base_req: baseReq, token_name: 'Abc', total_supply: '10', mintable: true, freezable: false }),
    'POST',
    '/v1/token/issue/ABC',
    { base_req: baseReq, token_name: 'Abc', total_supply: '10', mintable: true, freezable: false },
  ],
  [
    'mintToken',
    (c) => c.mintToken('ABC-X1Y', { base_req: baseReq, amount: '7' }),
    'POST',
    '/v1/token/mint/ABC-X1Y',
    { base_req: baseReq, amount: '7' },
  ],
  ['freezeToken', (c) => c.freezeToken('ABC-X1Y', baseReq), 'POST', '/v1/token/freeze/ABC-X1Y', baseReq],
  ['unfreezeToken', (c) => c.unfreezeToken('ABC-X1Y', baseReq), 'POST', '/v1/token/unfreeze/ABC-X1Y', baseReq],
  [
    'burnToken',
    (c) => c.burnToken('ABC-X1Y', { base_req: baseReq, amount: '3' }),
    'POST',
    '/v1/token/burn/ABC-X1Y',
    { base_req: baseReq, amount: '3' },
  ],
  ['getToken', (c) => c.getToken('ABC-X1Y'), 'GET', '/v1/token/show/ABC-X1Y'],
  ['listTokens', (c) => c.listTokens(), 'GET', '/v1/token/list'],
  [
    'delegate',
    (c) => c.delegate(DEL, { base_req: baseReq, 'con-account_address': CON, delegator_address: DEL, amount: coin }),
    'POST',
    `/v1/staking/delegator/${DEL}/delegate`,
    { base_req: baseReq, 'con-account_address': CON, delegator_address: DEL, amount: coin },
  ],
  [
    'redelegate',
    (c) =>
      c.redelegate(DEL, {
        base_req: baseReq,
        'con-account_src_address': CON,
        'con-account_dst_address': 'gt11dst',
        delegator_address: DEL,
        amount: coin,
      }),
    'POST',
    `/v1/staking/delegator/${DEL}/redelegate`,
    { base_req: baseReq, 'con-account_src_address': CON, 'con-account_dst_address': 'gt11dst', delegator_address: DEL, amount: coin },
  ],
  [
    'undelegate',
    (c) => c.undelegate(DEL, { base_req: baseReq, 'con-account_address': CON, delegator_address: DEL, amount: coin }),
    'POST',
    `/v1/staking/delegator/${DEL}/undelegate`,
    { base_req: baseReq, 'con-account_address': CON, delegator_address: DEL, amount: coin },
  ],
  [
    'undelegateByRetrievalAccount',
    (c) => c.undelegateByRetrievalAccount({ base_req: baseReq, security_address: 'gt11sec', delegator_address: ['vault11a'] }),
    'POST',
    '/v1/staking/delegator/undelegate_by_retrieval_account',
    { base_req: baseReq, security_address: 'gt11sec', delegator_address: ['vault11a'] },
  ],
  ['getDelegation', (c) => c.getDelegation(DEL, CON), 'GET', `/v1/staking/delegator/${DEL}/${CON}/delegations`],
  ['getDelegations', (c) => c.getDelegations(DEL), 'GET', `/v1/staking/delegator/${DEL}/delegations`],
  ['getDelegatorConAccounts', (c) => c.getDelegatorConAccounts(DEL), 'GET', `/v1/staking/delegator/${DEL}/con-accounts`],
  ['getUndelegation', (c) => c.getUndelegation(DEL, CON), 'GET', `/v1/staking/delegator/${DEL}/${CON}/undelegations`],
  ['getUndelegations', (c) => c.getUndelegations(DEL), 'GET', `/v1/staking/delegator/${DEL}/undelegations`],
  [
    'getRedelegations',
    (c) => c.getRedelegations({ delegator: DEL, from: CON, to: 'gt11dst' }),
    'GET',
    `/v1/staking/redelegations?delegator=${DEL}&con-account_from=${CON}&con-account_to=gt11dst`,
  ],
  ['getConAccountDelegations', (c) => c.getConAccountDelegations(CON), 'GET', `/v1/staking/con-account/${CON}/delegations`],
  ['getConAccountUndelegations', (c) => c.getConAccountUndelegations(CON), 'GET', `/v1/staking/con-account/${CON}/undelegations`],
  ['listConAccounts', (c) => c.listConAccounts(), 'GET', '/v1/staking/con-accounts'],
  ['getStakingPool', (c) => c.getStakingPool(), 'GET', '/v1/staking/pool'],
  ['getStakingParameters', (c) => c.getStakingParameters(), 'GET', '/v1/staking/parameters'],
  [
    'setWithdrawAddress',
    (c) => c.setWithdrawAddress(DEL, { base_req: baseReq, withdraw_address: 'gt11w' }),
    'POST',
    `/v1/distribution/delegator/${DEL}/withdraw_address`,
    { base_req: baseReq, withdraw_address: 'gt11w' },
  ],
  [
    'withdrawReward',
    (c) => c.withdrawReward(DEL, CON, { base_req: baseReq }),
    'POST',
    `/v1/distribution/delegator/${DEL}/${CON}/rewards`,
    { base_req: baseReq },
  ],
  [
    'withdrawAllRewards',
    (c) => c.withdrawAllRewards(DEL, { base_req: baseReq }),
    'POST',
    `/v1/distribution/delegator/${DEL}/rewards`,
    { base_req: baseReq },
  ],
  ['getReward', (c) => c.getReward(DEL, CON), 'GET', `/v1/distribution/delegator/${DEL}/${CON}/rewards`],
  ['getRewards', (c) => c.getRewards(DEL), 'GET', `/v1/distribution/delegator/${DEL}/rewards`],
  ['getOutstandingRewards', (c) => c.getOutstandingRewards(CON), 'GET', `/v1/distribution/con-account/${CON}/outstanding_rewards`],
  ['getConAccountRewards', (c) => c.getConAccountRewards(CON), 'GET', `/v1/distribution/con-account/${CON}/rewards`],
  ['getDistributionParameters', (c) => c.getDistributionParameters(), 'GET', '/v1/distribution/parameters'],
  [
    'createVault',
    (c) =>
      c.createVault('gt11base', {
        base_req: baseReq,
        amount: [coin],
        vault_req: { security: 'gt11sec', pubkey: '', delay_height: '10', clear_height: '500' },
      }),
    'POST',
    '/v1/vault-account/create/gt11base',
    { base_req: baseReq, amount: [coin], vault_req: { security: 'gt11sec', pubkey: '', delay_height: '10', clear_height: '500' } },
  ],
  [
    'updateClearingHeight',
    (c) => c.updateClearingHeight({ base_req: baseReq, clearing_height: '900' }),
    'POST',
    '/v1/vault-account/update-clearing-height',
    { base_req: baseReq, clearing_height: '900' },
  ],
  [
    'clearVaults',
    (c) => c.clearVaults({ base_req: baseReq, vaults: ['vault11a', 'vault11b'] }),
    'POST',
    '/v1/vault-account/clear',
    { base_req: baseReq, vaults: ['vault11a', 'vault11b'] },
  ],
  ['getVaultAccount', (c) => c.getVaultAccount('vault11a'), 'GET', '/v1/vault-account/vault11a'],
  ['listRevocableTxs', (c) => c.listRevocableTxs('vault11a'), 'GET', '/v1/vault-account/list-revocable-txs/vault11a'],
  [
    'send',
    (c) => c.send('gt11to', { base_req: baseReq, amount: [coin] }),
    'POST',
    '/v1/tx/send/gt11to',
    { base_req: baseReq, amount: [coin] },
  ],
  [
    'revocableSend',
    (c) => c.revocableSend('vault11to', { base_req: baseReq, amount: [coin] }),
    'POST',
    '/v1/revocable-tx/send/vault11to',
    { base_req: baseReq, amount: [coin] },
  ],
  [
    'revoke',
    (c) => c.revoke('REVOCABLEPAY-AB12', { base_req: baseReq, index: '0' }),
    'POST',
    '/v1/revocable-tx/revoke/REVOCABLEPAY-AB12',
    { base_req: baseReq, index: '0' },
  ],
  ['revocableStatus', (c) => c.revocableStatus('AB12'), 'GET', '/v1/revocable-tx/status/AB12'],
  ['broadcastTx', (c) => c.broadcastTx(signedTx), 'POST', '/v1/tx', signedTx],
  ['getTx', (c) => c.getTx('IRREVOCABLEPAY-AB12'), 'GET', '/v1/tx/IRREVOCABLEPAY-AB12'],
  [
    'searchTxs',
    (c) => c.searchTxs({ sender: DEL, action: 'delegation', limit: 10, page: 2 }),
    'GET',
    `/v1/tx?message.sender=${DEL}&message.action=delegation&limit=10&page=2`,
  ],
  ['getAccount', (c) => c.getAccount(DEL), 'GET', `/v1/account/${DEL}`],
  ['getBalance', (c) => c.getBalance(DEL), 'GET', `/v1/account/balance/${DEL}`],
  [
    'publishMultisig',
    (c) => c.publishMultisig('gt11multi', { base_req: baseReq, pubkey: 'gt1pubxyz' }),
    'POST',
    '/v1/account/publish-multisig/gt11multi',
    { base_req: baseReq, pubkey: 'gt1pubxyz' },
  ],
  ['getLatestBlock', (c) => c.getLatestBlock(), 'GET', '/v1/block/latest'],
  ['getBlock', (c) => c.getBlock(42), 'GET', '/v1/block/42'],
  ['listFoundationMembers', (c) => c.listFoundationMembers(), 'GET', '/v1/foundation/members'],
  ['getFoundationMember', (c) => c.getFoundationMember('gt11f'), 'GET', '/v1/foundation/member/gt11f'],
  ['getStatus', (c) => c.getStatus(), 'GET', '/v1/status'],
  ['devMine', (c) => c.devMine(3), 'POST', '/dev/mine', { blocks: 3 }],
  ['devAdvanceTime', (c) => c.devAdvanceTime(3600), 'POST', '/dev/advance-time', { seconds: 3600 }],
  ['devFund', (c) => c.devFund(DEL, [coin]), 'POST', '/dev/fund', { address: DEL, coins: [coin] }],
  ['devAccounts', (c) => c.devAccounts(), 'GET', '/dev/accounts'],
];

const INTERNAL_METHODS = new Set(['constructor', 'get', 'post', 'request', 'interpret', 'networkError']);
/** LedgerClient's own methods and those of the reads it extends (core/rest/reads.ts). */
const publicMethods = [LedgerClient.prototype, Object.getPrototypeOf(LedgerClient.prototype) as object]
  .flatMap((proto) => Object.getOwnPropertyNames(proto))
  .filter((name) => !INTERNAL_METHODS.has(name));

describe('LedgerClient endpoints', () => {
  it.each(rows)('%s sends the right method, path and body', async (_name, call, method, path, body) => {
    const fake = fakeFetch(() => jsonResponse({ height: 'x5', result: { answered: true } }));
    const client = new LedgerClient({ baseUrl: BASE, fetch: fake.fetch });

    // The answer is no endpoint's shape: it is refused (the schemas are tested in rest-schemas.test.ts).
    const error = await call(client).then(
      () => undefined,
      (e: unknown) => e,
    );

    expect(isLedgerHttpError(error, 'unexpected_answer')).toBe(true);
    expect(fake.calls).toHaveLength(1);
    const [sent] = fake.calls;
    expect(sent?.method).toBe(method);
    expect(sent?.url).toBe(`${BASE}${path}`);
    expect(sent?.body).toEqual(body);
    if (method === 'POST') expect(sent?.headers['content-type']).toBe('application/json');
  });

  it('has a table row for every public method', () => {
    expect(rows.map(([name]) => name).sort()).toEqual([...publicMethods].sort());
  });

  it('trims trailing slashes of the base URL', async () => {
    const fake = fakeFetch();
    await settle(new LedgerClient({ baseUrl: `${BASE}//`, fetch: fake.fetch }).getStatus());
    expect(fake.calls[0]?.url).toBe(`${BASE}/v1/status`);
  });

  it('encodes path segments', async () => {
    const fake = fakeFetch();
    const client = new LedgerClient({ baseUrl: BASE, fetch: fake.fetch });
    await settle(client.getToken('A/B C?#'));
    await settle(client.getDelegation('gt1 a', '../x'));
    expect(fake.calls.map((call) => call.url)).toEqual([
      `${BASE}/v1/token/show/A%2FB%20C%3F%23`,
      `${BASE}/v1/staking/delegator/gt1%20a/..%2Fx/delegations`,
    ]);
  });

  it('leaves unset query parameters out and encodes the rest', async () => {
    const fake = fakeFetch(() => jsonResponse([]));
    const client = new LedgerClient({ baseUrl: BASE, fetch: fake.fetch });
    await client.searchTxs();
    await client.searchTxs({ action: 'send', page: 1 });
    await client.searchTxs({ sender: 'a&b=c d' });
    await settle(client.getRedelegations());
    await settle(client.getRedelegations({ to: CON }));
    expect(fake.calls.map((call) => call.url)).toEqual([
      `${BASE}/v1/tx`,
      `${BASE}/v1/tx?message.action=send&page=1`,
      `${BASE}/v1/tx?message.sender=a%26b%3Dc%20d`,
      `${BASE}/v1/staking/redelegations`,
      `${BASE}/v1/staking/redelegations?con-account_to=${CON}`,
    ]);
  });

  it('returns the array of page objects of a tx search as the node answers it', async () => {
    const pages = [{ count: '1', limit: '10', page_number: '1', page_total: '1', total_count: '1', txs: [] }];
    const fake = fakeFetch(() => jsonResponse(pages));
    const client = new LedgerClient({ baseUrl: BASE, fetch: fake.fetch });
    expect(await client.searchTxs({ sender: DEL })).toEqual(pages);
  });

  it('sends GET requests without a body', async () => {
    const fake = fakeFetch();
    await settle(new LedgerClient({ baseUrl: BASE, fetch: fake.fetch }).listTokens());
    expect(fake.calls[0]?.body).toBeUndefined();
    expect(fake.calls[0]?.headers['content-type']).toBeUndefined();
  });

  it('calls the global fetch when none is injected', async () => {
    const globalFetch = vi.fn(async () => jsonResponse({ height: '1', result: [] }));
    vi.stubGlobal('fetch', globalFetch);
    const balance = await new LedgerClient({ baseUrl: BASE }).getBalance(DEL);
    expect(balance).toEqual({ height: '1', result: [] });
    expect(globalFetch).toHaveBeenCalledTimes(1);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
});

describe('LedgerClient errors', () => {
  async function failure(promise: Promise<unknown>): Promise<LedgerHttpError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LedgerHttpError);
    return error as LedgerHttpError;
  }

  it('maps a 4xx JSON error body to its code and message', async () => {
    const body = { error: { code: 'insufficient_funds', message: 'gt11del holds 3 NANOGT, needs 5', details: { need: '5' } } };
    const fake = fakeFetch(() => jsonResponse(body, 422));
    const error = await failure(new LedgerClient({ baseUrl: BASE, fetch: fake.fetch }).broadcastTx(signedTx));
    expect(error.status).toBe(422);
    expect(error.code).toBe('insufficient_funds');
    expect(error.message).toBe('gt11del holds 3 NANOGT, needs 5');
    expect(error.body).toEqual(body);
    expect(error).toBeInstanceOf(CoreError);
    expect(isLedgerHttpError(error, 'insufficient_funds')).toBe(true);
    expect(isLedgerHttpError(error, 'network_error')).toBe(false);
  });

  it('maps a 5xx text body to http_<status> with a plain sentence', async () => {
    const fake = fakeFetch(() => new Response('upstream exploded', { status: 502 }));
    const error = await failure(new LedgerClient({ baseUrl: BASE, fetch: fake.fetch }).getStatus());
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_502');
    expect(error.body).toBe('upstream exploded');
    expect(error.message).toBe('The ledger node answered HTTP 502 to GET /v1/status.');
  });

  it('uses http_<status> when a JSON error body lacks the error shape', async () => {
    const fake = fakeFetch(() => jsonResponse({ message: 'not found' }, 404));
    const error = await failure(new LedgerClient({ baseUrl: BASE, fetch: fake.fetch }).getTx('BASIC-00'));
    expect(error.status).toBe(404);
    expect(error.code).toBe('http_404');
    expect(error.body).toEqual({ message: 'not found' });
  });

  it('maps a network failure to status 0 network_error', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(new LedgerClient({ baseUrl: BASE, fetch: fetchFn }).getLatestBlock());
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
    expect(error.message).toContain('fetch failed');
    expect(error.body).toBeUndefined();
  });

  it('maps a request that never answers to timeout and aborts it', async () => {
    let signal: AbortSignal | undefined;
    const fetchFn = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const client = new LedgerClient({ baseUrl: BASE, fetch: fetchFn, timeoutMs: 5 });
    const error = await failure(client.getStatus());
    expect(error.status).toBe(0);
    expect(error.code).toBe('timeout');
    expect(signal?.aborted).toBe(true);
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    const fake = fakeFetch(() => new Response('<html>proxy</html>', { status: 200 }));
    const error = await failure(new LedgerClient({ baseUrl: BASE, fetch: fake.fetch }).listTokens());
    expect(error.status).toBe(200);
    expect(error.code).toBe('unexpected_answer');
    expect(error.message).toBe('This node answered something unexpected: a body that is not JSON (GET /v1/token/list)');
  });
});

describe('QUERY_METHODS', () => {
  // The ledger's GET endpoints; /dev/* reads (devAccounts) are the devnet's, not ledger queries.
  const getNames = rows.filter(([name, , method]) => method === 'GET' && !name.startsWith('dev')).map(([name]) => name);

  it('lists exactly the GET endpoints', () => {
    expect([...QUERY_METHODS].sort()).toEqual([...getNames].sort());
  });

  it('excludes builders, broadcast and dev endpoints', () => {
    for (const name of ['send', 'broadcastTx', 'devFund', 'devMine', 'devAccounts', 'issueToken', 'request', 'constructor']) {
      expect(isQueryMethod(name)).toBe(false);
    }
    expect(isQueryMethod('getBalance')).toBe(true);
  });

  it('names only methods of the client', () => {
    // Checked by the type system here too (reads.ts, below client.ts, cannot name LedgerClient without a circle).
    const methods: ReadonlyArray<keyof LedgerClient> = QUERY_METHODS;
    for (const name of methods) expect(typeof LedgerClient.prototype[name]).toBe('function');
  });
});
