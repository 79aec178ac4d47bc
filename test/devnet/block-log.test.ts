// Deferred appends (group commit off the event loop): blocks are answered only once fsynced with
// ACKED raised to them, one fsync may cover several, and drain() waits for the last (and ACKED's sync).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileBlockLog, readAcked, readBlockLog } from '../../src/devnet/storage/block-log';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const block = (height: number) => ({
  height,
  time: 1_700_000_000 + height,
  hash: height.toString(16).padStart(64, '0'),
  ops: [{ type: 'fund' as const, address: 'gt1x', coins: [] }],
});

describe('FileBlockLog.appendDeferred', () => {
  it('resolves each block once it is on disk and ACKED names it, in order, and drain() waits for the last', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vaultline-log-'));
    dirs.push(dir);
    const log = new FileBlockLog(join(dir, 'blocks.log'), join(dir, 'ACKED'));
    const settled: number[] = [];
    const first = log.appendDeferred([block(1)]).then(() => settled.push(readAcked(join(dir, 'ACKED'))));
    const second = log.appendDeferred([block(2), block(3)]).then(() => settled.push(readAcked(join(dir, 'ACKED'))));
    expect(settled).toEqual([]);
    await log.drain();
    await Promise.all([first, second]);
    expect(settled[0]).toBeGreaterThanOrEqual(1);
    expect(settled[1]).toBe(3);
    expect(log.lastLine).toMatchObject({ height: 3, hash: block(3).hash });
    expect(readAcked(join(dir, 'ACKED'))).toBe(3);
    // Nothing pending: drain() answers at once, and again after more blocks.
    await log.drain();
    await log.appendDeferred([block(4)]);
    await log.drain();
    expect(readAcked(join(dir, 'ACKED'))).toBe(4);
    log.close();
    expect(readBlockLog(join(dir, 'blocks.log')).blocks.map((b) => b.height)).toEqual([1, 2, 3, 4]);
  });
});
