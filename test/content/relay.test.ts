// The content script's relay, run against a fake page window and fake runtime ports: what it sends
// again, and what it asks for by id, when the background's port drops.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_METHODS } from '../../src/shared/provider-api';
import { INPAGE_TARGET, PAGE_TARGET, REPEATABLE_METHODS, RESUME_MAX } from '../../src/shared/provider-wire';

type Listener = (message: any) => void;
interface Port {
  name: string;
  sent: unknown[];
  dead: boolean;
  message: Listener[];
  disconnect: Listener[];
  onMessage: { addListener(fn: Listener): void };
  onDisconnect: { addListener(fn: Listener): void };
  postMessage(message: unknown): void;
}

const ORIGIN = 'https://dapp.example';
let ports: Port[];
let toPage: any[];
let pageListeners: Listener[];

function newPort(name: string): Port {
  const port: Port = {
    name,
    sent: [],
    dead: false,
    message: [],
    disconnect: [],
    onMessage: { addListener: (fn) => void port.message.push(fn) },
    onDisconnect: { addListener: (fn) => void port.disconnect.push(fn) },
    postMessage(message) {
      if (port.dead) throw new Error('Attempting to use a disconnected port object');
      port.sent.push(structuredClone(message));
    },
  };
  return port;
}

/** The worker stopped: the port is gone, and the page hears so. */
function drop(port: Port) {
  port.dead = true;
  for (const fn of port.disconnect) fn(port);
}
const reply = (port: Port, message: unknown) => port.message.forEach((fn) => fn(message));
const ask = (id: string, method = 'ledger_signMessage', params: unknown = { data: 'hi' }) =>
  pageListeners.forEach((fn) => fn({ source: window, origin: ORIGIN, data: { target: PAGE_TARGET, id, method, params } }));

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ports = [];
  toPage = [];
  pageListeners = [];
  const page = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => void (type === 'message' && pageListeners.push(fn)),
    postMessage: (message: unknown) => void toPage.push(message),
  };
  vi.stubGlobal('window', page);
  vi.stubGlobal('chrome', {
    runtime: {
      id: 'vaultline',
      lastError: undefined,
      connect: ({ name }: { name: string }) => {
        const port = newPort(name);
        ports.push(port);
        return port;
      },
      onMessage: { addListener: () => undefined },
    },
  });
  await import('../../src/content/index.iife');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('content relay across a dropped port', () => {
  it('sends again, whole, a request the background never said it received', async () => {
    ask('a', 'ledger_signMessage', { data: 'sign in' });
    expect(ports[0]!.sent).toEqual([{ id: 'a', method: 'ledger_signMessage', params: { data: 'sign in' } }]);
    drop(ports[0]!);
    await vi.advanceTimersByTimeAsync(200);
    expect(ports[1]!.sent).toEqual([{ id: 'a', method: 'ledger_signMessage', params: { data: 'sign in' }, again: true }]);
    reply(ports[1]!, { received: 'a' });
    reply(ports[1]!, { id: 'a', result: 'signed' });
    expect(toPage).toEqual([{ target: INPAGE_TARGET, id: 'a', result: 'signed' }]);
  });

  it('asks by id for a request the background received, and never sends it again', async () => {
    ask('a');
    reply(ports[0]!, { received: 'a' });
    ask('b');
    drop(ports[0]!);
    await vi.advanceTimersByTimeAsync(200);
    expect(ports[1]!.sent).toEqual([{ id: 'b', method: 'ledger_signMessage', params: { data: 'hi' }, again: true }, { resume: ['a'] }]);
    reply(ports[1]!, { id: 'a', error: { code: 4900, message: 'gone' } });
    expect(toPage).toEqual([{ target: INPAGE_TARGET, id: 'a', error: { code: 4900, message: 'gone' } }]);
  });

  it('sends again, whole, a received request that only reads: the stopped worker lost its work', async () => {
    ask('a', 'ledger_chainId', null);
    reply(ports[0]!, { received: 'a' });
    drop(ports[0]!);
    await vi.advanceTimersByTimeAsync(200);
    expect(ports[1]!.sent).toEqual([{ id: 'a', method: 'ledger_chainId', params: null, again: true }]);
  });

  it('repeats only methods that read: none that asks the person or signs', () => {
    for (const method of REPEATABLE_METHODS) expect(PROVIDER_METHODS).toContain(method);
    for (const method of [
      'ledger_requestAccounts',
      'ledger_signTx',
      'ledger_sendTx',
      'ledger_broadcastTx',
      'ledger_signMessage',
      'ledger_signIn',
      'ledger_addNetwork',
      'ledger_switchNetwork',
    ])
      expect(REPEATABLE_METHODS).not.toContain(method);
  });

  it('asks for more received requests than one resume carries in several resumes', async () => {
    for (let n = 0; n < RESUME_MAX + 5; n++) {
      ask(`r${n}`);
      reply(ports[0]!, { received: `r${n}` });
    }
    drop(ports[0]!);
    await vi.advanceTimersByTimeAsync(200);
    const resumes = ports[1]!.sent as Array<{ resume: string[] }>;
    expect(resumes.map((message) => message.resume.length)).toEqual([RESUME_MAX, 5]);
    expect(resumes.flatMap((message) => message.resume)).toHaveLength(new Set(resumes.flatMap((message) => message.resume)).size);
  });

  it('does not reconnect once every request is answered', async () => {
    ask('a');
    reply(ports[0]!, { received: 'a' });
    reply(ports[0]!, { id: 'a', result: 1 });
    drop(ports[0]!);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ports).toHaveLength(1);
  });
});
