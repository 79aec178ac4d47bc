// Form checks of the send and approval screens: each returns the parsed value or a human error.
import { NANOGT, parseAmount, parseGT } from '../../core/amount';
import { decodeAddress } from '../../core/address';
import { utf8Length } from './format';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const ADDRESS_PREFIXES = ['gt1', 'gt2', 'vault1', 'vault2'];
export const MEMO_MAX_BYTES = 256;

export function checkRecipient(text: string): Checked<string> {
  const address = text.trim();
  if (address === '') return { ok: false, error: 'Enter a recipient address.' };
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    return { ok: false, error: 'Address mixes upper and lower case.' };
  }
  const lower = address.toLowerCase();
  if (!ADDRESS_PREFIXES.some((prefix) => lower.startsWith(`${prefix}1`))) {
    return { ok: false, error: 'Address must start with gt11, gt21, vault11 or vault21.' };
  }
  try {
    decodeAddress(lower);
  } catch {
    return { ok: false, error: 'Not a valid address: check for typos (the checksum does not match).' };
  }
  return { ok: true, value: lower };
}

/** Amount typed by the person: GT with up to 9 decimals, or whole token units (scientific notation too, as in the token forms). */
export function checkAmount(text: string, denom: string): Checked<bigint> {
  const typed = text.trim();
  if (typed === '') return { ok: false, error: 'Enter an amount.' };
  let value: bigint;
  if (denom === NANOGT) {
    try {
      value = parseGT(typed);
    } catch {
      return { ok: false, error: 'Amount must be a number of GT with at most 9 decimals.' };
    }
  } else {
    try {
      value = parseAmount(typed);
    } catch {
      return { ok: false, error: 'Token amounts are whole units (1000 or 1e3).' };
    }
  }
  if (value <= 0n) return { ok: false, error: 'Amount must be greater than 0.' };
  return { ok: true, value };
}

/** Fee typed in GT; the ledger refuses a fee that is not above 0 NANOGT. */
export function checkFee(text: string): Checked<bigint> {
  const typed = text.trim();
  if (typed === '') return { ok: false, error: 'Enter a fee.' };
  let value: bigint;
  try {
    value = parseGT(typed);
  } catch {
    return { ok: false, error: 'Fee must be a number of GT with at most 9 decimals.' };
  }
  if (value <= 0n) return { ok: false, error: 'Fee must be greater than 0.' };
  return { ok: true, value };
}

export function checkMemo(text: string): Checked<string> {
  if (utf8Length(text) > MEMO_MAX_BYTES) return { ok: false, error: `Memo is at most ${MEMO_MAX_BYTES} bytes (256 Latin or 85 CJK characters).` };
  return { ok: true, value: text };
}

/** What the person can send: for GT the balance minus the fee, for a token its whole balance. */
export function maxSendable(denom: string, balance: bigint, fee: bigint): bigint {
  if (denom !== NANOGT) return balance;
  return balance > fee ? balance - fee : 0n;
}

export function checkFunds(denom: string, amount: bigint, fee: bigint, gtBalance: bigint, denomBalance: bigint): string | null {
  if (denom === NANOGT) {
    return amount + fee > gtBalance ? 'Amount plus fee is more than your GT balance.' : null;
  }
  if (amount > denomBalance) return `Amount is more than your ${denom} balance.`;
  if (fee > gtBalance) return 'Your GT balance does not cover the fee.';
  return null;
}

export { DEFAULT_FEE_NANOGT, DEFAULT_GAS } from '../../shared/fees';

/** The fee the send form starts with: the node's minimum when it asks for more than the default. */
export { defaultFeeNanogt as defaultFee } from '../../shared/fees';
