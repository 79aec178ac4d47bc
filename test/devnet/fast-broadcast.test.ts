// POST /v1/tx is answered ahead of hono (src/devnet/http/fast-broadcast.ts): the same bytes as the
// hono route, which a query string still reaches, and only the plain requests take that path.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { txHash } from '../../src/core/amino';
import { defaultValidHeight } from '../../src/core/tx';
import type { StdTx } from '../../src/core/types';
import { withFastBroadcast } from '../../src/devnet/http/fast-broadcast';
import { refused } from '../../src/devnet/http/errors';
import { devKey, TestNode } from './support';

/** Sends raw bytes on a new connection; resolves with everything the node wrote until it closed. */
function exchange(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.end(bytes);
  });
}

const post = (path: string, body: Buffer | string, head = 'HTTP/1.1', extra = '') =>
  Buffer.concat([
    Buffer.from(
      `POST ${path} ${head}\r\nHost: node\r\nContent-Type: application/json\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    ),
    Buffer.from(body),
  ]);

const withoutDate = (answer: string) => answer.replace(/\r\nDate: [^\r]*/, '');

describe('POST /v1/tx on the fast path', () => {
  // Two nodes from the same genesis: one is always asked through hono (a query string), the other
  // on the fast path. Answers at acceptance do not depend on the height, so they must be equal.
  let viaHono: TestNode;
  let fast: TestNode;
  const alice = devKey(0);
  const bob = devKey(1);
  let signed: StdTx;
  let other: StdTx;

  beforeAll(async () => {
    [viaHono, fast] = await Promise.all([TestNode.start(), TestNode.start()]);
    const build = async (amount: string) =>
      fast.sign(await fast.buildSend(alice, bob.address, [{ denom: 'NANOGT', amount }], { valid_height: defaultValidHeight(1) }), alice);
    [signed, other] = [await build('5'), await build('6')];
  });
  afterAll(() => Promise.all([viaHono?.close(), fast?.close()]));

  it("gives the hono route's answer byte for byte: accepted, refused, malformed, BOM, invalid UTF-8, HTTP/1.0", async () => {
    const bodies: Array<[string, Buffer | string, string?]> = [
      ['accepted', JSON.stringify(signed)],
      ['sent again', JSON.stringify(signed)],
      ['not JSON', '{bad'],
      ['an array', '[]'],
      ['not a tx', '{"type":"StdTx"}'],
      ['a BOM first', `\uFEFF${JSON.stringify(other)}`],
      ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])],
      ['HTTP/1.0', JSON.stringify({ tx: signed, mode: 'sync' }), 'HTTP/1.0'],
      ['an Origin', '{}', 'HTTP/1.1'],
    ];
    for (const [what, body, head] of bodies) {
      const extra = what === 'an Origin' ? 'Origin: https://dapp.example\r\n' : '';
      const expected = withoutDate(await exchange(viaHono.devnet.port, post('/v1/tx?via=hono', body, head, extra)));
      const answer = withoutDate(await exchange(fast.devnet.port, post('/v1/tx', body, head, extra)));
      expect(answer, what).toBe(expected);
    }
    // The first answer was an acceptance, the second a refusal: both paths really ran the ledger.
    const first = withoutDate(await exchange(fast.devnet.port, post('/v1/tx', JSON.stringify(signed))));
    expect(first).toMatch(/^HTTP\/1\.1 422 /);
    expect(fast.devnet.node.txIndex.size).toBe(viaHono.devnet.node.txIndex.size);
  });
});

describe('a client that half-closes its connection after the request', () => {
  it('still gets the answer, which on a node with a data dir waits for the block to be stored', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultline-halfclose-'));
    const node = await TestNode.start({ dataDir });
    try {
      const alice = devKey(0);
      const signed = node.sign(
        await node.buildSend(alice, devKey(1).address, [{ denom: 'NANOGT', amount: '3' }], { valid_height: defaultValidHeight(1) }),
        alice,
      );
      // exchange() half-closes: its FIN reaches the node before the block's fsync returns.
      const accepted = await exchange(node.devnet.port, post('/v1/tx', JSON.stringify(signed)));
      expect(accepted).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(accepted).toContain(`"txhash":"${txHash(signed)}"`);
      const again = await exchange(node.devnet.port, post('/v1/tx?via=hono', JSON.stringify(signed)));
      expect(again).toMatch(/^HTTP\/1\.1 422 /);
      expect(again).toContain('tx_already_included');
    } finally {
      await node.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('txs sent together (signatures verified off the event loop)', () => {
  it('are checked against the state in arrival order: of the same tx sent eight times in a row, the first is accepted', async () => {
    const node = await TestNode.start();
    try {
      const alice = devKey(0);
      for (const amount of ['1', '2', '3', '4', '5']) {
        const body = JSON.stringify(
          node.sign(
            await node.buildSend(alice, devKey(1).address, [{ denom: 'NANOGT', amount }], { valid_height: defaultValidHeight(1) }),
            alice,
          ),
        );
        // Pipelined on one connection: the node reads them all before it answers any; their
        // verifications run side by side on the threadpool and may end in any order.
        const keptAlive = Buffer.from(
          `POST /v1/tx HTTP/1.1\r\nHost: node\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
        const answers = (
          await exchange(node.devnet.port, Buffer.concat([...Array<Buffer>(7).fill(keptAlive), post('/v1/tx', body)]))
        ).split(/(?=HTTP\/1\.1 )/);
        expect(
          answers.map((answer) => answer.slice(0, 12)),
          amount,
        ).toEqual(['HTTP/1.1 200', ...Array<string>(7).fill('HTTP/1.1 422')]);
        for (const answer of answers.slice(1)) expect(answer, amount).toContain('"code":"tx_already_pending"');
      }
    } finally {
      await node.close();
    }
  });
});

