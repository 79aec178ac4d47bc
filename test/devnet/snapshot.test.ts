// Snapshots: a restart loads the newest snapshot that verifies and replays only the blocks after
// it; a damaged snapshot, or one the log or records no longer match, is passed over for an older
// one or a full replay, always to the same state, hashes and tx records.
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUnsignedTx } from '../../src/core/tx';
import { snapshotDir } from '../../src/devnet/storage/snapshot';
import { devKey, FEE, TestNode } from './support';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const snapshots = (dataDir: string) =>
  readdirSync(snapshotDir(dataDir))
    .filter((n) => n.endsWith('.snap'))
    .sort();

/** A chain with txs before and after its snapshots; what a restart must find again. */
async function buildChain() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vaultline-snapshot-'));
  dirs.push(dataDir);
  const alice = devKey(0);
  const bob = devKey(1);
  const node = await TestNode.start({ dataDir, snapshotEvery: 4 });
  const txs: string[] = [];
  // Each step waits for the snapshot it made due: a write still under way when the next one falls
  // due would put it off, and the snapshots' heights (so the tail left to replay) would vary.
  for (let i = 0; i < 5; i++) {
    txs.push((await node.send(alice, bob.address, String(1000 + i))).txhash);
    await node.devnet.snapshotsWritten();
    await node.client.devMine(2);
    await node.devnet.snapshotsWritten();
  }
  await node.client.devAdvanceTime(60);
  await node.devnet.snapshotsWritten();
  txs.push((await node.send(bob, alice.address, '7')).txhash);
  await node.devnet.snapshotsWritten();
  const expected = {
    height: node.height(),
    hashes: node.devnet.node.blocks.map((b) => b.hash),
    stateRoot: node.devnet.node.store.stateRoot(),
    time: node.devnet.node.time(),
    records: await Promise.all(txs.map((hash) => node.client.getTx(hash))),
    search: await node.client.searchTxs({ sender: alice.address }),
  };
  await node.close();
  return { dataDir, expected, txs };
}

async function restartMatches(dataDir: string, expected: Awaited<ReturnType<typeof buildChain>>['expected'], goOn = true) {
  const node = await TestNode.start({ dataDir, snapshotEvery: 4 });
  try {
    expect(node.height()).toBe(expected.height);
    expect(node.devnet.node.blocks.map((b) => b.hash)).toEqual(expected.hashes);
    expect(node.devnet.node.store.stateRoot()).toBe(expected.stateRoot);
    expect(node.devnet.node.time()).toBe(expected.time);
    expect(await Promise.all(expected.records.map((r) => node.client.getTx(r.txhash)))).toEqual(expected.records);
    expect(await node.client.searchTxs({ sender: devKey(0).address })).toEqual(expected.search);
    // The chain goes on from there.
    if (goOn) await node.send(devKey(0), devKey(2).address, '1');
    return { snapshotHeight: node.devnet.snapshotHeight, skipped: node.devnet.skippedSnapshots };
  } finally {
    await node.close();
  }
}

