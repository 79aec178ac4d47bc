import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountActivity } from '../../src/background/chain/activity';
import {
  LedgerClient, accountPath, buildUnsignedTx, defaultValidHeight, deriveExtendedKey, publicKeyOf, signStdTx,
} from '../../src/core/index';
import { startDevnet, type Devnet } from '../../src/devnet/node';
import { addressFromPublicKey } from '../../src/core/address';
import type { TxRecord } from '../../src/core/rest/types';
import { nextStatus, type TrackedTx } from '../../src/background/txs/status';
import { DEFAULT_MNEMONIC as DEFAULT_DEV_MNEMONIC } from '../../src/devnet/ledger/genesis';
import { installFakeChrome } from './fakeChrome';
import type { FakeLedger } from './fakeLedger';
import { loadBackground } from './harness';

let devnet: Devnet;
let client: LedgerClient;

async function send(fromIndex: number, to: string, amount: string): Promise<string> {
  const key = deriveExtendedKey(devnet.mnemonic, accountPath(fromIndex));
  const height = Number((await client.getLatestBlock()).height);
  const tx = buildUnsignedTx({
    msgs: [{ type: 'MsgSend', value: { from_address: devnet.accounts[fromIndex]!.address, to_address: to, amount: [{ denom: 'NANOGT', amount }] } }],
    fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
    validHeight: defaultValidHeight(height),
  });
  return (await client.broadcastTx(signStdTx(tx, devnet.chainId, [{ kL: key.kL, publicKey: publicKeyOf(key.kL) }]))).txhash;
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, blockTime: 0, accounts: 3 });
  client = new LedgerClient({ baseUrl: devnet.url });
});
afterAll(() => devnet.close());

describe('accountActivity', () => {
  it('lists sent and received transactions, newest first, page by page', async () => {
    const [a, b, c] = devnet.accounts.map((account) => account.address) as [string, string, string];
    const hashes = [await send(0, b, '1'), await send(1, a, '2'), await send(2, b, '3'), await send(0, c, '4'), await send(0, b, '5')];
    const first = await accountActivity(client, b, 1, 2);
    // b took part in txs 0 (received), 1 (sent), 2 (received), 4 (received), not 3.
    expect(first.txs.map((tx) => tx.txhash)).toEqual([hashes[4], hashes[2]]);
    expect(first.totalCount).toBe(4);
    expect(first.pageTotal).toBe(2);
    const second = await accountActivity(client, b, 2, 2);
    expect(second.txs.map((tx) => tx.txhash)).toEqual([hashes[1], hashes[0]]);
    const all = await accountActivity(client, b, 1, 10);
    expect(all.txs.map((tx) => tx.txhash)).not.toContain(hashes[3]);
  });
});

describe('nextStatus: a pending tx after one answer of the node', () => {
  const entry: TrackedTx = { txhash: 'IRREVOCABLEPAY-AB', networkId: 'devnet', address: 'gt1x', summary: 'Send', validUntil: '120', status: 'pending', time: 1 };
  const record = (logs: TxRecord['logs'], height = '101') => ({ height, logs } as TxRecord);

  it('is included with its height when every message succeeded', () => {
    expect(nextStatus(entry, record([{ msg_index: 0, success: true, log: '', events: [] }]))).toMatchObject({ status: 'included', height: '101' });
  });
  it('failed with the node\'s log when a message failed in its block', () => {
    const next = nextStatus(entry, record([{ msg_index: 0, success: false, log: 'insufficient_funds: 5 < 6', events: [] }]));
    expect(next).toMatchObject({ status: 'failed', height: '101', reason: 'insufficient_funds: 5 < 6', reasonCode: 'insufficient_funds' });
    expect(nextStatus(entry, record([{ msg_index: 0, success: false, log: 'not applied: message 1 failed', events: [] }])).reasonCode).toBeUndefined();
  });
  it('stays pending while not found inside its window, and is dropped once the node is past it', () => {
    expect(nextStatus(entry, null, '120')).toBe(entry);
    expect(nextStatus(entry, null, undefined)).toBe(entry);
    const dropped = nextStatus(entry, null, '121');
    expect(dropped.status).toBe('dropped');
    expect(dropped.reason).toContain('block 120');
    expect(dropped.reasonCode).toBe('dropped');
  });
  it('never changes a settled entry', () => {
    const failed = { ...entry, status: 'failed' as const, reason: 'x' };
    expect(nextStatus(failed, record([{ msg_index: 0, success: true, log: '', events: [] }]))).toBe(failed);
  });
});

