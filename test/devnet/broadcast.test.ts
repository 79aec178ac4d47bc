// POST /v1/tx: a real send, and every refusal the node owes the wallet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesToHex, fromBase64, toBase64 } from '../../src/core/bytes';
import { encodeStdTxAmino, txHash } from '../../src/core/amino';
import { signStdTx } from '../../src/core/tx';
import type { StdTx } from '../../src/core/types';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultValidHeight } from '../../src/core/tx';
import { createApp } from '../../src/devnet/http/app';
import { DEFAULT_CHAIN_ID, DEFAULT_MNEMONIC, defaultGenesis, deriveDevAccounts } from '../../src/devnet/ledger/genesis';
import { ACCEPTED_RAW_LOG, Ledger, type LoggedBlock } from '../../src/devnet/ledger/ledger';
import { LEDGER_MODULES } from '../../src/devnet/modules/index';
import { devKey, FEE, refusal, TestNode } from './support';

const GT = 1_000_000_000n;

describe('broadcast on a node with block time 0', () => {
  let node: TestNode;
  const alice = devKey(0);
  const bob = devKey(1);
  const carol = devKey(2);

  beforeAll(async () => {
    node = await TestNode.start();
  });
  afterAll(() => node.close());

  it('sends NANOGT: balances move, the fee is paid, the tx is indexed and searchable', async () => {
    const aliceBefore = await node.balance(alice.address);
    const bobBefore = await node.balance(bob.address);
    const heightBefore = node.height();

    const result = await node.send(alice, bob.address, (25n * GT).toString());

    expect(result.height).toBe(String(heightBefore + 1));
    expect(result.txhash).toMatch(/^IRREVOCABLEPAY-[0-9A-F]{96}$/);
    expect(await node.balance(alice.address)).toBe(aliceBefore - 25n * GT - BigInt(FEE));
    expect(await node.balance(bob.address)).toBe(bobBefore + 25n * GT);

    const record = await node.client.getTx(result.txhash);
    expect(record.height).toBe(result.height);
    expect(record.logs).toEqual([expect.objectContaining({ msg_index: 0, success: true })]);
    expect(record.events).toContainEqual({
      type: 'transfer',
      attributes: [
        { key: 'recipient', value: bob.address },
        { key: 'amount', value: `${25n * GT}NANOGT` },
      ],
    });
    const bare = result.txhash.split('-')[1]!;
    expect((await node.client.getTx(bare.toLowerCase())).txhash).toBe(result.txhash);

    const [page] = await node.client.searchTxs({ sender: alice.address, action: 'send' });
    expect(page!.txs.map((t) => t.txhash)).toContain(result.txhash);

    const account = await node.client.getAccount(alice.address);
    expect(account.result.value.account_field.value.base_account.public_key?.value).toBe(toBase64(alice.publicKey));
  });

  it('carries the amino bytes: upper-case hex in the tx record, base64 in the broadcast answer', async () => {
    const signed = node.sign(await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '7' }]), alice);
    const result = await node.client.broadcastTx(signed);
    const bytes = encodeStdTxAmino(result.tx);
    expect(result.data).toBe(toBase64(bytes));
    expect(result.txhash).toBe(txHash(result.tx));
    expect((await node.client.getTx(result.txhash)).data).toBe(bytesToHex(bytes).toUpperCase());
  });

  it("takes a nonce of any length, as a real node does (the Go SDK's TxBuilder signs 32 bytes), but not an empty one", async () => {
    const unsigned = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '7' }]);
    // gatechainsdk gatechain/auth/txbuilder.go: nonce = SHA-512/256 of a UUID (32 bytes).
    const sdkNonce = toBase64(new Uint8Array(32).fill(7));
    const signed = node.sign({ ...unsigned, value: { ...unsigned.value, nonces: [sdkNonce] } }, alice);
    expect(signed.value.nonces).toEqual([sdkNonce]);
    const result = await node.broadcastAndWait(signed);
    expect((await node.client.getTx(result.txhash)).tx.value.nonces).toEqual([sdkNonce]);
    const empty = node.sign({ ...unsigned, value: { ...unsigned.value, nonces: [''] } }, alice);
    expect(await refusal(node.client.broadcastTx({ ...empty, value: { ...empty.value, nonces: [''] } }))).toMatchObject({
      status: 400,
      code: 'invalid_nonce',
    });
  });

  it('refuses a tampered signature', async () => {
    const signed = node.sign(await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '1' }]), alice);
    const signature = fromBase64(signed.value.signatures![0]!.signature);
    signature[10]! ^= 0xff;
    signed.value.signatures![0]!.signature = toBase64(signature);
    expect(await refusal(node.client.broadcastTx(signed))).toMatchObject({ status: 400, code: 'invalid_signature' });
  });

  it('refuses a tx signed for another chain id, saying so', async () => {
    const unsigned = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '1' }]);
    const refused = await refusal(node.client.broadcastTx(node.sign(unsigned, alice, 'gt-mainnet-1')));
    expect(refused).toMatchObject({ status: 400, code: 'invalid_signature' });
    expect(refused.message).toContain('wrong chain id');
  });

  it('refuses a tx whose valid_height window has passed or not started', async () => {
    await node.client.devMine(3);
    const h = node.height();
    const expired = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '1' }], { valid_height: ['1', String(h - 1)] });
    expect(await refusal(node.client.broadcastTx(node.sign(expired, alice)))).toMatchObject({ status: 422, code: 'tx_expired' });
    const early = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '1' }], {
      valid_height: [String(h + 5), String(h + 9)],
    });
    expect(await refusal(node.client.broadcastTx(node.sign(early, alice)))).toMatchObject({ status: 422, code: 'tx_not_yet_valid' });
    expect(node.height()).toBe(h);
  });

  it('refuses a replay of an included tx and leaves balances alone', async () => {
    const signed = node.sign(await node.buildSend(alice, carol.address, [{ denom: 'NANOGT', amount: '7' }]), alice);
    await node.client.broadcastTx(signed);
    const carolAfterFirst = await node.balance(carol.address);
    expect(await refusal(node.client.broadcastTx(signed))).toMatchObject({ status: 422, code: 'tx_already_included' });
    expect(await node.balance(carol.address)).toBe(carolAfterFirst);
  });

  it('refuses a zero or missing fee, and a fee below minimumTxFee', async () => {
    const unsigned = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '1' }]);
    const noFee: StdTx = { ...unsigned, value: { ...unsigned.value, fee: { amount: [], gas: '200000' } } };
    expect(await refusal(node.client.broadcastTx(node.sign(noFee, alice)))).toMatchObject({ status: 400, code: 'fee_required' });

    const zeroFee = node.sign(unsigned, alice);
    zeroFee.value.fee = { amount: [{ denom: 'NANOGT', amount: '0' }], gas: '200000' };
    expect(await refusal(node.client.broadcastTx(zeroFee))).toMatchObject({ status: 400, code: 'fee_required' });

    const minimum = (await node.client.getStatus()).node_status.minimumTxFee;
    const lowFee: StdTx = {
      ...unsigned,
      value: { ...unsigned.value, fee: { amount: [{ denom: 'NANOGT', amount: String(BigInt(minimum) - 1n) }], gas: '200000' } },
    };
    expect(await refusal(node.client.broadcastTx(node.sign(lowFee, alice)))).toMatchObject({ status: 400, code: 'insufficient_fee' });
  });

  it('refuses a memo over 256 bytes and accepts 85 Chinese characters', async () => {
    const unsigned = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '1' }]);
    const long: StdTx = { ...unsigned, value: { ...unsigned.value, memo: 'x'.repeat(257) } };
    expect(await refusal(node.client.broadcastTx(node.sign(long, alice)))).toMatchObject({ status: 400, code: 'memo_too_long' });
    const chinese = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '1' }], { memo: '链'.repeat(85) });
    await expect(node.client.broadcastTx(node.sign(chinese, alice))).resolves.toMatchObject({ txhash: expect.any(String) });
  });

  it('refuses a message whose signer did not sign', async () => {
    const fromAlice = await node.buildSend(alice, carol.address, [{ denom: 'NANOGT', amount: '1' }]);
    const fromBob = await node.buildSend(bob, carol.address, [{ denom: 'NANOGT', amount: '1' }]);
    const both: StdTx = { ...fromAlice, value: { ...fromAlice.value, msg: [...fromAlice.value.msg, ...fromBob.value.msg] } };
    const onlyAlice = signStdTx(both, node.chainId, [{ kL: alice.kL, publicKey: alice.publicKey }]);
    const refused = await refusal(node.client.broadcastTx(onlyAlice));
    expect(refused).toMatchObject({ status: 400, code: 'missing_signature' });
    expect(refused.message).toContain(bob.address);

    const signedByBoth = signStdTx(
      both,
      node.chainId,
      [alice, bob].map((k) => ({ kL: k.kL, publicKey: k.publicKey })),
    );
    const result = await node.client.broadcastTx(signedByBoth);
    expect(result.txhash).toMatch(/^MIX-/);
  });

  it('refuses what it cannot spend (422) without producing a block or charging the fee', async () => {
    const poor = devKey(0, 1);
    await node.client.devFund(poor.address, [{ denom: 'NANOGT', amount: '500000' }]);
    const h = node.height();
    const unsigned = await node.buildSend(poor, bob.address, [{ denom: 'NANOGT', amount: '1000000' }]);
    expect(await refusal(node.client.broadcastTx(node.sign(unsigned, poor)))).toMatchObject({ status: 422, code: 'insufficient_funds' });
    expect(node.height()).toBe(h);
    expect(await node.balance(poor.address)).toBe(500000n);

    const cannotPayFee = await node.buildSend(poor, bob.address, [{ denom: 'NANOGT', amount: '1' }], {
      fees: [{ denom: 'NANOGT', amount: '600000' }],
    });
    expect(await refusal(node.client.broadcastTx(node.sign(cannotPayFee, poor)))).toMatchObject({
      status: 422,
      code: 'insufficient_funds',
    });
  });

  it('refuses unsigned, malformed and non-JSON bodies with 400', async () => {
    const unsigned = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '1' }]);
    expect(await refusal(node.client.broadcastTx(unsigned))).toMatchObject({ status: 400, code: 'unsigned_tx' });
    const bad = await node.fetch('/v1/tx', { method: 'POST', body: '{"type":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_json' } });
    const shape = await node.fetch('/v1/tx', { method: 'POST', body: JSON.stringify({ type: 'StdTx', value: { msg: 'no' } }) });
    expect(shape.status).toBe(400);
    expect(((await shape.json()) as { error: { code: string } }).error.code).toBe('invalid_tx');
  });

  it('accepts the Cosmos {tx, mode} envelope', async () => {
    const signed = node.sign(await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '3' }]), alice);
    const response = await node.fetch('/v1/tx', { method: 'POST', body: JSON.stringify({ tx: signed, mode: 'block' }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ txhash: expect.stringMatching(/^IRREVOCABLEPAY-/) });
  });
});

