// The demo's static server: serves files under its root with their types, nothing outside it,
// and moves to the next port when the asked one is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { join } from 'node:path';
import { serveStatic, type StaticServer } from '../../scripts/serve-static';
import { ROOT } from './build';

/** A raw GET that keeps the path as written (fetch would normalise '/../'). */
function rawGet(port: number, path: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveStatic', () => {
  let server: StaticServer;

  beforeAll(async () => {
    server = await serveStatic({ root: join(ROOT, 'demo'), port: 0 });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('serves index.html for / and modules as JavaScript', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    const index = await rawGet(server.port, '/');
    expect(index).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(index.body).toContain('<script type="module" src="./app.js">');
    expect(await rawGet(server.port, '/app.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(await rawGet(server.port, '/style.css?v=1')).toMatchObject({ status: 200, type: 'text/css; charset=utf-8' });
  });

  it('never serves a file outside its root', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/%2e%2e%2f%2e%2e%2fetc/passwd',
      '/%00',
      '/%E0%A4%A',
    ]) {
      expect((await rawGet(server.port, path)).status, path).toBe(404);
    }
    expect((await rawGet(server.port, '/missing.js')).status).toBe(404);
  });

  it('answers only GET and HEAD', async () => {
    expect((await rawGet(server.port, '/', 'POST')).status).toBe(405);
    expect(await rawGet(server.port, '/', 'HEAD')).toMatchObject({ status: 200, body: '' });
  });

  it('takes the next port when the asked one is in use', async () => {
    const second = await serveStatic({ root: join(ROOT, 'demo'), port: server.port, fallbackPorts: 5 });
    try {
      expect(second.port).toBeGreaterThan(server.port);
      expect((await rawGet(second.port, '/')).status).toBe(200);
    } finally {
      await second.close();
    }
    await expect(serveStatic({ root: join(ROOT, 'demo'), port: server.port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
