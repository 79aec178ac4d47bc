// The baseline content script: page messages to a runtime port and back; the 'open' kinds as runtime messages.
const port = chrome.runtime.connect({ name: 'baseline' });
port.onMessage.addListener((message: { id: string; result: unknown }) => {
  window.postMessage({ to: 'baseline-page', id: message.id, result: message.result }, window.location.origin);
});
window.addEventListener('message', (event: MessageEvent<{ to?: string; id: string; kind: string }>) => {
  if (event.source !== window || event.data?.to !== 'baseline-content') return;
  const { id, kind } = event.data;
  if (kind.startsWith('open')) void chrome.runtime.sendMessage({ kind }).then((result) => window.postMessage({ to: 'baseline-page', id, result }, window.location.origin));
  else port.postMessage({ id, kind });
});
