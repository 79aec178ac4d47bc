// Durability: restart replays the block log to the same state and hashes; kill -9 loses no
// acknowledged tx; a damaged log tail is reported, and repaired only on request.
import { hexToBytes } from '../../src/core/bytes';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LedgerClient } from '../../src/core/rest/client';
import { defaultValidHeight, signStdTx } from '../../src/core/tx';
import { base32, sha256Hex } from '../../src/devnet/ledger/blocks';
import { runCliToExit, startCli as startCliProcess } from './cli-process';
import { devKey, TestNode } from './support';

const GT = 1_000_000_000n;

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-devnet-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The CLI with three dev accounts (the durability runs need no more). */
const startCli = (args: string[]) => startCliProcess(['--accounts', '3', ...args]);

function killed(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolvePromise) => {
    child.once('exit', () => resolvePromise());
    child.kill('SIGKILL');
  });
}

/** Writes a block line with a valid checksum, as the node would. */
function blockLine(block: object): string {
  const json = JSON.stringify(block);
  return `{"sum":"${sha256Hex(json).slice(0, 16)}","block":${json}}\n`;
}

describe('restart on the same data dir', () => {
  it('replays to the same state root, block hashes, txs and clock', async () => {
    const dataDir = tempDir();
    const alice = devKey(0);
    const bob = devKey(1);
    const first = await TestNode.start({ dataDir });
    const sent = await first.send(alice, bob.address, String(3n * GT));
    await first.client.devFund(devKey(3, 1).address, [{ denom: 'NANOGT', amount: '777' }]);
    await first.client.devMine(20);
    await first.client.devAdvanceTime(3600);
    await first.send(bob, alice.address, String(1n * GT));
    const height = first.height();
    const hashes = first.devnet.node.blocks.map((b) => b.hash);
    const stateRoot = first.devnet.node.store.stateRoot();
    const latestTime = first.devnet.node.time();
    const balances = [await first.balance(alice.address), await first.balance(bob.address)];
    await first.close();

    const second = await TestNode.start({ dataDir });
    try {
      expect(second.devnet.resumed).toBe(true);
      expect(second.height()).toBe(height);
      expect(second.devnet.node.blocks.map((b) => b.hash)).toEqual(hashes);
      expect(second.devnet.node.store.stateRoot()).toBe(stateRoot);
      expect((await second.client.getTx(sent.txhash)).height).toBe(sent.height);
      expect(await second.balance(devKey(3, 1).address)).toBe(777n);
      expect([await second.balance(alice.address), await second.balance(bob.address)]).toEqual(balances);
      // The advanced clock survives: the next block is not earlier than the last one.
      const next = await second.send(alice, bob.address, '1');
      const block = await second.client.getBlock(next.height);
      expect(Number(block.timestamp)).toBeGreaterThanOrEqual(latestTime);
      // The log keeps hex; the answer shows the same hash in base32, as the real node does.
      expect(block.previousBlockHash).toBe(base32(hexToBytes(hashes[hashes.length - 1]!)));
    } finally {
      await second.close();
    }
  });

  it('refuses a second node on a data dir in use', async () => {
    const dataDir = tempDir();
    const first = await TestNode.start({ dataDir });
    try {
      await expect(TestNode.start({ dataDir })).rejects.toThrow(/in use/);
    } finally {
      await first.close();
    }
  });

  it('refuses a log whose replay gives another block hash', async () => {
    const dataDir = tempDir();
    const node = await TestNode.start({ dataDir });
    await node.client.devMine(2);
    await node.close();
    appendFileSync(join(dataDir, 'blocks.log'), blockLine({ h: 4, t: node.devnet.node.time(), hash: 'f'.repeat(64) }));
    await expect(TestNode.start({ dataDir })).rejects.toThrow(/replay diverged at block 4/);
  });

  it('refuses a stored tx whose signature was altered (replay trusts signatures only through the block hash)', async () => {
    const dataDir = tempDir();
    const node = await TestNode.start({ dataDir });
    const sent = await node.send(devKey(0), devKey(1).address, '5');
    await node.close();
    const logPath = join(dataDir, 'blocks.log');
    const lines = readFileSync(logPath, 'utf8').split('\n');
    const at = lines.findIndex((line) => line.includes('"txs"'));
    const block = (JSON.parse(lines[at]!) as { block: { txs: Array<{ value: { signatures: Array<{ signature: string }> } }> } }).block;
    const signature = block.txs[0]!.value.signatures[0]!;
    signature.signature = (signature.signature.startsWith('A') ? 'B' : 'A') + signature.signature.slice(1);
    lines[at] = blockLine(block).trimEnd();
    writeFileSync(logPath, lines.join('\n'));
    await expect(TestNode.start({ dataDir })).rejects.toThrow(new RegExp(`replay diverged at block ${sent.height}`));
  });
});

