// The devnet as a separate process on a grown chain, under load over real HTTP: restart time and
// RSS, accepted MsgSend/s with 8 clients against node:crypto verify/s, and every endpoint's p99
// with 50 clients, a quarter of them searching.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HttpConnection } from './http-connection';
import { signedSend, type Signer } from './signers';

const CLI = resolve(import.meta.dirname, '../src/devnet/cli.ts');

export interface NodeProcess {
  child: ChildProcess;
  url: string;
  chainId: string;
  height: number;
  readyMs: number;
}

/** Starts the CLI on `dataDir` (or ephemeral), with `accounts` prefunded dev accounts, and resolves once it listens. */
/** `port` 0: any free port. */
export function startNodeProcess(dataDir?: string, accounts = 1, port = 0): Promise<NodeProcess> {
  const args = [
    '--import',
    'tsx',
    CLI,
    '--port',
    String(port),
    '--accounts',
    String(accounts),
    ...(dataDir ? ['--data-dir', dataDir] : ['--ephemeral']),
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) return;
      const chainId = /Chain id\s+(\S+)/.exec(out)![1]!;
      const height = Number(/resumed at height (\d+)/.exec(out)?.[1] ?? 1);
      resolvePromise({ child, url, chainId, height, readyMs: performance.now() - started });
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`devnet exited with ${code}`)));
  });
}

export function stopNodeProcess(node: NodeProcess): Promise<void> {
  return new Promise((resolvePromise) => {
    node.child.once('exit', () => resolvePromise());
    node.child.kill('SIGTERM');
  });
}

/** Resident set size of a process, from /proc (Linux). */
export function rssOf(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib ?? 0) * 1024;
}

