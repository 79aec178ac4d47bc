// Relay between the page (same-origin postMessage) and the background (a runtime port). It never
// decides anything and never names an origin: the background reads it from the port's sender.
import {
  CONTENT_EVENT_CHANNEL,
  CONTENT_PING_CHANNEL,
  INPAGE_TARGET,
  PAGE_TARGET,
  REPEATABLE_METHODS,
  RESUME_MAX,
  ProviderErrorCode,
  providerPortName,
  type BackgroundPing,
  type BackgroundToContent,
  type ContentToPage,
  type PageToContent,
  type PortMessage,
  type PortResume,
  type PortRequest,
} from '../shared/provider-wire';

const origin = window.location.origin;
/** This document's name for the background (crypto.randomUUID is missing on plain-http pages). */
const PAGE_ID = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
const MAX_PENDING = 1000;
/** Requests sent to the background and not answered yet, by id. After a reconnect, those the
 *  background said it received are asked for again by id (`resume`); the others are sent again whole. */
const pending = new Map<string, { request: PortRequest; received: boolean }>();
let port: chrome.runtime.Port | null = null;
let reconnectAttempts = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

function toPage(message: ContentToPage): void {
  window.postMessage(message, origin);
}

function failPending(code: typeof ProviderErrorCode.disconnected, message: string): void {
  for (const id of pending.keys()) toPage({ target: INPAGE_TARGET, id, error: { code, message } });
  pending.clear();
}

function extensionAlive(): boolean {
  try {
    return typeof chrome.runtime?.id === 'string';
  } catch {
    return false;
  }
}

function onPortMessage(message: PortMessage): void {
  reconnectAttempts = 0;
  if (!message || typeof message !== 'object') return;
  if ('received' in message) {
    const entry = pending.get(message.received);
    if (entry) entry.received = true;
    return;
  }
  if ('event' in message) {
    toPage({ target: INPAGE_TARGET, event: message.event, data: message.data });
    return;
  }
  if (typeof message.id !== 'string' || !pending.delete(message.id)) return;
  toPage(
    'error' in message
      ? { target: INPAGE_TARGET, id: message.id, error: message.error }
      : { target: INPAGE_TARGET, id: message.id, result: message.result },
  );
}

function connect(): chrome.runtime.Port {
  const opened = chrome.runtime.connect({ name: providerPortName(PAGE_ID) });
  opened.onMessage.addListener(onPortMessage);
  opened.onDisconnect.addListener(() => {
    void chrome.runtime.lastError;
    if (port === opened) port = null;
    // Reconnect only while answers are owed: an idle page must not keep the worker awake.
    if (pending.size > 0) scheduleReconnect();
  });
  return opened;
}

function scheduleReconnect(): void {
  if (reconnectTimer !== undefined) return;
  const delay = Math.min(5000, 100 * 2 ** reconnectAttempts++);
  reconnectTimer = setTimeout(() => {
    reconnectTimer = undefined;
    if (pending.size === 0) return;
    if (!extensionAlive()) {
      failPending(ProviderErrorCode.disconnected, 'Vaultline was updated or disabled; reload the page');
      return;
    }
    try {
      const opened = openPort();
      const ids: string[] = [];
      for (const [id, { request, received }] of pending) {
        if (received && !REPEATABLE_METHODS.includes(request.method)) ids.push(id);
        else opened.postMessage({ ...request, again: true } satisfies PortRequest);
      }
      // In messages of at most RESUME_MAX ids, as the background takes them.
      for (let at = 0; at < ids.length; at += RESUME_MAX)
        opened.postMessage({ resume: ids.slice(at, at + RESUME_MAX) } satisfies PortResume);
    } catch {
      port = null;
      scheduleReconnect();
    }
  }, delay);
}

function openPort(): chrome.runtime.Port {
  port ??= connect();
  return port;
}

function send(request: PortRequest): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      openPort().postMessage(request);
      return;
    } catch {
      port = null;
      if (!extensionAlive()) break;
    }
  }
  pending.delete(request.id);
  toPage({
    target: INPAGE_TARGET,
    id: request.id,
    error: { code: ProviderErrorCode.disconnected, message: 'Vaultline is not reachable; reload the page' },
  });
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window || event.origin !== origin) return;
  const data = event.data as PageToContent | null;
  if (!data || typeof data !== 'object' || data.target !== PAGE_TARGET) return;
  if (typeof data.id !== 'string' || data.id.length > 100 || typeof data.method !== 'string') return;
  if (pending.size >= MAX_PENDING) {
    toPage({
      target: INPAGE_TARGET,
      id: data.id,
      error: { code: ProviderErrorCode.limitExceeded, message: 'Too many requests are waiting' },
    });
    return;
  }
  const request: PortRequest = { id: data.id, method: data.method, params: data.params };
  pending.set(data.id, { request, received: false });
  send(request);
});

chrome.runtime.onMessage.addListener((message: BackgroundToContent | BackgroundPing, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id || sender.tab) return false;
  if (message?.channel === CONTENT_PING_CHANNEL) {
    sendResponse(message.page === undefined || message.page === PAGE_ID);
    return false;
  }
  // Without a documentId (Firefox) the frame's next document may get what was meant for this one.
  if (message?.channel !== CONTENT_EVENT_CHANNEL || (message.page !== undefined && message.page !== PAGE_ID)) return false;
  toPage({ target: INPAGE_TARGET, event: message.event, data: message.data });
  return false;
});
