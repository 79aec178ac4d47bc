// Turning what a person typed into ledger JSON: GT amounts, coins, address lists. Anything the
// page can tell is wrong becomes a `local` error naming the field; the rest is the wallet's to judge.

export const NANOGT = 'NANOGT';
const NANO_PER_GT = 1_000_000_000n;

/** An error found in the page before anything reaches the wallet (shown with code `local`). */
/** @param {string} message @param {string} [field] */
export function localError(message, field) {
  return Object.assign(new Error(message), field ? { code: 'local', data: { field } } : { code: 'local' });
}

/**
 * '1.5' GT → '1500000000' NANOGT; at most 9 decimals, no sign, no exponent.
 * @public (test/e2e/playground-forms.test.ts imports this module in the browser)
 */
export function gtToNanogt(text, field = 'amount') {
  const match = /^(\d+)(?:\.(\d{1,9}))?$/.exec(String(text ?? '').trim());
  if (!match) throw localError(`${field}: write a GT amount with at most 9 decimals, e.g. 1.5`, field);
  const nano = BigInt(match[1]) * NANO_PER_GT + BigInt((match[2] ?? '').padEnd(9, '0'));
  if (nano === 0n) throw localError(`${field}: must be more than 0`, field);
  return nano.toString();
}

/** '1500000000' NANOGT → '1.5'. */
export function nanogtToGt(amount) {
  const value = BigInt(amount);
  const whole = value / NANO_PER_GT;
  const fraction = (value % NANO_PER_GT).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** One coin: GT (decimal) when the denom is NANOGT or empty, else the token's integer amount as typed. */
export function coinFrom(amountText, denomText, field = 'amount') {
  const denom = String(denomText ?? '').trim() || NANOGT;
  if (denom === NANOGT) return { denom, amount: gtToNanogt(amountText, field) };
  const amount = String(amountText ?? '').trim();
  if (amount === '') throw localError(`${field}: required`, field);
  return { denom, amount };
}

/** Addresses (or keys) separated by commas, spaces or new lines. */
export function splitList(text) {
  return String(text ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function required(value, field, label = field) {
  const text = String(value ?? '').trim();
  if (text === '') throw localError(`${label} is required`, field);
  return text;
}

/** A field left empty means "the connected account". */
export function orAccount(value, account, field) {
  const text = String(value ?? '').trim();
  if (text) return text;
  if (!account) throw localError(`${field}: connect first, or type an address`, field);
  return account;
}

export const PROVIDER_ERROR_NAMES = {
  4001: 'rejected by the user',
  4100: 'not connected (unauthorized)',
  4200: 'unsupported method',
  4900: 'wallet locked or disconnected',
  '-32602': 'invalid params',
  '-32603': 'internal error',
  '-32003': 'the ledger refused the transaction',
  '-32005': 'too many requests',
  local: 'caught by this page',
};
