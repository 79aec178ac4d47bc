// Amount, rate and coin display for the feature screens; bigint and decimal strings only.
import { DEC18_SCALE, NANOGT, NANO_PER_GT, formatDec18, parseDec18 } from '../../core/amount';
import type { Coin } from '../../core/types';
import { groupThousands, gtLabel, isCoin, tokenAmount } from './format';

export { isCoin, amountOf as amountIn } from './format';

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
export function gtText(nanogt: bigint | string, maxDecimals = 9): string {
  return gtLabel(toBigInt(nanogt), maxDecimals);
}

/** An 18-decimal NANOGT amount (rewards) → GT text with up to 9 decimals. */
export function decGtText(dec18Nanogt: bigint | string, maxDecimals = 9): string {
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

/** One coin for people: GT with decimals, tokens in whole units. Decimal (reward) amounts of NANOGT are handled too. */
export function coinLabel(coin: Coin): string {
  if (coin.denom === NANOGT) return coin.amount.includes('.') ? decGtText(coin.amount) : gtText(coin.amount);
  return `${groupThousands(coin.amount)} ${coin.denom}`;
}

export function coinsLabel(coins: readonly Coin[]): string {
  return coins.length === 0 ? '0 GT' : coins.map(coinLabel).join(' + ');
}

/** Decimal (10^18-scaled) amount of one denom in a reward coin list. */
export function decAmountIn(coins: readonly Coin[], denom: string): bigint {
  return coins.reduce((sum, coin) => (coin.denom === denom ? sum + toDec18(coin.amount) : sum), 0n);
}

export const DEC18 = DEC18_SCALE;
