// Form checks of the feature screens: each returns the parsed value or a human error.
import { parseAmount, parseGT } from '../../core/amount';
import { decodeAddress, type AddressForm } from '../../core/address';
import { gtText } from './units';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = <T>(error: string): Checked<T> => ({ ok: false, error });

const FORM_NAMES: Record<AddressForm, string> = { gt1: 'gt11…', gt2: 'gt21…', vault1: 'vault11…', vault2: 'vault21…' };

/** An address typed or pasted by the person, restricted to some forms; returned lower-case as typed. */
export function checkAddress(text: string, forms: AddressForm[] = ['gt1', 'gt2', 'vault1', 'vault2']): Checked<string> {
  const address = text.trim();
  if (address === '') return bad('Enter an address.');
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return bad('The address mixes upper and lower case.');
  let form: AddressForm;
  try {
    form = decodeAddress(address.toLowerCase()).form;
  } catch {
    return bad('Not a valid address: check for typos (the checksum does not match).');
  }
  if (!forms.includes(form)) return bad(`Expected a ${forms.map((f) => FORM_NAMES[f]).join(' or ')} address here.`);
  return ok(address.toLowerCase());
}

/** GT typed by the person (up to 9 decimals) → NANOGT, greater than 0 and at most `max` when given. */
export function checkGt(text: string, max?: bigint, maxLabel = 'your balance'): Checked<bigint> {
  const typed = text.trim();
  if (typed === '') return bad('Enter an amount.');
  let value: bigint;
  try {
    value = parseGT(typed);
  } catch {
    return bad('Amount must be a number of GT with at most 9 decimals.');
  }
  if (value <= 0n) return bad('Amount must be greater than 0.');
  if (max !== undefined && value > max) return bad(`That is more than ${maxLabel} (${gtText(max)}).`);
  return ok(value);
}

/** Whole token units; scientific notation such as 1e6 is accepted. */
export function checkUnits(text: string, max?: bigint, maxLabel = 'your balance'): Checked<bigint> {
  const typed = text.trim();
  if (typed === '') return bad('Enter an amount.');
  let value: bigint;
  try {
    value = parseAmount(typed);
  } catch {
    return bad('Token amounts are whole units (1000 or 1e3).');
  }
  if (value <= 0n) return bad('Amount must be greater than 0.');
  if (max !== undefined && value > max) return bad(`That is more than ${maxLabel} (${max.toString()}).`);
  return ok(value);
}

/** A whole number of blocks or a block height, at least `min`. */
export function checkBlocks(text: string, min: number, what: string): Checked<number> {
  const typed = text.trim();
  if (typed === '') return bad(`Enter ${what}.`);
  if (!/^\d+$/.test(typed)) return bad(`${capitalize(what)} is a whole number.`);
  const value = Number(typed);
  if (!Number.isSafeInteger(value)) return bad(`${capitalize(what)} is too large.`);
  if (value < min) return bad(`${capitalize(what)} must be at least ${min}.`);
  return ok(value);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
