// window.ledger in the page's own world: request ids and events only; no secrets, no decisions.
import {
  INPAGE_TARGET,
  PAGE_TARGET,
  PROVIDER_INFO,
  ProviderErrorCode,
  type ContentToPage,
  type PageToContent,
  type ProviderError,
  type ProviderEvent,
} from '../shared/provider-wire';

const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1b4d3e"/>' +
      '<path d="M8 9h4l4 11 4-11h4l-6.5 15h-3z" fill="#f4c95d"/></svg>',
  );

class ProviderRpcError extends Error {
  readonly code: number;
  readonly data?: ProviderError['data'];
  constructor(error: ProviderError) {
    super(error.message);
    this.name = 'ProviderRpcError';
    this.code = error.code;
    if (error.data !== undefined) this.data = error.data;
  }
}

type Listener = (data: unknown) => void;

/** A v4 UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost); plain-http
 *  pages have `crypto.getRandomValues` only, so build it from that. */
function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function installProvider(): void {
  const origin = window.location.origin;
  const idPrefix = Math.random().toString(36).slice(2, 10);
  let counter = 0;
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: ProviderRpcError) => void }>();
  const listeners = new Map<string, Set<Listener>>();

  function emit(event: ProviderEvent, data: unknown): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(data);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window || event.origin !== origin) return;
    const data = event.data as ContentToPage | null;
    if (!data || typeof data !== 'object' || data.target !== INPAGE_TARGET) return;
    if ('event' in data) {
      emit(data.event, data.data);
      return;
    }
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    if ('error' in data) waiting.reject(new ProviderRpcError(data.error));
    else waiting.resolve(data.result);
  });

  function request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string' || args.method === '') {
      return Promise.reject(
        new ProviderRpcError({
          code: ProviderErrorCode.invalidParams,
          message: 'request expects {method: string, params?}',
          data: { field: 'method' },
        }),
      );
    }
    const id = `${idPrefix}-${++counter}`;
    const message: PageToContent = { target: PAGE_TARGET, id, method: args.method, params: args.params };
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      try {
        window.postMessage(message, origin);
      } catch {
        pending.delete(id);
        reject(
          new ProviderRpcError({
            code: ProviderErrorCode.invalidParams,
            message: 'params must be plain JSON data',
            data: { field: 'params' },
          }),
        );
      }
    });
  }

  const provider = Object.freeze({
    isVaultline: true as const,
    request,
    on(event: string, listener: Listener) {
      if (typeof listener !== 'function') throw new TypeError('listener must be a function');
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  });

  try {
    Object.defineProperty(window, 'ledger', { value: provider, writable: false, configurable: false, enumerable: true });
  } catch {
    // Another script already owns window.ledger; discovery below still finds Vaultline.
  }

  const info = Object.freeze({ uuid: uuidV4(), name: PROVIDER_INFO.name, icon: ICON, rdns: PROVIDER_INFO.rdns });
  const announce = () => window.dispatchEvent(new CustomEvent('ledger:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('ledger:requestProvider', announce);
  announce();
}

installProvider();
