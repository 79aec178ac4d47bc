// The baseline service worker: echoes port messages, answers runtime messages, opens a window: one that
// shows static text ('open'), or one that first asks this worker for the request it was opened for
// ('open-asking', the least an approval window must do to know what to show).
// The bench sets globalThis.restUrl (where the node is) as the wallet knows its network.
chrome.runtime.onConnect.addListener((port) => {
  port.onMessage.addListener((message: { id: string }) => port.postMessage({ id: message.id, result: [] }));
});

chrome.runtime.onMessage.addListener((message: { kind?: string }, _sender, sendResponse) => {
  if (message.kind === 'state') sendResponse({ restUrl: (globalThis as { restUrl?: string }).restUrl ?? null });
  if (message.kind === 'request') sendResponse({ type: 'MsgSend' });
  if (message.kind === 'open' || message.kind === 'open-asking') {
    const page = message.kind === 'open' ? 'page.html#window' : 'page.html#window-asking';
    void chrome.windows.create({ url: chrome.runtime.getURL(page), type: 'popup', width: 380, height: 640 }).then(() => sendResponse(true));
  }
  return true;
});
