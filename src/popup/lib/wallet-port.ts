// The approval window's wallet calls over one long-lived port: on an open port the person's decision
// reaches the worker sooner than by runtime.sendMessage, which opens a channel for every call (and
// the window's polls, on the same port, arrive in order with it). A closed port (the worker stopped)
// fails the calls it carried, which callWallet sends again by message; the next call opens a new port.
// In Chromium the worker also controls this page: the person's decision goes on a MessagePort handed to
// it, straight to the worker's thread (a runtime port's message passes through the browser's extension
// messaging: ~0.4 ms a round trip against ~0.05 ms idle, more while the browser handles the click). The
// channel is used once the worker says it took it, and lives and dies with the runtime port: a stopped
// worker closes the port, and the channel's calls fail with it.
import type { WalletCallParams, WalletMethod } from '../../shared/wallet-api';

interface Waiting {
  resolve(response: unknown): void;
  reject(error: Error): void;
}
interface Open {
  port: chrome.runtime.Port;
  waiting: Map<number, Waiting>;
  direct?: MessagePort;
}

let kept = false;
let open: Open | undefined;
let lastId = 0;

function connect(): Open {
  const opened: Open = { port: chrome.runtime.connect({ name: 'vaultline:wallet' }), waiting: new Map() };
  const answered = (message: { id?: unknown; response?: unknown }) => {
    const call = opened.waiting.get(message.id as number);
    opened.waiting.delete(message.id as number);
    call?.resolve(message.response);
  };
  opened.port.onMessage.addListener(answered);
  const worker = globalThis.navigator?.serviceWorker?.controller;
  if (worker) {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent) => {
      const data = event.data as { id?: unknown; response?: unknown; ready?: unknown };
      // Until the worker says it took the channel, every call goes on the runtime port.
      if (data?.ready === true) opened.direct = channel.port1;
      else answered(data);
    };
    opened.port.onDisconnect.addListener(() => channel.port1.close());
    try {
      worker.postMessage({ channel: 'vaultline:wallet' }, [channel.port2]);
    } catch {
      // A worker being replaced: the runtime port carries every call.
    }
  }
  opened.port.onDisconnect.addListener(() => {
    if (open === opened) open = undefined;
    for (const call of opened.waiting.values()) call.reject(new Error('The background stopped before answering'));
    opened.waiting.clear();
  });
  return opened;
}

/** From now on this page's wallet calls go over a port, opened now so the first one finds it open. */
export function keepWalletPort(): void {
  kept = true;
  open ??= connect();
}

/** The answer to a wallet call sent over the kept port; undefined when this page keeps none. */
export function sendOverPort<M extends WalletMethod>(method: M, params: WalletCallParams<M>): Promise<unknown> | undefined {
  if (!kept) return undefined;
  const current = (open ??= connect());
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    current.waiting.set(id, { resolve, reject });
    try {
      const message = { id, channel: 'vaultline:wallet', method, params };
      if (method === 'wallet_resolveApproval' && current.direct) current.direct.postMessage(message);
      else current.port.postMessage(message);
    } catch (error) {
      // Closed before this page heard so: the call fails, the next one opens a new port.
      if (open === current) open = undefined;
      throw error;
    }
  });
}