describe('kill -9', () => {
  it('keeps every acknowledged tx and the balances', async () => {
    const dataDir = tempDir();
    const alice = devKey(0);
    const bob = devKey(1);
    const run = await startCli(['--data-dir', dataDir]);
    const client = new LedgerClient({ baseUrl: run.url });
    const acknowledged: string[] = [];
    for (let i = 0; i < 4; i++) {
      const latest = Number((await client.getLatestBlock()).height);
      const unsigned = await client.send(bob.address, {
        base_req: {
          from: alice.address,
          memo: `payment ${i}`,
          chain_id: 'gt-devnet-1',
          gas: '200000',
          fees: [{ denom: 'NANOGT', amount: '100000' }],
          simulate: false,
          valid_height: defaultValidHeight(latest),
        },
        amount: [{ denom: 'NANOGT', amount: String(BigInt(i + 1) * GT) }],
      });
      const signed = signStdTx(unsigned, 'gt-devnet-1', [{ kL: alice.kL, publicKey: alice.publicKey }]);
      acknowledged.push((await client.broadcastTx(signed)).txhash);
    }
    await client.devMine(3);
    const balances = [(await client.getBalance(alice.address)).result, (await client.getBalance(bob.address)).result];
    const height = Number((await client.getLatestBlock()).height);
    await killed(run.child);

    const again = await startCli(['--data-dir', dataDir]);
    const client2 = new LedgerClient({ baseUrl: again.url });
    for (const hash of acknowledged) expect((await client2.getTx(hash)).txhash).toBe(hash);
    expect((await client2.getBalance(alice.address)).result).toEqual(balances[0]);
    expect((await client2.getBalance(bob.address)).result).toEqual(balances[1]);
    expect(Number((await client2.getLatestBlock()).height)).toBe(height);
    await killed(again.child);
  });
  it('keeps txs answered at acceptance when killed right after the answers', async () => {
    const dataDir = tempDir();
    const alice = devKey(0);
    const bob = devKey(1);
    const run = await startCli(['--data-dir', dataDir]);
    const client = new LedgerClient({ baseUrl: run.url });
    const latest = Number((await client.getLatestBlock()).height);
    const signed = [];
    for (let i = 0; i < 5; i++) {
      const unsigned = await client.send(bob.address, {
        base_req: {
          from: alice.address,
          memo: `together ${i}`,
          chain_id: 'gt-devnet-1',
          gas: '200000',
          fees: [{ denom: 'NANOGT', amount: '100000' }],
          simulate: false,
          valid_height: defaultValidHeight(latest),
        },
        amount: [{ denom: 'NANOGT', amount: String(BigInt(i + 1) * GT) }],
      });
      signed.push(signStdTx(unsigned, 'gt-devnet-1', [{ kL: alice.kL, publicKey: alice.publicKey }]));
    }
    const answers = await Promise.all(signed.map((tx) => client.broadcastTx(tx)));
    expect(answers.every((answer) => answer.height === '0')).toBe(true);
    await killed(run.child);

    const again = await startCli(['--data-dir', dataDir]);
    const client2 = new LedgerClient({ baseUrl: again.url });
    for (const answer of answers) expect((await client2.getTx(answer.txhash)).logs[0]!.success).toBe(true);
    await killed(again.child);
  });
});

