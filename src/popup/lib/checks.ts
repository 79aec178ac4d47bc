// Form checks of every screen: each returns the parsed value or a human error.
import { NANOGT, parseAmount, parseGT } from '../../core/amount';
import { decodeAddress, type AddressForm } from '../../core/address';
import { gtText, utf8Length } from './format';
import { t, type MessageKey } from '../i18n';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = <T>(error: string): Checked<T> => ({ ok: false, error });

const ALL_FORMS: AddressForm[] = ['gt1', 'gt2', 'vault1', 'vault2'];
const FORM_NAMES: Record<AddressForm, string> = { gt1: 'gt11…', gt2: 'gt21…', vault1: 'vault11…', vault2: 'vault21…' };
export const MEMO_MAX_BYTES = 256;

/** An address typed or pasted by the person, restricted to some forms; returned lower-case as typed. */
export function checkAddress(text: string, forms: AddressForm[] = ALL_FORMS, empty = t('checks.enterAddress')): Checked<string> {
  const address = text.trim();
  if (address === '') return bad(empty);
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return bad(t('checks.mixedCase'));
  const lower = address.toLowerCase();
  const expected = t('checks.expectedForm', { forms: forms.map((f) => FORM_NAMES[f]).join(t('checks.or')) });
  if (!forms.some((form) => lower.startsWith(`${form}1`))) return bad(expected);
  let form: AddressForm;
  try {
    form = decodeAddress(lower).form;
  } catch {
    return bad(t('checks.badChecksum'));
  }
  if (!forms.includes(form)) return bad(expected);
  return ok(lower);
}

/** The send form's recipient: any of the four forms. */
export function checkRecipient(text: string): Checked<string> {
  return checkAddress(text, ALL_FORMS, t('checks.enterRecipient'));
}

/** A positive value typed by the person, parsed by `parse`; `noun` picks the errors' words. */
function positive(text: string, parse: (typed: string) => bigint, noun: 'amount' | 'fee', formatError: string): Checked<bigint> {
  const typed = text.trim();
  if (typed === '') return bad(t(noun === 'amount' ? 'checks.enterAmount' : 'checks.enterFee'));
  let value: bigint;
  try {
    value = parse(typed);
  } catch {
    return bad(formatError);
  }
  if (value <= 0n) return bad(t(noun === 'amount' ? 'checks.amountPositive' : 'checks.feePositive'));
  return ok(value);
}

const atMost = (checked: Checked<bigint>, max: bigint | undefined, maxText: (max: bigint) => string, maxLabel: string): Checked<bigint> =>
  checked.ok && max !== undefined && checked.value > max ? bad(t('checks.moreThan', { label: maxLabel, max: maxText(max) })) : checked;

/** GT typed by the person (up to 9 decimals) → NANOGT, greater than 0 and at most `max` when given. */
export function checkGt(text: string, max?: bigint, maxLabel = t('checks.yourBalance')): Checked<bigint> {
  return atMost(positive(text, parseGT, 'amount', t('checks.gtFormat')), max, gtText, maxLabel);
}

/** Whole token units; scientific notation such as 1e6 is accepted. */
export function checkUnits(text: string, max?: bigint, maxLabel = t('checks.yourBalance')): Checked<bigint> {
  return atMost(positive(text, parseAmount, 'amount', t('checks.unitsFormat')), max, (m) => m.toString(), maxLabel);
}

/** An amount of `denom`: GT with up to 9 decimals, or whole token units. */
export function checkAmount(text: string, denom: string): Checked<bigint> {
  return denom === NANOGT ? checkGt(text) : checkUnits(text);
}

/** Fee typed in GT; the ledger refuses a fee that is not above 0 NANOGT. */
export function checkFee(text: string): Checked<bigint> {
  return positive(text, parseGT, 'fee', t('checks.feeFormat'));
}

export function checkMemo(text: string): Checked<string> {
  if (utf8Length(text) > MEMO_MAX_BYTES) return bad(t('checks.memoTooLong', { max: MEMO_MAX_BYTES }));
  return ok(text);
}

/** What checkBlocks checks, named in its errors by the catalogue (mid-sentence and at its start). */
export type BlocksField = 'delay' | 'clearingHeight' | 'height';
const BLOCKS_FIELD: Record<BlocksField, { what: MessageKey; What: MessageKey }> = {
  delay: { what: 'checks.field.delay', What: 'checks.field.Delay' },
  clearingHeight: { what: 'checks.field.clearingHeight', What: 'checks.field.ClearingHeight' },
  height: { what: 'checks.field.height', What: 'checks.field.Height' },
};

/** A whole number of blocks or a block height, at least `min`. */
export function checkBlocks(text: string, min: number, field: BlocksField): Checked<number> {
  const typed = text.trim();
  const what = t(BLOCKS_FIELD[field].what);
  const What = t(BLOCKS_FIELD[field].What);
  if (typed === '') return bad(t('checks.enterWhat', { what }));
  if (!/^\d+$/.test(typed)) return bad(t('checks.wholeNumber', { What }));
  const value = Number(typed);
  if (!Number.isSafeInteger(value)) return bad(t('checks.tooLarge', { What }));
  if (value < min) return bad(t('checks.atLeast', { What, min: String(min) }));
  return ok(value);
}

/** What the person can send: for GT the balance minus the fee, for a token its whole balance. */
export function maxSendable(denom: string, balance: bigint, fee: bigint): bigint {
  if (denom !== NANOGT) return balance;
  return balance > fee ? balance - fee : 0n;
}

export function checkFunds(denom: string, amount: bigint, fee: bigint, gtBalance: bigint, denomBalance: bigint): string | null {
  if (denom === NANOGT) {
    return amount + fee > gtBalance ? t('checks.gtPlusFee') : null;
  }
  if (amount > denomBalance) return t('checks.moreThanDenom', { denom });
  if (fee > gtBalance) return t('checks.feeNotCovered');
  return null;
}

export { DEFAULT_FEE_NANOGT, DEFAULT_GAS } from '../../shared/fees';

/** The fee the send form starts with: the node's minimum when it asks for more than the default. */
export { defaultFeeNanogt as defaultFee } from '../../shared/fees';
