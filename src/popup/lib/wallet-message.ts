// The message a wallet call sends, without the popup's texts or Preact: the page's first script
// (preload.ts) asks for the first state (and the approval window's queue) with it while the page's
// code is still loading.
import type { WalletCallParams, WalletMethod, WalletRequest } from '../../shared/wallet-api';

export function sendWalletMessage<M extends WalletMethod>(method: M, params: WalletCallParams<M>): Promise<unknown> {
  const request: WalletRequest<M> = { channel: 'vaultline:wallet', method, params };
  return chrome.runtime.sendMessage(request);
}

/** The calls the page's first script may send before the page's code runs (wallet_listApprovals: the approval window's queue). */
export type FirstCall = 'wallet_getState' | 'wallet_listApprovals';

/** Their parameters: the queue is asked by the approval page only, which shows the person what it lists. */
export const FIRST_PARAMS: { [M in FirstCall]: WalletCallParams<M> } = { wallet_getState: {}, wallet_listApprovals: { shown: true } };

/** Where preload.ts leaves the messages it sent for the page's code (two scripts: a global); null once the page's code has asked itself. */
const SENT_FIRST = '__vaultlineFirstCalls';
type Holder = Record<typeof SENT_FIRST, Partial<Record<FirstCall, Promise<unknown>>> | null | undefined>;

/** Sends `method` (no parameters) now, for `takeSentFirst`; nothing when the page's code has run first and asked itself. */
export function sendFirst(method: FirstCall): void {
  if ((globalThis as unknown as Holder)[SENT_FIRST] === null) return;
  try {
    const sent = sendWalletMessage(method, FIRST_PARAMS[method]);
    sent.catch(() => undefined); // a failure is seen by whoever takes it
    const holder = globalThis as unknown as Holder;
    (holder[SENT_FIRST] ??= {})[method] = sent;
  } catch {
    // No extension API here: the page's own call asks again and says what went wrong.
  }
}

/** The raw answer to `method` as sent by `sendFirst`, once; undefined if none was sent (or it was taken). */
export function takeSentFirst(method: FirstCall): Promise<unknown> | undefined {
  const holder = globalThis as unknown as Holder;
  const sent = holder[SENT_FIRST];
  // The first script has not run yet: the page's code asks itself, and the script sends nothing after.
  if (sent === undefined) holder[SENT_FIRST] = null;
  const answer = sent?.[method];
  if (sent) delete sent[method];
  return answer;
}
