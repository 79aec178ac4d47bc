// How a path's n' levels are read: apart from hd.ts so that code which only reads a stored choice
// does not carry the key derivation.
/**
 * How a level written n' is read. 'standard': hardened, child n + 2^31 — protocol.md §2, the ledger's
 * key library from v0.0.8 on, gatecli and the wallet-integration document. 'legacy-soft': child n
 * (soft), what Vaultline 0.1 used after a stale vector; kept only so wallets created then keep their
 * addresses.
 */
export type Derivation = 'standard' | 'legacy-soft';
export const DEFAULT_DERIVATION: Derivation = 'standard';

export function isDerivation(value: unknown): value is Derivation {
  return value === 'standard' || value === 'legacy-soft';
}
