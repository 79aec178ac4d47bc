// The message a wallet call sends, without the popup's texts or Preact: the page's first script
// (preload.ts) asks for the first state with it while the page's code is still loading.
import type { WalletCallParams, WalletMethod, WalletRequest } from '../../shared/wallet-api';

export function sendWalletMessage<M extends WalletMethod>(method: M, params: WalletCallParams<M>): Promise<unknown> {
  const request: WalletRequest<M> = { channel: 'vaultline:wallet', method, params };
  return chrome.runtime.sendMessage(request);
}

/** Where preload.ts leaves its wallet_getState for the page's code (two scripts: a global). */
const EARLY_STATE = '__vaultlineFirstState';
type Holder = Record<typeof EARLY_STATE, Promise<unknown> | undefined>;

/** Sends wallet_getState now, for `takeEarlyState`. */
export function askStateEarly(): void {
  try {
    const sent = sendWalletMessage('wallet_getState', {});
    sent.catch(() => undefined); // a failure is seen by whoever takes it
    (globalThis as unknown as Holder)[EARLY_STATE] = sent;
  } catch {
    // No extension API here: the page's own call asks again and says what went wrong.
  }
}

/** The raw answer to the early wallet_getState, once; undefined if none was sent (or it was taken). */
export function takeEarlyState(): Promise<unknown> | undefined {
  const holder = globalThis as unknown as Holder;
  const sent = holder[EARLY_STATE];
  holder[EARLY_STATE] = undefined;
  return sent;
}
