// Bad input against every route the node serves: always a 4xx JSON error without a stack, never a
// 5xx or a hang, and the ledger state is exactly as before each refused request.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toForm } from '../../src/core/address';
import { fromBase64, toBase64 } from '../../src/core/bytes';
import { signDigest } from '../../src/core/sign';
import { signDocDigest } from '../../src/core/tx';
import { createApp } from '../../src/devnet/http/app';
import { devKey, TestNode } from './support';

const alice = devKey(0);
const bob = devKey(1);
const FUZZ_SEED = 20261121;

let node: TestNode;
let routes: Array<{ method: string; path: string }>;
let conAccount: string;
let goodPathValues: Record<string, string>;

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

function flipChar(address: string): string {
  const i = address.length - 3;
  const replacement = address[i] === 'q' ? 'p' : 'q';
  return address.slice(0, i) + replacement + address.slice(i + 1);
}

function fingerprint(): string {
  const ledger = node.devnet.node;
  return JSON.stringify([ledger.store.stateRoot(), ledger.height(), ledger.pendingCount, ledger.txIndex.size, ledger.time()]);
}

async function httpFingerprint(): Promise<string> {
  const balances = await Promise.all(node.devnet.accounts.map((account) => node.client.getBalance(account.address)));
  const latest = await node.client.getLatestBlock();
  return JSON.stringify([balances.map((b) => b.result), latest.height, latest.hash]);
}

async function call(method: string, path: string, body?: string, contentType = 'application/json'): Promise<Answer> {
  const init: RequestInit = { method, signal: AbortSignal.timeout(5000) };
  if (body !== undefined) init.body = body;
  if (body !== undefined) init.headers = { 'content-type': contentType };
  const response = await node.fetch(path, init);
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text };
}