describe('damaged block log', () => {
  it('reports a truncated tail, refuses to start, and --repair cuts back to the last intact block', async () => {
    const dataDir = tempDir();
    const node = await TestNode.start({ dataDir });
    await node.send(devKey(0), devKey(1).address, '5');
    const goodHeight = node.height();
    const goodHashes = node.devnet.node.blocks.map((b) => b.hash);
    await node.close();
    const logPath = join(dataDir, 'blocks.log');
    appendFileSync(logPath, '{"sum":"0123456789abcdef","block":{"h":');

    await expect(TestNode.start({ dataDir })).rejects.toThrow(
      new RegExp(`damaged at line ${goodHeight + 1}.*truncated.*last intact block is ${goodHeight}.*--repair`),
    );
    const cli = await runCliToExit(['--data-dir', dataDir]);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain('--repair');

    const repaired = await TestNode.start({ dataDir, repair: true });
    try {
      expect(repaired.devnet.repaired?.lastGoodHeight).toBe(goodHeight);
      expect(repaired.devnet.node.blocks.map((b) => b.hash)).toEqual(goodHashes);
      expect(readFileSync(logPath, 'utf8').endsWith('\n')).toBe(true);
    } finally {
      await repaired.close();
    }
  });

  it('refuses a log cut at a line boundary below the acknowledged height; --repair goes on and says what was lost', async () => {
    const dataDir = tempDir();
    const node = await TestNode.start({ dataDir });
    await node.send(devKey(0), devKey(1).address, '5');
    const keptHeight = node.height();
    const keptHashes = node.devnet.node.blocks.map((b) => b.hash);
    const logPath = join(dataDir, 'blocks.log');
    const keptBytes = readFileSync(logPath).length;
    const lost = await node.send(devKey(0), devKey(1).address, '7');
    const ackedHeight = Number(lost.height);
    expect(ackedHeight).toBeGreaterThan(keptHeight);
    await node.close();
    // The cut is clean: every remaining line verifies, so only the acknowledged height tells.
    truncateSync(logPath, keptBytes);

    await expect(TestNode.start({ dataDir })).rejects.toThrow(
      new RegExp(`ends at block ${keptHeight}, but the node acknowledged blocks up to ${ackedHeight}.*--repair`),
    );
    const cli = await runCliToExit(['--data-dir', dataDir]);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`acknowledged blocks up to ${ackedHeight}`);

    const repaired = await TestNode.start({ dataDir, repair: true });
    try {
      expect(repaired.devnet.lostAcknowledged).toEqual({ from: keptHeight + 1, to: ackedHeight });
      expect(repaired.devnet.node.blocks.map((b) => b.hash)).toEqual(keptHashes);
    } finally {
      await repaired.close();
    }
    // Repaired once: the next start needs no flag.
    const again = await TestNode.start({ dataDir });
    await again.close();
  });

  it('keeps a complete final block whose newline was never written', async () => {
    const dataDir = tempDir();
    const node = await TestNode.start({ dataDir });
    const sent = await node.send(devKey(0), devKey(1).address, '5');
    const hashes = node.devnet.node.blocks.map((b) => b.hash);
    await node.close();
    const logPath = join(dataDir, 'blocks.log');
    const bytes = readFileSync(logPath);
    expect(bytes.at(-1)).toBe(0x0a);
    truncateSync(logPath, bytes.length - 1);

    const resumed = await TestNode.start({ dataDir });
    try {
      expect(resumed.devnet.repaired).toBeUndefined();
      expect(resumed.devnet.node.blocks.map((b) => b.hash)).toEqual(hashes);
      expect((await resumed.client.getTx(sent.txhash)).height).toBe(sent.height);
      expect(readFileSync(logPath, 'utf8').endsWith('\n')).toBe(true);
    } finally {
      await resumed.close();
    }
  });

  it('names the intact blocks and txs after a flipped byte, and --repair sets the cut bytes aside', async () => {
    const dataDir = tempDir();
    const node = await TestNode.start({ dataDir });
    const first = await node.send(devKey(0), devKey(1).address, '5');
    const second = await node.send(devKey(0), devKey(1).address, '6');
    const third = await node.send(devKey(0), devKey(1).address, '7');
    await node.close();
    const logPath = join(dataDir, 'blocks.log');
    const original = readFileSync(logPath, 'utf8');
    const lines = original.split('\n');
    const damagedLine = Number(second.height); // line n holds block n
    const flipped = lines[damagedLine - 1]!;
    const at = flipped.indexOf('"t":') + 4;
    lines[damagedLine - 1] = flipped.slice(0, at) + (flipped[at] === '1' ? '2' : '1') + flipped.slice(at + 1);
    writeFileSync(logPath, lines.join('\n'));

    const refusal = TestNode.start({ dataDir });
    await expect(refusal).rejects.toThrow(
      new RegExp(`damaged at line ${damagedLine} .*checksum mismatch.*last intact block is ${damagedLine - 1}`),
    );
    await expect(TestNode.start({ dataDir })).rejects.toThrow(new RegExp(`heights ${Number(third.height)}.*${third.txhash}`));

    const repaired = await TestNode.start({ dataDir, repair: true });
    try {
      expect(repaired.height()).toBeGreaterThanOrEqual(damagedLine - 1);
      expect(repaired.devnet.repaired?.lastGoodHeight).toBe(damagedLine - 1);
      expect(repaired.devnet.repaired?.stranded.map((b) => b.height)).toContain(Number(third.height));
      expect(repaired.devnet.repaired?.stranded.flatMap((b) => b.txHashes)).toContain(third.txhash);
      expect((await repaired.client.getTx(first.txhash)).height).toBe(first.height);
      const aside = readdirSync(dataDir).filter((name) => name.startsWith('blocks.log.dropped-'));
      expect(aside).toHaveLength(1);
      expect(readFileSync(join(dataDir, aside[0]!), 'utf8')).toBe(lines.join('\n'));
      expect(repaired.devnet.lostAcknowledged).toEqual({ from: damagedLine, to: Number(third.height) });
    } finally {
      await repaired.close();
    }
    expect(existsSync(logPath)).toBe(true);
  });

  it('detects a checksum mismatch inside the log', async () => {
    const dataDir = tempDir();
    const node = await TestNode.start({ dataDir });
    await node.client.devMine(3);
    await node.close();
    const logPath = join(dataDir, 'blocks.log');
    const lines = readFileSync(logPath, 'utf8').split('\n');
    lines[1] = lines[1]!.replace('"h":2', '"h":7');
    writeFileSync(logPath, lines.join('\n'));
    await expect(TestNode.start({ dataDir })).rejects.toThrow(/damaged at line 2 .*checksum mismatch.*last intact block is 1/);
  });
});
