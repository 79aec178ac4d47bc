// A hostile or broken node cannot stall the wallet: the body read stops past MAX_ANSWER_BYTES and a
// node that never answers times out cleanly (real sockets: a node:http server in the test).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerClient, LedgerHttpError, MAX_ANSWER_BYTES } from '../../src/core/rest';

const ADDRESS = 'gt11ja8j8qskxvccwf3rchp9efxjdu6v5wfkj5uwu4cmktue7h7ufjwqlgqs9ja64xj9kgd5zj';
let server: Server;
let baseUrl = '';
let bytesSent = 0;
const open = new Set<ServerResponse>();

/** Streams `{"height":"1","result":[{"amount":"1","denom":"NANOGT"},…` forever (42 MB and more), with no length. */
function streamHuge(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"height":"1","result":[');
  const chunk = '{"amount":"1","denom":"NANOGT"},'.repeat(2048);
  const pump = () => {
    while (!res.destroyed && bytesSent < 42 * 1024 * 1024) {
      bytesSent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end(']}');
  };
  pump();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const url = req.url ?? '';
    if (url.startsWith('/v1/account/balance/huge')) return streamHuge(res);
    if (url.startsWith('/v1/account/balance/declared')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(42 * 1024 * 1024) });
      res.write('{"height":"1",');
      return undefined; // claims 42 MB, sends 14 bytes and waits
    }
    if (url.startsWith('/v1/account/balance/silent')) return undefined; // never answers
    if (url.startsWith('/v1/account/balance/slow-body')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"height":"1","result":[');
      return undefined; // headers, then nothing
    }
    if (url.startsWith('/v1/account/balance/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ height: '7', result: [{ amount: '5', denom: 'NANOGT' }] }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function failure(promise: Promise<unknown>): Promise<LedgerHttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LedgerHttpError);
  return error as LedgerHttpError;
}

describe('answer size cap', () => {
  it('stops reading a balance that streams 42 MB and answers answer_too_large', async () => {
    const client = new LedgerClient({ baseUrl });
    const started = Date.now();
    const error = await failure(client.getBalance('huge'));
    expect(error.code).toBe('answer_too_large');
    expect(error.message).toBe('This node answered something unexpected: more than 2 MiB (GET /v1/account/balance/huge)');
    expect(Date.now() - started).toBeLessThan(10_000);
    // The read stopped near the cap, far from the 42 MB the node would have sent.
    expect(bytesSent).toBeLessThan(16 * MAX_ANSWER_BYTES);
  });

  it('refuses a declared length past the cap without waiting for the body', async () => {
    const client = new LedgerClient({ baseUrl, timeoutMs: 60_000 });
    const started = Date.now();
    const error = await failure(client.getBalance('declared'));
    expect(error.code).toBe('answer_too_large');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('still reads a normal answer', async () => {
    const client = new LedgerClient({ baseUrl });
    expect(await client.getBalance(ADDRESS)).toEqual({ height: '7', result: [{ amount: '5', denom: 'NANOGT' }] });
  });
});

describe('timeout', () => {
  it('a node that never answers fails with timeout after timeoutMs', async () => {
    const client = new LedgerClient({ baseUrl, timeoutMs: 300 });
    const started = Date.now();
    const error = await failure(client.getBalance('silent'));
    expect(error.code).toBe('timeout');
    expect(error.status).toBe(0);
    expect(error.message).toContain('did not answer GET /v1/account/balance/silent within 0.3 s');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('a node that sends headers and then stalls the body also times out', async () => {
    const client = new LedgerClient({ baseUrl, timeoutMs: 300 });
    const error = await failure(client.getBalance('slow-body'));
    expect(error.code).toBe('timeout');
  });

  it('the default timeout is 15 s', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('../../src/core/rest');
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });
});