/** The refusal contract: 4xx, `{error:{code,message}}`, no stack frames or file paths, state untouched. */
function expectRefusal(answer: Answer, what: string, before: string): void {
  const context = `${what} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeGreaterThanOrEqual(400);
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.body, context).toMatchObject({ error: { code: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String) } });
  expect(answer.text, context).not.toMatch(/\n\s+at |\bat [\w.<>]+ \(|\/work\/|node_modules|\.ts:\d+|file:\/\//);
  expect(fingerprint(), `${context}: state changed`).toBe(before);
}

/** Not a crash: 2xx (a build endpoint may accept a harmless extra field) or a proper refusal. */
function expectNoCrash(answer: Answer, what: string, before: string, mutates: boolean): void {
  if (answer.status < 300 && !mutates) {
    expect(fingerprint(), `${what}: a build/query answer changed state`).toBe(before);
    return;
  }
  expectRefusal(answer, what, before);
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([\w-]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? goodPathValues[name] ?? 'x'));
}

function isBuildRoute(route: { method: string; path: string }): boolean {
  return route.method === 'POST' && route.path.startsWith('/v1/') && route.path !== '/v1/tx';
}

function baseReq(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...node.baseReq(alice.address), ...overrides };
}

/** A body that satisfies most build endpoints' shape, so mutations reach the deeper checks. */
function plausibleBody(): Record<string, unknown> {
  return {
    base_req: baseReq(),
    ...baseReq(),
    amount: [{ denom: 'NANOGT', amount: '1000' }],
    token_name: 'Fuzz',
    total_supply: '1000',
    mintable: true,
    freezable: true,
    delegator_address: alice.address,
    'con-account_address': conAccount,
    'con-account_src_address': conAccount,
    'con-account_dst_address': conAccount,
    security_address: bob.address,
    withdraw_address: bob.address,
    clearing_height: '1000',
    vaults: [toForm(alice.address, 'vault1')],
    vault_req: { security: bob.address, pubkey: '', delay_height: '10', clear_height: '1000' },
    index: '0',
    pubkey: '',
  };
}

const BAD_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"base_req": '],
  ['trailing garbage', '{"a":1} xyz'],
  ['empty body', ''],
  ['null', 'null'],
  ['a number', '42'],
  ['a string', '"base_req"'],
  ['an array', '[{"base_req":{}}]'],
  ['an empty object', '{}'],
  ['base_req as an array', '{"base_req":[1,2]}'],
  ['base_req as a string', '{"base_req":"gt1"}'],
  ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
  ['proto keys', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
  ['lone surrogate', '{"base_req":{"from":"\\ud800"}}'],
];

const BAD_STRINGS = (): string[] => [
  '',
  ' ',
  'x'.repeat(100_000),
  '../../dev/fund',
  '..%2F..%2Fdev',
  'ä🙂\u0000\u202e',
  flipChar(alice.address),
  alice.address.replace(/^gt1/, 'cosmos1'),
  alice.address.toUpperCase() + 'x',
  'gt1',
];
const BAD_AMOUNTS = ['-1', '1.5', '0x10', '1e-3', 'NaN', 'Infinity', '1e400', '9'.repeat(60), ' 1', '1 ', '', '١٢', '+1'];
const WRONG_TYPES: unknown[] = [null, 1, -1, 1.5, true, [], {}, [[]], { denom: 'NANOGT' }];
const BAD_DENOMS = ['nanogt', 'FOO', 'NANOGT ', 'ABC-12', '', 'Ä-XYZ'];

beforeAll(async () => {
  node = await TestNode.start();
  // The route table comes from the app itself, so a new endpoint is fuzzed without editing this file.
  const app = createApp({ ledger: node.devnet.node, blockTime: 0, devAccounts: node.devnet.accounts });
  const seen = new Set<string>();
  routes = app.routes
    .filter((route) => route.method === 'GET' || route.method === 'POST')
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
  conAccount = node.devnet.node.committee.conAccounts[0]!;
  goodPathValues = {
    account: bob.address,
    address: bob.address,
    base: bob.address,
    delegatorAddr: alice.address,
    con: conAccount,
    vault: toForm(alice.address, 'vault1'),
    symbol: 'FUZZ',
    hash: 'A'.repeat(96),
    height: '1',
  };
});
afterAll(() => node.close());

describe('node fuzz', () => {
  it('serves the routes of ledger-service.md §4 and /dev (the table is not empty by accident)', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'POST /v1/tx',
      'GET /v1/tx/:hash',
      'POST /v1/token/issue/:symbol',
      'GET /v1/staking/pool',
      'POST /dev/fund',
      'POST /dev/mine',
      'GET /v1/block/:height',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(54);
  });

  it('refuses bad path parameters on every route with a 4xx and no state change', async () => {
    const before = await httpFingerprint();
    for (const route of routes) {
      const params = [...route.path.matchAll(/:([\w-]+)/g)].map((m) => m[1]!);
      for (const param of params) {
        for (const bad of BAD_STRINGS()) {
          if (param === 'symbol' && route.path.startsWith('/v1/token/issue') && bad === '') continue;
          const path = fillPath(route.path, { [param]: bad });
          const state = fingerprint();
          const body = route.method === 'POST' ? JSON.stringify(plausibleBody()) : undefined;
          const answer = await call(route.method, path, body);
          if (bad === '' || bad === ' ') {
            // An empty segment can land on a neighbouring route (e.g. GET /v1/account/ → 404); still no crash.
            expectNoCrash(answer, `${route.method} ${path}`, state, route.path.startsWith('/dev'));
          } else {
            expectRefusal(answer, `${route.method} ${route.path} with ${param}=${bad.slice(0, 40)}`, state);
          }
        }
      }
      // Percent-encoding that does not decode must not reach a handler as a crash.
      if (params.length > 0) {
        const raw = route.path.replace(/:([\w-]+)/g, '%E0%A4%A');
        expectRefusal(await call(route.method, raw, route.method === 'POST' ? '{}' : undefined), `${route.method} ${raw}`, fingerprint());
      }
    }
    expect(await httpFingerprint()).toBe(before);
  });

  it('refuses malformed and mistyped bodies on every POST route', async () => {
    const before = await httpFingerprint();
    for (const route of routes.filter((r) => r.method === 'POST')) {
      const path = fillPath(route.path, {});
      for (const [what, body] of BAD_BODIES) {
        // Bodies are optional there: {} (or none) is a valid request.
        if (
          (route.path === '/dev/mine' || route.path === '/dev/snapshot') &&
          (what === 'an empty object' || what === 'empty body' || what === 'proto keys')
        )
          continue;
        const state = fingerprint();
        expectRefusal(await call('POST', path, body), `POST ${path} with ${what}`, state);
      }
      const state = fingerprint();
      expectRefusal(await call('POST', path, 'a=1&b=2', 'application/x-www-form-urlencoded'), `POST ${path} as a form`, state);
    }
    expect(await httpFingerprint()).toBe(before);
  });

  it('refuses bad BaseReq fields on every build endpoint', async () => {
    const before = await httpFingerprint();
    const mutations: Array<[string, Record<string, unknown>]> = [
      ['from flipped', { from: flipChar(alice.address) }],
      ['from wrong prefix', { from: alice.address.replace(/^gt1/, 'cosmos1') }],
      ['from a number', { from: 7 }],
      ['wrong chain', { chain_id: 'other-chain' }],
      ['gas negative', { gas: '-1' }],
      ['gas hex', { gas: '0x10' }],
      ['no fee', { fees: [] }],
      ['negative fee', { fees: [{ denom: 'NANOGT', amount: '-100000' }] }],
      ['fractional fee', { fees: [{ denom: 'NANOGT', amount: '100000.5' }] }],
      ['hex fee', { fees: [{ denom: 'NANOGT', amount: '0x186a0' }] }],
      ['fee in another denom', { fees: [{ denom: 'FOO', amount: '100000' }] }],
      ['fees an object', { fees: { denom: 'NANOGT', amount: '100000' } }],
      ['memo too long', { memo: 'x'.repeat(257) }],
      ['memo of 86 CJK characters', { memo: '字'.repeat(86) }],
      ['memo a number', { memo: 1 }],
      ['simulate a string', { simulate: 'false' }],
      ['valid_height reversed', { valid_height: ['10', '5'] }],
      ['valid_height of one', { valid_height: ['1'] }],
      ['valid_height of numbers', { valid_height: [1, 2] }],
      ['valid_height negative', { valid_height: ['-1', '5'] }],
      ['valid_height zero end', { valid_height: ['0', '0'] }],
      ['missing chain_id', { chain_id: undefined }],
    ];
    for (const route of routes.filter(isBuildRoute)) {
      const path = fillPath(route.path, {});
      const unwrapped = /\/token\/(freeze|unfreeze)\//.test(route.path);
      for (const [what, change] of mutations) {
        const body = plausibleBody();
        const mutated = baseReq(change);
        const sent = unwrapped ? { ...body, ...mutated } : { ...body, base_req: mutated };
        const state = fingerprint();
        expectRefusal(await call('POST', path, JSON.stringify(sent)), `POST ${path}: ${what}`, state);
      }
    }
    expect(await httpFingerprint()).toBe(before);
  });

  it('never crashes on random values in any body field of any POST route', async () => {
    const before = await httpFingerprint();
    const postRoutes = routes.filter((r) => r.method === 'POST');
    const fieldNames = Object.keys(plausibleBody());
    const garbage = fc.oneof(
      fc.constantFrom(...BAD_AMOUNTS, ...BAD_DENOMS, ...WRONG_TYPES),
      fc.constantFrom(...BAD_AMOUNTS).map((amount) => [{ denom: 'NANOGT', amount }]),
      fc.constantFrom(...BAD_DENOMS).map((denom) => [{ denom, amount: '1' }]),
      fc.constantFrom(...BAD_AMOUNTS).map((amount) => ({ denom: 'NANOGT', amount })),
      fc.jsonValue({ maxDepth: 3 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...postRoutes),
        fc.constantFrom(...fieldNames),
        garbage,
        fc.boolean(),
        async (route, name, value, inBaseReq) => {
          const body = plausibleBody();
          if (inBaseReq) (body.base_req as Record<string, unknown>)[name] = value;
          else body[name] = value;
          if (route.path === '/v1/tx') return; // broadcast has its own test below
          const path = fillPath(route.path, {});
          const state = fingerprint();
          const answer = await call('POST', path, JSON.stringify(body));
          const what = `POST ${path} with ${inBaseReq ? 'base_req.' : ''}${name}=${JSON.stringify(value)?.slice(0, 80)}`;
          expectNoCrash(answer, what, state, route.path.startsWith('/dev'));
        },
      ),
      { seed: FUZZ_SEED, numRuns: 400 },
    );
    expect(await httpFingerprint()).toBe(before);
  });

  it('refuses bad /dev requests without mining, moving the clock or funding', async () => {
    const before = await httpFingerprint();
    const cases: Array<[string, unknown]> = [
      ['/dev/mine', { blocks: 0 }],
      ['/dev/mine', { blocks: -1 }],
      ['/dev/mine', { blocks: 1.5 }],
      ['/dev/mine', { blocks: '1' }],
      ['/dev/mine', { blocks: 1e9 }],
      ['/dev/mine', { blocks: null }],
      ['/dev/advance-time', { seconds: -5 }],
      ['/dev/advance-time', { seconds: 0 }],
      ['/dev/advance-time', { seconds: 1e12 }],
      ['/dev/advance-time', { seconds: '60' }],
      ['/dev/advance-time', {}],
      ['/dev/fund', { address: flipChar(alice.address), coins: [{ denom: 'NANOGT', amount: '1' }] }],
      ['/dev/fund', { address: '../../v1/tx', coins: [{ denom: 'NANOGT', amount: '1' }] }],
      ['/dev/fund', { address: alice.address, coins: [] }],
      ['/dev/fund', { address: alice.address, coins: { denom: 'NANOGT', amount: '1' } }],
      ...BAD_AMOUNTS.map((amount): [string, unknown] => ['/dev/fund', { address: alice.address, coins: [{ denom: 'NANOGT', amount }] }]),
      ...BAD_DENOMS.map((denom): [string, unknown] => ['/dev/fund', { address: alice.address, coins: [{ denom, amount: '1' }] }]),
      // A good coin followed by a bad one: nothing of the request is applied.
      [
        '/dev/fund',
        {
          address: alice.address,
          coins: [
            { denom: 'NANOGT', amount: '5' },
            { denom: 'NANOGT', amount: '-5' },
          ],
        },
      ],
      ['/dev/fund', { address: alice.address, coins: [{ denom: 'NANOGT', amount: '0' }] }],
    ];
    for (const [path, body] of cases) {
      const state = fingerprint();
      expectRefusal(await call('POST', path, JSON.stringify(body)), `POST ${path} ${JSON.stringify(body).slice(0, 80)}`, state);
    }
    expect(await httpFingerprint()).toBe(before);
  });

  it('refuses bad query strings on the search endpoints', async () => {
    const queries = [
      '/v1/tx',
      '/v1/tx?limit=10',
      '/v1/tx?message.sender=',
      '/v1/tx?message.sender=x&limit=-1',
      '/v1/tx?message.sender=x&limit=1.5',
      '/v1/tx?message.sender=x&limit=0x10',
      '/v1/tx?message.sender=x&page=0',
      '/v1/tx?message.sender=x&limit=999999999',
      '/v1/tx?..%2F..=x',
      `/v1/staking/redelegations?delegator=${encodeURIComponent(flipChar(alice.address))}`,
      '/v1/staking/redelegations?delegator=../../x',
      `/v1/staking/redelegations?con-account_from=${'x'.repeat(5000)}`,
    ];
    for (const path of queries) {
      const state = fingerprint();
      expectRefusal(await call('GET', path), `GET ${path.slice(0, 100)}`, state);
    }
    // Undecodable percent-encoding in a filter value is searched as typed: no crash, no state change.
    const state = fingerprint();
    expectNoCrash(await call('GET', '/v1/tx?message.sender=%E0%A4%A'), 'GET /v1/tx with bad percent-encoding', state, false);
  });

  it('refuses mutated signed transactions on POST /v1/tx, then accepts the intact one', async () => {
    const unsigned = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '777' }]);
    const signed = node.sign(unsigned, alice);
    const other = structuredClone(signed);
    other.value.signatures = [
      {
        pub_key: { type: signed.value.signatures![0]!.pub_key.type, value: toBase64(bob.publicKey) },
        signature: toBase64(signDigest(bob.kL, signDocDigest(signed.value, node.chainId))),
      },
    ];
    const wrongChain = node.sign(unsigned, alice, 'other-chain');
    const sig = signed.value.signatures![0]!;
    const flippedSig = fromBase64(sig.signature);
    flippedSig[5]! ^= 1;
    const mutate = (change: (tx: any) => void): unknown => {
      const copy = structuredClone(signed) as any;
      change(copy);
      return copy;
    };
    const cases: Array<[string, unknown]> = [
      ['flipped signature bit', mutate((tx) => (tx.value.signatures[0].signature = toBase64(flippedSig)))],
      ['signature not base64', mutate((tx) => (tx.value.signatures[0].signature = '!!!'))],
      ['signature empty', mutate((tx) => (tx.value.signatures[0].signature = ''))],
      ['signed by someone else', other],
      ['signed for another chain', wrongChain],
      ['no signatures', mutate((tx) => (tx.value.signatures = null))],
      ['empty signatures', mutate((tx) => (tx.value.signatures = []))],
      ['duplicated signature', mutate((tx) => tx.value.signatures.push(tx.value.signatures[0]))],
      ['pub_key of bob', mutate((tx) => (tx.value.signatures[0].pub_key.value = toBase64(bob.publicKey)))],
      ['pub_key type wrong', mutate((tx) => (tx.value.signatures[0].pub_key.type = 'tendermint/PubKeySecp256k1'))],
      ['pub_key short', mutate((tx) => (tx.value.signatures[0].pub_key.value = 'AAAA'))],
      ['amount raised', mutate((tx) => (tx.value.msg[0].value.amount[0].amount = '778'))],
      ['amount negative', mutate((tx) => (tx.value.msg[0].value.amount[0].amount = '-777'))],
      ['amount hex', mutate((tx) => (tx.value.msg[0].value.amount[0].amount = '0x309'))],
      ['recipient changed', mutate((tx) => (tx.value.msg[0].value.to_address = alice.address))],
      ['recipient flipped', mutate((tx) => (tx.value.msg[0].value.to_address = flipChar(bob.address)))],
      ['unknown msg type', mutate((tx) => (tx.value.msg[0].type = 'MsgSteal'))],
      ['msg value an array', mutate((tx) => (tx.value.msg[0].value = []))],
      ['no messages', mutate((tx) => (tx.value.msg = []))],
      ['fee lowered', mutate((tx) => (tx.value.fee.amount[0].amount = '99999'))],
      ['fee zero', mutate((tx) => (tx.value.fee.amount = []))],
      ['fee denom', mutate((tx) => (tx.value.fee.amount[0].denom = 'FOO'))],
      ['gas changed', mutate((tx) => (tx.value.fee.gas = '1'))],
      ['memo changed', mutate((tx) => (tx.value.memo = 'hi'))],
      ['memo too long', mutate((tx) => (tx.value.memo = 'x'.repeat(300)))],
      ['window changed', mutate((tx) => (tx.value.valid_height = ['1', '999999']))],
      ['window reversed', mutate((tx) => (tx.value.valid_height = ['9', '1']))],
      ['nonce changed', mutate((tx) => (tx.value.nonces = [toBase64(new Uint8Array(48))]))],
      ['nonce missing', mutate((tx) => (tx.value.nonces = [null]))],
      ['two nonces', mutate((tx) => tx.value.nonces.push(tx.value.nonces[0]))],
      ['type not StdTx', mutate((tx) => (tx.type = 'Tx'))],
      ['value missing', mutate((tx) => delete tx.value)],
      ['wrapped with a bad tx', { tx: 'StdTx', mode: 'block' }],
      ['an array of txs', [signed, signed]],
    ];
    const before = await httpFingerprint();
    for (const [what, body] of cases) {
      const state = fingerprint();
      expectRefusal(await call('POST', '/v1/tx', JSON.stringify(body)), `POST /v1/tx: ${what}`, state);
    }
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 40 }), fc.jsonValue({ maxDepth: 2 }), async (which, value) => {
        const paths: Array<(tx: any) => void> = [
          (tx) => (tx.value.msg[0].value.amount = value),
          (tx) => (tx.value.msg[0].value = value),
          (tx) => (tx.value.fee = value),
          (tx) => (tx.value.signatures = value),
          (tx) => (tx.value.signatures[0].pub_key = value),
          (tx) => (tx.value.nonces = value),
          (tx) => (tx.value.valid_height = value),
          (tx) => (tx.value.memo = value),
        ];
        const body = mutate(paths[which % paths.length]!);
        const state = fingerprint();
        expectRefusal(
          await call('POST', '/v1/tx', JSON.stringify(body)),
          `POST /v1/tx with random ${which % paths.length}: ${JSON.stringify(value).slice(0, 80)}`,
          state,
        );
      }),
      { seed: FUZZ_SEED, numRuns: 150 },
    );
    expect(await httpFingerprint()).toBe(before);

    const accepted = await call('POST', '/v1/tx', JSON.stringify(signed));
    expect(accepted.status, accepted.text).toBe(200);
    expect(await node.balance(bob.address)).toBe(1_000_000n * 1_000_000_000n + 777n);
    const replay = fingerprint();
    expectRefusal(await call('POST', '/v1/tx', JSON.stringify(signed)), 'POST /v1/tx replayed', replay);
    // The sign doc and the tx hash write every address as gt1, so another form of the same tx is the same tx.
    for (const form of ['vault1', 'gt2', 'vault2'] as const) {
      const variant = mutate((tx) => (tx.value.msg[0].value.from_address = toForm(alice.address, form)));
      expectRefusal(await call('POST', '/v1/tx', JSON.stringify(variant)), `POST /v1/tx replayed with the sender as ${form}`, replay);
    }
  });
});
