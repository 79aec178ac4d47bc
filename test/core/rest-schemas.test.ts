// Every node answer is checked: the wrong shape, a number where a string is due, a denom with
// invisible/bidi/control characters or HTML all become unexpected_answer naming where; the devnet's
// answers (after real activity) parse with every query endpoint's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toForm } from '../../src/core/address';
import * as v from 'valibot';
import * as S from '../../src/core/rest/index';
import { LedgerClient, LedgerHttpError, isLedgerHttpError } from '../../src/core/rest';
import { loadRealFixtures } from './rest-fixtures';
import { Harness, keyOf, type Key } from '../devnet/module-harness';

const ADDRESS = 'gt11ja8j8qskxvccwf3rchp9efxjdu6v5wfkj5uwu4cmktue7h7ufjwqlgqs9ja64xj9kgd5zj';
const VAULT = 'vault112t7hfsmd63a2nz0vwqhpy3msd98vvl35qeuej2uavh2ssjls4f8amqtwgpq3pwksgdqfe6';

function clientAnswering(body: unknown): LedgerClient {
  const fetchFn = async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  return new LedgerClient({ baseUrl: 'http://node.test', fetch: fetchFn });
}

async function refusedWith(promise: Promise<unknown>): Promise<LedgerHttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isLedgerHttpError(error, 'unexpected_answer')).toBe(true);
  return error as LedgerHttpError;
}

const balance = (denom: string, amount = '5') => ({ height: '9', result: [{ amount, denom }] });

describe('denoms a node answers', () => {
  it.each([['NANOGT'], ['YJ-9D3'], ['ABCDEFGHIJKLMNO-A1B']])('accepts %s', async (denom) => {
    expect((await clientAnswering(balance(denom)).getBalance(ADDRESS)).result).toEqual([{ amount: '5', denom }]);
  });

  it.each([
    ['right-to-left override', 'GT\u202Egnp'],
    ['zero-width space', 'NANO\u200BGT'],
    ['zero-width joiner', 'NANOGT\u200D'],
    ['byte order mark', '\uFEFFNANOGT'],
    ['control character', 'NANO\u0007GT'],
    ['newline', 'NANOGT\n'],
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['space', 'NANO GT'],
    ['Cyrillic look-alike', 'NАNOGT'],
    ['empty', ''],
    ['too long', `A${'B'.repeat(80)}`],
  ])('refuses a %s in a denom', async (_name, denom) => {
    const error = await refusedWith(clientAnswering(balance(denom)).getBalance(ADDRESS));
    expect(error.message).toBe(
      'This node answered something unexpected: result[0].denom is not a valid denom (GET /v1/account/balance/gt11ja8j…kgd5zj)',
    );
  });
});

describe('answers of the wrong shape', () => {
  it('refuses a balance amount that is a number, negative, or not an integer', async () => {
    for (const amount of [5, '-5', '1e9', '5.5', '']) {
      const body = { height: '9', result: [{ amount, denom: 'NANOGT' }] };
      const error = await refusedWith(clientAnswering(body).getBalance(ADDRESS));
      expect(error.message).toContain('result[0].amount');
    }
  });

  it('refuses a query answer that is not {height, result}', async () => {
    const error = await refusedWith(clientAnswering([{ amount: '5', denom: 'NANOGT' }]).getBalance(ADDRESS));
    expect(error.message).toMatch(/^This node answered something unexpected: .+ \(GET \/v1\/account\/balance\/gt11ja8j…kgd5zj\)$/);
    expect(error.status).toBe(200);
  });

  it('refuses a revocable entry without a height or with a hash carrying HTML', async () => {
    const entry = { height: '6947', msg_index: '0', tokens: [{ amount: '5', denom: 'NANOGT' }], tx_hash: 'REVOCABLEPAY-BB04' };
    expect((await clientAnswering({ height: '1', result: [entry] }).listRevocableTxs(VAULT)).result).toEqual([entry]);
    const { height: _height, ...noHeight } = entry;
    expect((await refusedWith(clientAnswering({ height: '1', result: [noHeight] }).listRevocableTxs(VAULT))).message).toContain(
      'result[0].height',
    );
    expect(
      (await refusedWith(clientAnswering({ height: '1', result: [{ ...entry, tx_hash: '<b>x</b>' }] }).listRevocableTxs(VAULT))).message,
    ).toContain('result[0].tx_hash');
  });

  it('refuses a status whose minimumTxFee is not an integer string', async () => {
    const error = await refusedWith(clientAnswering({ node_status: { lastHeight: '1', minimumTxFee: 10 } }).getStatus());
    expect(error.message).toContain('GET /v1/status');
  });

  it('reads Go nulls for empty lists as []', async () => {
    expect((await clientAnswering({ height: '3', result: null }).getBalance(ADDRESS)).result).toEqual([]);
    expect((await clientAnswering({ height: '3', result: null }).listRevocableTxs(VAULT)).result).toEqual([]);
  });

  it('reads the single undelegation record of the docs as a list of one', async () => {
    const one = { 'con-account_address': ADDRESS, delegator_address: ADDRESS, entries: [] };
    expect((await clientAnswering({ height: '3', result: one }).getUndelegations(ADDRESS)).result).toEqual([one]);
  });
});

