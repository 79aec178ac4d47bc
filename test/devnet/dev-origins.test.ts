// /dev/* (mine, clock, fund, dev accounts) answers only the node's own page, the wallet and origins
// named with --dev-origin; any other web page is refused before anything happens, preflight or not.
// The rest of the API stays open to every origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/devnet/http/app';
import { devOriginAllowed, normalizeOrigin } from '../../src/devnet/http/dev-origins';
import { TestNode } from './support';

const PAGE = 'https://evil.example';

describe('who may call /dev/*', () => {
  let node: TestNode;
  let own: string;
  beforeAll(async () => {
    node = await TestNode.start();
    own = node.devnet.url.replace(/\/$/, '');
  });
  afterAll(() => node.close());

  const mine = (origin?: string, contentType = 'application/json') =>
    node.fetch('/dev/mine', {
      method: 'POST',
      headers: { 'content-type': contentType, ...(origin ? { origin } : {}) },
      body: '{"blocks":1}',
    });

  it('refuses a web page: no state change, no CORS grant, for JSON and for a no-preflight text/plain post', async () => {
    const before = node.height();
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await mine(PAGE, contentType);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('origin_not_allowed');
    }
    const fund = await node.fetch('/dev/fund', {
      method: 'POST',
      headers: { origin: 'null', 'content-type': 'application/json' },
      body: JSON.stringify({ address: node.devnet.accounts[0]!.address, coins: [{ denom: 'NANOGT', amount: '1' }] }),
    });
    expect(fund.status).toBe(403);
    expect((await node.fetch('/dev/accounts', { headers: { origin: PAGE } })).status).toBe(403);
    expect(node.height()).toBe(before);
  });

  it('gives a refused page no preflight grant; the wallet gets one', async () => {
    const preflight = (origin: string) =>
      node.fetch('/dev/mine', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(PAGE)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('chrome-extension://abcdefghijklmnopabcdefghijklmnop')).headers.get('access-control-allow-origin')).toBe(
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    );
  });

  it("lets the wallet (chrome and firefox), the node's own origin and scripts without an Origin mine", async () => {
    for (const origin of [
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
      'moz-extension://0f6e1b2a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      own,
      undefined,
    ]) {
      const before = node.height();
      const response = await mine(origin);
      expect(response.status, String(origin)).toBe(200);
      if (origin) expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(node.height()).toBe(before + 1);
    }
  });

  it('keeps the rest of the API open to every page', async () => {
    const response = await node.fetch('/v1/status', { headers: { origin: PAGE } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets an origin named with --dev-origin in, and no other', async () => {
    const app = createApp({
      ledger: node.devnet.node,
      blockTime: 0,
      devAccounts: node.devnet.accounts,
      devOrigins: ['http://localhost:5173/'],
    });
    const post = (origin: string) =>
      app.request('http://127.0.0.1:1317/dev/mine', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', host: '127.0.0.1:1317' },
        body: '{}',
      });
    const allowed = await post('http://localhost:5173');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect((await post('http://localhost:5174')).status).toBe(403);
    expect((await post('https://localhost:5173')).status).toBe(403);
  });

  it("does not take a rebinding domain for the node's own origin, and refuses flag values that are not origins", () => {
    const none = new Set<string>();
    expect(devOriginAllowed('http://127.0.0.1:1317', '127.0.0.1:1317', none)).toBe(true);
    expect(devOriginAllowed('http://localhost:1317', 'localhost:1317', none)).toBe(true);
    expect(devOriginAllowed('http://rebind.example:1317', 'rebind.example:1317', none)).toBe(false);
    expect(devOriginAllowed('http://127.0.0.1:9999', '127.0.0.1:1317', none)).toBe(false);
    expect(devOriginAllowed('chrome-extension://x/../evil', '127.0.0.1:1317', none)).toBe(false);
    expect(normalizeOrigin('HTTP://LocalHost:5173/')).toBe('http://localhost:5173');
    for (const bad of ['localhost:5173', 'ftp://x.example', 'http://x.example/path', 'http://u:p@x.example', '*'])
      expect(() => normalizeOrigin(bad), bad).toThrow();
  });
});

describe('startDevnet({devOrigins}) (the --dev-origin flag)', () => {
  it('lets a named origin call /dev/* and still refuses others', async () => {
    const { startDevnet } = await import('../../src/devnet/node');
    const devnet = await startDevnet({ port: 0, devOrigins: ['http://127.0.0.1:5180'] });
    try {
      const mine = (origin: string) =>
        fetch(`${devnet.url}/dev/mine`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: '{"blocks":1}' });
      const allowed = await mine('http://127.0.0.1:5180');
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5180');
      expect((await mine(PAGE)).status).toBe(403);
    } finally {
      await devnet.close();
    }
  });
});
