// Tx records on disk: read back by position, cut back to what a snapshot counts, and an index
// rebuilt from its image answers as the original did.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TxRecord } from '../../src/core/rest/types';
import { TxIndex } from '../../src/devnet/ledger/tx-index';
import { FileRecords } from '../../src/devnet/storage/record-file';
import { FileBlockLog, readBlockLog } from '../../src/devnet/storage/block-log';
import type { StdTx } from '../../src/core/types';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-records-'));
  dirs.push(dir);
  return join(dir, 'txs.dat');
}

function record(n: number): TxRecord {
  const logs = [{ msg_index: 0, success: true, log: '', events: [] }];
  return {
    data: 'AB',
    events: [
      {
        type: 'message',
        attributes: [
          { key: 'sender', value: `s${n % 3}` },
          { key: 'memo', value: 'é€' },
        ],
      },
    ],
    gas_used: '1',
    gas_wanted: '1',
    height: String(n),
    irrevocable_confirm_number: ['0'],
    logs,
    raw_log: JSON.stringify(logs),
    timestamp: '2026-01-01T00:00:00Z',
    tx: { type: 'StdTx', value: { memo: `tx ${n}` } },
    txhash: `BASIC-${(n * 7919).toString(16).toUpperCase().padStart(96, 'A')}`,
  } as unknown as TxRecord;
}

describe('FileRecords', () => {
  it('reads every record back as written, raw_log included and keys in order', () => {
    const records = new FileRecords(tempFile());
    for (let n = 0; n < 50; n++) records.append(record(n));
    for (const n of [0, 17, 49]) {
      expect(JSON.stringify(records.read(n))).toBe(JSON.stringify(record(n)));
    }
    records.close();
  });

  it("reopened with a snapshot's ends, cuts the records after them and refuses a file shorter than they count", () => {
    const path = tempFile();
    const first = new FileRecords(path);
    for (let n = 0; n < 10; n++) first.append(record(n));
    first.sync();
    const ends = first.exportEnds().slice(0, 6);
    first.close();
    const reopened = new FileRecords(path, ends);
    expect(reopened.count).toBe(6);
    expect(statSync(path).size).toBe(ends[5]);
    reopened.append(record(99));
    expect(reopened.read(6).height).toBe('99');
    reopened.close();
    writeFileSync(path, 'short');
    expect(() => new FileRecords(path, ends)).toThrow(/fewer than/);
  });
});

describe('FileRecords beside the block log', () => {
  /** A block log and records wired as a data dir wires them; block n holds the txs of `heights`' records. */
  function logged() {
    const records = tempFile();
    const dir = records.slice(0, -'txs.dat'.length);
    const log = new FileBlockLog(join(dir, 'blocks.log'), join(dir, 'ACKED'));
    const store = new FileRecords(records, undefined, log.path);
    log.onTxSpans = (height, spans) => store.locate(height, spans);
    const write = (height: number, txs: unknown[]) =>
      log.append([{ height, time: 1_700_000_000, hash: 'ab'.repeat(32), txs: txs as StdTx[] }], false);
    return { records, log, store, write };
  }

  it('a record names where its tx lies in blocks.log instead of copying it, and reads back whole', () => {
    const { records, log, store, write } = logged();
    // Delivery's events are the logs' events (the same objects): both are written once.
    const delivered = (n: number): TxRecord => {
      const r = record(n);
      const events = r.events;
      return {
        ...r,
        logs: [{ msg_index: 0, success: true, log: '', events }],
        raw_log: JSON.stringify([{ msg_index: 0, success: true, log: '', events }]),
      };
    };
    for (let height = 1; height <= 3; height++) {
      const block = [0, 1].map((i) => delivered(height * 10 + i)).map((r) => ({ ...r, height: String(height) }));
      for (const r of block) store.append(r);
      expect(store.read(store.count - 1).tx).toEqual(block[1]!.tx); // before its block is written
      write(
        height,
        block.map((r) => r.tx),
      );
    }
    const expected = { ...delivered(21), height: '2' };
    expect(JSON.stringify(store.read(3))).toBe(JSON.stringify(expected));
    expect(JSON.stringify(store.read(5))).toBe(JSON.stringify({ ...delivered(31), height: '3' }));
    store.close();
    log.close();
    const text = readFileSync(records, 'utf8');
    expect(text).not.toContain('tx 21');
    expect(text).not.toContain('{"data":"AB","events"');
    expect(text).toContain('{"data":"AB","gas_used"');
    // The log's lines are spelt as before: the block JSON exactly as JSON.stringify writes it.
    const line = readFileSync(log.path, 'utf8').split('\n')[1]!;
    expect(line).toContain(
      `"block":${JSON.stringify({ h: 2, t: 1_700_000_000, hash: 'ab'.repeat(32), txs: [record(20).tx, record(21).tx] })}}`,
    );
    // Reopened as a restart does: the records read their txs from the log.
    const again = new FileRecords(records, new Float64Array(0), log.path);
    expect(again.count).toBe(0);
    const read = readBlockLog(log.path);
    expect([...read.txSpans.keys()]).toEqual([1, 2, 3]);
    for (const [height, spans] of read.txSpans) again.locate(height, spans);
    for (const [height, block] of read.blocks.entries())
      for (const tx of block.txs!) again.append({ ...record(0), height: String(height + 1), tx });
    expect(again.read(3).tx).toEqual(record(21).tx);
    expect(readFileSync(records, 'utf8')).not.toContain('tx 21');
    again.close();
  });

  it('a record whose block never reached the log keeps its tx', () => {
    const { records, log, store, write } = logged();
    store.append(record(5)); // block 5 was not stored
    store.append({ ...record(6), tx: { type: 'StdTx', value: { memo: 'six' } } } as unknown as TxRecord);
    write(6, [{ type: 'StdTx', value: { memo: 'six' } }]);
    expect(store.read(0).tx).toEqual(record(5).tx);
    expect(store.read(1).tx).toEqual({ type: 'StdTx', value: { memo: 'six' } });
    store.close();
    log.close();
    const text = readFileSync(records, 'utf8');
    expect(text).toContain('tx 5');
    expect(text).not.toContain('six');
  });
});

describe('TxIndex image', () => {
  it('an index rebuilt from its image and the same records finds and searches the same txs', () => {
    const path = tempFile();
    const records = new FileRecords(path);
    const index = new TxIndex(records);
    for (let n = 0; n < 300; n++) index.add(record(n));
    records.sync(); // as a snapshot does before it counts the records
    const again = new TxIndex(new FileRecords(path, records.exportEnds()), index.image());
    const filters = [{ type: 'message', key: 'sender', value: 's1' }];
    expect(again.search(filters, 2, 7)).toEqual(index.search(filters, 2, 7));
    expect(again.get(record(123).txhash)?.height).toBe('123');
    expect(again.has(record(300).txhash)).toBe(false);
    again.add(record(301)); // postings adopted from the image grow
    expect(again.search(filters, 1, 200).txs.at(-1)?.height).toBe('301');
    expect(again.get(record(301).txhash)?.height).toBe('301');
    expect(() => new TxIndex(new FileRecords(tempFile()), index.image())).toThrow(/counts 300 txs, its records 0/);
  });
});
