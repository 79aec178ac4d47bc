// The baseline service worker: echoes port messages, answers one runtime message, opens one window.
// The bench sets globalThis.restUrl (where the node is) as the wallet knows its network.
chrome.runtime.onConnect.addListener((port) => {
  port.onMessage.addListener((message: { id: string }) => port.postMessage({ id: message.id, result: [] }));
});

chrome.runtime.onMessage.addListener((message: { kind?: string }, _sender, sendResponse) => {
  if (message.kind === 'state') sendResponse({ restUrl: (globalThis as { restUrl?: string }).restUrl ?? null });
  if (message.kind === 'open') void chrome.windows.create({ url: chrome.runtime.getURL('page.html#window'), type: 'popup', width: 380, height: 640 }).then(() => sendResponse(true));
  return true;
});
