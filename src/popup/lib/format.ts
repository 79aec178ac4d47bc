// Display helpers shared by every page; pure so they are unit-tested without a browser.
import { NANOGT, formatGT } from '../../core/amount';
import { shortAddress } from '../../core/address';
import type { Coin } from '../../core/types';

/*
 * The one display rule for amounts: the whole part is grouped by thousands with ',' (locale-neutral,
 * so the same text everywhere), the fraction is never grouped, trailing zeros are trimmed.
 * GT shows up to 9 decimals; tokens are whole units.
 */
const PLAIN_NUMBER = /^(\d+)(\.\d+)?$/;

/** '1234567.5' → '1,234,567.5'; text that is not a plain non-negative number comes back unchanged. */
export function groupThousands(numberText: string): string {
  const match = PLAIN_NUMBER.exec(numberText);
  if (!match) return numberText;
  return match[1]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (match[2] ?? '');
}

/** NANOGT → grouped GT number without the unit: 1000000500000000n → '1,000,000.5'. */
export function gtAmount(nanogt: bigint | string, maxDecimals = 9): string {
  if (typeof nanogt === 'string' && !/^\d+$/.test(nanogt)) return nanogt;
  return formatGT(nanogt, { group: true, maxDecimals });
}

/** NANOGT → '1,000,000.5 GT'. */
export function gtLabel(nanogt: bigint | string, maxDecimals = 9): string {
  return `${gtAmount(nanogt, maxDecimals)} GT`;
}

/** Whole token units → '1,000,500'. */
export function tokenAmount(units: bigint | string): string {
  return groupThousands(typeof units === 'bigint' ? units.toString() : units.trim());
}

export function formatCoin(coin: Coin): string {
  if (coin.denom === NANOGT) return gtLabel(coin.amount);
  return `${tokenAmount(coin.amount)} ${coin.denom}`;
}

export function formatCoins(coins: readonly Coin[]): string {
  return coins.length === 0 ? '0 GT' : coins.map(formatCoin).join(', ');
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

export function formatTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return new Date(ms).toLocaleString();
}
