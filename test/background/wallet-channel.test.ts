// The approval window's direct channel to the service worker (a MessagePort handed to the worker's
// message event): answered as the runtime port is, and only for pages of this extension.
import { afterEach, describe, expect, it } from 'vitest';
import { freshWallet } from './harness';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.port1.close();
});

/** Hands the worker a channel as a page of `origin` at `url` would; answers the page's end once the worker said whether it took it. */
async function handChannel(origin: string, url: string): Promise<{ port: MessagePort; taken: boolean }> {
  const channel = new MessageChannel();
  channels.push(channel);
  const taken = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 200);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      resolve((event.data as { ready?: unknown }).ready === true);
    };
  });
  // The worker's part for it, in the module registry of the background loaded last.
  const { onWalletChannel } = await import('../../src/background/wallet/channel');
  onWalletChannel({ ports: [channel.port2], source: { url }, origin } as unknown as ExtendableMessageEvent);
  return { port: channel.port1, taken: await taken };
}

function call(port: MessagePort, id: number, method: string, wait = 2000): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('no answer'), wait);
    port.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    port.postMessage({ id, channel: 'vaultline:wallet', method, params: {} });
  });
}

describe("the approval window's direct channel", () => {
  it("answers our own page's calls as the runtime port does", async () => {
    const { fake } = await freshWallet();
    const base = fake.chrome.runtime.getURL('');
    const { port, taken } = await handChannel(base.slice(0, -1), `${base}src/popup/approve.html#/approve`);
    expect(taken).toBe(true);
    expect(await call(port, 7, 'wallet_listApprovals')).toEqual({ id: 7, response: { ok: true, result: [] } });
  });

  it('takes no channel from another origin, and answers a page outside the extension as forbidden', async () => {
    const { fake } = await freshWallet();
    const base = fake.chrome.runtime.getURL('');
    const foreign = await handChannel('https://evil.example', 'https://evil.example/');
    expect(foreign.taken).toBe(false);
    expect(await call(foreign.port, 1, 'wallet_listApprovals', 200)).toBe('no answer');
    const odd = await handChannel(base.slice(0, -1), 'https://evil.example/');
    expect(await call(odd.port, 2, 'wallet_listApprovals')).toMatchObject({ id: 2, response: { ok: false, error: { code: 'forbidden' } } });
  });
});
