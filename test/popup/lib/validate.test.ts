import { describe, expect, it } from 'vitest';
import { addressFromPublicKey, toForm } from '../../../src/core/address';
import {
  checkAmount,
  checkFee,
  checkFunds,
  checkMemo,
  checkRecipient,
  defaultFee,
  maxSendable,
  DEFAULT_FEE_NANOGT,
} from '../../../src/popup/lib/checks';

const gt1 = addressFromPublicKey(new Uint8Array(32).fill(7));

describe('checkRecipient', () => {
  it('accepts all four address forms and lower-cases an upper-case address', () => {
    for (const form of ['gt1', 'gt2', 'vault1', 'vault2'] as const) {
      const address = toForm(gt1, form);
      expect(checkRecipient(`  ${address} `)).toEqual({ ok: true, value: address });
    }
    expect(checkRecipient(gt1.toUpperCase())).toEqual({ ok: true, value: gt1 });
  });

  it('explains empty, wrong-prefix, mixed-case and checksum errors', () => {
    expect(checkRecipient('')).toMatchObject({ ok: false, error: expect.stringContaining('Enter') });
    expect(checkRecipient('cosmos1abc')).toMatchObject({ ok: false, error: expect.stringContaining('gt11') });
    const mixed = gt1.slice(0, 10) + gt1.slice(10).toUpperCase();
    expect(checkRecipient(mixed)).toMatchObject({ ok: false, error: expect.stringContaining('case') });
    const last = gt1.at(-1) === 'q' ? 'p' : 'q';
    expect(checkRecipient(gt1.slice(0, -1) + last)).toMatchObject({ ok: false, error: expect.stringContaining('checksum') });
  });
});

describe('checkAmount', () => {
  it('parses GT with up to 9 decimals into NANOGT', () => {
    expect(checkAmount('1.5', 'NANOGT')).toEqual({ ok: true, value: 1_500_000_000n });
    expect(checkAmount('0.000000001', 'NANOGT')).toEqual({ ok: true, value: 1n });
  });
  it('refuses zero, negatives, too many decimals and junk', () => {
    for (const bad of ['0', '-1', '0.0000000001', 'abc', '1e3', '']) expect(checkAmount(bad, 'NANOGT').ok).toBe(false);
  });
  it('takes whole units for tokens', () => {
    expect(checkAmount('42', 'ABC-X1Y')).toEqual({ ok: true, value: 42n });
    expect(checkAmount('1.5', 'ABC-X1Y').ok).toBe(false);
    expect(checkAmount('1e3', 'ABC-X1Y')).toEqual({ ok: true, value: 1000n });
    expect(checkAmount('1.5e3', 'ABC-X1Y')).toEqual({ ok: true, value: 1500n });
    expect(checkAmount('-3', 'ABC-X1Y').ok).toBe(false);
    expect(checkAmount('0', 'ABC-X1Y').ok).toBe(false);
  });
});

describe('fees, memo and funds', () => {
  it('needs a fee above zero', () => {
    expect(checkFee('0').ok).toBe(false);
    expect(checkFee('0.1')).toEqual({ ok: true, value: 100_000_000n });
  });
  it('counts the memo in UTF-8 bytes (256 Latin or 85 CJK characters)', () => {
    expect(checkMemo('a'.repeat(256)).ok).toBe(true);
    expect(checkMemo('a'.repeat(257)).ok).toBe(false);
    expect(checkMemo('中'.repeat(85)).ok).toBe(true);
    expect(checkMemo('中'.repeat(86)).ok).toBe(false);
  });
  it('max is balance minus fee for GT, never negative, and the whole balance for a token', () => {
    expect(maxSendable('NANOGT', 1000n, 10n)).toBe(990n);
    expect(maxSendable('NANOGT', 5n, 10n)).toBe(0n);
    expect(maxSendable('ABC-X1Y', 7n, 10n)).toBe(7n);
  });
  it('reports amount plus fee over the balance', () => {
    expect(checkFunds('NANOGT', 990n, 10n, 1000n, 1000n)).toBeNull();
    expect(checkFunds('NANOGT', 991n, 10n, 1000n, 1000n)).toContain('balance');
    expect(checkFunds('ABC-X1Y', 8n, 10n, 100n, 7n)).toContain('ABC-X1Y');
    expect(checkFunds('ABC-X1Y', 7n, 10n, 5n, 7n)).toContain('fee');
  });
  it('default fee follows the node minimum only when it is higher', () => {
    expect(defaultFee(undefined)).toBe(DEFAULT_FEE_NANOGT);
    expect(defaultFee('1')).toBe(DEFAULT_FEE_NANOGT);
    expect(defaultFee((DEFAULT_FEE_NANOGT * 3n).toString())).toBe(DEFAULT_FEE_NANOGT * 3n);
    expect(defaultFee('junk')).toBe(DEFAULT_FEE_NANOGT);
  });
});

describe('the default fee a node can ask for', () => {
  it("follows the node's minimum between 0.01 GT and 1 GT, never more", () => {
    expect(defaultFee(undefined)).toBe(DEFAULT_FEE_NANOGT);
    expect(defaultFee('5')).toBe(DEFAULT_FEE_NANOGT);
    expect(defaultFee('250000000')).toBe(250_000_000n);
    expect(defaultFee('1000000000')).toBe(1_000_000_000n);
    expect(defaultFee('999999999999999999')).toBe(1_000_000_000n);
    expect(defaultFee('-3')).toBe(DEFAULT_FEE_NANOGT);
  });
});
