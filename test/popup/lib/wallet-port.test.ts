// The approval window's wallet calls over a kept port (no DOM: the transport only).
import { afterEach, describe, expect, it, vi } from 'vitest';

interface TestPort {
  name: string;
  posted: Array<{ id: number; channel: string; method: string; params: unknown }>;
  closed: boolean;
  answer(id: number, response: unknown): void;
  close(): void;
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

function stubChrome() {
  const ports: TestPort[] = [];
  const sent: unknown[] = [];
  const connect = (info: { name: string }): TestPort => {
    const onMessage: Array<(message: unknown) => void> = [];
    const onDisconnect: Array<() => void> = [];
    const port: TestPort = {
      name: info.name,
      posted: [],
      closed: false,
      answer: (id, response) => onMessage.forEach((listener) => listener({ id, response })),
      close() {
        port.closed = true;
        onDisconnect.forEach((listener) => listener());
      },
      postMessage(message) {
        if (port.closed) throw new Error('Attempting to use a disconnected port object');
        port.posted.push(structuredClone(message) as TestPort['posted'][number]);
      },
      onMessage: { addListener: (listener) => onMessage.push(listener) },
      onDisconnect: { addListener: (listener) => onDisconnect.push(listener) },
    };
    ports.push(port);
    return port;
  };
  vi.stubGlobal('chrome', {
    runtime: {
      connect,
      sendMessage: (message: unknown) => {
        sent.push(message);
        return Promise.resolve({ ok: true, result: 'by message' });
      },
    },
  });
  return { ports, sent };
}

/** A fresh page: the port module's state starts anew. */
async function freshPage() {
  vi.resetModules();
  const { callWallet } = await import('../../../src/popup/lib/api');
  const { keepWalletPort } = await import('../../../src/popup/lib/wallet-port');
  return { callWallet, keepWalletPort };
}

describe('wallet calls over a kept port', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves a page that keeps no port on runtime.sendMessage', async () => {
    const { ports, sent } = stubChrome();
    const { callWallet } = await freshPage();
    expect(await callWallet('wallet_listApprovals', {})).toBe('by message');
    expect(sent).toEqual([{ channel: 'vaultline:wallet', method: 'wallet_listApprovals', params: {} }]);
    expect(ports).toHaveLength(0);
  });

  it('opens the port at once, sends every call on it and matches answers by id, in any order', async () => {
    const { ports, sent } = stubChrome();
    const { callWallet, keepWalletPort } = await freshPage();
    keepWalletPort();
    keepWalletPort();
    expect(ports.map((port) => port.name)).toEqual(['vaultline:wallet']);
    const listing = callWallet('wallet_listApprovals', {});
    const deciding = callWallet('wallet_resolveApproval', { approvalId: 'a1', approved: true });
    const [port] = ports;
    expect(port!.posted).toEqual([
      { id: expect.any(Number), channel: 'vaultline:wallet', method: 'wallet_listApprovals', params: {} },
      {
        id: expect.any(Number),
        channel: 'vaultline:wallet',
        method: 'wallet_resolveApproval',
        params: { approvalId: 'a1', approved: true },
      },
    ]);
    const [first, second] = port!.posted.map((message) => message.id);
    port!.answer(second!, { ok: true, result: { ok: true } });
    port!.answer(first!, { ok: true, result: [] });
    expect(await deciding).toEqual({ ok: true });
    expect(await listing).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('sends a call a closed port carried again by message (which wakes the worker), and opens a new port for the next call', async () => {
    const { ports, sent } = stubChrome();
    const { callWallet, keepWalletPort } = await freshPage();
    keepWalletPort();
    const lost = callWallet('wallet_resolveApproval', { approvalId: 'a1', approved: true });
    ports[0]!.close();
    expect(await lost).toBe('by message');
    expect(sent).toEqual([{ channel: 'vaultline:wallet', method: 'wallet_resolveApproval', params: { approvalId: 'a1', approved: true } }]);
    const next = callWallet('wallet_listApprovals', {});
    expect(ports).toHaveLength(2);
    ports[1]!.answer(ports[1]!.posted[0]!.id, { ok: true, result: [] });
    expect(await next).toEqual([]);
  });

  it('sends a call whose port was closed unnoticed by message, and the next one on a new port', async () => {
    const { ports, sent } = stubChrome();
    const { callWallet, keepWalletPort } = await freshPage();
    keepWalletPort();
    ports[0]!.closed = true;
    expect(await callWallet('wallet_listApprovals', {})).toBe('by message');
    expect(sent).toEqual([{ channel: 'vaultline:wallet', method: 'wallet_listApprovals', params: {} }]);
    const next = callWallet('wallet_listApprovals', {});
    expect(ports).toHaveLength(2);
    expect(ports[1]!.posted).toEqual([{ id: expect.any(Number), channel: 'vaultline:wallet', method: 'wallet_listApprovals', params: {} }]);
    ports[1]!.answer(ports[1]!.posted[0]!.id, { ok: true, result: [] });
    expect(await next).toEqual([]);
  });

  it('in Chromium sends the decision on a MessagePort handed to the controlling worker, polls on the port; a closed port fails the channel too', async () => {
    const { ports, sent } = stubChrome();
    const handed: MessagePort[] = [];
    vi.stubGlobal('navigator', {
      serviceWorker: {
        controller: {
          postMessage: (message: unknown, transfer: MessagePort[]) => {
            expect(message).toEqual({ channel: 'vaultline:wallet' });
            handed.push(...transfer);
          },
        },
      },
    });
    const { callWallet, keepWalletPort } = await freshPage();
    keepWalletPort();
    expect(handed).toHaveLength(1);
    const worker = handed[0]!;
    const received: Array<{ id: number; method: string }> = [];
    worker.onmessage = (event: MessageEvent) => {
      received.push(event.data as { id: number; method: string });
      worker.postMessage({ id: (event.data as { id: number }).id, response: { ok: true, result: { ok: true } } });
    };
    // The worker says it took the channel (background/wallet/channel.ts); the page uses it from then on.
    worker.postMessage({ ready: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const listing = callWallet('wallet_listApprovals', {});
    expect(await callWallet('wallet_resolveApproval', { approvalId: 'a1', approved: true })).toEqual({ ok: true });
    expect(received).toEqual([
      expect.objectContaining({
        channel: 'vaultline:wallet',
        method: 'wallet_resolveApproval',
        params: { approvalId: 'a1', approved: true },
      }),
    ]);
    expect(ports[0]!.posted.map((message) => message.method)).toEqual(['wallet_listApprovals']);
    ports[0]!.answer(ports[0]!.posted[0]!.id, { ok: true, result: [] });
    expect(await listing).toEqual([]);
    // The worker stopped: its runtime port closes, and a decision still waiting on the channel goes by message.
    worker.onmessage = null;
    const lost = callWallet('wallet_resolveApproval', { approvalId: 'a2', approved: false });
    ports[0]!.close();
    expect(await lost).toBe('by message');
    expect(sent).toEqual([
      { channel: 'vaultline:wallet', method: 'wallet_resolveApproval', params: { approvalId: 'a2', approved: false } },
    ]);
    worker.close();
  });

  it('keeps the decision on the runtime port while no worker has said it took the channel', async () => {
    const { ports } = stubChrome();
    const handed: MessagePort[] = [];
    vi.stubGlobal('navigator', {
      serviceWorker: { controller: { postMessage: (_message: unknown, transfer: MessagePort[]) => handed.push(...transfer) } },
    });
    const { callWallet, keepWalletPort } = await freshPage();
    keepWalletPort();
    expect(handed).toHaveLength(1);
    const received: unknown[] = [];
    handed[0]!.onmessage = (event: MessageEvent) => received.push(event.data);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const deciding = callWallet('wallet_resolveApproval', { approvalId: 'a1', approved: true });
    expect(ports[0]!.posted.map((message) => message.method)).toEqual(['wallet_resolveApproval']);
    ports[0]!.answer(ports[0]!.posted[0]!.id, { ok: true, result: { ok: true } });
    expect(await deciding).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
    handed[0]!.close();
  });
});
