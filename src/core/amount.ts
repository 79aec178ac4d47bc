import { CoreError } from './errors';

export const NANOGT = 'NANOGT';
const GT_DECIMALS = 9;
export const NANO_PER_GT = 10n ** 9n;
const DEC18_DECIMALS = 18;
export const DEC18_SCALE = 10n ** 18n;
/** Amounts with more digits than this are refused as absurd rather than computed. */
export const MAX_AMOUNT_DIGITS = 40;

const INTEGER_OR_SCIENTIFIC = /^(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

function requireString(text: unknown, field: string): string {
  if (typeof text !== 'string') throw new CoreError('invalid_amount', `${field} must be a string`, field);
  return text;
}

function checkDigits(digits: string, field: string): void {
  if (digits.replace(/^0+/, '').length > MAX_AMOUNT_DIGITS) {
    throw new CoreError('amount_too_large', `${field} has more than ${MAX_AMOUNT_DIGITS} digits`, field);
  }
}

/**
 * Parses a request amount: a non-negative integer ('123') or scientific notation ('10E9', '1.5e3')
 * that resolves to an integer. Anything else throws CoreError 'invalid_amount'.
 */
export function parseAmount(text: string, field = 'amount'): bigint {
  const match = INTEGER_OR_SCIENTIFIC.exec(requireString(text, field));
  if (!match) {
    throw new CoreError('invalid_amount', `${field} must be a non-negative integer or scientific notation such as 10E9`, field);
  }
  const [, whole = '', fraction = '', exponentText] = match;
  if (fraction !== '' && exponentText === undefined) {
    throw new CoreError('invalid_amount', `${field} must be a whole number of the smallest unit`, field);
  }
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const significand = (whole + fraction).replace(/^0+(?=\d)/, '');
  const shift = exponent - fraction.length;
  if (/^0+$/.test(significand)) return 0n;
  if (!Number.isSafeInteger(exponent) && exponent < 0) {
    throw new CoreError('invalid_amount', `${field} must resolve to a whole number, not a fraction`, field);
  }
  if (!Number.isSafeInteger(exponent) || significand.length + shift > MAX_AMOUNT_DIGITS) {
    throw new CoreError('amount_too_large', `${field} has more than ${MAX_AMOUNT_DIGITS} digits`, field);
  }
  let digits: string;
  if (shift >= 0) {
    digits = significand + '0'.repeat(shift);
  } else {
    const dropped = significand.slice(shift);
    if (!/^0*$/.test(dropped)) {
      throw new CoreError('invalid_amount', `${field} must resolve to a whole number, not a fraction`, field);
    }
    digits = significand.slice(0, shift) || '0';
  }
  checkDigits(digits, field);
  return BigInt(digits);
}

/** Parses a fixed-point decimal ('12.5', '-0.25') into an integer scaled by 10^decimals. */
function parseFixed(text: string, decimals: number, field: string, code: string): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) {
    throw new CoreError(code, `${field} must be a decimal number such as 12.5`, field);
  }
  if (fraction.length > decimals) {
    throw new CoreError('too_many_decimals', `${field} has more than ${decimals} decimal places`, field);
  }
  checkDigits(whole, field);
  const scaled = BigInt((whole || '0') + fraction.padEnd(decimals, '0'));
  return sign === '-' ? -scaled : scaled;
}

/** Formats an integer scaled by 10^decimals, showing at most maxDecimals (truncated) with trailing zeros trimmed. */
function formatFixed(value: bigint, decimals: number, maxDecimals: number, group: boolean): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  let whole = (magnitude / scale).toString();
  const fraction = (magnitude % scale).toString().padStart(decimals, '0').slice(0, Math.max(0, maxDecimals)).replace(/0+$/, '');
  if (group) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

function toInteger(value: bigint | string, field: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new CoreError('invalid_amount', `${field} must be an integer amount`, field);
}

export interface FormatGTOptions {
  /** Separate thousands with commas. */
  group?: boolean;
  /** Show at most this many decimals (default 9); extra digits are truncated, not rounded. */
  maxDecimals?: number;
}

/** NANOGT → GT text: '1500000000' → '1.5', 0 → '0'. */
export function formatGT(nanogt: bigint | string, opts: FormatGTOptions = {}): string {
  return formatFixed(toInteger(nanogt, 'amount'), GT_DECIMALS, opts.maxDecimals ?? GT_DECIMALS, opts.group ?? false);
}

/** User-typed GT ('1.5', '0.000000001', '.5') → NANOGT. Negative amounts and more than 9 decimals are refused. */
export function parseGT(text: string, field = 'amount'): bigint {
  const trimmed = requireString(text, field).trim();
  if (trimmed.startsWith('-')) throw new CoreError('invalid_amount', `${field} must not be negative`, field);
  return parseFixed(trimmed, GT_DECIMALS, field, 'invalid_amount');
}

/** An 18-fractional-digit ledger decimal ('12.500000000000000000') → value scaled by 10^18. */
export function parseDec18(text: string, field = 'value'): bigint {
  return parseFixed(requireString(text, field), DEC18_DECIMALS, field, 'invalid_decimal');
}

/** A ledger decimal (string) or a 10^18-scaled bigint → '12.5', showing at most maxDecimals (truncated). */
export function formatDec18(value: bigint | string, maxDecimals = DEC18_DECIMALS): string {
  const scaled = typeof value === 'bigint' ? value : parseDec18(value);
  return formatFixed(scaled, DEC18_DECIMALS, maxDecimals, false);
}
