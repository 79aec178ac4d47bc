// Token keeper: token records and their on-chain symbols.
//
// Store keys:
//   token/info/<SYMBOL-XYZ>   TokenValue (ledger-service.md §2.3), keyed by the on-chain symbol
// Balances of tokens live in the bank (denom = on-chain symbol).
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '../../../core/bytes';
import type { TokenValue } from '../../../core/rest/types';
import { LedgerError, type Store } from '../../ledger/types';

const SUFFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const tokenKey = (symbol: string) => `token/info/${symbol}`;

export function getToken(store: Store, symbol: string): TokenValue | undefined {
  return store.get<TokenValue>(tokenKey(symbol));
}

export function requireToken(store: Store, symbol: string): TokenValue {
  const token = getToken(store, symbol);
  if (!token) throw new LedgerError('token_not_found', `token ${symbol} does not exist`);
  return token;
}

export function requireIssuer(token: TokenValue, address: string): void {
  if (token.source_address !== address) {
    throw new LedgerError('not_token_issuer', `only the issuer ${token.source_address} may change ${token.symbol}`);
  }
}

/** `<SYMBOL>-<3 chars of [A-Z0-9]>` drawn from the tx hash; redrawn on the rare collision. */
export function onChainSymbol(store: Store, symbol: string, txHash: string, msgIndex: number): string {
  for (let attempt = 0; ; attempt++) {
    const digest = sha256(utf8ToBytes(`${txHash}/${msgIndex}/${attempt}`));
    const suffix = [0, 1, 2].map((i) => SUFFIX_ALPHABET[digest[i]! % SUFFIX_ALPHABET.length]).join('');
    const candidate = `${symbol}-${suffix}`;
    if (!getToken(store, candidate)) return candidate;
  }
}
