// Event search over included txs: filters match any attribute, addresses in any of their forms.
import { describe, expect, it } from 'vitest';
import { addressFromPublicKey, toForm } from '../../src/core/address';
import type { TxRecord } from '../../src/core/rest/types';
import { AnswerCache, TxIndex } from '../../src/devnet/ledger/tx-index';

const sender = addressFromPublicKey(new Uint8Array(32).fill(7));

function record(n: number, action: string): TxRecord {
  return {
    txhash: `IRREVOCABLEPAY-${n.toString(16).padStart(96, '0')}`,
    events: [
      {
        type: 'message',
        attributes: [
          { key: 'sender', value: sender },
          { key: 'action', value: action },
        ],
      },
    ],
  } as unknown as TxRecord;
}

describe('TxIndex.search', () => {
  const index = new TxIndex();
  index.add(record(1, 'send'));
  index.add(record(2, 'delegation'));
  index.add(record(3, 'send'));

  it('finds a sender given in another address form, oldest first, every filter applying', () => {
    const page = index.search(
      [
        { type: 'message', key: 'sender', value: toForm(sender, 'vault1') },
        { type: 'message', key: 'action', value: 'send' },
      ],
      1,
      10,
    );
    expect(page.txs.map((r) => r.txhash.slice(-1))).toEqual(['1', '3']);
    expect(page.total_count).toBe('2');
  });

  it('does not match a value under another key or event type', () => {
    expect(index.search([{ type: 'message', key: 'action', value: sender }], 1, 10).total_count).toBe('0');
    expect(index.search([{ type: 'transfer', key: 'sender', value: sender }], 1, 10).total_count).toBe('0');
  });

  it('pages the matches', () => {
    const page = index.search([{ type: 'message', key: 'sender', value: sender }], 2, 2);
    expect(page.txs.map((r) => r.txhash.slice(-1))).toEqual(['3']);
    expect(page).toMatchObject({ count: '1', page_total: '2', total_count: '3' });
  });
});

describe('TxIndex at scale', () => {
  it('answers two-filter searches exactly as a scan would, page by page, over 20,000 records', () => {
    const index = new TxIndex();
    const other = addressFromPublicKey(new Uint8Array(32).fill(9));
    const all: TxRecord[] = [];
    for (let n = 1; n <= 20_000; n++) {
      const r = {
        txhash: `BASIC-${n.toString(16).padStart(96, '0')}`,
        events: [
          {
            type: 'message',
            attributes: [
              { key: 'sender', value: n % 3 === 0 ? toForm(sender, 'gt2') : other },
              { key: 'action', value: n % 7 === 0 ? 'delegation' : 'send' },
            ],
          },
          { type: 'transfer', attributes: [{ key: 'amount', value: `${n}NANOGT` }] },
        ],
      } as unknown as TxRecord;
      all.push(r);
      index.add(r);
    }
    const expected = all.filter((_, i) => (i + 1) % 3 === 0 && (i + 1) % 7 === 0);
    const filters = [
      { type: 'message', key: 'action', value: 'delegation' },
      { type: 'message', key: 'sender', value: sender },
    ];
    const first = index.search(filters, 1, 100);
    expect(first.total_count).toBe(String(expected.length));
    expect(first.page_total).toBe(String(Math.ceil(expected.length / 100)));
    expect(first.txs).toEqual(expected.slice(0, 100));
    expect(index.search(filters, 10, 100).txs).toEqual(expected.slice(900, 1000));
    expect(index.search([{ type: 'transfer', key: 'amount', value: '12345NANOGT' }], 1, 10).txs).toEqual([all[12344]]);
    expect(index.search([{ type: 'transfer', key: 'amount', value: 'nothing' }, ...filters], 1, 10).total_count).toBe('0');
  });
});

describe('TxIndex answers as JSON text', () => {
  const index = new TxIndex();
  for (let n = 1; n <= 50; n++) index.add(record(n, n % 4 === 0 ? 'delegation' : 'send'));
  // Text beyond ASCII: the kept answers are UTF-8 bytes, and a page's length counts bytes.
  const memo = record(51, 'send');
  memo.events[0]!.attributes.push({ key: 'memo', value: 'café ✓ 付款' });
  index.add(memo);
  const filters = [
    { type: 'message', key: 'sender', value: toForm(sender, 'gt2') },
    { type: 'message', key: 'action', value: 'send' },
  ];

  it('writes each search page exactly as JSON.stringify of the page would, read once or again', () => {
    for (const [page, limit] of [
      [1, 10],
      [2, 10],
      [4, 10],
      [5, 10],
      [1, 100],
      [6, 7],
    ] as const) {
      const expected = JSON.stringify([index.search(filters, page, limit)]);
      expect(index.searchAnswer(filters, page, limit).toString()).toBe(expected);
      expect(index.searchAnswer(filters, page, limit).equals(Buffer.from(expected))).toBe(true);
    }
    expect(index.searchAnswer([{ type: 'message', key: 'action', value: 'none' }], 1, 10).toString()).toBe(
      JSON.stringify([index.search([{ type: 'message', key: 'action', value: 'none' }], 1, 10)]),
    );
  });

  it('writes a tx by hash exactly as JSON.stringify of its record, and nothing for an unknown hash', () => {
    const hash = `IRREVOCABLEPAY-${(7).toString(16).padStart(96, '0')}`;
    expect(index.answer(hash)?.toString()).toBe(JSON.stringify(index.get(hash)));
    expect(index.answer(hash.toLowerCase())?.toString()).toBe(JSON.stringify(index.get(hash)));
    expect(index.answer(`BASIC-${'f'.repeat(96)}`)).toBeUndefined();
  });
});

describe('AnswerCache', () => {
  it('keeps answers up to its budget of bytes, dropping the least recently read first', () => {
    const made: number[] = [];
    const cache = new AnswerCache(30);
    const make = (position: number) => {
      made.push(position);
      return String(position).repeat(10);
    };
    for (const position of [1, 2, 3]) cache.get(position, make);
    expect(cache.get(1, make).toString()).toBe('1111111111');
    cache.get(4, make); // over budget: 2 is the least recently read
    cache.get(1, make);
    cache.get(3, make);
    cache.get(2, make);
    expect(made).toEqual([1, 2, 3, 4, 2]);
  });
});
