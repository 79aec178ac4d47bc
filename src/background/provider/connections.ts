// Live content-script ports by connection, answers delivered to them (or kept until the page
// reconnects), and events: to live ports, else to the tab's content script by tabs.sendMessage.
import {
  CONTENT_EVENT_CHANNEL,
  CONTENT_PING_CHANNEL,
  type BackgroundPing,
  type BackgroundToContent,
  type PortMessage,
  type ProviderError,
  type ProviderEvent,
} from '../../shared/provider-api';
import { keepResult } from '../approvals';
import type { Requester } from '../approvals';
import { readValue, updateValue } from '../storage';

interface Connection {
  port: chrome.runtime.Port;
  requester: Requester;
}

const live = new Map<string, Connection>();
const KNOWN_TABS_KEY = 'provider.knownDocuments';
type KnownDocuments = Record<string, { tabId: number; documentId?: string; pageId?: string; frameId: number; origin: string }>;

/** The page behind a port, or null when the port is not from a web page's content script. */
export function requesterOf(sender: chrome.runtime.MessageSender | undefined, pageId?: string): Requester | null {
  if (!sender || sender.id !== chrome.runtime.id) return null;
  const tabId = sender.tab?.id;
  if (tabId === undefined || tabId < 0) return null;
  let origin = sender.origin;
  if (!origin && sender.url) {
    try {
      origin = new URL(sender.url).origin;
    } catch {
      return null;
    }
  }
  if (!origin || !/^https?:\/\//.test(origin)) return null;
  const frameId = sender.frameId ?? 0;
  const requester: Requester = { origin, connKey: `${tabId}:${sender.documentId ?? (pageId || frameId)}`, tabId, frameId };
  if (sender.documentId) requester.documentId = sender.documentId;
  if (pageId) requester.pageId = pageId;
  return requester;
}

export async function addConnection(port: chrome.runtime.Port, requester: Requester): Promise<void> {
  live.set(requester.connKey, { port, requester });
  await updateValue<KnownDocuments>('session', KNOWN_TABS_KEY, {}, (known) => {
    const entry = {
      tabId: requester.tabId,
      frameId: requester.frameId,
      origin: requester.origin,
      ...(requester.documentId ? { documentId: requester.documentId } : {}),
      ...(requester.pageId ? { pageId: requester.pageId } : {}),
    };
    return { ...known, [requester.connKey]: entry };
  });
}

/** Forgets the port; true when it was this document's current one (not replaced by a newer port). */
export function dropConnection(connKey: string, port: chrome.runtime.Port): boolean {
  if (live.get(connKey)?.port !== port) return false;
  live.delete(connKey);
  return true;
}

/** A document that went away (its port closed while this worker ran) gets no more events. */
export async function forgetDocument(connKey: string): Promise<void> {
  await updateValue<KnownDocuments>('session', KNOWN_TABS_KEY, {}, (known) => {
    if (!Object.hasOwn(known, connKey)) return known;
    const { [connKey]: _gone, ...rest } = known;
    return rest;
  });
}

export async function forgetTab(tabId: number): Promise<void> {
  for (const [key, connection] of live) if (connection.requester.tabId === tabId) live.delete(key);
  await updateValue<KnownDocuments>('session', KNOWN_TABS_KEY, {}, (known) =>
    Object.fromEntries(Object.entries(known).filter(([, entry]) => entry.tabId !== tabId)),
  );
}

function post(port: chrome.runtime.Port, message: PortMessage): boolean {
  try {
    port.postMessage(message);
    return true;
  } catch {
    return false;
  }
}

/** Sends a request's answer to its page, or keeps it for the page's `{resume}`. */
export async function deliver(
  requester: Requester,
  requestId: string,
  answer: { result: unknown } | { error: ProviderError },
): Promise<void> {
  const message = { id: requestId, ...answer } as PortMessage;
  const connection = live.get(requester.connKey);
  if (connection && post(connection.port, message)) return;
  await keepResult(requester.connKey, requestId, message);
}

export function answer(port: chrome.runtime.Port, message: PortMessage): void {
  post(port, message);
}

/** Emits to every page of `origin` (callers name connected origins, or the one being disconnected). */
export async function emitEvent(origin: string, event: ProviderEvent, data: unknown): Promise<void> {
  const known = await readValue<KnownDocuments>('session', KNOWN_TABS_KEY, {});
  const staleKeys: string[] = [];
  for (const [connKey, entry] of Object.entries(known)) {
    if (entry.origin !== origin) continue;
    const connection = live.get(connKey);
    if (connection && post(connection.port, { event, data })) continue;
    try {
      const message: BackgroundToContent = { channel: CONTENT_EVENT_CHANNEL, event, data, ...(entry.pageId ? { page: entry.pageId } : {}) };
      await chrome.tabs.sendMessage(entry.tabId, message, entry.documentId ? { documentId: entry.documentId } : { frameId: entry.frameId });
    } catch {
      staleKeys.push(connKey);
    }
  }
  if (staleKeys.length > 0) {
    await updateValue<KnownDocuments>('session', KNOWN_TABS_KEY, {}, (current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !staleKeys.includes(key))),
    );
  }
}

/** A port from this document is open in this worker. */
export function isLive(connKey: string): boolean {
  return live.has(connKey);
}

/** Whether the requesting document still exists: a live port, or its content script answers a ping
 *  (without documentId the frame's current document answers, and says `false` when it is another). */
export async function documentAlive(requester: Requester): Promise<boolean> {
  if (live.has(requester.connKey)) return true;
  try {
    const ping: BackgroundPing = requester.pageId
      ? { channel: CONTENT_PING_CHANNEL, page: requester.pageId }
      : { channel: CONTENT_PING_CHANNEL };
    const answer: unknown = await chrome.tabs.sendMessage(
      requester.tabId,
      ping,
      requester.documentId ? { documentId: requester.documentId } : { frameId: requester.frameId },
    );
    return answer !== false;
  } catch {
    return false;
  }
}
