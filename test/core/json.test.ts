import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/json';
import { CoreError } from '../../src/core/errors';

function reorderKeys(value: unknown, rotate: number): unknown {
  if (Array.isArray(value)) return value.map((item) => reorderKeys(item, rotate));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).reverse();
  const shift = entries.length === 0 ? 0 : rotate % entries.length;
  const rotated = [...entries.slice(shift), ...entries.slice(0, shift)];
  return Object.fromEntries(rotated.map(([key, item]) => [key, reorderKeys(item, rotate + 1)]));
}

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    const value = { b: 1, a: { d: [{ z: true, y: null }], c: 'x' } };
    expect(canonicalJson(value)).toBe('{"a":{"c":"x","d":[{"y":null,"z":true}]},"b":1}');
  });

  it('escapes HTML characters and line separators as Go does', () => {
    expect(canonicalJson('<a href="x">&</a>')).toBe('"\\u003ca href=\\"x\\"\\u003e\\u0026\\u003c/a\\u003e"');
    expect(canonicalJson('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });

  it('writes \\n \\r \\t short and other control bytes as lower-case \\u00XX', () => {
    expect(canonicalJson('\n\r\t')).toBe('"\\n\\r\\t"');
    expect(canonicalJson('\u0000\u0001\b\f\u001f')).toBe('"\\u0000\\u0001\\u0008\\u000c\\u001f"');
    expect(canonicalJson('back\\slash')).toBe('"back\\\\slash"');
  });

  it('keeps other non-ASCII raw, and DEL unescaped', () => {
    expect(canonicalJson('é中😀\u007f')).toBe('"é中😀\u007f"');
  });

  it('writes a lone surrogate as the escaped replacement character, as Go does for invalid UTF-8', () => {
    expect(canonicalJson('a\ud800b')).toBe('"a\\ufffdb"');
    expect(canonicalJson('\udc00')).toBe('"\\ufffd"');
  });

  it('orders keys by UTF-8 bytes, not UTF-16 code units', () => {
    // U+FB00 is EF AC 80 in UTF-8 (before F0 9F…), but 0xFB00 after the surrogate 0xD83D in UTF-16.
    expect(canonicalJson({ '😀': 1, ﬀ: 2 })).toBe('{"ﬀ":2,"😀":1}');
    expect(canonicalJson({ b: 1, B: 2, a: 3, '': 4 })).toBe('{"":4,"B":2,"a":3,"b":1}');
  });

  it('escapes keys like strings', () => {
    expect(canonicalJson({ '<k>': 'v' })).toBe('{"\\u003ck\\u003e":"v"}');
  });

  it('leaves out undefined members', () => {
    expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
  });

  it('refuses non-finite numbers, bigints and non-JSON values', () => {
    for (const bad of [Number.NaN, Infinity, -Infinity, 1n, undefined, () => 1, Symbol('s'), new Date(0), new Uint8Array(1), [1n]]) {
      expect(() => canonicalJson(bad)).toThrow(CoreError);
    }
    expect(() => canonicalJson({ fee: { amount: 5n } })).toThrow(expect.objectContaining({ code: 'invalid_json', field: '$.fee.amount' }));
  });

  it('is idempotent: parsing its output and writing it again gives the same text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const once = canonicalJson(value);
        expect(canonicalJson(JSON.parse(once))).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on key insertion order', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.nat(10), (value, rotate) => {
        expect(canonicalJson(reorderKeys(value, rotate))).toBe(canonicalJson(value));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips through JSON.parse to an equal value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('orders any keys (astral characters, lone surrogates, U+E000 and above) by their UTF-8 bytes', () => {
    // UTF-8 as Buffer writes it: a lone surrogate becomes U+FFFD, as canonicalJson writes it.
    const bytes = (key: string) => Buffer.from(`k${key}`);
    const unit = fc.oneof(
      fc.constantFrom('a', 'B', '\ud83d', '\ude00', '\ue000', '\uffff', '\ufffd', '\u00e9', '\ud800'),
      fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.array(unit, { maxLength: 4 }).map((parts) => parts.join('')),
          { maxLength: 6, selector: (key) => bytes(key).toString('hex') },
        ),
        (keys) => {
          const byBytes = [...keys].sort((a, b) => Buffer.compare(bytes(a), bytes(b)));
          // 'k' first: no key looks like an array index, which JavaScript objects would list first.
          const written = JSON.parse(canonicalJson(Object.fromEntries(keys.map((key, i) => [`k${key}`, i])))) as Record<string, number>;
          return Object.values(written).join() === byBytes.map((key) => keys.indexOf(key)).join();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('names the failing member by its keys and indexes', () => {
    expect(() => canonicalJson({ a: [{ b: [1, { c: 2n }] }] })).toThrow(
      expect.objectContaining({ field: '$.a[0].b[1].c', message: '$.a[0].b[1].c cannot be written as JSON (bigint); amounts are strings' }),
    );
    expect(() => canonicalJson([Number.NaN])).toThrow(expect.objectContaining({ field: '$[0]' }));
  });
});
