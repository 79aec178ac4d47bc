// Garbage into every provider and wallet method: a structured error every time, the background keeps
// answering, and a refused call leaves no approval, storage entry, window or broadcast behind.
import { STORAGE_DB } from '../../src/background/local-store';
import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addressFromPublicKey, toForm } from '../../src/core/address';
import { fromBase64, toBase64 } from '../../src/core/bytes';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { buildUnsignedTx, signStdTx } from '../../src/core/tx';
import { KEYRING_DB } from '../../src/background/keyring/db';
import { PROVIDER_METHODS, providerMethods, type ProviderMethod } from '../../src/shared/provider-api';
import { walletMethods, type WalletMethod } from '../../src/shared/wallet-api';
import { dumpIndexedDb } from './dump';
import { EXTENSION_ID, installFakeChrome, type FakeChrome, type FakePort } from './fakeChrome';
import { fakeLedger, type FakeLedger } from './fakeLedger';
import { answerOf, loadBackground, MNEMONIC, PASSWORD, request, send } from './harness';

const DAPP = 'https://dapp.example';
const FUZZ_SEED = 4242;
const PROVIDER_CODES = [4001, 4100, 4200, 4900, -32602, -32603, -32003, -32005];
const myKey = deriveExtendedKey(MNEMONIC, accountPath(0));
const recipient = addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(5)).kL));

let fake: FakeChrome;
let ledger: FakeLedger;
let bg: Awaited<ReturnType<typeof loadBackground>>;
let port: FakePort;
let me: string;

function flipChar(address: string): string {
  const i = address.length - 3;
  return address.slice(0, i) + (address[i] === 'q' ? 'p' : 'q') + address.slice(i + 1);
}

/** Everything a refused call must not touch. Activity bookkeeping (alarms) and the balance cache are not state. */
async function snapshot(options: { session?: boolean } = {}): Promise<string> {
  const session = [...fake.session.data].filter(([key]) => key !== 'provider.knownDocuments' && key !== 'wallet.balance');
  return JSON.stringify({
    local: fake.local.dump(),
    session: options.session === false ? null : session,
    idb: await dumpIndexedDb(KEYRING_DB),
    localArea: await dumpIndexedDb(STORAGE_DB),
    windows: [...fake.windows.keys()],
    badge: fake.badge.text,
    broadcasts: ledger.broadcasts.length,
    tabMessages: fake.tabMessages.length,
  });
}

async function expectProviderError(method: string, params: unknown, codes = PROVIDER_CODES): Promise<{ code: number; message: string }> {
  const answer = await request(port, method, params);
  const what = `${method}(${JSON.stringify(params)?.slice(0, 120)}) → ${JSON.stringify(answer).slice(0, 200)}`;
  expect(answer.result, what).toBeUndefined();
  expect(answer.error, what).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
  expect(codes, what).toContain(answer.error!.code);
  expect(answer.error!.message, what).not.toMatch(/\n\s+at |\.ts:\d+/);
  return answer.error!;
}

async function stillAnswers(): Promise<void> {
  expect((await request(port, 'ledger_chainId')).result).toBe('gt-devnet-1');
  expect((await bg.ok('wallet_getState')).unlocked).toBe(true);
}

const GARBAGE: unknown[] = [
  null,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  true,
  '',
  'x',
  'x'.repeat(70_000),
  [],
  [[]],
  {},
  { __proto__: { polluted: 1 } },
  { msgs: null },
  { msgs: [] },
  { msgs: [null] },
  { msgs: 'MsgSend' },
  { type: 'StdTx' },
  { type: 'StdTx', value: [] },
  { data: 5 },
  { data: null },
  { name: '', restUrl: '', chainId: '' },
  { chainId: 7 },
  { chainId: '' },
  { accountId: '' },
  { approvalId: 'x'.repeat(201), approved: 'yes' },
  { password: 5 },
  { secret: { kind: 'seed' } },
  { minutes: 0 },
  { minutes: 1.5 },
  { minutes: '5' },
  { name: 'getBalance', args: 'x' },
  { confirm: 'reset' },
];

