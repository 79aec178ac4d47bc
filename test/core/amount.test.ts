import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDec18, formatGT, MAX_AMOUNT_DIGITS, NANO_PER_GT, NANOGT, parseAmount, parseDec18, parseGT } from '../../src/core/amount';
import { coreErrorOf } from './fixtures';

const errorOf = coreErrorOf;

describe('constants', () => {
  it('has one GT = 10^9 NANOGT', () => {
    expect(NANOGT).toBe('NANOGT');
    expect(NANO_PER_GT).toBe(1_000_000_000n);
  });
});

describe('parseAmount', () => {
  it.each([
    ['123', 123n],
    ['0', 0n],
    ['007', 7n],
    ['10E9', 10_000_000_000n],
    ['1e9', NANO_PER_GT],
    ['1.5e3', 1500n],
    ['1e0', 1n],
    ['1.50E1', 15n],
    ['1500e-2', 15n],
    ['2E+3', 2000n],
    ['0e999999999999', 0n],
    ['123456789012345678901234567890', 123456789012345678901234567890n],
  ])('reads %s as %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    '-1',
    '+1',
    '1.5e0',
    '15e-1',
    '1.5',
    '0x10',
    '0b1',
    '',
    ' ',
    '   ',
    ' 1',
    '1 ',
    '1,000',
    '.5e1',
    '5.e1',
    'e9',
    '1e',
    'NaN',
    'Infinity',
    '１',
  ])('rejects %j as invalid_amount', (text) => {
    const error = errorOf(() => parseAmount(text, 'fee'));
    expect(error.code).toBe('invalid_amount');
    expect(error.field).toBe('fee');
    expect(error.message).toContain('fee');
  });

  it('refuses absurdly large results without computing them', () => {
    expect(parseAmount('9'.repeat(MAX_AMOUNT_DIGITS))).toBe(10n ** 40n - 1n);
    for (const text of ['1e40', '1'.repeat(MAX_AMOUNT_DIGITS + 1), '1e999999999', '1e99999999999999999999']) {
      expect(errorOf(() => parseAmount(text)).code).toBe('amount_too_large');
    }
  });

  it('rejects non-string input', () => {
    expect(errorOf(() => parseAmount(12 as unknown as string)).code).toBe('invalid_amount');
  });

  it('reads back any non-negative integer it is given in decimal', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n - 1n }), (n) => parseAmount(n.toString()) === n));
  });

  it('agrees with the mantissa-exponent definition', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 20 }), (mantissa, exponent) => {
        return parseAmount(`${mantissa}e${exponent}`) === mantissa * 10n ** BigInt(exponent);
      }),
    );
  });
});

describe('formatGT', () => {
  it.each([
    [1_500_000_000n, '1.5'],
    [0n, '0'],
    [1n, '0.000000001'],
    [1_000_000_000n, '1'],
    [123_456_789_000n, '123.456789'],
    ['100000000000', '100'],
    [-1_500_000_000n, '-1.5'],
  ])('formats %s NANOGT as %s GT', (nanogt, text) => {
    expect(formatGT(nanogt)).toBe(text);
  });

  it('groups thousands and truncates to maxDecimals when asked', () => {
    expect(formatGT(1_234_567_891_234_567_891n, { group: true })).toBe('1,234,567,891.234567891');
    expect(formatGT(1_999_999_999n, { maxDecimals: 2 })).toBe('1.99');
    expect(formatGT(1n, { maxDecimals: 2 })).toBe('0');
  });

  it('rejects strings that are not integers', () => {
    expect(errorOf(() => formatGT('1.5')).code).toBe('invalid_amount');
    expect(errorOf(() => formatGT('')).code).toBe('invalid_amount');
  });
});

describe('parseGT', () => {
  it.each([
    ['1.5', 1_500_000_000n],
    ['1', NANO_PER_GT],
    ['0.000000001', 1n],
    ['.5', 500_000_000n],
    ['1.', NANO_PER_GT],
    [' 2.25 ', 2_250_000_000n],
    ['0', 0n],
  ])('reads %j GT as %s NANOGT', (text, expected) => {
    expect(parseGT(text)).toBe(expected);
  });

  it('rejects more than 9 decimals', () => {
    expect(errorOf(() => parseGT('1.0000000001')).code).toBe('too_many_decimals');
  });

  it.each(['', '.', '-1', 'abc', '1,5', '1e9', '0x1', '1.2.3'])('rejects %j', (text) => {
    expect(errorOf(() => parseGT(text)).code).toBe('invalid_amount');
  });

  it('round-trips with formatGT', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => parseGT(formatGT(n)) === n));
  });
});

describe('18-decimal values', () => {
  it('parses the ledger decimal strings', () => {
    expect(parseDec18('12.500000000000000000')).toBe(12_500_000_000_000_000_000n);
    expect(parseDec18('0.000000000000000001')).toBe(1n);
    expect(parseDec18('7')).toBe(7n * 10n ** 18n);
    expect(parseDec18('-1.5')).toBe(-15n * 10n ** 17n);
  });

  it('rejects more than 18 decimals and non-numbers', () => {
    expect(errorOf(() => parseDec18('0.0000000000000000001')).code).toBe('too_many_decimals');
    expect(errorOf(() => parseDec18('abc')).code).toBe('invalid_decimal');
    expect(errorOf(() => parseDec18('')).code).toBe('invalid_decimal');
  });

  it('formats with trailing zeros trimmed and optional truncation', () => {
    expect(formatDec18('12.500000000000000000')).toBe('12.5');
    expect(formatDec18('0.000000000000000000')).toBe('0');
    expect(formatDec18(12_500_000_000_000_000_000n)).toBe('12.5');
    expect(formatDec18('0.123456789012345678', 4)).toBe('0.1234');
    expect(formatDec18('3.999999999999999999', 2)).toBe('3.99');
    expect(formatDec18('-0.25')).toBe('-0.25');
  });

  it('round-trips through parseDec18', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => parseDec18(formatDec18(n)) === n));
  });
});
