// A MessagePort the approval window hands this service worker (src/popup/lib/wallet-port.ts): a channel
// straight to the worker's thread, past the browser's extension messaging. A part of its own: the
// worker's start only listens for it. Only pages of this extension reach the worker's message event;
// the sender is then checked as a runtime message's is (handleWalletMessage).
import { answerCall } from './index';

export function onWalletChannel(event: ExtendableMessageEvent): void {
  const port = event.ports[0];
  const source = event.source as Client | null;
  if (!port || !source || `${event.origin}/` !== chrome.runtime.getURL('')) return;
  const sender: chrome.runtime.MessageSender = { id: chrome.runtime.id, url: source.url };
  port.onmessage = ({ data }: MessageEvent) => answerCall(data as { id?: unknown } | null, sender, (answer) => port.postMessage(answer));
  // The page sends on the channel only once it has heard this: a channel no worker took never swallows a decision.
  port.postMessage({ ready: true });
}
