// A replay of the real ledger node: the answers its public docs show (test/fixtures/real-node, kept
// verbatim) served by route, over HTTP (fixtureServer) or behind TLS under the real host names
// (./real-hosts.ts). `chainId` makes a replay refuse to build for any other chain, the way the devnet
// does (the docs show no refusal of a real node's own); without it a build is answered for any chain.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

export const VAULT = 'vault112t7hfsmd63a2nz0vwqhpy3msd98vvl35qeuej2uavh2ssjls4f8amqtwgpq3pwksgdqfe6';

/** Answers a test puts in place of a fixture: a JSON body, or a balance streamed without end. */
export const tampered = new Map<string, unknown | 'endless'>();

function streamEndless(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.write('{"height":"1","result":[');
  const chunk = '{"amount":"1","denom":"NANOGT"},'.repeat(4096);
  let sent = 0;
  const pump = () => {
    while (!res.destroyed && sent < 64 * 1024 * 1024) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end('{"amount":"1","denom":"NANOGT"}]}');
  };
  pump();
}

/** The chain id a build request asks for, if its body says. */
function chainAsked(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { base_req?: { chain_id?: unknown } };
    return typeof parsed.base_req?.chain_id === 'string' ? parsed.base_req.chain_id : undefined;
  } catch {
    return undefined;
  }
}

/** Serves the fixtures: literal routes before parameter ones, vault addresses get the vault's answer. */
export function fixtureHandler(fixtures: Map<string, unknown>, options: { chainId?: string } = {}): RequestListener {
  const routes = [...fixtures.keys()]
    .map((key) => {
      const [method, template] = key.split(' ') as [string, string];
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\}/g, '[^/]+')}$`);
      return { key, method, pattern, literal: template.split('/').filter((part) => part !== '{}').length };
    })
    .sort((a, b) => b.literal - a.literal);
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body));
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res
          .writeHead(204, {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'GET, POST',
            'access-control-allow-headers': 'content-type, accept',
          })
          .end();
        return;
      }
      const path = (req.url ?? '/').split('?')[0]!;
      const swapped = [...tampered.entries()].find(([prefix]) => path.startsWith(prefix));
      if (swapped) return swapped[1] === 'endless' ? streamEndless(res) : answer(res, 200, swapped[1]);
      const asked = req.method === 'POST' ? chainAsked(Buffer.concat(chunks).toString('utf8')) : undefined;
      if (options.chainId !== undefined && asked !== undefined && asked !== options.chainId) {
        return answer(res, 400, {
          error: { code: 'wrong_chain_id', message: `chain id "${asked}" does not match this node's chain "${options.chainId}"` },
        });
      }
      // An account query for the vault of the docs answers with the docs' vault account.
      if (req.method === 'GET' && path === `/v1/account/${VAULT}`) return answer(res, 200, fixtures.get('GET /v1/vault-account/{}'));
      // A tx is known only under its own hash.
      const tx = /^\/v1\/tx\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && tx && !/^v1\/tx\/send/.test(path)) {
        const record = fixtures.get('GET /v1/tx/{}') as { txhash?: string } | undefined;
        return record?.txhash === decodeURIComponent(tx[1]!)
          ? answer(res, 200, record)
          : answer(res, 404, { error: { code: 'not_found', message: 'tx not found' } });
      }
      const route = routes.find((candidate) => candidate.method === req.method && candidate.pattern.test(path));
      if (!route) return answer(res, 404, { error: { code: 'not_found', message: `no example answer for ${req.method} ${path}` } });
      return answer(res, 200, fixtures.get(route.key));
    });
  };
}

export function fixtureServer(fixtures: Map<string, unknown>): Server {
  return createServer(fixtureHandler(fixtures));
}
