// The popup's one formatter for coins, amounts, rates, hashes and times; built on core's formatGT
// and decimal helpers, pure so it is unit-tested without a browser. Its number rule is below.
import { NANOGT, NANO_PER_GT, formatDec18, formatGT, parseDec18 } from '../../core/amount';
import { shortAddress } from '../../core/address-forms';
import type { Coin } from '../../core/types';
import { formatDateTime } from '../i18n';

/*
 * THE NUMBER RULE FOR GT (every screen goes through this file; none calls core's formatGT for display):
 * - Grouping: the whole part is grouped by thousands with ',' (locale-neutral, so the same text in
 *   every language), the fraction never is, trailing zeros are trimmed: '8,999.999989968 GT'.
 * - Ledger integers (balances, amounts, fees, stakes, pool and con-account totals) show every
 *   decimal they have, up to GT_DECIMALS (one NANOGT): never rounded, so no figure claims GT that
 *   is not there. Use gtText / gtLabel / formatCoin(s).
 * - Accruing 18-decimal figures (pending rewards) show REWARD_DECIMALS, and '< 0.000001 GT' when
 *   smaller but not zero. Use decGtText.
 * - Tokens are whole units (tokenAmount / unitsText). A signed amount is '−2.5 GT' (U+2212), a fee
 *   line 'Fee 0.0001 GT'. Input fields take core's ungrouped formatGT text, which parses back.
 *
 * THE RULE FOR BLOCK HEIGHTS: a height is an identifier, never grouped: 'block 1234567', in every
 * language and on every screen. People compare it with explorers and type it back (the block
 * lookup, the clearing height field, the node's /v1/block/{height}), which take the plain digits,
 * as the node's answers write them and as hashes are never grouped. Use heightText for every height
 * passed into a message (t() would group a number). A number OF blocks (a delay, a window's
 * length) is a count, not a height: it reads in words ("3 days") or as a count (the blocks.count message).
 */
const GT_DECIMALS = 9;
const REWARD_DECIMALS = 6;
const PLAIN_NUMBER = /^(\d+)(\.\d+)?$/;

/** A block height as people compare it with explorers: plain digits, never grouped (the rule above). */
export function heightText(height: number | bigint | string): string {
  return typeof height === 'string' ? height.trim() : height.toString();
}

/** '1234567.5' → '1,234,567.5'; text that is not a plain non-negative number comes back unchanged. */
export function groupThousands(numberText: string): string {
  const match = PLAIN_NUMBER.exec(numberText);
  if (!match) return numberText;
  return match[1]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (match[2] ?? '');
}

/** NANOGT → grouped GT number without the unit: 1000000500000000n → '1,000,000.5'. */
export function gtAmount(nanogt: bigint | string, maxDecimals = GT_DECIMALS): string {
  if (typeof nanogt === 'string' && !/^\d+$/.test(nanogt)) return nanogt;
  return formatGT(nanogt, { group: true, maxDecimals });
}

/** NANOGT → '1,000,000.5 GT'. */
export function gtLabel(nanogt: bigint | string, maxDecimals = GT_DECIMALS): string {
  return `${gtAmount(nanogt, maxDecimals)} GT`;
}

/** Whole token units → '1,000,500'. */
export function tokenAmount(units: bigint | string): string {
  return groupThousands(typeof units === 'bigint' ? units.toString() : units.trim());
}

/** One coin for people: GT with decimals (18-decimal reward amounts too), tokens in whole units; text that is not a number is shown as it is. */
export function formatCoin(coin: Coin): string {
  if (coin.denom !== NANOGT) return `${tokenAmount(coin.amount)} ${coin.denom}`;
  return /^\d+\.\d+$/.test(coin.amount) ? decGtText(coin.amount) : gtLabel(coin.amount);
}

/** A coin list: ', ' between the coins of a balance, ' + ' for the parts of one sum. */
export function formatCoins(coins: readonly Coin[], separator: ', ' | ' + ' = ', '): string {
  return coins.length === 0 ? '0 GT' : coins.map(formatCoin).join(separator);
}

/** The parts of one sum (rewards, a revocable send): '1 GT + 5 AB-123'. */
export function coinsLabel(coins: readonly Coin[]): string {
  return formatCoins(coins, ' + ');
}

