// A tiny static file server for the demo dApp: GET/HEAD only, no directory listing, never
// serves outside its root. Port 0 picks a free port (tests); `fallbackPorts` tries the next ones.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  root: string;
  port?: number;
  host?: string;
  /** How many following ports to try when `port` is taken (ignored for port 0). */
  fallbackPorts?: number;
  /** Scripts made on request (path → its JavaScript), served before any file. */
  generated?: Record<string, () => Promise<string>>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = resolve(join(root, decoded));
  return full === root || full.startsWith(root + sep) ? full : null;
}

async function fileFor(root: string, urlPath: string): Promise<string | null> {
  const full = resolveInside(root, urlPath);
  if (!full) return null;
  try {
    const info = await stat(full);
    if (info.isFile()) return full;
    if (info.isDirectory()) {
      const index = join(full, 'index.html');
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    return null;
  }
  return null;
}

function createStaticHandler(root: string, generated: Record<string, () => Promise<string>> = {}): Server {
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const make = Object.hasOwn(generated, path) ? generated[path] : undefined;
    if (make) {
      const body = await make().then(
        (code) => Buffer.from(code),
        () => null,
      );
      if (!body) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('could not build\n');
      else
        res
          .writeHead(200, { 'content-type': CONTENT_TYPES['.js']!, 'content-length': body.length, 'cache-control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const file = await fileFor(root, path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  // A request that fails midway is cut off rather than left unanswered.
  return createServer((req, res) => void answer(req, res).catch(() => res.destroy()));
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolveListen, reject) => {
    const onError = (err: Error) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolveListen(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const first = options.port ?? 0;
  const attempts = first === 0 ? 1 : 1 + (options.fallbackPorts ?? 0);
  for (let i = 0; i < attempts; i++) {
    const server = createStaticHandler(root, options.generated);
    try {
      const port = await listen(server, first + i, host);
      return {
        url: `http://${host}:${port}/`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || i === attempts - 1) throw err;
    }
  }
  throw new Error('unreachable');
}
