// Tx records on disk: read back by position, cut back to what a snapshot counts, and an index
// rebuilt from its image answers as the original did.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TxRecord } from '../../src/core/rest/types.js';
import { TxIndex } from '../../src/devnet/ledger/tx-index.js';
import { FileRecords } from '../../src/devnet/storage/record-file.js';

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
    events: [{ type: 'message', attributes: [{ key: 'sender', value: `s${n % 3}` }, { key: 'memo', value: 'é€' }] }],
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

  it('reopened with a snapshot\'s ends, cuts the records after them and refuses a file shorter than they count', () => {
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
