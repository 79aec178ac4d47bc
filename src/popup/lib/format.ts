// Display helpers shared by every page; pure so they are unit-tested without a browser.
import { NANOGT, formatGT } from '../../core/amount';
import { shortAddress } from '../../core/address';
import type { Coin } from '../../core/types';

export function formatCoin(coin: Coin): string {
  if (coin.denom === NANOGT) return `${formatGT(coin.amount)} GT`;
  return `${coin.amount} ${coin.denom}`;
}

export function formatCoins(coins: readonly Coin[]): string {
  return coins.length === 0 ? '0 GT' : coins.map(formatCoin).join(', ');
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
