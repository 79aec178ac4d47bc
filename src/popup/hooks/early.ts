// Answers asked for before the first render, beside wallet_getState, so a page that needs one
// does not wait a second round trip. Each is taken once; a later read asks again.
import type { WalletMethod, WalletResults } from '../../shared/wallet-api';
import { callWallet } from '../lib/api';

const early = new Map<WalletMethod, Promise<unknown>>();
/** Early answers that have arrived: a page can start from them in its very first render. */
const arrived = new Map<WalletMethod, unknown>();

/** Asks `method` (with no parameters) now; the answer waits for `takeEarly` or `takeArrived`. */
export function askEarly(method: 'wallet_listApprovals'): void {
  const answer = callWallet(method, {});
  answer.then((value) => { if (early.get(method) === answer) arrived.set(method, value); }, () => undefined); // a failure is seen by whoever takes it
  early.set(method, answer);
}

/** Forgets an early answer that would be stale by the time a page reads it. */
export function dropEarly(method: WalletMethod): void {
  early.delete(method);
  arrived.delete(method);
}

/** Resolves once the early answer to `method` has come, or failed (at once if it was not asked). */
export async function earlyAnswered(method: WalletMethod): Promise<void> {
  await early.get(method)?.catch(() => undefined);
}

/** The early answer to `method`, once; undefined if it was not asked or already taken. */
export function takeEarly<M extends WalletMethod>(method: M): Promise<WalletResults[M]> | undefined {
  const answer = early.get(method) as Promise<WalletResults[M]> | undefined;
  dropEarly(method);
  return answer;
}

/** The early answer to `method` if it has already arrived (once, as `takeEarly`); undefined otherwise. */
export function takeArrived<M extends WalletMethod>(method: M): WalletResults[M] | undefined {
  if (!arrived.has(method)) return undefined;
  const value = arrived.get(method) as WalletResults[M];
  dropEarly(method);
  return value;
}