/** Each endpoint's answer schema, by route (as the fixtures' index names them). */
const SCHEMA_OF: Record<string, v.GenericSchema> = {
  'GET /v1/status': S.StatusAnswer(),
  'GET /v1/account/{}': S.AccountAnswer(),
  'GET /v1/account/balance/{}': S.BalanceAnswer(),
  'GET /v1/vault-account/{}': S.AccountAnswer(),
  'GET /v1/vault-account/list-revocable-txs/{}': S.RevocableListAnswer(),
  'GET /v1/revocable-tx/status/{}': S.RevocableStatusAnswer(),
  'GET /v1/block/latest': S.BlockAnswer(),
  'GET /v1/block/{}': S.BlockAnswer(),
  'GET /v1/tx/{}': S.TxRecordAnswer(),
  'GET /v1/tx': S.TxSearchAnswer(),
  'POST /v1/tx': S.BroadcastAnswer(),
  'GET /v1/token/show/{}': S.TokenShowAnswer(),
  'GET /v1/token/list': S.TokenListAnswer(),
  'GET /v1/staking/delegator/{}/{}/delegations': S.DelegationAnswerOne(),
  'GET /v1/staking/delegator/{}/delegations': S.DelegationsAnswer(),
  'GET /v1/staking/delegator/{}/con-accounts': S.ConAccountsAnswer(),
  'GET /v1/staking/delegator/{}/{}/undelegations': S.UndelegationOneAnswer(),
  'GET /v1/staking/delegator/{}/undelegations': S.UndelegationsAnswer(),
  'GET /v1/staking/redelegations': S.RedelegationsAnswer(),
  'GET /v1/staking/con-account/{}/delegations': S.DelegationsAnswer(),
  'GET /v1/staking/con-account/{}/undelegations': S.UndelegationsListAnswer(),
  'GET /v1/staking/con-accounts': S.ConAccountsAnswer(),
  'GET /v1/staking/pool': S.StakingPoolAnswer(),
  'GET /v1/staking/parameters': S.StakingParamsAnswer(),
  'GET /v1/distribution/delegator/{}/{}/rewards': S.RewardCoinsAnswer(),
  'GET /v1/distribution/delegator/{}/rewards': S.RewardsAnswer(),
  'GET /v1/distribution/con-account/{}/outstanding_rewards': S.RewardCoinsAnswer(),
  'GET /v1/distribution/con-account/{}/rewards': S.RewardCoinsAnswer(),
  'GET /v1/distribution/parameters': S.DistributionParamsAnswer(),
  'GET /v1/foundation/members': S.FoundationMembersAnswer(),
  'GET /v1/foundation/member/{}': S.FoundationMemberOneAnswer(),
};
/** Build endpoints answer an unsigned StdTx. */
const schemaOf = (route: string) => SCHEMA_OF[route] ?? (route.startsWith('POST /v1/') ? S.StdTxAnswer() : undefined);

