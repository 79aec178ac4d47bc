// `npm run bench` devnet scale rows: a chain of 100k txs (`--quick` 10k, `--full` 1M), restart,
// RSS, throughput with 8 clients and p99 with 50, each against a baseline measured in this run.
import { mkdtempSync, rmSync } from 'node:fs';
import { listSnapshots } from '../src/devnet/storage/snapshot';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet } from '../src/devnet/node';
import { buildChain, dataSize } from './devnet-chain';
import { endpointP99, rssOf, sendThroughput, startNodeProcess, stopNodeProcess, verifyPerSecond } from './devnet-load';
import type { Row } from './time';

export type Scale = 'quick' | 'default' | 'full';
const TXS: Record<Scale, number> = { quick: 10_000, default: 100_000, full: 1_000_000 };

const k = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}k`);

/** ms to start a node on `dataDir` in this process (snapshot + tail replay), and its height. */
async function restartMs(dataDir?: string): Promise<{ ms: number; snapshot?: number; height: number }> {
  const start = performance.now();
  const devnet = await startDevnet({ port: 0, accounts: 1, ...(dataDir ? { dataDir } : {}) });
  const ms = performance.now() - start;
  const result = { ms, height: devnet.node.height(), ...(devnet.snapshotHeight !== undefined ? { snapshot: devnet.snapshotHeight } : {}) };
  await devnet.close();
  return result;
}

export async function benchDevnetScale(scale: Scale): Promise<Row[]> {
  const total = TXS[scale];
  const dataDir = mkdtempSync(join(tmpdir(), 'vaultline-chain-'));
  try {
    const chain = await buildChain(dataDir, total);
    const restart = await restartMs(dataDir);
    const fresh = await restartMs();
    const restartText = (r: typeof restart) =>
      `${r.ms.toFixed(0)} ms (snapshot at block ${r.snapshot ?? 'none'}, ${r.height - (r.snapshot ?? 0)} blocks replayed)`;
    console.log(`  restart at ${k(total)} txs: ${restartText(restart)}, data ${(dataSize(dataDir) / 2 ** 20).toFixed(0)} MiB`);
    // The worst case: the chain grew almost a whole snapshot interval past the newest one.
    rmSync(listSnapshots(dataDir)[0]!);
    const behind = await restartMs(dataDir);
    console.log(`  restart without the newest snapshot: ${restartText(behind)}`);

    const empty = await startNodeProcess();
    const emptyRss = rssOf(empty.child.pid!);
    await stopNodeProcess(empty);
    const node = await startNodeProcess(dataDir);
    const rss = rssOf(node.child.pid!);
    const verifies = verifyPerSecond();
    const sends = await sendThroughput(node, chain.signers, 8, scale === 'quick' ? 2000 : 6000);
    // Long enough for a stable p99; the POST bodies are many more than 8 of 50 clients send meanwhile.
    const seconds = scale === 'quick' ? 10 : 30;
    const latencies = await endpointP99(node, chain.signers, chain.sampleHashes, 50, seconds, Math.ceil(sends * seconds));
    const rssAfterLoad = rssOf(node.child.pid!);
    await stopNodeProcess(node);
    console.log(
      `  node RSS: ${(rss / 2 ** 20).toFixed(0)} MiB at start, ${(rssAfterLoad / 2 ** 20).toFixed(0)} MiB after the load; a new chain's ${(emptyRss / 2 ** 20).toFixed(0)} MiB`,
    );
    console.log(
      `  8 clients: ${sends.toFixed(0)} accepted MsgSend/s; node:crypto verify ${verifies.toFixed(0)}/s (${(sends / verifies).toFixed(3)}x, goal >= 0.3x)`,
    );
    console.log(`  50 clients for ${seconds} s, kept-alive sockets, POST bodies signed beforehand:`);
    for (const [name, l] of latencies) {
      console.log(
        `  p99 ${name.padEnd(28)} ${l.p99.toFixed(1).padStart(6)} ms  (p50 ${l.p50.toFixed(1)} ms, ${l.answers} answers${l.failed ? `, ${l.failed} not 200` : ''})`,
      );
    }
    const [worstName, worst] = [...latencies].map(([name, l]) => [name, l.p99] as const).sort((a, b) => b[1] - a[1])[0]!;

    return [
      {
        name: `devnet chain: ns/tx, last chunk of ${k(total)}`,
        ours: chain.lastTxNs,
        baseline: chain.firstTxNs,
        baselineName: 'first chunk (flat line = 1.00)',
        unit: 'ns',
      },
      {
        name: `devnet search by sender p50, ${k(total)} txs`,
        ours: chain.lastSearchNs,
        baseline: chain.firstSearchNs,
        baselineName: `the same at ${k(total / 10)} txs (goal <= 2)`,
        unit: 'ns',
      },
      {
        name: `devnet restart at ${k(total)} txs`,
        ours: restart.ms * 1e6,
        baseline: fresh.ms * 1e6,
        baselineName: 'starting a new chain (goal <= 3 s at 1M)',
        unit: 'ns',
      },
      {
        name: `devnet restart, ${behind.height - (behind.snapshot ?? 0)} blocks replayed`,
        ours: behind.ms * 1e6,
        baseline: fresh.ms * 1e6,
        baselineName: 'starting a new chain (newest snapshot gone)',
        unit: 'ns',
      },
      {
        name: `devnet RSS at ${k(total)} txs (bytes)`,
        ours: rss,
        baseline: emptyRss,
        baselineName: "a new chain's node (goal <= 500 MB at 1M)",
        unit: 'bytes',
      },
      {
        name: 'devnet MsgSend, 8 clients, fsync (per tx)',
        ours: 1e9 / sends,
        baseline: 1e9 / verifies,
        baselineName: 'node:crypto Ed25519 verify (goal <= 3.3)',
        unit: 'ns',
      },
      {
        name: `devnet worst p99, 50 clients, ${k(total)}`,
        ours: worst * 1e6,
        baseline: 100e6,
        baselineName: `goal 100 ms (${worstName})`,
        unit: 'ns',
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