/** CPU time (user + system, in clock ticks of 10 ms) a process, or one of its threads, has used: from /proc (Linux). */
function cpuTicks(statPath: string): number {
  const fields = readFileSync(statPath, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** node:crypto Ed25519 verifications per second (the throughput baseline). */
export function verifyPerSecond(): number {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const message = Buffer.alloc(32, 7);
  const signature = sign(null, message, privateKey);
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < 1000) {
    verify(null, message, publicKey, signature);
    count++;
  }
  return (count * 1000) / (performance.now() - start);
}

/**
 * One request on a kept-alive socket of `agent` (a POST when it has a body): its status, once the
 * whole answer is read. node:http, not fetch: on 2 cores the load generator shares the machine with
 * the node, and fetch spends several times the node's own CPU per request, so a row would measure
 * the client.
 */
function requestKeptAlive(agent: Agent, url: URL, path: string, body?: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = request(
      { agent, host: url.hostname, port: url.port, path, method: body === undefined ? 'GET' : 'POST', headers },
      (res) => {
        res.resume();
        res.once('end', () => resolvePromise(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/**
 * Txs sent untimed first, at least: a fresh node's JIT is still compiling its broadcast path (~200
 * TurboFan compilations, ~0.7 s of a compiler thread on 2 busy cores) well after the first 200.
 */
const WARM_TXS = 2000;

/**
 * Accepted (and stored) signed MsgSends per second, `clients` each sending one after another on its own
 * kept-alive connection (HttpConnection: a minimal HTTP/1.1 client, so the 2 cores go to the node
 * rather than to node:http's client); the txs are signed and serialised before the clock starts, and a
 * first tenth (at least WARM_TXS) is sent untimed so the node's code is warm, as a long-running node's is.
 */
export async function sendThroughput(node: NodeProcess, signers: Signer[], clients: number, total: number): Promise<number> {
  const warm = Math.max(Math.ceil(total / 10), WARM_TXS);
  const bodies = Array.from({ length: warm + total }, (_, n) =>
    JSON.stringify(
      signedSend(signers[n % signers.length]!, signers[(n + 1) % signers.length]!.address, '1', node.chainId, [1, node.height + 1_000_000]),
    ),
  );
  const connections = await Promise.all(Array.from({ length: clients }, () => HttpConnection.open(new URL(node.url))));
  let next = 0;
  let refusedCount = 0;
  const run = (until: number) =>
    Promise.all(
      connections.map(async (connection) => {
        while (next < until) {
          if ((await connection.post('/v1/tx', bodies[next++]!)) !== 200) refusedCount++;
        }
      }),
    );
  try {
    await run(warm);
    refusedCount = 0;
    const pid = node.child.pid!;
    const [processTicks, mainTicks] = [cpuTicks(`/proc/${pid}/stat`), cpuTicks(`/proc/${pid}/task/${pid}/stat`)];
    const start = performance.now();
    await run(warm + total);
    const seconds = (performance.now() - start) / 1000;
    if (refusedCount > 0) console.log(`  throughput: ${refusedCount} of ${total} refused`);
    // The node's own CPU per tx, steadier than tx/s on a shared machine (all threads: verification,
    // fsync and V8's GC and compiler threads; main: the event loop alone).
    const perTx = (ticks: number) => ((ticks * 10_000) / total).toFixed(0);
    console.log(
      `  node CPU per accepted tx: ${perTx(cpuTicks(`/proc/${pid}/stat`) - processTicks)} µs, main thread ${perTx(cpuTicks(`/proc/${pid}/task/${pid}/stat`) - mainTicks)} µs`,
    );
    return (total - refusedCount) / seconds;
  } finally {
    for (const connection of connections) connection.close();
  }
}

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

export interface EndpointLatency {
  p50: number;
  p99: number;
  answers: number;
  failed: number;
}

/**
 * p50/p99 ms of each endpoint, `clients` clients for `seconds`, a quarter searching by sender. A
 * latency runs from the request being sent to its answer being read: each client keeps its socket
 * alive (node:http), and the POST bodies, `posts` of them, are signed before the
 * clock (signing inside the timed window counted the bench's CPU as the endpoint's). Should the
 * POST clients use them up before `seconds`, they stop and say so.
 */
export async function endpointP99(
  node: NodeProcess,
  signers: Signer[],
  hashes: string[],
  clients: number,
  seconds: number,
  posts: number,
): Promise<Map<string, EndpointLatency>> {
  const bodies = Array.from({ length: posts }, (_, n) =>
    JSON.stringify(
      signedSend(signers[n % signers.length]!, signers[(n + 3) % signers.length]!.address, '1', node.chainId, [1, node.height + 1_000_000]),
    ),
  );
  let nextBody = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL(node.url);
  const kinds: Array<[string, (n: number) => [path: string, body?: string] | undefined]> = [
    ['GET /v1/tx/{hash}', (n) => [`/v1/tx/${hashes[n % hashes.length]}`]],
    ['GET /v1/account/balance', (n) => [`/v1/account/balance/${signers[n % signers.length]!.address}`]],
    ['GET /v1/account', (n) => [`/v1/account/${signers[n % signers.length]!.address}`]],
    ['GET /v1/block/latest', () => ['/v1/block/latest']],
    ['GET /v1/status', () => ['/v1/status']],
    ['POST /v1/tx', () => (nextBody < bodies.length ? ['/v1/tx', bodies[nextBody++]!] : undefined)],
  ];
  const search: (typeof kinds)[number] = [
    'GET /v1/tx?message.sender',
    (n) => [`/v1/tx?message.sender=${signers[n % signers.length]!.address}&page=${1 + (n % 5)}&limit=30`],
  ];
  const latencies = new Map<string, { ms: number[]; failed: number }>();
  const deadline = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        const [name, next] = client % 4 === 0 ? search : kinds[client % kinds.length]!;
        const samples = latencies.get(name) ?? { ms: [], failed: 0 };
        latencies.set(name, samples);
        for (let n = client; performance.now() < deadline; n += clients) {
          const request = next(n);
          if (!request) return;
          const start = performance.now();
          const status = await requestKeptAlive(agent, url, ...request);
          samples.ms.push(performance.now() - start);
          if (status !== 200) samples.failed++;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  if (nextBody === bodies.length)
    console.log(`  p99: the POST clients used all ${bodies.length} prepared bodies (maybe before ${seconds} s)`);
  return new Map(
    [...latencies].map(([name, { ms, failed }]) => {
      const sorted = ms.sort((a, b) => a - b);
      return [name, { p50: p(sorted, 0.5), p99: p(sorted, 0.99), answers: sorted.length, failed }];
    }),
  );
}