describe('the broadcast answer, at acceptance like a real node', () => {
  const alice = devKey(0);
  const bob = devKey(1);

  it('has the real answer\'s keys and types, height "0" and its raw_log; the tx is in the next block', async () => {
    const node = await TestNode.start();
    try {
      const before = node.height();
      const signed = node.sign(await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount: '9' }]), alice);
      const response = await node.fetch('/v1/tx', { method: 'POST', body: JSON.stringify(signed) });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as Record<string, unknown>;
      // The keys and JSON types of the "Send Transaction" example in the ledger's REST docs.
      expect(Object.keys(answer).sort()).toEqual(['data', 'height', 'raw_log', 'tx', 'txhash']);
      expect(answer).toMatchObject({ height: '0', raw_log: ACCEPTED_RAW_LOG, txhash: txHash(signed), tx: signed });
      expect(ACCEPTED_RAW_LOG).toBe('boradcast tx success');
      const record = await node.waitForTx(answer.txhash as string);
      expect(record.height).toBe(String(before + 1));
      expect(record.logs[0]!.success).toBe(true);
    } finally {
      await node.close();
    }
  });

  it('puts txs accepted together into one block, stored once, before any of them is answered', async () => {
    const appended: LoggedBlock[][] = [];
    const ledger = new Ledger({
      genesis: defaultGenesis({ chainId: DEFAULT_CHAIN_ID, devAccounts: deriveDevAccounts(DEFAULT_MNEMONIC, 3) }),
      modules: LEDGER_MODULES,
      sink: { append: (blocks) => void appended.push(blocks) },
    });
    ledger.start();
    const app = createApp({ ledger, blockTime: 0, devAccounts: [] });
    const node = await TestNode.start();
    try {
      const txs = [];
      for (const amount of ['1', '2', '3']) {
        const unsigned = await node.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount }], { valid_height: defaultValidHeight(1) });
        txs.push(node.sign(unsigned, alice));
      }
      const appendsBefore = appended.length;
      const answers = await Promise.all(
        txs.map(async (tx) => {
          const response = await app.request('/v1/tx', {
            method: 'POST',
            body: JSON.stringify(tx),
            headers: { 'content-type': 'application/json' },
          });
          // Answered only once the block holding it was stored.
          return { status: response.status, body: (await response.json()) as { height: string; txhash: string }, appends: appended.length };
        }),
      );
      expect(answers.map((a) => [a.status, a.body.height])).toEqual([
        [200, '0'],
        [200, '0'],
        [200, '0'],
      ]);
      expect(answers.every((a) => a.appends === appendsBefore + 1)).toBe(true);
      expect(appended.length).toBe(appendsBefore + 1);
      expect(appended.at(-1)![0]!.txs).toHaveLength(3);
      expect(ledger.height()).toBe(2);
      expect(ledger.latest()!.txs).toEqual(answers.map((a) => a.body.txhash));
    } finally {
      await node.close();
    }
  });
});

