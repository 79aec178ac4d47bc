// A devnet chain grown to N txs through the ledger's own check → mempool → block path (no HTTP),
// on a real data dir: what lands on disk is what a running node writes. Prints tx/s, search p50,
// data size and heap per chunk (the node's RSS at rest is a row), so growth shows as a flat (or rising) line.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startDevnet } from '../src/devnet/node';
import type { Ledger } from '../src/devnet/ledger/ledger';
import { fundedGenesis, makeSigners, signedSend, type Signer } from './signers';

const TXS_PER_BLOCK = 50;
const CHUNKS = 10;

export interface Chain {
  dataDir: string;
  signers: Signer[];
  sampleHashes: string[];
  firstSearchNs: number;
  lastSearchNs: number;
  firstTxNs: number;
  lastTxNs: number;
}

export function dataSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? dataSize(path) : statSync(path).size;
  }
  return total;
}

/** Median ns of a search by one sender (page 1, 30 records read from disk). */
function searchP50(ledger: Ledger, sender: string): number {
  const samples: number[] = [];
  for (let i = 0; i < 101; i++) {
    const start = process.hrtime.bigint();
    ledger.txIndex.search([{ type: 'message', key: 'sender', value: sender }], 1 + (i % 3), 30);
    samples.push(Number(process.hrtime.bigint() - start));
  }
  return samples.sort((a, b) => a - b)[50]!;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/**
 * Appends `count` txs in blocks of TXS_PER_BLOCK; returns the ns per tx spent in the ledger (signing
 * excluded). It yields after each block, as a node does between requests: snapshots are taken and
 * hashed then, every 5,000 txs as in a running node (not once per chunk), off the timed part.
 */
async function grow(ledger: Ledger, signers: Signer[], count: number, sample: string[]): Promise<number> {
  let ns = 0n;
  for (let done = 0; done < count; done += TXS_PER_BLOCK) {
    await new Promise((resolve) => setImmediate(resolve));
    const height = ledger.height();
    const txs = Array.from({ length: Math.min(TXS_PER_BLOCK, count - done) }, (_, i) => {
      const n = done + i;
      return signedSend(signers[n % signers.length]!, signers[(n * 7 + 3) % signers.length]!.address, String(1 + (n % 5)), ledger.chainId, [
        1,
        height + 200,
      ]);
    });
    const start = process.hrtime.bigint();
    for (const tx of txs) {
      const checked = ledger.check(tx);
      if (sample.length < 1000 && done % 97 === 0) sample.push(checked.txhash);
      ledger.enqueue(checked).catch((error: unknown) => console.error('bench: a tx was refused in its block', error));
    }
    ledger.mine(1);
    ns += process.hrtime.bigint() - start;
  }
  return Number(ns) / count;
}

export async function buildChain(dataDir: string, total: number): Promise<Chain> {
  const signers = makeSigners(20);
  const devnet = await startDevnet({ port: 0, dataDir, accounts: 1, genesis: fundedGenesis(signers) });
  const ledger = devnet.node;
  const sampleHashes: string[] = [];
  const chunk = Math.max(TXS_PER_BLOCK, Math.floor(total / CHUNKS));
  let firstTxNs = 0;
  let lastTxNs = 0;
  let firstSearchNs = 0;
  let lastSearchNs = 0;
  console.log(`devnet chain: ${total} signed MsgSends from ${signers.length} senders, ${TXS_PER_BLOCK} per block`);
  console.log('  txs'.padEnd(12), 'tx/s'.padStart(8), 'search p50'.padStart(12), 'data'.padStart(12), 'heap used'.padStart(12));
  while (ledger.txIndex.size < total) {
    const txNs = await grow(ledger, signers, Math.min(chunk, total - ledger.txIndex.size), sampleHashes);
    await new Promise((resolve) => setImmediate(resolve));
    const search = searchP50(ledger, signers[0]!.address);
    if (firstTxNs === 0) [firstTxNs, firstSearchNs] = [txNs, search];
    [lastTxNs, lastSearchNs] = [txNs, search];
    console.log(
      `  ${ledger.txIndex.size}`.padEnd(12),
      (1e9 / txNs).toFixed(0).padStart(8),
      `${(search / 1e3).toFixed(0)} µs`.padStart(12),
      mib(dataSize(dataDir)).padStart(12),
      mib(process.memoryUsage().heapUsed).padStart(12),
    );
  }
  await devnet.close();
  return { dataDir, signers, sampleHashes, firstSearchNs, lastSearchNs, firstTxNs, lastTxNs };
}
