// Answers asked for before the first render, beside wallet_getState, so a page that needs one
// does not wait a second round trip. Each is taken once; a later read asks again.
import type { WalletMethod, WalletResults } from '../../shared/wallet-api';
import { callWallet } from '../lib/api';
import { FIRST_PARAMS, takeSentFirst } from '../lib/wallet-message';

/** An early answer as asked, and its value once it has arrived (so a first render can start from it). */
interface Early {
  answer: Promise<unknown>;
  arrived?: { value: unknown };
}

const early = new Map<WalletMethod, Early>();

/** Asks `method` now, unless the page's first script has; the answer waits for `takeEarly` or `takeArrived`. */
export function askEarly(method: 'wallet_listApprovals'): void {
  const entry: Early = { answer: callWallet(method, FIRST_PARAMS[method], takeSentFirst(method)) };
  entry.answer.then(
    (value) => {
      entry.arrived = { value };
    },
    () => undefined,
  ); // a failure is seen by whoever takes it
  early.set(method, entry);
}

/** Forgets an early answer that would be stale by the time a page reads it. */
export function dropEarly(method: WalletMethod): void {
  early.delete(method);
}

/** Resolves once the early answer to `method` has come, or failed (at once if it was not asked). */
export async function earlyAnswered(method: WalletMethod): Promise<void> {
  await early.get(method)?.answer.catch(() => undefined);
}

/** The early answer to `method`, once; undefined if it was not asked or already taken. */
export function takeEarly<M extends WalletMethod>(method: M): Promise<WalletResults[M]> | undefined {
  const entry = early.get(method);
  early.delete(method);
  return entry?.answer as Promise<WalletResults[M]> | undefined;
}

/** The early answer to `method` if it has already arrived (once, as `takeEarly`); undefined otherwise. */
export function takeArrived<M extends WalletMethod>(method: M): WalletResults[M] | undefined {
  const arrived = early.get(method)?.arrived;
  if (!arrived) return undefined;
  early.delete(method);
  return arrived.value as WalletResults[M];
}
