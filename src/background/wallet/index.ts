// The wallet face: runtime messages from our own extension pages only, validated, answered with
// WalletResponse; never throws, never answers a secret.
import * as v from 'valibot';
import { walletMethods, type WalletMethod, type WalletResponse } from '../../shared/wallet-api';
import { asPersonAction, isPersonAction } from '../keyring/autolock';
import { walletError } from '../rpc-errors';
import { paramsIssue } from '../validation';
import { handlers } from './handlers';

export const WALLET_CHANNEL = 'vaultline:wallet';

/** Popup and approval window: our extension id and a page under our own chrome-extension:// origin. */
function isOwnExtensionPage(sender: chrome.runtime.MessageSender | undefined): boolean {
  return !!sender && sender.id === chrome.runtime.id && typeof sender.url === 'string' && sender.url.startsWith(chrome.runtime.getURL(''));
}

function isWalletMethod(method: unknown): method is WalletMethod {
  return typeof method === 'string' && Object.hasOwn(walletMethods, method);
}

export async function handleWalletMessage(message: unknown, sender: chrome.runtime.MessageSender | undefined): Promise<WalletResponse> {
  try {
    if (!isOwnExtensionPage(sender))
      return { ok: false, error: { code: 'forbidden', message: 'Only Vaultline pages may use the wallet API' } };
    const { method, params } = (message ?? {}) as { method?: unknown; params?: unknown };
    if (!isWalletMethod(method))
      return { ok: false, error: { code: 'unknown_method', message: `Unknown wallet method ${String(method).slice(0, 64)}` } };
    const parsed = v.safeParse(walletMethods[method], params ?? {});
    if (!parsed.success) return { ok: false, error: { code: 'invalid_params', ...paramsIssue(parsed.issues) } };
    const handler = handlers[method] as (input: unknown) => Promise<unknown>;
    const run = () => handler(parsed.output);
    return { ok: true, result: (await (isPersonAction(method) ? asPersonAction(run) : run())) as never };
  } catch (error) {
    return { ok: false, error: walletError(error) };
  }
}

/** A call on a page's kept channel: `{ id, method, params }` in, `{ id, response }` out, answered as
 *  handleWalletMessage answers (so only our own pages get answers). */
export function answerCall(
  message: { id?: unknown } | null,
  sender: chrome.runtime.MessageSender | undefined,
  post: (answer: unknown) => void,
): void {
  const id = message?.id;
  // A page closed meanwhile makes postMessage throw: nobody waits for that answer.
  if (typeof id === 'number')
    void handleWalletMessage(message, sender)
      .then((response) => post({ id, response }))
      .catch(() => undefined);
}

/** A port our own page keeps for its calls (src/popup/lib/wallet-port.ts). */
export function onWalletPort(port: chrome.runtime.Port): void {
  port.onMessage.addListener((message: { id?: unknown } | null) => answerCall(message, port.sender, (answer) => port.postMessage(answer)));
}