describe('the tracker, against a devnet that includes txs a block later', () => {
  let node: Devnet;
  let tracker: typeof import('../../src/background/txs/tracker');
  let broadcastSigned: typeof import('../../src/background/tx/broadcast').broadcastSigned;
  let waitForTxForSite: typeof import('../../src/background/txs/wait').waitForTxForSite;
  let network: typeof import('../../src/background/chain/builtin').DEVNET;
  let nodeClient: LedgerClient;
  const keys = (index: number, account = 0) => {
    const key = deriveExtendedKey(DEFAULT_DEV_MNEMONIC, accountPath(index, account));
    const publicKey = publicKeyOf(key.kL);
    return { kL: key.kL, publicKey, address: addressFromPublicKey(publicKey) };
  };
  const signedSend = async (from: ReturnType<typeof keys>, to: string, amount: string, validHeight?: [string, string]) => {
    const height = Number((await nodeClient.getLatestBlock()).height);
    const tx = buildUnsignedTx({
      msgs: [{ type: 'MsgSend', value: { from_address: from.address, to_address: to, amount: [{ denom: 'NANOGT', amount }] } }],
      fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
      validHeight: validHeight ?? defaultValidHeight(height),
    });
    return signStdTx(tx, node.chainId, [{ kL: from.kL, publicKey: from.publicKey }]);
  };

  beforeAll(async () => {
    node = await startDevnet({ port: 0, blockTime: 3600, accounts: 3 });
    nodeClient = new LedgerClient({ baseUrl: node.url });
    const fake = installFakeChrome();
    // The wallet's built-in network points at 127.0.0.1:1317: send its requests to this devnet.
    const rewrite: typeof fetch = (input, init) => fetch(String(input instanceof Request ? input.url : input).replace('http://127.0.0.1:1317', node.url), init);
    await loadBackground(fake, { fetch: rewrite } as FakeLedger);
    tracker = await import('../../src/background/txs/tracker');
    ({ broadcastSigned } = await import('../../src/background/tx/broadcast'));
    ({ waitForTxForSite } = await import('../../src/background/txs/wait'));
    network = (await import('../../src/background/chain/builtin')).DEVNET;
  });
  afterAll(() => node.close());

  it('pending at acceptance, included with its height after the next block; a site waits for it', async () => {
    const alice = keys(0);
    const answer = await broadcastSigned(await signedSend(alice, node.accounts[1]!.address, '5'), network);
    expect(answer.height).toBe('0');
    expect(await tracker.trackedTxs(network.id, alice.address)).toEqual([expect.objectContaining({ txhash: answer.txhash, status: 'pending', msgs: [expect.objectContaining({ type: 'MsgSend' })] })]);
    expect(await tracker.refreshPending()).toBe(1);

    const waited = waitForTxForSite(answer.txhash, [alice.address], 20_000);
    await nodeClient.devMine(1);
    const height = (await nodeClient.getTx(answer.txhash)).height;
    expect(await waited).toEqual({ status: 'included', txhash: answer.txhash, height });
    expect((await tracker.findTracked(answer.txhash))).toMatchObject({ status: 'included', height });
    // A site connected to other accounts cannot follow it.
    await expect(waitForTxForSite(answer.txhash, [node.accounts[2]!.address], 2000)).rejects.toMatchObject({ code: -32602 });
  });

  it('failed with the node\'s reason when a second tx spending the same funds fails in the block', async () => {
    const spender = keys(1, 1);
    await nodeClient.devFund(spender.address, [{ denom: 'NANOGT', amount: '10000000' }]);
    const first = await broadcastSigned(await signedSend(spender, node.accounts[0]!.address, '6000000'), network);
    const second = await broadcastSigned(await signedSend(spender, node.accounts[0]!.address, '5000000'), network);
    await nodeClient.devMine(1);
    expect(await tracker.refreshPending()).toBe(0);
    const entries = await tracker.trackedTxs(network.id, spender.address);
    expect(entries.find((e) => e.txhash === first.txhash)).toMatchObject({ status: 'included' });
    const failed = entries.find((e) => e.txhash === second.txhash)!;
    expect(failed.status).toBe('failed');
    expect(failed.reason).toContain('insufficient_funds');
    await expect(waitForTxForSite(second.txhash, [spender.address], 2000)).resolves.toMatchObject({ status: 'failed', reason: failed.reason });
  });

  it('dropped once its window passed without inclusion (left out of its block: its fee could no longer be paid)', async () => {
    const poor = keys(2, 1);
    const fee = 100000n;
    await nodeClient.devFund(poor.address, [{ denom: 'NANOGT', amount: String(2n * fee + 10n) }]);
    const h = Number((await nodeClient.getLatestBlock()).height);
    await broadcastSigned(await signedSend(poor, node.accounts[0]!.address, '11'), network);
    const left = await broadcastSigned(await signedSend(poor, node.accounts[0]!.address, '1', ['1', String(h + 2)]), network);
    await nodeClient.devMine(1);
    await tracker.refreshPending();
    expect(await tracker.findTracked(left.txhash)).toMatchObject({ status: 'pending' });
    await nodeClient.devMine(2);
    await tracker.refreshPending();
    const dropped = await tracker.findTracked(left.txhash);
    expect(dropped).toMatchObject({ status: 'dropped' });
    expect(dropped!.reason).toContain(`block ${h + 2}`);
    await expect(waitForTxForSite(left.txhash, [poor.address], 2000)).rejects.toMatchObject({ code: -32006 });
  });

  it('keeps a tx the node refused as failed, with the node\'s words', async () => {
    const poor = keys(4, 1);
    const refused = await broadcastSigned(await signedSend(poor, node.accounts[0]!.address, '1'), network).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: -32003 });
    const [entry] = await tracker.trackedTxs(network.id, poor.address);
    expect(entry).toMatchObject({ status: 'failed', reason: (refused as Error).message });
  });
});