describe('withFastBroadcast', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    const broadcast = async (body: Record<string, unknown>) => {
      seen.push(`broadcast ${JSON.stringify(body)}`);
      if (body.refuse) throw refused('nope', 'refused on purpose');
      return { height: '0', txhash: 'T', data: '', raw_log: 'ok', tx: body as unknown as StdTx };
    };
    server = createServer(
      withFastBroadcast((request, response) => {
        seen.push(`next ${request.method} ${request.url}`);
        response.end();
      }, broadcast),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers only a POST /v1/tx with a Content-Length within the limit; everything else goes on to hono', async () => {
    const send = async (request: string) => {
      seen.length = 0;
      const answer = await exchange(port, Buffer.from(request));
      return { answer, seen: [...seen] };
    };
    const plain = await send('POST /v1/tx HTTP/1.1\r\nHost: n\r\nContent-Length: 8\r\nConnection: close\r\n\r\n{"a":1}\n');
    expect(plain.seen).toEqual(['broadcast {"a":1}']);
    expect(withoutDate(plain.answer)).toMatch(
      /^HTTP\/1\.1 200 OK\r\naccess-control-allow-origin: \*\r\ncontent-type: application\/json\r\nvary: Origin\r\nContent-Length: \d+\r\n/,
    );
    const refusal = await send('POST /v1/tx HTTP/1.1\r\nHost: n\r\nContent-Length: 15\r\nConnection: close\r\n\r\n{"refuse":true}');
    expect(refusal.answer).toMatch(/^HTTP\/1\.1 422 Unprocessable Entity\r\n/);
    expect(refusal.answer).toContain('{"error":{"code":"nope","message":"refused on purpose"}}');

    const others = [
      'GET /v1/tx HTTP/1.1\r\nHost: n\r\nConnection: close\r\n\r\n',
      'POST /v1/tx?x=1 HTTP/1.1\r\nHost: n\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
      'POST /v1/tx/ HTTP/1.1\r\nHost: n\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
      'POST /v1/tx HTTP/1.1\r\nHost: n\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      `POST /v1/tx HTTP/1.1\r\nHost: n\r\nContent-Length: ${1024 * 1024 + 1}\r\nConnection: close\r\n\r\n`,
    ];
    for (const request of others) {
      const { seen: calls } = await send(request);
      expect(calls, request.split('\r\n')[0]).toHaveLength(1);
      expect(calls[0]).toMatch(/^next /);
    }
  });
});
