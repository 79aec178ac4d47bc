import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountActivity } from '../../src/background/chain/activity';
import {
  LedgerClient,
  accountPath,
  buildUnsignedTx,
  defaultValidHeight,
  deriveExtendedKey,
  publicKeyOf,
  signStdTx,
} from '../../src/core/index';
import { txHash } from '../../src/core/amino';
import { startDevnet, type Devnet } from '../../src/devnet/node';
import { addressFromPublicKey } from '../../src/core/address';
import type { TxRecord } from '../../src/core/rest/types';
import { nextStatus as nextStatusChecked, type TrackedTx } from '../../src/background/txs/status';
import { recordIsOurs } from '../../src/background/txs/proof';
import { DEFAULT_MNEMONIC as DEFAULT_DEV_MNEMONIC } from '../../src/devnet/ledger/genesis';
import { installFakeChrome } from './fakeChrome';
import type { FakeLedger } from './fakeLedger';
import { loadBackground } from './harness';

const nextStatus = (entry: TrackedTx, record: Parameters<typeof nextStatusChecked>[1], latest: string | undefined) =>
  nextStatusChecked(entry, record, latest, recordIsOurs);

let devnet: Devnet;
let client: LedgerClient;

async function send(fromIndex: number, to: string, amount: string): Promise<string> {
  const key = deriveExtendedKey(devnet.mnemonic, accountPath(fromIndex));
  const height = Number((await client.getLatestBlock()).height);
  const tx = buildUnsignedTx({
    msgs: [
      {
        type: 'MsgSend',
        value: { from_address: devnet.accounts[fromIndex]!.address, to_address: to, amount: [{ denom: 'NANOGT', amount }] },
      },
    ],
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
  const key = deriveExtendedKey(DEFAULT_DEV_MNEMONIC, accountPath(0));
  const signer = { kL: key.kL, publicKey: publicKeyOf(key.kL) };
  const from = addressFromPublicKey(signer.publicKey);
  const signed = (amount: string) =>
    signStdTx(
      buildUnsignedTx({
        msgs: [{ type: 'MsgSend', value: { from_address: from, to_address: from, amount: [{ denom: 'NANOGT', amount }] } }],
        fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
        validHeight: ['90', '120'],
      }),
      'gt-devnet-1',
      [signer],
    );
  const tx = signed('1');
  const entry: TrackedTx = {
    txhash: txHash(tx),
    networkId: 'devnet',
    address: from,
    summary: 'Send',
    validUntil: '120',
    status: 'pending',
    time: 1,
  };
  const record = (logs: TxRecord['logs'], height = '101', recordTx = tx) => ({ height, logs, tx: recordTx }) as TxRecord;
  const ok: TxRecord['logs'] = [{ msg_index: 0, success: true, log: '', events: [] }];

  it('is included with its height when every message succeeded', () => {
    expect(nextStatus(entry, record(ok), '105')).toMatchObject({ status: 'included', height: '101' });
  });
  it("failed with the node's log when a message failed in its block", () => {
    const next = nextStatus(entry, record([{ msg_index: 0, success: false, log: 'insufficient_funds: 5 < 6', events: [] }]), '105');
    expect(next).toMatchObject({ status: 'failed', height: '101', reason: 'insufficient_funds: 5 < 6', reasonCode: 'insufficient_funds' });
    expect(
      nextStatus(entry, record([{ msg_index: 0, success: false, log: 'not applied: message 1 failed', events: [] }]), '105').reasonCode,
    ).toBeUndefined();
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
    expect(nextStatus(failed, record(ok), '105')).toBe(failed);
  });
  it('counts a record only when it is the tx sent, at a height in its window the node has reached', () => {
    // Another tx's record (the node answers for our hash with something else), or one edited.
    expect(nextStatus(entry, record(ok, '101', signed('2')), '105')).toMatchObject({
      status: 'unconfirmed',
      reasonCode: 'unconfirmed_other_tx',
    });
    const edited = { ...tx, value: { ...tx.value, memo: 'edited' } };
    expect(nextStatus(entry, record(ok, '101', edited), '105').reasonCode).toBe('unconfirmed_other_tx');
    expect(
      nextStatus(
        { ...entry, address: addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEFAULT_DEV_MNEMONIC, accountPath(1)).kL)) },
        record(ok),
        '105',
      ).reasonCode,
    ).toBe('unconfirmed_other_tx');
    expect(nextStatus(entry, { height: '1', logs: ok } as TxRecord, '105').reasonCode).toBe('unconfirmed_other_tx');
    // The right tx at a height outside its window [90, 120], or above the node's latest block.
    for (const height of ['1', '89', '121', '0', 'x'])
      expect(nextStatus(entry, record(ok, height), '200')).toMatchObject({
        status: 'unconfirmed',
        reasonCode: 'unconfirmed_outside_window',
      });
    const ahead = nextStatus(entry, record(ok, '110'), '105');
    expect(ahead).toMatchObject({ status: 'unconfirmed', reasonCode: 'unconfirmed_above_latest' });
    expect(ahead.height).toBeUndefined();
    // No latest height: nothing is decided.
    expect(nextStatus(entry, record(ok), undefined)).toBe(entry);
    // Unconfirmed stays followed: a true answer later settles it; the same false answer changes nothing.
    expect(nextStatus(ahead, record(ok, '110'), '105')).toBe(ahead);
    const settled = nextStatus(ahead, record(ok, '110'), '110');
    expect(settled).toMatchObject({ status: 'included', height: '110' });
    expect('reason' in settled || 'reasonCode' in settled).toBe(false);
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
    const rewrite: typeof fetch = (input, init) =>
      fetch(String(input instanceof Request ? input.url : input).replace('http://127.0.0.1:1317', node.url), init);
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
    expect(await tracker.trackedTxs(network.id, alice.address)).toEqual([
      expect.objectContaining({ txhash: answer.txhash, status: 'pending', msgs: [expect.objectContaining({ type: 'MsgSend' })] }),
    ]);
    expect(await tracker.refreshPending()).toBe(1);

    const waited = waitForTxForSite(answer.txhash, [alice.address], 20_000);
    await nodeClient.devMine(1);
    const height = (await nodeClient.getTx(answer.txhash)).height;
    expect(await waited).toEqual({ status: 'included', txhash: answer.txhash, height });
    expect(await tracker.findTracked(answer.txhash)).toMatchObject({ status: 'included', height });
    // A site connected to other accounts cannot follow it.
    await expect(waitForTxForSite(answer.txhash, [node.accounts[2]!.address], 2000)).rejects.toMatchObject({ code: -32602 });
  });

  it("failed with the node's reason when a second tx spending the same funds fails in the block", async () => {
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
    await expect(waitForTxForSite(second.txhash, [spender.address], 2000)).resolves.toMatchObject({
      status: 'failed',
      reason: failed.reason,
    });
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

  it("keeps a tx the node refused as failed, with the node's words", async () => {
    const poor = keys(4, 1);
    const refused = await broadcastSigned(await signedSend(poor, node.accounts[0]!.address, '1'), network).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: -32003 });
    const [entry] = await tracker.trackedTxs(network.id, poor.address);
    expect(entry).toMatchObject({ status: 'failed', reason: (refused as Error).message });
  });
});
