// The real networks' host names, brought to this machine: a throwaway certificate for them (made
// with openssl at test time), TLS servers that replay the real node's answers, and an HTTPS proxy
// (CONNECT) the test browser sends every https:// request through. The proxy routes each host name
// to a replay, or refuses it (an endpoint that is down); `route` changes that mid-test and cuts the
// connections already open to that host, as a node going away would.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeServer } from './close-server';
import type { HttpsProxy } from './driver';

export interface RealHosts {
  /** What the browser is launched with (HarnessOptions.httpsProxy). */
  proxy: HttpsProxy;
  /** Sends `host` to the replay named `replay`, or refuses it ('down'). */
  route(host: string, replay: string | 'down'): void;
  /** How many requests for `host` (its Host header) the replays have answered. */
  requests(host: string): number;
  close(): Promise<void>;
}

/** A key and a certificate for `hosts`, valid for a day; its SPKI's SHA-256 in base64 (what Chromium pins). */
function throwawayCertificate(hosts: string[]): { key: string; cert: string; spki: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${hosts[0]}`,
        '-addext',
        `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
    const der = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert, spki: createHash('sha256').update(der).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** Starts one TLS server per replay (by name) and the proxy in front of them, every host refused until routed. */
export async function startRealHosts(hosts: string[], replays: Record<string, RequestListener>): Promise<RealHosts> {
  const { key, cert, spki } = throwawayCertificate(hosts);
  const servers: Server[] = [];
  const ports = new Map<string, number>();
  const answered = new Map<string, number>();
  for (const [name, handler] of Object.entries(replays)) {
    const server = createHttpsServer({ key, cert }, (req, res) => {
      const host = (req.headers.host ?? '').replace(/:443$/, '');
      answered.set(host, (answered.get(host) ?? 0) + 1);
      handler(req, res);
    });
    servers.push(server);
    ports.set(name, await listen(server));
  }
  const routes = new Map<string, string>();
  const open = new Map<string, Set<Socket>>();
  const proxy = createHttpServer((_req, res) => res.writeHead(405).end());
  proxy.on('connect', (req, client: Socket) => {
    const [host = '', port = '443'] = (req.url ?? '').split(':');
    const target = ports.get(routes.get(host) ?? '');
    if (port !== '443' || target === undefined) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const upstream = connect(target, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const sockets = open.get(host) ?? new Set<Socket>();
    open.set(host, sockets);
    sockets.add(client);
    const drop = () => {
      sockets.delete(client);
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', drop).on('close', drop);
    client.on('error', drop).on('close', drop);
  });
  const proxyPort = await listen(proxy);
  return {
    proxy: { port: proxyPort, trustSpki: spki },
    route(host, replay) {
      if (replay === 'down') routes.delete(host);
      else routes.set(host, replay);
      for (const socket of open.get(host) ?? []) socket.destroy();
    },
    requests: (host) => answered.get(host) ?? 0,
    async close() {
      for (const sockets of open.values()) for (const socket of sockets) socket.destroy();
      await Promise.all([proxy, ...servers].map(closeServer));
    },
  };
}