describe('broadcast on a timed-block node', () => {
  let node: TestNode;
  const alice = devKey(0);
  const bob = devKey(1);
  const carol = devKey(2);

  beforeAll(async () => {
    node = await TestNode.start({ blockTime: 3600 });
  });
  afterAll(() => node.close());

  it('accepts txs spending the same funds; the second fails in the block, on chain with its fee paid and its log', async () => {
    const spender = devKey(1, 1);
    await node.client.devFund(spender.address, [{ denom: 'NANOGT', amount: String(10n * GT) }]);
    const first = node.sign(await node.buildSend(spender, bob.address, [{ denom: 'NANOGT', amount: String(6n * GT) }]), spender);
    const smallPart = await node.buildSend(spender, carol.address, [{ denom: 'NANOGT', amount: String(1n * GT) }]);
    const bigPart = await node.buildSend(spender, bob.address, [{ denom: 'NANOGT', amount: String(5n * GT) }]);
    const second = node.sign({ ...smallPart, value: { ...smallPart.value, msg: [...smallPart.value.msg, ...bigPart.value.msg] } }, spender);
    const carolBefore = await node.balance(carol.address);
    const heightBefore = node.height();

    const firstAnswer = await node.client.broadcastTx(first);
    const secondAnswer = await node.client.broadcastTx(second);
    expect([firstAnswer.height, secondAnswer.height]).toEqual(['0', '0']);
    expect(node.devnet.node.pendingCount).toBe(2);
    expect(node.height()).toBe(heightBefore);
    expect(await refusal(node.client.getTx(firstAnswer.txhash))).toMatchObject({ status: 404 });
    // The mempool is seen: the same tx again is refused while it waits.
    expect(await refusal(node.client.broadcastTx(first))).toMatchObject({ status: 422, code: 'tx_already_pending' });
    await node.client.devMine(1);

    expect((await node.client.getTx(firstAnswer.txhash)).height).toBe(String(heightBefore + 1));
    const failed = await node.client.getTx(secondAnswer.txhash);
    expect(failed.height).toBe(String(heightBefore + 1));
    expect(failed.logs.map((l) => l.success)).toEqual([false, false]);
    expect(failed.logs[1]!.log).toContain('insufficient_funds');
    expect(failed.raw_log).toContain('insufficient_funds');
    expect(await node.balance(carol.address)).toBe(carolBefore);
    expect(await node.balance(spender.address)).toBe(4n * GT - 2n * BigInt(FEE));
    expect(await refusal(node.client.broadcastTx(second))).toMatchObject({ status: 422, code: 'tx_already_included' });
  });

  it('counts the fees of waiting txs: a fee payable only once is refused the second time', async () => {
    const poor = devKey(3, 1);
    await node.client.devFund(poor.address, [{ denom: 'NANOGT', amount: String(BigInt(FEE) + 5n) }]);
    const one = node.sign(await node.buildSend(poor, bob.address, [{ denom: 'NANOGT', amount: '1' }]), poor);
    const two = node.sign(await node.buildSend(poor, carol.address, [{ denom: 'NANOGT', amount: '1' }]), poor);
    expect((await node.client.broadcastTx(one)).height).toBe('0');
    const refusedTwo = await refusal(node.client.broadcastTx(two));
    expect(refusedTwo).toMatchObject({ status: 422, code: 'insufficient_funds' });
    expect(refusedTwo.message).toContain('fee');
    await node.client.devMine(1);
    expect((await node.client.getTx(txHash(one))).logs[0]!.success).toBe(true);
    expect(await node.balance(poor.address)).toBe(4n);
  });

  it('counts every waiting fee check after check: with two fees payable, the third is refused', async () => {
    const payer = devKey(4, 1);
    await node.client.devFund(payer.address, [{ denom: 'NANOGT', amount: String(2n * BigInt(FEE) + 5n) }]);
    const sends = await Promise.all(
      [bob, carol, alice].map(async (to) => node.sign(await node.buildSend(payer, to.address, [{ denom: 'NANOGT', amount: '1' }]), payer)),
    );
    expect((await node.client.broadcastTx(sends[0]!)).height).toBe('0');
    expect((await node.client.broadcastTx(sends[1]!)).height).toBe('0');
    const refusedThird = await refusal(node.client.broadcastTx(sends[2]!));
    expect(refusedThird).toMatchObject({ status: 422, code: 'insufficient_funds' });
    expect(refusedThird.message).toContain('fee');
    await node.client.devMine(1);
    expect(await node.balance(payer.address)).toBe(3n);
    // A new block, a new state: the third is accepted once the chain has paid the first two.
    await node.client.devFund(payer.address, [{ denom: 'NANOGT', amount: FEE }]);
    expect((await node.client.broadcastTx(sends[2]!)).height).toBe('0');
  });
});