describe('the real node’s example answers (test/fixtures/real-node)', () => {
  let fixtures = new Map<string, unknown>();
  beforeAll(() => {
    fixtures = loadRealFixtures();
  });

  it('include every answer the wallet reads', () => {
    for (const route of [
      'GET /v1/status',
      'GET /v1/account/{}',
      'GET /v1/account/balance/{}',
      'GET /v1/vault-account/{}',
      'GET /v1/vault-account/list-revocable-txs/{}',
      'GET /v1/block/latest',
      'GET /v1/staking/delegator/{}/delegations',
      'GET /v1/distribution/delegator/{}/rewards',
      'POST /v1/tx',
      'POST /v1/tx/send/{}',
    ]) {
      expect(fixtures.has(route), route).toBe(true);
    }
  });

  it('each parses with its endpoint’s schema', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [route, answer] of fixtures) {
      const schema = schemaOf(route);
      if (!schema) continue;
      checked += 1;
      const parsed = v.safeParse(schema, answer);
      if (!parsed.success) failures.push(`${route}: ${parsed.issues.map((issue) => `${S.issueWhere(issue)} ${issue.message}`).join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  it('a revocable entry of the real node carries its type prefix and its effect height', () => {
    const list = v.parse(S.RevocableListAnswer(), fixtures.get('GET /v1/vault-account/list-revocable-txs/{}'));
    expect(list.result[0]).toMatchObject({ height: '6947', tx_hash: expect.stringMatching(/^REVOCABLEPAY-[0-9A-F]+$/) });
  });
});

describe('the devnet answers parse with every query schema', () => {
  let h: Harness;
  let funder: Key;
  let vaultKey: Key;
  let vault: string;
  let revocableHash = '';
  let conAccount = '';

  beforeAll(async () => {
    h = await Harness.start();
    funder = keyOf(0);
    vaultKey = keyOf(0, 1);
    vault = toForm(vaultKey.address, 'vault1');
    const GT = 1_000_000_000n;
    const coins = (n: bigint) => [{ denom: 'NANOGT', amount: n.toString() }];
    await h.broadcast(
      await h.client.createVault(vaultKey.address, {
        base_req: h.baseReq(funder.address),
        amount: coins(100n * GT),
        vault_req: { security: keyOf(1).address, pubkey: '', delay_height: '50', clear_height: String(h.height() + 500) },
      }),
      funder,
    );
    await h.client.devMine(1);
    const sent = await h.broadcast(
      await h.client.revocableSend(keyOf(2).address, { base_req: h.baseReq(vault), amount: coins(3n * GT) }),
      vaultKey,
    );
    revocableHash = sent.txhash;
    conAccount = (await h.client.listConAccounts()).result[0]?.operator_address ?? '';
    if (conAccount) {
      await h.broadcast(
        await h.client.delegate(funder.address, {
          base_req: h.baseReq(funder.address),
          'con-account_address': conAccount,
          delegator_address: funder.address,
          amount: coins(5n * GT)[0]!,
        }),
        funder,
      );
    }
    await h.client.devMine(2);
  });
  afterAll(() => h.close());

  it('answers every read without unexpected_answer', async () => {
    const c = h.client;
    const reads: Array<[string, () => Promise<unknown>]> = [
      ['status', () => c.getStatus()],
      ['latest block', () => c.getLatestBlock()],
      ['block 1', () => c.getBlock(1)],
      ['account', () => c.getAccount(funder.address)],
      ['vault account', () => c.getVaultAccount(vault)],
      ['balance', () => c.getBalance(funder.address)],
      ['revocable list', () => c.listRevocableTxs(vault)],
      ['revocable status', () => c.revocableStatus(revocableHash)],
      ['tx', () => c.getTx(revocableHash)],
      ['tx search', () => c.searchTxs({ sender: funder.address })],
      ['tokens', () => c.listTokens()],
      ['con-accounts', () => c.listConAccounts()],
      ['delegations', () => c.getDelegations(funder.address)],
      ['delegation', () => c.getDelegation(funder.address, conAccount)],
      ['delegator con-accounts', () => c.getDelegatorConAccounts(funder.address)],
      ['undelegations', () => c.getUndelegations(funder.address)],
      ['redelegations', () => c.getRedelegations({ delegator: funder.address })],
      ['con-account delegations', () => c.getConAccountDelegations(conAccount)],
      ['con-account undelegations', () => c.getConAccountUndelegations(conAccount)],
      ['staking pool', () => c.getStakingPool()],
      ['staking parameters', () => c.getStakingParameters()],
      ['rewards', () => c.getRewards(funder.address)],
      ['reward', () => c.getReward(funder.address, conAccount)],
      ['outstanding rewards', () => c.getOutstandingRewards(conAccount)],
      ['con-account rewards', () => c.getConAccountRewards(conAccount)],
      ['distribution parameters', () => c.getDistributionParameters()],
      ['foundation members', () => c.listFoundationMembers()],
    ];
    const unexpected: string[] = [];
    for (const [name, read] of reads) {
      const error = await read().then(
        () => undefined,
        (e: unknown) => e,
      );
      if (isLedgerHttpError(error, 'unexpected_answer') || isLedgerHttpError(error, 'answer_too_large'))
        unexpected.push(`${name}: ${error.message}`);
    }
    expect(conAccount).not.toBe('');
    expect(revocableHash).not.toBe('');
    expect(unexpected).toEqual([]);
  });
});
