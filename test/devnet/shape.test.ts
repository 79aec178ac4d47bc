// The shape comparison the real-shape test relies on finds what it must: missing and extra keys,
// other JSON types, other string formats, and array elements unlike the example's.
import { describe, expect, it } from 'vitest';
import { formatOf, shapeDiff } from './shape';

describe('formatOf', () => {
  it.each([
    ['5129', 'int'],
    ['0.300000000000000000', 'dec18'],
    ['0.05', 'decimal'],
    // The real node's (Go RFC 3339) times: GET /v1/status's zeroTimeStamp of the docs' example.
    ['2020-05-27T08:13:47Z', 'rfc3339'],
    ['2020-06-11T06:38:29.626739Z', 'rfc3339'],
    ['2020-05-27T08:13:47.000Z', 'padded-fraction'],
    ['2020-06-11T06:38:29.620Z', 'padded-fraction'],
    ['H44ZPPWLRIXI3TJ64UZSHKKSJ4XRJMWIGU6FHFQXWFTRY3QHW3426MWP3IA44KJHZHBEHSOYYEWNO', 'base32'],
    ['4d85cbcbbe7b6870484ff9c461eb6343382b7c09a933dea84d73d6bd2559d3c1', 'hex-lower'],
    ['/JIOEfJq/C1E11pAml65Aa/5bks6baX0P+Fy9d1sspU=', 'base64'],
    ['gt11ja8j8qskxvccwf3rchp9efxjdu6v5wfkj5uwu4cmktue7h7ufjwqlgqs9ja64xj9kgd5zj', 'bech32:gt11'],
    ['vault112t7hfsmd63a2nz0vwqhpy3msd98vvl35qeuej2uavh2ssjls4f8amqtwgpq3pwksgdqfe6', 'bech32:vault11'],
    [`REVOCABLEPAY-${'AB'.repeat(48)}`, 'prefixed-tx-hash'],
    ['NANOGT', 'text'],
    ['', 'empty'],
  ])('%s is %s', (text, format) => expect(formatOf(text)).toBe(format));
});

describe('shapeDiff', () => {
  const example = {
    height: '9',
    result: { hash: 'H44ZPPWLRIXI3TJ64UZSHKKSJ4XRJMWIGU6F', n: 0, list: [{ amount: '5', denom: 'NANOGT' }], tags: null },
  };

  it('agrees with an answer of the same shape and other values', () => {
    expect(
      shapeDiff(example, {
        height: '12',
        result: {
          hash: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
          n: 4,
          list: [
            { amount: '7', denom: 'X' },
            { amount: '1', denom: 'Y' },
          ],
          tags: [],
        },
      }),
    ).toEqual([]);
  });

  it('names missing keys, extra keys, other types, other formats and unlike elements', () => {
    expect(
      shapeDiff(example, {
        height: 9,
        result: { hash: 'a1'.repeat(16), list: [{ amount: '5.000000000000000000', denom: 'NANOGT', extra: true }], tags: 'x', more: 1 },
      }),
    ).toEqual([
      '$.height: string expected, number answered (9)',
      '$.result.hash: base32 expected ("H44ZPPWLRIXI3TJ64UZSHKKSJ4XRJMWIGU6F"), hex-lower answered ("a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1")',
      '$.result.n: missing',
      '$.result.list[0].amount: int expected ("5"), dec18 answered ("5.000000000000000000")',
      '$.result.list[0].extra: not in the example',
      '$.result.tags: the example is null, the answer is string "x"',
      '$.result.more: not in the example',
    ]);
  });

  it('matches events by type and attributes by key', () => {
    const events = [
      { type: 'delegate', attributes: [{ key: 'amount', value: '1000000' }] },
      { type: 'message', attributes: [{ key: 'action', value: 'delegation' }] },
    ];
    expect(
      shapeDiff(events, [
        { type: 'message', attributes: [{ key: 'action', value: 'x' }] },
        { type: 'delegate', attributes: [{ key: 'amount', value: '1000000' }] },
      ]),
    ).toEqual([]);
    expect(shapeDiff(events, [{ type: 'delegate', attributes: [{ key: 'amount', value: '1000000NANOGT' }] }])).toEqual([
      '$[0].attributes[0].value: int expected ("1000000"), text answered ("1000000NANOGT")',
    ]);
  });
});