beforeAll(async () => {
  fake = installFakeChrome();
  ledger = fakeLedger();
  bg = await loadBackground(fake, ledger);
  bg.approvals.rateLimits.requestsPerMinute = 1_000_000;
  bg.approvals.rateLimits.approvalRequestsPerMinute = 1_000_000;
  await bg.ok('wallet_initialize', { secret: { kind: 'mnemonic', mnemonic: MNEMONIC }, password: PASSWORD });
  me = (await bg.ok('wallet_getState')).accounts[0]!.address;
  ledger.balances.set(me, [{ denom: 'NANOGT', amount: '1000000000000' }]);
  port = fake.connectPort(DAPP);
  const id = send(port, 'ledger_requestAccounts');
  const approval = await vi.waitFor(async () => {
    const [first] = await bg.ok('wallet_listApprovals');
    if (!first) throw new Error('no approval yet');
    return first;
  });
  await bg.ok('wallet_resolveApproval', { approvalId: approval.id, approved: true });
  expect((await answerOf(port, id)).result).toHaveLength(1);
  fake.closeWindow([...fake.windows.keys()][0]!);
});

describe('provider fuzz', () => {
  it('answers -32602 for params every method schema refuses, and nothing is stored', async () => {
    const before = await snapshot();
    let refused = 0;
    for (const method of PROVIDER_METHODS) {
      for (const params of GARBAGE) {
        if (v.safeParse(providerMethods[method], params).success) continue;
        expect((await expectProviderError(method, params)).code).toBe(-32602);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(PROVIDER_METHODS.length * 10);
    expect(await snapshot()).toBe(before);
    await stillAnswers();
  });

  it('answers random JSON params with an EIP-1193 error and queues nothing', async () => {
    const before = await snapshot();
    // Methods whose valid call has an effect (connect, disconnect) get only values their schema refuses.
    const effectful: ProviderMethod[] = ['ledger_requestAccounts', 'ledger_disconnect'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PROVIDER_METHODS), fc.jsonValue({ maxDepth: 4 }), async (method, params) => {
        const valid = v.safeParse(providerMethods[method], params).success;
        if (valid && (effectful.includes(method) || ['ledger_chainId', 'ledger_getNetwork', 'ledger_accounts'].includes(method))) return;
        await expectProviderError(method, params);
      }),
      { seed: FUZZ_SEED, numRuns: 300 },
    );
    expect(await snapshot()).toBe(before);
    await stillAnswers();
  });

  it('refuses well-shaped but wrong transactions, messages and networks without an approval', async () => {
    const send1 = (value: Record<string, unknown>) => ({
      msgs: [{ type: 'MsgSend', value: { from_address: me, to_address: recipient, amount: [{ denom: 'NANOGT', amount: '1' }], ...value } }],
    });
    const cases: Array<[ProviderMethod, unknown]> = [
      ['ledger_sendTx', send1({ to_address: flipChar(recipient) })],
      ['ledger_sendTx', send1({ to_address: recipient.replace(/^gt1/, 'cosmos1') })],
      ['ledger_sendTx', send1({ from_address: recipient })],
      ['ledger_sendTx', send1({ from_address: flipChar(me) })],
      ...['-1', '1.5', '0x10', 'NaN', '', '9'.repeat(60)].map((amount): [ProviderMethod, unknown] => [
        'ledger_signTx',
        send1({ amount: [{ denom: 'NANOGT', amount }] }),
      ]),
      ...['nanogt', 'FOO', ''].map((denom): [ProviderMethod, unknown] => ['ledger_signTx', send1({ amount: [{ denom, amount: '1' }] })]),
      ['ledger_signTx', send1({ amount: { denom: 'NANOGT', amount: '1' } })],
      ['ledger_signTx', { msgs: [{ type: 'MsgSteal', value: { from_address: me } }] }],
      ['ledger_signTx', { msgs: [{ type: 'constructor', value: {} }] }],
      ['ledger_signTx', { msgs: [{ type: '__proto__', value: {} }] }],
      ['ledger_signTx', { ...send1({}), fee: { amount: [{ denom: 'NANOGT', amount: '-1' }], gas: '1' } }],
      ['ledger_signTx', { ...send1({}), fee: { amount: [], gas: '1' } }],
      ['ledger_signTx', { ...send1({}), fee: { amount: [{ denom: 'FOO', amount: '100000' }], gas: '1' } }],
      ['ledger_signTx', { ...send1({}), fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '-5' } }],
      ['ledger_signTx', { ...send1({}), validHeight: ['10', '5'] }],
      ['ledger_signTx', { ...send1({}), validHeight: ['0', '0'] }],
      ['ledger_signTx', { ...send1({}), memo: '字'.repeat(100) }],
      ['ledger_sendTx', { type: 'StdTx', value: { msg: send1({ amount: [{ denom: 'NANOGT', amount: '-1' }] }).msgs } }],
      ['ledger_signMessage', { data: '0xzz' }],
      ['ledger_signMessage', { data: '0x123' }],
      ['ledger_signMessage', { data: 'hi', address: flipChar(me) }],
      ['ledger_signMessage', { data: 'hi', address: recipient }],
      ['ledger_addNetwork', { name: 'evil', restUrl: 'javascript:alert(1)', chainId: 'x' }],
      ['ledger_addNetwork', { name: 'evil', restUrl: 'file:///etc/passwd', chainId: 'x' }],
      ['ledger_addNetwork', { name: 'evil', restUrl: 'https://user:pw@node.example', chainId: 'x' }],
      ['ledger_addNetwork', { name: 'evil', restUrl: `chrome-extension://${EXTENSION_ID}/`, chainId: 'x' }],
      ['ledger_addNetwork', { name: 'evil', restUrl: 'https://node.example', chainId: '   ' }],
      ['ledger_switchNetwork', { chainId: 'no-such-chain' }],
    ];
    const before = await snapshot();
    for (const [method, params] of cases) {
      const error = await expectProviderError(method, params, [-32602, 4100]);
      expect(error.message.length).toBeGreaterThan(0);
    }
    expect(await snapshot()).toBe(before);
    expect(await bg.ok('wallet_listApprovals')).toEqual([]);
    await stillAnswers();
  });

  it('refuses mutated signed transactions on ledger_broadcastTx without reaching the node', async () => {
    const unsigned = buildUnsignedTx({
      msgs: [{ type: 'MsgSend', value: { from_address: me, to_address: recipient, amount: [{ denom: 'NANOGT', amount: '5' }] } }],
      fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
      validHeight: ['90', '300'],
    });
    const signed = signStdTx(unsigned, 'gt-devnet-1', [{ kL: myKey.kL, publicKey: publicKeyOf(myKey.kL) }]);
    const flipped = fromBase64(signed.value.signatures![0]!.signature);
    flipped[0]! ^= 1;
    const mutate = (change: (tx: any) => void) => {
      const copy = structuredClone(signed) as any;
      change(copy);
      return copy;
    };
    const cases = [
      mutate((tx) => (tx.value.signatures[0].signature = toBase64(flipped))),
      mutate((tx) => (tx.value.msg[0].value.amount[0].amount = '6')),
      mutate((tx) => (tx.value.msg[0].value.to_address = me)),
      mutate((tx) => (tx.value.memo = 'changed')),
      mutate((tx) => (tx.value.signatures[0].pub_key.value = 'AAAA')),
      mutate((tx) => (tx.value.signatures[0].signature = '%%%')),
      mutate((tx) => (tx.value.nonces = ['not base64!'])),
      signStdTx(unsigned, 'other-chain', [{ kL: myKey.kL, publicKey: publicKeyOf(myKey.kL) }]),
    ];
    const before = await snapshot();
    for (const tx of cases) expect((await expectProviderError('ledger_broadcastTx', tx)).code).toBe(-32602);
    expect(await snapshot()).toBe(before);
    // The intact transaction goes through: the refusals above were about the mutations.
    expect((await request(port, 'ledger_broadcastTx', signed)).result).toMatchObject({ txhash: expect.any(String) });
    expect(ledger.broadcasts).toHaveLength(1);
    // A different address form of the same signed tx is still the same signed doc (protocol: gt1 in the doc).
    const vaultForm = mutate((tx) => (tx.value.msg[0].value.from_address = toForm(me, 'vault1')));
    const answer = await request(port, 'ledger_broadcastTx', vaultForm);
    expect(answer.error?.code ?? 0).not.toBe(-32603);
  });

  it('survives garbage envelopes: answers what has an id, ignores what has none, keeps working', async () => {
    const before = await snapshot();
    const envelopes: unknown[] = [
      undefined,
      null,
      42,
      'ledger_chainId',
      [],
      [{ id: 'a', method: 'ledger_chainId' }],
      {},
      { method: 'ledger_chainId' },
      { id: 5, method: 'ledger_chainId' },
      { id: '', method: 'ledger_chainId' },
      { id: 'x'.repeat(101), method: 'ledger_chainId' },
      { id: 'x'.repeat(1_000_000), method: 'ledger_chainId' },
      { resume: 'all' },
      { resume: [1, 2] },
      { resume: Array(201).fill('a') },
      { id: 'bad-method-type', method: 7 },
      { id: 'no-method' },
      { id: 'long-method', method: 'x'.repeat(101) },
      { id: 'unknown-method', method: 'eth_sendTransaction' },
      { id: 'proto-method', method: '__proto__' },
      { id: 'ctor-method', method: 'constructor' },
    ];
    const received = port.received.length;
    for (const envelope of envelopes) port.onMessage.fire(envelope);
    for (const id of ['bad-method-type', 'no-method', 'long-method']) {
      expect((await answerOf(port, id)).error).toMatchObject({ code: -32602, message: expect.any(String) });
    }
    for (const id of ['unknown-method', 'proto-method', 'ctor-method']) {
      expect((await answerOf(port, id)).error).toMatchObject({ code: 4200 });
    }
    await stillAnswers();
    // "received" goes to well-formed requests only (here the unknown methods and stillAnswers' own).
    const all = port.received.slice(received) as Array<{ id?: unknown; received?: unknown }>;
    expect(all.filter((message) => 'received' in message).map((message) => message.received)).toEqual(
      expect.arrayContaining(['unknown-method', 'proto-method', 'ctor-method']),
    );
    expect(all.some((message) => message.received === 'bad-method-type' || message.received === 'no-method')).toBe(false);
    const answers = all.filter((message) => !('received' in message));
    // Nothing was answered to an id the content script would not relay (non-string or over 100 characters).
    expect(answers.filter((message) => !(typeof message.id === 'string' && message.id.length <= 100))).toEqual([]);
    // An empty id is malformed but relayable: the page gets its answer instead of waiting forever.
    expect(answers.find((message) => message.id === '')).toMatchObject({ error: { code: -32602 } });
    expect(await snapshot()).toBe(before);
  });

  it('refuses provider ports that do not come from a web page tab', async () => {
    const senders: Array<[string, chrome.runtime.MessageSender, string?]> = [
      ['our popup page', fake.popupSender],
      [
        'our extension page in a tab',
        { ...fake.popupSender, tab: { id: 3 } as chrome.tabs.Tab, origin: `chrome-extension://${EXTENSION_ID}` },
      ],
      [
        'another extension',
        { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url: `${DAPP}/page.html`, origin: DAPP, tab: { id: 4 } as chrome.tabs.Tab, frameId: 0 },
      ],
      ['no sender id', { url: `${DAPP}/page.html`, origin: DAPP, tab: { id: 4 } as chrome.tabs.Tab, frameId: 0 }],
      [
        'a file page',
        { id: EXTENSION_ID, url: 'file:///home/me/page.html', origin: 'file://', tab: { id: 4 } as chrome.tabs.Tab, frameId: 0 },
      ],
      ['a negative tab id', { id: EXTENSION_ID, url: `${DAPP}/page.html`, origin: DAPP, tab: { id: -1 } as chrome.tabs.Tab, frameId: 0 }],
      ['a data: page', { id: EXTENSION_ID, url: 'data:text/html,hi', origin: 'null', tab: { id: 4 } as chrome.tabs.Tab, frameId: 0 }],
    ];
    const before = await snapshot();
    for (const [what, sender] of senders) {
      const foreign = fake.connectPortFrom(sender);
      expect(foreign.disconnected, what).toBe(true);
      foreign.onMessage.fire({ id: 'r1', method: 'ledger_requestAccounts' });
      foreign.onMessage.fire({ id: 'r2', method: 'ledger_accounts' });
    }
    // A port under another name is not the provider's: it gets nothing.
    const other = fake.connectPortFrom(
      { id: EXTENSION_ID, url: `${DAPP}/p.html`, origin: DAPP, tab: { id: 5 } as chrome.tabs.Tab, frameId: 0 },
      'something-else',
    );
    other.onMessage.fire({ id: 'r3', method: 'ledger_accounts' });
    await stillAnswers();
    expect(other.received).toEqual([]);
    expect(await snapshot()).toBe(before);
    expect(await bg.ok('wallet_listApprovals')).toEqual([]);
  });
});

