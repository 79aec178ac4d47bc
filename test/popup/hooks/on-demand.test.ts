// Pages loaded on demand and answers asked before the first render (no DOM: the loading logic only).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunctionComponent } from 'preact';
import { lazyComponent } from '../../../src/popup/hooks/lazy';
import { askEarly, dropEarly, takeArrived, takeEarly } from '../../../src/popup/hooks/early';
import { callWallet } from '../../../src/popup/lib/api';
import { sendFirst, takeSentFirst } from '../../../src/popup/lib/wallet-message';

const Page: FunctionComponent = () => null;

describe('lazyComponent', () => {
  it('imports once however often it is asked, and answers the component', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const lazy = lazyComponent(load);
    const [first, second] = await Promise.all([lazy.preload(), lazy.preload()]);
    expect(await lazy.preload()).toBe(Page);
    expect(first).toBe(Page);
    expect(second).toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import instead of keeping the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValueOnce(Page);
    const lazy = lazyComponent(load as () => Promise<FunctionComponent>);
    await expect(lazy.preload()).rejects.toThrow('chunk missing');
    expect(await lazy.preload()).toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('early answers', () => {
  const sent: unknown[] = [];
  const stubChrome = (answer: unknown) => {
    vi.stubGlobal('chrome', {
      runtime: {
        sendMessage: (message: unknown) => {
          sent.push(message);
          return Promise.resolve(answer);
        },
      },
    });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
    // Each test is a fresh page: no first script has run in it yet.
    delete (globalThis as Record<string, unknown>).__vaultlineFirstCalls;
  });

  it('asks the background at once and hands the answer over once', async () => {
    stubChrome({ ok: true, result: [{ id: 'a1' }] });
    askEarly('wallet_listApprovals');
    expect(sent).toEqual([{ channel: 'vaultline:wallet', method: 'wallet_listApprovals', params: { shown: true } }]);
    expect(await takeEarly('wallet_listApprovals')).toEqual([{ id: 'a1' }]);
    expect(takeEarly('wallet_listApprovals')).toBeUndefined();
  });

  it('hands an arrived answer over synchronously, once, and nothing before it has come', async () => {
    stubChrome({ ok: true, result: [{ id: 'a2' }] });
    askEarly('wallet_listApprovals');
    expect(takeArrived('wallet_listApprovals')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeArrived('wallet_listApprovals')).toEqual([{ id: 'a2' }]);
    expect(takeArrived('wallet_listApprovals')).toBeUndefined();
    expect(takeEarly('wallet_listApprovals')).toBeUndefined();
  });

  it("reads the first script's wallet_getState without asking again, and hands it over once", async () => {
    stubChrome({ ok: true, result: { initialized: true } });
    sendFirst('wallet_getState');
    expect(sent).toEqual([{ channel: 'vaultline:wallet', method: 'wallet_getState', params: {} }]);
    expect(await callWallet('wallet_getState', {}, takeSentFirst('wallet_getState'))).toEqual({ initialized: true });
    expect(sent).toHaveLength(1);
    expect(takeSentFirst('wallet_getState')).toBeUndefined();
  });

  it("takes the first script's queue instead of asking again, once", async () => {
    stubChrome({ ok: true, result: [{ id: 'a3' }] });
    sendFirst('wallet_listApprovals');
    askEarly('wallet_listApprovals');
    expect(sent).toEqual([{ channel: 'vaultline:wallet', method: 'wallet_listApprovals', params: { shown: true } }]);
    expect(await takeEarly('wallet_listApprovals')).toEqual([{ id: 'a3' }]);
    askEarly('wallet_listApprovals');
    expect(sent).toHaveLength(2);
    expect(await takeEarly('wallet_listApprovals')).toEqual([{ id: 'a3' }]);
  });

  it("sends nothing from a first script that runs after the page's code has asked (one that came late)", async () => {
    stubChrome({ ok: true, result: [{ id: 'a4' }] });
    askEarly('wallet_listApprovals');
    expect(takeSentFirst('wallet_getState')).toBeUndefined();
    sendFirst('wallet_getState');
    sendFirst('wallet_listApprovals');
    expect(sent).toEqual([{ channel: 'vaultline:wallet', method: 'wallet_listApprovals', params: { shown: true } }]);
    expect(await takeEarly('wallet_listApprovals')).toEqual([{ id: 'a4' }]);
  });

  it('forgets a dropped answer, and passes a failure on to whoever takes it', async () => {
    stubChrome({ ok: false, error: { code: 'locked', message: 'The wallet is locked.' } });
    askEarly('wallet_listApprovals');
    dropEarly('wallet_listApprovals');
    expect(takeEarly('wallet_listApprovals')).toBeUndefined();
    askEarly('wallet_listApprovals');
    await expect(takeEarly('wallet_listApprovals')).rejects.toThrow('The wallet is locked.');
  });
});
