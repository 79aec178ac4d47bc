// Every endpoint the host owns, with a good and a bad request; CORS, unknown paths, body limit.
import { hexToBytes } from '../../src/core/bytes';
import { base32 } from '../../src/devnet/ledger/blocks';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toForm } from '../../src/core/address';
import type { BaseReq } from '../../src/core/rest/types';
import { devKey, refusal, TestNode } from './support';

describe('host endpoints', () => {
  let node: TestNode;
  const alice = devKey(0);
  const bob = devKey(1);
  const stranger = devKey(5, 1);
  let sentHash = '';

  beforeAll(async () => {
    node = await TestNode.start();
    sentHash = (await node.send(alice, bob.address, '1000')).txhash;
  });
  afterAll(() => node.close());

  describe('accounts', () => {
    it('GET /v1/account/{account} answers the account; 400 for a malformed address; 404 for an unseen one', async () => {
      const { height, result } = await node.client.getAccount(alice.address);
      expect(height).toBe(String(node.height()));
      expect(result.type).toBe('AccountResp');
      expect(result.value.account_type).toBe(0);
      const base = result.value.account_field.value.base_account;
      expect(base).toMatchObject({ address: alice.address, sequence: '0', account_number: expect.stringMatching(/^\d+$/) });
      expect(await refusal(node.client.getAccount('gt11notanaddress'))).toMatchObject({ status: 400, code: 'invalid_address' });
      expect(await refusal(node.client.getAccount(stranger.address))).toMatchObject({ status: 404, code: 'account_not_found' });
    });

    it('GET /v1/account/balance/{account} answers coins (empty for an unseen address) in any address form', async () => {
      const { result } = await node.client.getBalance(toForm(bob.address, 'vault1'));
      expect(result).toEqual([{ denom: 'NANOGT', amount: String(1_000_000n * 1_000_000_000n + 1000n) }]);
      expect((await node.client.getBalance(stranger.address)).result).toEqual([]);
      expect(await refusal(node.client.getBalance('cosmos1abc'))).toMatchObject({ status: 400, code: 'invalid_address' });
    });
  });

  describe('POST /v1/tx/send/{account}', () => {
    const amount = [{ denom: 'NANOGT', amount: '1.5e3' }];

    it('answers the unsigned StdTx: MsgSend, signatures null, nonces [null], amounts normalised', async () => {
      const tx = await node.client.send(bob.address, { base_req: node.baseReq(alice.address, { memo: 'rent' }), amount });
      expect(tx).toEqual({
        type: 'StdTx',
        value: {
          msg: [
            {
              type: 'MsgSend',
              value: { from_address: alice.address, to_address: bob.address, amount: [{ denom: 'NANOGT', amount: '1500' }] },
            },
          ],
          fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
          nonces: [null],
          signatures: null,
          memo: 'rent',
          valid_height: node.baseReq(alice.address).valid_height,
        },
      });
    });

    const badBaseReqs: Array<[string, Partial<BaseReq>, string]> = [
      ['a zero fee', { fees: [{ denom: 'NANOGT', amount: '0' }] }, 'fee_required'],
      ['no fee', { fees: [] }, 'fee_required'],
      ['a fee in another denom', { fees: [{ denom: 'ABC-123', amount: '5000' }] }, 'invalid_fee'],
      ['another chain id', { chain_id: 'gt-mainnet-1' }, 'wrong_chain_id'],
      ['a 257-byte memo', { memo: 'm'.repeat(257) }, 'memo_too_long'],
      ['a reversed window', { valid_height: ['20', '10'] }, 'invalid_valid_height'],
      ['a non-integer window', { valid_height: ['1', 'ten'] }, 'invalid_valid_height'],
      ['a non-integer gas', { gas: '2e5' }, 'invalid_base_req'],
      ['a bad sender', { from: 'gt1xyz' }, 'invalid_address'],
    ];
    for (const [what, override, code] of badBaseReqs) {
      it(`refuses a BaseReq with ${what} (400 ${code})`, async () => {
        const request = node.client.send(bob.address, { base_req: node.baseReq(alice.address, override), amount });
        expect(await refusal(request)).toMatchObject({ status: 400, code });
      });
    }

    it('refuses a missing base_req, a bad amount and a bad recipient', async () => {
      const noBase = await node.fetch(`/v1/tx/send/${bob.address}`, { method: 'POST', body: JSON.stringify({ amount }) });
      expect(noBase.status).toBe(400);
      expect(
        await refusal(
          node.client.send(bob.address, { base_req: node.baseReq(alice.address), amount: [{ denom: 'NANOGT', amount: '-5' }] }),
        ),
      ).toMatchObject({ status: 400 });
      expect(await refusal(node.client.send('gt11nope', { base_req: node.baseReq(alice.address), amount }))).toMatchObject({
        status: 400,
        code: 'invalid_address',
      });
    });
  });

  describe('transactions', () => {
    it('GET /v1/tx/{hash}: found with or without prefix; 404 unknown; 400 malformed', async () => {
      expect((await node.client.getTx(sentHash)).txhash).toBe(sentHash);
      expect((await node.client.getTx(sentHash.replace(/^[A-Z]+-/, ''))).txhash).toBe(sentHash);
      expect(await refusal(node.client.getTx(`BASIC-${'A'.repeat(96)}`))).toMatchObject({ status: 404, code: 'tx_not_found' });
      expect(await refusal(node.client.getTx('xyz'))).toMatchObject({ status: 400, code: 'invalid_tx_hash' });
    });

    it('GET /v1/tx search pages by sender and action; 400 for a bad limit or no filter', async () => {
      for (let i = 0; i < 3; i++) await node.send(alice, bob.address, String(10 + i));
      const pages = await node.client.searchTxs({ sender: alice.address, action: 'send', limit: 2, page: 2 });
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatchObject({ count: '2', limit: '2', page_number: '2', page_total: '2', total_count: '4' });
      expect((await node.client.searchTxs({ sender: bob.address, action: 'send' }))[0]!.total_count).toBe('0');
      expect((await node.client.searchTxs({ action: 'delegation', sender: alice.address }))[0]!.txs).toEqual([]);
      expect(await refusal(node.client.searchTxs({ sender: alice.address, limit: 0 }))).toMatchObject({
        status: 400,
        code: 'invalid_query',
      });
      expect(await refusal(node.client.searchTxs({}))).toMatchObject({ status: 400, code: 'invalid_query' });
    });
  });

  describe('blocks and status', () => {
    it('GET /v1/block/latest and /v1/block/{height} chain their hashes', async () => {
      const latest = await node.client.getLatestBlock();
      expect(latest.height).toBe(String(node.height()));
      const previous = await node.client.getBlock(Number(latest.height) - 1);
      expect(latest.previousBlockHash).toBe(previous.hash);
      // RFC 4648 base32, upper case, no padding (52 characters for 32 bytes), as the real node writes it.
      for (const text of [latest.hash, latest.previousBlockHash, latest.seed, latest.txnRoot]) expect(text).toMatch(/^[A-Z2-7]{52}$/);
      expect(latest.hash).toBe(base32(hexToBytes(node.devnet.node.blocks.at(-1)!.hash)));
      expect(latest.CertCommitteeInfo).toContain(latest.proposer);
      expect(Number(latest.timestamp)).toBeGreaterThanOrEqual(Number(previous.timestamp));
      expect((await node.client.getBlock(1)).previousBlockHash).toBe('');
    });

    it('GET /v1/block/{height}: 400 for 0 or text, 404 beyond the tip', async () => {
      expect(await refusal(node.client.getBlock(0))).toMatchObject({ status: 400, code: 'invalid_height' });
      expect(await refusal(node.client.getBlock('tip'))).toMatchObject({ status: 400, code: 'invalid_height' });
      expect(await refusal(node.client.getBlock(node.height() + 1))).toMatchObject({ status: 404, code: 'block_not_found' });
    });

    it('GET /v1/status reports the height and the minimum fee', async () => {
      const status = await node.client.getStatus();
      expect(status.node_status.lastHeight).toBe(String(node.height()));
      expect(BigInt(status.node_status.minimumTxFee)).toBeGreaterThan(0n);
      expect(status.application_version.version).toMatch(/^\d+\.\d+\.\d+$/);
      const wrongMethod = await node.fetch('/v1/status', { method: 'POST', body: '{}' });
      expect(wrongMethod.status).toBe(404);
    });
  });

  describe('foundation', () => {
    it('lists members and answers one as {type: Member, value}; 404 for a non-member; 400 for garbage', async () => {
      const { result } = await node.client.listFoundationMembers();
      expect(result.length).toBeGreaterThanOrEqual(3);
      const member = result[0]!;
      expect(member).toMatchObject({ funds_pool: [{ denom: 'NANOGT', amount: expect.any(String) }], released: [], withdraw: [] });
      const one = await node.client.getFoundationMember(member.address);
      expect(one.result).toEqual({ type: 'Member', value: member });
      expect(await refusal(node.client.getFoundationMember(alice.address))).toMatchObject({
        status: 404,
        code: 'foundation_member_not_found',
      });
      expect(await refusal(node.client.getFoundationMember('member'))).toMatchObject({ status: 400, code: 'invalid_address' });
    });
  });

  describe('/dev endpoints', () => {
    it('POST /dev/mine mines N blocks; refuses 0 or a fraction', async () => {
      const h = node.height();
      expect(await node.client.devMine(5)).toEqual({ height: String(h + 5) });
      expect(await refusal(node.client.devMine(0))).toMatchObject({ status: 400, code: 'invalid_request' });
      expect(await refusal(node.client.devMine(1.5))).toMatchObject({ status: 400, code: 'invalid_request' });
      const bare = await node.fetch('/dev/mine', { method: 'POST' });
      expect(await bare.json()).toEqual({ height: String(h + 6) });
    });

    it('POST /dev/advance-time moves the block clock forward; refuses negative seconds', async () => {
      const before = Number((await node.client.getLatestBlock()).timestamp);
      const { time } = await node.client.devAdvanceTime(86_400);
      expect(Number(time)).toBeGreaterThanOrEqual(before + 86_400);
      expect((await node.client.getLatestBlock()).timestamp).toBe(time);
      expect(await refusal(node.client.devAdvanceTime(-5))).toMatchObject({ status: 400, code: 'invalid_request' });
    });

    it('POST /dev/fund credits an address; refuses a bad address or amount', async () => {
      const fresh = devKey(6, 1);
      const funded = await node.client.devFund(fresh.address, [{ denom: 'NANOGT', amount: '42E9' }]);
      expect(funded.coins).toEqual([{ denom: 'NANOGT', amount: '42000000000' }]);
      expect(await node.balance(fresh.address)).toBe(42_000_000_000n);
      expect(await refusal(node.client.devFund('gt1bad', [{ denom: 'NANOGT', amount: '1' }]))).toMatchObject({
        status: 400,
        code: 'invalid_address',
      });
      expect(await refusal(node.client.devFund(fresh.address, [{ denom: 'NANOGT', amount: '1.5' }]))).toMatchObject({
        status: 400,
        code: 'invalid_amount',
      });
      expect(await refusal(node.client.devFund(fresh.address, [{ denom: 'nanogt', amount: '1' }]))).toMatchObject({
        status: 400,
        code: 'invalid_denom',
      });
    });

    it('GET /dev/accounts lists the prefunded addresses, never keys', async () => {
      const response = await node.fetch('/dev/accounts');
      const body = (await response.json()) as { accounts: Array<Record<string, unknown>> };
      expect(body.accounts[0]).toEqual({ index: 0, address: alice.address, path: "44'/669'/0'/0/0" });
      expect(Object.keys(body.accounts[0]!).sort()).toEqual(['address', 'index', 'path']);
      const wrong = await node.fetch('/dev/accounts', { method: 'DELETE' });
      expect(wrong.status).toBe(404);
    });
  });

  describe('HTTP behaviour', () => {
    it('allows CORS from an extension origin, including preflight', async () => {
      const origin = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
      const preflight = await node.fetch('/v1/tx', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      const get = await node.fetch('/v1/status', { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('gives every answer, success or error, the CORS headers: Allow-Origin * off /dev, and Vary: Origin', async () => {
      const origin = 'https://dapp.example';
      const answers = [
        await node.fetch('/v1/status'),
        await node.fetch('/v1/status', { headers: { origin } }),
        await node.fetch('/v1/nothing-here', { headers: { origin } }),
        await node.fetch('/v1/tx', { method: 'POST', body: '{"type":"StdTx"}', headers: { origin, 'content-type': 'application/json' } }),
        await node.fetch('/v1/tx', {
          method: 'POST',
          body: 'x'.repeat(2 * 1024 * 1024),
          headers: { origin, 'content-type': 'application/json' },
        }),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 400, 413]);
      for (const answer of answers) {
        expect(answer.headers.get('access-control-allow-origin')).toBe('*');
        expect(answer.headers.get('vary')).toBe('Origin');
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        await answer.arrayBuffer();
      }
      // A page that may not call /dev/* gets no Allow-Origin (and is refused), still with Vary.
      const refused = await node.fetch('/dev/accounts', { headers: { origin } });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(refused.headers.get('vary')).toBe('Origin');
    });

    it('answers unknown paths with a JSON 404 and oversized bodies with 413', async () => {
      const unknown = await node.fetch('/v1/nothing-here');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
      const huge = await node.fetch('/v1/tx', {
        method: 'POST',
        body: 'x'.repeat(2 * 1024 * 1024),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ error: { code: 'body_too_large' } });
    });

    it('limits a body sent without Content-Length (chunked) too, and reads a small one', async () => {
      const chunked = (text: string) =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < text.length; at += 64 * 1024)
              controller.enqueue(new TextEncoder().encode(text.slice(at, at + 64 * 1024)));
            controller.close();
          },
        });
      const post = (text: string) =>
        node.fetch('/v1/tx', {
          method: 'POST',
          body: chunked(text),
          headers: { 'content-type': 'application/json' },
          duplex: 'half',
        } as RequestInit);
      const huge = await post('x'.repeat(2 * 1024 * 1024));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ error: { code: 'body_too_large' } });
      const small = await post('{"type":"StdTx"}');
      expect(small.status).toBe(400);
      expect(await small.json()).toMatchObject({ error: { code: 'invalid_tx' } });
    });

    it('closes the connection after a 413, so a keep-alive client sends its next request on a new one', async () => {
      // One socket at a time: without `Connection: close` the agent reuses the socket the node is
      // closing, and the second request fails with ECONNRESET.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const send = (method: string, path: string, body?: string) =>
        new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
          const req = request(
            `${node.devnet.url}${path}`,
            { method, agent, headers: body ? { 'content-type': 'application/json' } : {} },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (text += chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      try {
        const tooBig = await send('POST', '/v1/tx', 'x'.repeat(1024 * 1024 + 1));
        expect(tooBig.status).toBe(413);
        expect(tooBig.connection).toBe('close');
        const next = await send('GET', '/v1/status');
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toHaveProperty('node_status');
      } finally {
        agent.destroy();
      }
    });
  });
});