describe('wallet fuzz', () => {
  const methods = Object.keys(walletMethods) as WalletMethod[];

  async function expectWalletError(method: string, params: unknown, code?: string) {
    const response = (await bg.wallet.handleWalletMessage({ channel: 'vaultline:wallet', method, params }, fake.popupSender)) as any;
    const what = `${method}(${JSON.stringify(params)?.slice(0, 120)}) → ${JSON.stringify(response).slice(0, 200)}`;
    expect(response.ok, what).toBe(false);
    expect(response.error, what).toMatchObject({ code: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String) });
    if (code) expect(response.error.code, what).toBe(code);
    return response.error as { code: string; message: string; field?: string };
  }

  it('answers invalid_params for params every method schema refuses, and nothing is stored', async () => {
    const before = await snapshot();
    let refused = 0;
    for (const method of methods) {
      for (const params of GARBAGE) {
        // null/undefined params mean "no params" ({}), which some methods take.
        if (params === null || v.safeParse(walletMethods[method], params).success) continue;
        await expectWalletError(method, params, 'invalid_params');
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(methods.length * 10);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...methods), fc.jsonValue({ maxDepth: 4 }), async (method, params) => {
        if (params === null || v.safeParse(walletMethods[method], params).success) return;
        await expectWalletError(method, params, 'invalid_params');
      }),
      { seed: FUZZ_SEED, numRuns: 300 },
    );
    expect(await snapshot()).toBe(before);
    await stillAnswers();
  });

  it('refuses unknown methods and malformed envelopes', async () => {
    const before = await snapshot();
    for (const method of [
      undefined,
      null,
      5,
      '',
      'wallet_nope',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'x'.repeat(10_000),
    ]) {
      const error = await expectWalletError(method as string, {}, 'unknown_method');
      expect(error.message.length).toBeLessThan(200);
    }
    for (const message of [undefined, null, 42, 'wallet_getState', [], {}]) {
      const response = (await bg.wallet.handleWalletMessage(message, fake.popupSender)) as any;
      expect(response).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses well-shaped but wrong wallet calls without a change', async () => {
    const [account] = (await bg.ok('wallet_getState')).accounts;
    const cases: Array<[WalletMethod, unknown]> = [
      ['wallet_initialize', { secret: { kind: 'mnemonic', mnemonic: MNEMONIC }, password: PASSWORD }],
      ['wallet_initialize', { secret: { kind: 'mnemonic', mnemonic: 'test test test' }, password: PASSWORD }],
      ['wallet_selectAccount', { accountId: 'no-such-account' }],
      ['wallet_selectAccount', { accountId: '__proto__' }],
      ['wallet_renameAccount', { accountId: 'no-such-account', name: 'x' }],
      ['wallet_addMultisigAccount', { threshold: 3, pubkeys: [account!.publicKey, account!.publicKey] }],
      ['wallet_addMultisigAccount', { threshold: 1, pubkeys: ['gt1pubnotakey'] }],
      ['wallet_addMultisigAccount', { threshold: 1, pubkeys: [me] }],
      ['wallet_selectNetwork', { networkId: 'no-such-network' }],
      ['wallet_removeNetwork', { networkId: (await bg.ok('wallet_getState')).network.id }],
      ['wallet_removeNetwork', { networkId: 'no-such-network' }],
      ['wallet_addNetwork', { name: 'evil', restUrl: 'javascript:alert(1)', chainId: 'x' }],
      ['wallet_addNetwork', { name: 'evil', restUrl: 'ftp://node.example', chainId: 'x' }],
      ['wallet_resolveApproval', { approvalId: 'no-such-approval', approved: true }],
      ['wallet_query', { name: 'constructor', args: [] }],
      ['wallet_query', { name: 'broadcastTx', args: [{}] }],
      ['wallet_query', { name: 'devFund', args: [me, [{ denom: 'NANOGT', amount: '1' }]] }],
      ['wallet_query', { name: 'getBalance', args: [1, 2, 3, 4, 5] }],
      [
        'wallet_submitTx',
        {
          msgs: [
            { type: 'MsgSend', value: { from_address: me, to_address: flipChar(recipient), amount: [{ denom: 'NANOGT', amount: '1' }] } },
          ],
        },
      ],
      [
        'wallet_submitTx',
        { msgs: [{ type: 'MsgSend', value: { from_address: me, to_address: recipient, amount: [{ denom: 'NANOGT', amount: '-1' }] } }] },
      ],
      [
        'wallet_submitTx',
        { msgs: [{ type: 'MsgSend', value: { from_address: recipient, to_address: me, amount: [{ denom: 'NANOGT', amount: '1' }] } }] },
      ],
      ['wallet_submitTx', { accountId: 'no-such-account', msgs: [{ type: 'MsgSend', value: {} }] }],
      ['wallet_activity', { address: 'not-an-address' }],
      ['wallet_activity', { address: flipChar(me) }],
    ];
    const before = await snapshot();
    for (const [method, params] of cases) await expectWalletError(method, params);
    expect(await snapshot()).toBe(before);
    await stillAnswers();
  });

  it('refuses a wrong password without touching the keyring', async () => {
    const before = await snapshot({ session: false });
    await expectWalletError('wallet_changePassword', { oldPassword: 'not the password', newPassword: 'another long password' });
    await expectWalletError('wallet_unlock', { password: 'not the password' });
    expect(await snapshot({ session: false })).toBe(before);
    await stillAnswers();
  });

  it('refuses wallet calls from a content script, a web page or another extension', async () => {
    const senders: chrome.runtime.MessageSender[] = [
      { id: EXTENSION_ID, url: `${DAPP}/page.html`, origin: DAPP, tab: { id: 1 } as chrome.tabs.Tab, frameId: 0 },
      { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url: `chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/popup.html` },
      { url: `chrome-extension://${EXTENSION_ID}/src/popup/index.html` },
      { id: EXTENSION_ID, url: `chrome-extension://${EXTENSION_ID}.evil.example/` },
      { id: EXTENSION_ID },
    ];
    const before = await snapshot();
    for (const sender of senders) {
      for (const [method, params] of [
        ['wallet_getState', {}],
        ['wallet_lock', {}],
        ['wallet_reset', { confirm: 'RESET' }],
        ['wallet_listApprovals', {}],
      ] as const) {
        const response = await bg.wallet.handleWalletMessage({ channel: 'vaultline:wallet', method, params }, sender);
        expect(response, `${method} from ${JSON.stringify(sender)}`).toEqual({
          ok: false,
          error: { code: 'forbidden', message: expect.any(String) },
        });
      }
      // Through the real runtime.onMessage listener too.
      const answered = new Promise((resolve) => {
        const results = fake.chrome.runtime.onMessage.fire(
          { channel: 'vaultline:wallet', method: 'wallet_reset', params: { confirm: 'RESET' } },
          sender,
          resolve,
        );
        expect(results).toContain(true);
      });
      expect(await answered).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    // Messages on other channels are not the wallet's: the listener leaves them unanswered.
    for (const message of [null, 42, 'x', { channel: 'other' }, { method: 'wallet_reset' }]) {
      const sendResponse = vi.fn();
      expect(fake.chrome.runtime.onMessage.fire(message, fake.popupSender, sendResponse)).toEqual([false]);
      expect(sendResponse).not.toHaveBeenCalled();
    }
    expect(await snapshot()).toBe(before);
    expect((await bg.ok('wallet_getState')).initialized).toBe(true);
  });
});
