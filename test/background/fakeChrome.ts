// A small in-memory stand-in for the chrome.* APIs the background uses (unit tests only).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { WORD_LIST_FILE } from '../../src/background/keyring/words';

type Listener = (...args: any[]) => unknown;

export class FakeEvent<L extends Listener = Listener> {
  readonly listeners: L[] = [];
  addListener(listener: L): void {
    this.listeners.push(listener);
  }
  removeListener(listener: L): void {
    const i = this.listeners.indexOf(listener);
    if (i >= 0) this.listeners.splice(i, 1);
  }
  hasListener(listener: L): boolean {
    return this.listeners.includes(listener);
  }
  fire(...args: Parameters<L>): unknown[] {
    return this.listeners.map((listener) => listener(...args));
  }
}

function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

type ChangeListener = (changes: Record<string, { oldValue?: unknown; newValue?: unknown }>, areaName: string) => void;

class FakeStorageArea {
  data = new Map<string, unknown>();
  accessLevel: string | undefined;
  constructor(
    readonly areaName: string,
    readonly onChanged: FakeEvent<ChangeListener>,
  ) {}
  private changed(keys: string[]): void {
    if (keys.length > 0)
      this.onChanged.fire(Object.fromEntries(keys.map((key) => [key, { newValue: clone(this.data.get(key)) }])), this.areaName);
  }
  async get(keys?: string | string[] | null): Promise<Record<string, unknown>> {
    const wanted = keys == null ? [...this.data.keys()] : Array.isArray(keys) ? keys : [keys];
    const out: Record<string, unknown> = {};
    for (const key of wanted) if (this.data.has(key)) out[key] = clone(this.data.get(key));
    return out;
  }
  async set(items: Record<string, unknown>): Promise<void> {
    for (const [key, value] of Object.entries(items)) this.data.set(key, clone(value));
    this.changed(Object.keys(items));
  }
  async remove(keys: string | string[]): Promise<void> {
    const list = Array.isArray(keys) ? keys : [keys];
    for (const key of list) this.data.delete(key);
    this.changed(list);
  }
  async clear(): Promise<void> {
    const keys = [...this.data.keys()];
    this.data.clear();
    this.changed(keys);
  }
  async setAccessLevel(options: { accessLevel: string }): Promise<void> {
    this.accessLevel = options.accessLevel;
  }
  dump(): string {
    return JSON.stringify(Object.fromEntries(this.data));
  }
}

export interface FakePort {
  name: string;
  sender: chrome.runtime.MessageSender;
  onMessage: FakeEvent;
  onDisconnect: FakeEvent;
  postMessage(message: unknown): void;
  disconnect(): void;
  /** What the background posted to the page side. */
  received: unknown[];
  disconnected: boolean;
}

export const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
const BASE_URL = `chrome-extension://${EXTENSION_ID}/`;

const realFetch = globalThis.fetch;

export function installFakeChrome() {
  const onChanged = new FakeEvent<ChangeListener>();
  const local = new FakeStorageArea('local', onChanged);
  const session = new FakeStorageArea('session', onChanged);
  const alarms = new Map<string, { name: string; scheduledTime: number }>();
  const windows = new Map<number, chrome.windows.CreateData>();
  let nextWindowId = 100;
  const badge = { text: '' };
  const tabMessages: Array<{ tabId: number; message: unknown }> = [];
  const createdTabs: chrome.tabs.CreateProperties[] = [];

  const fake = {
    runtime: {
      id: EXTENSION_ID,
      getURL: (path: string) => BASE_URL + path.replace(/^\//, ''),
      onMessage: new FakeEvent(),
      onConnect: new FakeEvent(),
      onInstalled: new FakeEvent(),
      onStartup: new FakeEvent(),
      lastError: undefined,
    },
    storage: { local, session, onChanged },
    alarms: {
      onAlarm: new FakeEvent(),
      async create(name: string, info: { delayInMinutes?: number; when?: number }) {
        alarms.set(name, { name, scheduledTime: info.when ?? Date.now() + (info.delayInMinutes ?? 0) * 60_000 });
      },
      async clear(name: string) {
        return alarms.delete(name);
      },
      async get(name: string) {
        return alarms.get(name);
      },
    },
    windows: {
      onRemoved: new FakeEvent(),
      async create(data: chrome.windows.CreateData) {
        const id = nextWindowId++;
        windows.set(id, data);
        return { id, ...data };
      },
      async update(id: number, info: object) {
        if (!windows.has(id)) throw new Error(`No window with id: ${id}.`);
        return { id, ...info };
      },
      async get(id: number) {
        if (!windows.has(id)) throw new Error(`No window with id: ${id}.`);
        return { id };
      },
      async remove(id: number) {
        if (!windows.delete(id)) throw new Error(`No window with id: ${id}.`);
        fake.windows.onRemoved.fire(id);
      },
    },
    tabs: {
      onRemoved: new FakeEvent(),
      async sendMessage(tabId: number, message: unknown) {
        tabMessages.push({ tabId, message });
      },
      async create(properties: chrome.tabs.CreateProperties) {
        createdTabs.push(properties);
        return { id: 100 + createdTabs.length, ...properties };
      },
    },
    action: {
      async setBadgeText(details: { text: string }) {
        badge.text = details.text;
      },
      async setBadgeBackgroundColor() {},
    },
  };
  (globalThis as any).chrome = fake;
  (globalThis as any).indexedDB = new IDBFactory();
  // The worker fetches its own packaged files (the BIP-39 word list); anything else goes to the real fetch.
  const served: Record<string, string> = { [BASE_URL + WORD_LIST_FILE]: JSON.stringify(wordlist) };
  globalThis.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(BASE_URL)) {
      const body = served[url];
      return Promise.resolve(
        body === undefined
          ? new Response('not found', { status: 404 })
          : new Response(body, { headers: { 'content-type': 'application/json' } }),
      );
    }
    return realFetch(input, init);
  };

  /** A port from any sender (e.g. an extension page or another extension), as Chrome would describe it. */
  function connectPortFrom(sender: chrome.runtime.MessageSender, name = 'vaultline:provider'): FakePort {
    const port: FakePort = {
      name,
      sender,
      onMessage: new FakeEvent(),
      onDisconnect: new FakeEvent(),
      received: [],
      disconnected: false,
      postMessage(message) {
        port.received.push(structuredClone(message));
      },
      disconnect() {
        port.disconnected = true;
      },
    };
    fake.runtime.onConnect.fire(port);
    return port;
  }

  return {
    chrome: fake,
    local,
    session,
    alarms,
    windows,
    badge,
    tabMessages,
    /** Tabs the worker opened (the welcome tab). */
    createdTabs,
    /** The popup's sender as Chrome describes it. */
    popupSender: { id: EXTENSION_ID, url: `${BASE_URL}src/popup/index.html` } as chrome.runtime.MessageSender,
    connectPortFrom,
    /** Simulates the service worker being stopped: session storage survives, memory does not. */
    closeWindow(id: number) {
      windows.delete(id);
      fake.windows.onRemoved.fire(id);
    },
    connectPort(origin: string, tabId = 1, documentId = `doc-${tabId}`): FakePort {
      return connectPortFrom({
        id: EXTENSION_ID,
        url: `${origin}/page.html`,
        origin,
        tab: { id: tabId } as chrome.tabs.Tab,
        frameId: 0,
        documentId,
      });
    },
  };
}

export type FakeChrome = ReturnType<typeof installFakeChrome>;