describe('snapshots', () => {
  it('are written while the node runs, after the answers, and a restart starts from one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultline-snapshot-'));
    dirs.push(dataDir);
    const node = await TestNode.start({ dataDir, snapshotEvery: 2 });
    let written: string[] = [];
    try {
      await node.send(devKey(0), devKey(1).address, '5');
      await node.client.devMine(2);
      // Written asynchronously: wait for it without closing the node (closing would take one itself).
      // Only look (listSnapshots would remove the temp file being written).
      for (let i = 0; i < 200 && written.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        written = existsSync(snapshotDir(dataDir)) ? snapshots(dataDir) : [];
      }
    } finally {
      await node.close();
    }
    expect(written.length).toBeGreaterThan(0);
    const height = Number(written[0]!.slice(0, 12));
    const again = await TestNode.start({ dataDir, snapshotEvery: 2 });
    try {
      expect(again.devnet.snapshotHeight).toBeGreaterThanOrEqual(height);
      expect(again.devnet.skippedSnapshots).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('a restart starts from the newest snapshot and replays only the tail, to the same chain', async () => {
    const { dataDir, expected } = await buildChain();
    const files = snapshots(dataDir);
    expect(files.length).toBe(2); // older ones are removed
    const newest = Number(files.at(-1)!.slice(0, 12));
    expect(newest).toBeLessThan(expected.height);
    const { snapshotHeight, skipped } = await restartMatches(dataDir, expected);
    expect(snapshotHeight).toBe(newest);
    expect(skipped).toEqual([]);
  });

  it('a damaged newest snapshot falls back to the older one, and with both damaged to a full replay', async () => {
    const { dataDir, expected } = await buildChain();
    const [older, newest] = snapshots(dataDir) as [string, string];
    const flip = (name: string) => {
      const path = join(snapshotDir(dataDir), name);
      const bytes = readFileSync(path);
      const at = Math.floor(bytes.length / 2);
      bytes[at] = bytes[at]! ^ 0x01;
      writeFileSync(path, bytes);
    };
    flip(newest);
    const first = await restartMatches(dataDir, expected, false);
    expect(first.snapshotHeight).toBe(Number(older.slice(0, 12)));
    expect(first.skipped).toEqual([`${newest}: checksum mismatch`]);

    expect(snapshots(dataDir)).toEqual([older, newest]);
    flip(older);
    const second = await restartMatches(dataDir, expected);
    expect(second.snapshotHeight).toBeUndefined();
    expect(second.skipped.length).toBe(2);
    expect(second.skipped.every((reason) => reason.endsWith('checksum mismatch'))).toBe(true);
  });

  it('passes over a snapshot whose tx records were cut, and rebuilds them by a full replay', async () => {
    const { dataDir, expected } = await buildChain();
    truncateSync(join(dataDir, 'txs.dat'), 10);
    const { snapshotHeight, skipped } = await restartMatches(dataDir, expected);
    expect(snapshotHeight).toBeUndefined();
    expect(skipped.length).toBe(2);
    expect(skipped[0]).toMatch(/txs\.dat holds 10 bytes, the snapshot counts \d+/);
  });

  it('passes over a snapshot of a block the log no longer holds (another chain written over it)', async () => {
    const { dataDir } = await buildChain();
    const other = await buildChain();
    // The first dir's snapshots now face the second chain's log: the hashes differ.
    writeFileSync(join(dataDir, 'blocks.log'), readFileSync(join(other.dataDir, 'blocks.log')));
    writeFileSync(join(dataDir, 'genesis.json'), readFileSync(join(other.dataDir, 'genesis.json')));
    writeFileSync(join(dataDir, 'txs.dat'), '');
    const { snapshotHeight, skipped } = await restartMatches(dataDir, other.expected);
    expect(snapshotHeight).toBeUndefined();
    expect(skipped[0]).toMatch(/blocks\.log does not hold block \d+ with hash/);
  });

  it('a damaged tail after the snapshot is refused with its line and byte, and --repair cuts it and starts from the snapshot', async () => {
    const { dataDir, expected } = await buildChain();
    const logPath = join(dataDir, 'blocks.log');
    const size = readFileSync(logPath).length;
    appendFileSync(logPath, '{"sum":"00","block":{"h":99');
    await expect(TestNode.start({ dataDir })).rejects.toThrow(
      new RegExp(`damaged at line ${expected.height + 1} \\(byte ${size}\\).*last intact block is ${expected.height}`),
    );
    const node = await TestNode.start({ dataDir, repair: true });
    try {
      expect(node.devnet.snapshotHeight).toBeGreaterThan(0);
      expect(node.devnet.repaired?.lastGoodHeight).toBe(expected.height);
      expect(node.devnet.node.store.stateRoot()).toBe(expected.stateRoot);
      expect(readFileSync(logPath).length).toBe(size);
    } finally {
      await node.close();
    }
  });

  it('a graceful stop snapshots a tail of 1000 txs or more, so the next start replays nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultline-snapshot-'));
    dirs.push(dataDir);
    const node = await TestNode.start({ dataDir });
    const ledger = node.devnet.node;
    const alice = devKey(0);
    for (let block = 0; block < 20; block++) {
      const validHeight: [string, string] = ['1', String(ledger.height() + 100)];
      for (let i = 0; i < 50; i++) {
        const msgs = [
          {
            type: 'MsgSend',
            value: { from_address: alice.address, to_address: devKey(1).address, amount: [{ denom: 'NANOGT', amount: String(1 + i) }] },
          },
        ];
        const unsigned = buildUnsignedTx({
          msgs,
          fee: { amount: [{ denom: 'NANOGT', amount: FEE }], gas: '200000' },
          memo: '',
          validHeight,
        });
        void ledger.enqueue(ledger.check(node.sign(unsigned, alice)));
      }
      ledger.mine(1);
    }
    expect(ledger.txIndex.size).toBe(1000);
    expect(readdirSync(dataDir)).not.toContain('snapshots'); // 21 blocks, 1000 txs: no snapshot due yet
    const height = node.height();
    await node.close();
    const again = await TestNode.start({ dataDir });
    try {
      expect(again.devnet.snapshotHeight).toBe(height);
      expect(again.devnet.node.txIndex.size).toBe(1000);
    } finally {
      await again.close();
    }
  });
});