/** Groups the amounts inside a core summary line ('Delegate 100000 GT to …', 'total supply 1000000'). */
export function groupAmountsInText(line: string): string {
  return line
    .replace(/(?<![\w.,])\d{4,}(?:\.\d+)?(?= (?:GT|[A-Z][A-Z0-9]*-[A-Z0-9]{3})\b)/g, groupThousands)
    .replace(/(total supply )(\d{4,})\b/g, (_all, lead: string, digits: string) => lead + groupThousands(digits));
}

export function isCoin(value: unknown): value is Coin {
  if (!value || typeof value !== 'object') return false;
  const coin = value as Record<string, unknown>;
  return typeof coin.denom === 'string' && typeof coin.amount === 'string';
}

export function isCoinList(value: unknown): value is Coin[] {
  return Array.isArray(value) && value.every(isCoin);
}

/** Coins from a balance answer: `{height, result: [Coin]}` or a bare `[Coin]`. */
export function coinsOf(response: unknown): Coin[] {
  if (isCoinList(response)) return response;
  if (response && typeof response === 'object' && isCoinList((response as { result?: unknown }).result)) {
    return (response as { result: Coin[] }).result;
  }
  return [];
}

export function amountOf(coins: readonly Coin[], denom: string): bigint {
  let total = 0n;
  for (const coin of coins) {
    if (coin.denom === denom && /^[0-9]+$/.test(coin.amount)) total += BigInt(coin.amount);
  }
  return total;
}

/** `IRREVOCABLEPAY-AB12…EF90`: prefix kept, hex cut in the middle. */
export function shortHash(hash: string, keep = 6): string {
  const dash = hash.indexOf('-');
  const prefix = dash >= 0 ? hash.slice(0, dash + 1) : '';
  const hex = dash >= 0 ? hash.slice(dash + 1) : hash;
  if (hex.length <= keep * 2 + 1) return hash;
  return `${prefix}${hex.slice(0, keep)}…${hex.slice(-keep)}`;
}

export function shortAddr(address: string): string {
  try {
    return shortAddress(address);
  } catch {
    return address.length > 20 ? `${address.slice(0, 10)}…${address.slice(-6)}` : address;
  }
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A moment in the popup's language (i18n's Intl date and time); '' when there is none. */
export function formatTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return formatDateTime(ms);
}

/** A ledger integer string as bigint; anything else (missing, decimal, garbage) is 0. */
export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return BigInt(value.trim());
  return 0n;
}

/** A ledger decimal string scaled by 10^18; integers and 18-digit decimals alike, 0 when unreadable. */
export function toDec18(value: unknown): bigint {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string' || value.trim() === '') return 0n;
  try {
    return parseDec18(value.trim());
  } catch {
    return 0n;
  }
}

/** NANOGT → '1,234.5 GT'. */
export function gtText(nanogt: bigint | string, maxDecimals = GT_DECIMALS): string {
  return gtLabel(toBigInt(nanogt), maxDecimals);
}

/** An 18-decimal NANOGT amount (rewards) → GT text with up to REWARD_DECIMALS decimals. */
export function decGtText(dec18Nanogt: bigint | string, maxDecimals = REWARD_DECIMALS): string {
  const scaled = typeof dec18Nanogt === 'bigint' ? dec18Nanogt : toDec18(dec18Nanogt);
  // value in GT scaled by 10^18 = NANOGT scaled by 10^18, divided by 10^9
  const text = formatDec18(scaled / NANO_PER_GT, maxDecimals);
  if (text === '0' && scaled > 0n) return `< ${formatDec18(10n ** BigInt(18 - maxDecimals), maxDecimals)} GT`;
  return `${groupThousands(text)} GT`;
}

/** An 18-decimal rate such as '0.100000000000000000' → '10%'. */
export function percentText(rate: unknown, decimals = 2): string {
  const scaled = toDec18(rate) * 100n;
  return `${formatDec18(scaled, decimals)}%`;
}

/** An 18-decimal number shown with a few decimals: '1.500000000000000000' → '1.5'. */
export function decimalText(value: unknown, decimals = 2): string {
  return groupThousands(formatDec18(toDec18(value), decimals));
}

/** Whole token units with thousands separators: 1000500 → '1,000,500'. */
export function unitsText(value: bigint | string): string {
  return tokenAmount(toBigInt(value));
}

export function coinList(value: unknown): Coin[] {
  return Array.isArray(value) ? value.filter(isCoin) : [];
}

/** Decimal (10^18-scaled) amount of one denom in a reward coin list. */
export function decAmountIn(coins: readonly Coin[], denom: string): bigint {
  return coins.reduce((sum, coin) => (coin.denom === denom ? sum + toDec18(coin.amount) : sum), 0n);
}
