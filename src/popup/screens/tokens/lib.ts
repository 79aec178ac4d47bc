// Token rules and lookups the token screens share. Pure.
import type { Token } from '../../../core/rest/types';
import type { Coin } from '../../../core/types';
import { sameAccount } from '../../lib/accounts';
import { amountOf } from '../../lib/format';
import { t } from '../../i18n';

const SYMBOL_MIN = 2;
export const SYMBOL_MAX = 15;

/** What the symbol field keeps of what was typed: letters only, upper-cased, at most 15. */
export function typedSymbol(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, SYMBOL_MAX);
}

export interface Rule {
  label: string;
  met: boolean;
}

export function symbolRules(symbol: string): Rule[] {
  return [
    { label: t('tokens.rule.min', { min: SYMBOL_MIN }), met: symbol.length >= SYMBOL_MIN },
    { label: t('tokens.rule.max', { max: SYMBOL_MAX }), met: symbol.length > 0 && symbol.length <= SYMBOL_MAX },
    { label: t('tokens.rule.upper'), met: symbol.length > 0 && /^[A-Z]+$/.test(symbol) },
  ];
}

export function validSymbol(symbol: string): boolean {
  return symbolRules(symbol).every((rule) => rule.met);
}

/** The on-chain symbol the ledger gave a new issuance: issued by us, requested symbol plus suffix, not seen before. */
export function findIssuedSymbol(tokens: readonly Token[], issuer: string, requested: string, before: ReadonlySet<string>): string | null {
  const found = tokens
    .map((t) => t.value)
    .filter((t) => t && sameAccount(t.source_address, issuer) && t.symbol.startsWith(`${requested}-`) && !before.has(t.symbol));
  return found.length > 0 ? found[found.length - 1]!.symbol : null;
}

export interface TokenRow {
  symbol: string;
  name: string;
  supply: string;
  mine: boolean;
  balance: bigint;
  mintable: boolean;
  freezable: boolean;
  frozen: boolean;
  issuer: string;
}

/** Every token with the account's balance; held tokens first, then the ones it issued, then by symbol. */
export function tokenRows(tokens: readonly Token[], balances: readonly Coin[], account: string): TokenRow[] {
  const rows = tokens
    .filter((t) => t && t.value)
    .map((t): TokenRow => ({
      symbol: t.value.symbol,
      name: t.value.token_name,
      supply: t.value.total_supply,
      mine: sameAccount(t.value.source_address, account),
      balance: amountOf(balances, t.value.symbol),
      mintable: Boolean(t.value.mintable),
      freezable: Boolean(t.value.freezable),
      frozen: Boolean(t.value.freezed),
      issuer: t.value.source_address,
    }));
  const rank = (r: TokenRow) => (r.balance > 0n ? 0 : r.mine ? 1 : 2);
  return rows.sort((a, b) => rank(a) - rank(b) || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

export function filterTokenRows(rows: readonly TokenRow[], query: string): TokenRow[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((r) => r.symbol.toLowerCase().includes(needle) || r.name.toLowerCase().includes(needle));
}