describe('the instant broadcast mode (--broadcast-mode instant)', () => {
  it('answers after inclusion with the block height and the logs as raw_log', async () => {
    const node = await TestNode.start({ broadcastMode: 'instant' });
    try {
      const before = node.height();
      const signed = node.sign(await node.buildSend(devKey(0), devKey(1).address, [{ denom: 'NANOGT', amount: '4' }]), devKey(0));
      const answer = await node.client.broadcastTx(signed);
      expect(answer.height).toBe(String(before + 1));
      expect(JSON.parse(answer.raw_log)).toEqual([expect.objectContaining({ msg_index: 0, success: true })]);
    } finally {
      await node.close();
    }
  });
});

describe('a node with a one-second block time', () => {
  it('answers at acceptance and includes the tx in the next timed block without /dev/mine', async () => {
    const node = await TestNode.start({ blockTime: 1 });
    try {
      const before = node.height();
      const signed = node.sign(await node.buildSend(devKey(0), devKey(1).address, [{ denom: 'NANOGT', amount: '5' }]), devKey(0));
      const answer = await node.client.broadcastTx(signed);
      expect(answer.height).toBe('0');
      const record = await node.waitForTx(answer.txhash);
      expect(Number(record.height)).toBeGreaterThan(before);
    } finally {
      await node.close();
    }
  });

  it('puts accepted txs still waiting into a last block when it stops, so a restart finds them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultline-devnet-'));
    try {
      const node = await TestNode.start({ blockTime: 3600, dataDir });
      const signed = node.sign(await node.buildSend(devKey(0), devKey(1).address, [{ denom: 'NANOGT', amount: '6' }]), devKey(0));
      const answer = await node.client.broadcastTx(signed);
      await node.close();
      const again = await TestNode.start({ blockTime: 3600, dataDir });
      try {
        expect((await again.client.getTx(answer.txhash)).logs[0]!.success).toBe(true);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
