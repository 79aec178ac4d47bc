// Answers asked for before the first render, beside wallet_getState, so a page that needs one
// does not wait a second round trip. Each is taken once; a later read asks again.
import type { WalletMethod, WalletResults } from '../../shared/wallet-api';
import { callWallet } from '../lib/api';

const early = new Map<WalletMethod, Promise<unknown>>();

/** Asks `method` (with no parameters) now; the answer waits for `takeEarly`. */
export function askEarly(method: 'wallet_listApprovals'): void {
  const answer = callWallet(method, {});
  answer.catch(() => undefined); // a failure is seen by whoever takes it
  early.set(method, answer);
}

/** Forgets an early answer that would be stale by the time a page reads it. */
export function dropEarly(method: WalletMethod): void {
  early.delete(method);
}

/** The early answer to `method`, once; undefined if it was not asked or already taken. */
export function takeEarly<M extends WalletMethod>(method: M): Promise<WalletResults[M]> | undefined {
  const answer = early.get(method) as Promise<WalletResults[M]> | undefined;
  early.delete(method);
  return answer;
}
