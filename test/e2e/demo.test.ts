// The demo dApp on its own, in Chromium without the extension: a scripted window.ledger records
// what the page asks for, so the forms' requests and the result/error/event panels are checked
// exactly, independent of the wallet.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { serveStatic, type StaticServer } from '../../scripts/serve-static';
import { ROOT } from './build';
import { CHROMIUM } from './harness';

interface RecordedCall {
  method: string;
  params?: unknown;
}
type ScriptedWindow = Window & { recordedCalls: RecordedCall[]; emitLedgerEvent(event: string, data: unknown): void };

/** Runs in the page before its scripts: a provider answering like the wallet would. */
function installScriptedProvider(): void {
  const w = window as unknown as ScriptedWindow;
  const listeners: Record<string, Array<(data: unknown) => void>> = {};
  w.recordedCalls = [];
  w.emitLedgerEvent = (event, data) => listeners[event]?.forEach((fn) => fn(data));
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      w.recordedCalls.push(params === undefined ? { method } : { method, params });
      switch (method) {
        case 'ledger_requestAccounts':
          return [{ address: 'gt11demoaccount', publicKey: 'gt1pubdemo', name: 'Account 1' }];
        case 'ledger_accounts':
          return [];
        case 'ledger_getNetwork':
          return { chainId: 'gt-devnet-1', name: 'Local devnet', restUrl: 'http://127.0.0.1:1317' };
        case 'ledger_sendTx':
          if ((params as { memo?: string }).memo === 'please reject') throw rpcError(4001, 'The user rejected the request');
          return { txhash: 'D1D2-ABC', height: '7' };
        case 'ledger_signTx':
          return { type: 'StdTx', value: { signatures: [{}] } };
        case 'ledger_signMessage':
          return { signature: 'c2ln', publicKey: 'gt1pubdemo', address: 'gt11demoaccount', signedDoc: '{}' };
        case 'ledger_disconnect':
          return null;
        default:
          throw rpcError(4200, `unknown method ${method}`);
      }
    },
    on(event: string, fn: (data: unknown) => void) {
      (listeners[event] ??= []).push(fn);
    },
    removeListener() {},
  };
  Object.defineProperty(window, 'ledger', { value: provider, writable: false, configurable: false });
  window.addEventListener('ledger:requestProvider', () => {
    const info = { uuid: 'scripted', name: 'Vaultline', icon: '', rdns: 'dev.vaultline.wallet' };
    window.dispatchEvent(new CustomEvent('ledger:announceProvider', { detail: { info, provider } }));
  });
}

describe('demo dApp', () => {
  let browser: Browser;
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;

  const calls = () => page.evaluate(() => (window as unknown as ScriptedWindow).recordedCalls);
  const request = (seq: number) => page.locator(`#request-${seq}`);

  beforeAll(async () => {
    server = await serveStatic({ root: join(ROOT, 'demo'), port: 0 });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext();
    await context.addInitScript(installScriptedProvider);
    page = await context.newPage();
    await page.goto(server.url);
    await expect.poll(() => page.locator('#provider-status').getAttribute('data-status')).toBe('found');
  });

  afterEach(async () => {
    await context?.close();
  });

  async function connect() {
    await page.click('#connect');
    await expect.poll(() => page.locator('#account').textContent()).toBe('gt11demoaccount');
  }

  it('finds the provider through the announce event', async () => {
    expect(await page.locator('#provider-name').getAttribute('data-rdns')).toBe('dev.vaultline.wallet');
    expect(await calls()).toEqual([]);
  });

  it('connects and shows the account and the network', async () => {
    await connect();
    await expect.poll(() => page.locator('#network').getAttribute('data-chain-id')).toBe('gt-devnet-1');
    expect(await page.locator('#account').getAttribute('data-connected')).toBe('true');
    expect(await calls()).toEqual([{ method: 'ledger_requestAccounts' }, { method: 'ledger_getNetwork' }]);
  });

  it('sends a transfer with the amount converted from GT to NANOGT', async () => {
    await connect();
    await page.fill('#send-to', ' gt11recipient ');
    await page.fill('#send-amount', '1.5');
    await page.fill('#send-memo', 'for lunch');
    await page.click('#send-submit');
    await expect.poll(() => request(3).getAttribute('data-status')).toBe('ok');
    expect((await calls())[2]).toEqual({
      method: 'ledger_sendTx',
      params: {
        memo: 'for lunch',
        msgs: [
          {
            type: 'MsgSend',
            value: { from_address: 'gt11demoaccount', to_address: 'gt11recipient', amount: [{ denom: 'NANOGT', amount: '1500000000' }] },
          },
        ],
      },
    });
    expect(JSON.parse((await page.locator('#result').textContent()) ?? '')).toEqual({ txhash: 'D1D2-ABC', height: '7' });
    expect(await page.locator('#result').getAttribute('data-status')).toBe('ok');
  });

  it('asks only for a signature when "sign only" is checked', async () => {
    await connect();
    await page.fill('#send-to', 'gt11recipient');
    await page.fill('#send-amount', '0.000000001');
    await page.check('#send-sign-only');
    await page.click('#send-submit');
    await expect.poll(() => request(3).getAttribute('data-status')).toBe('ok');
    const call = (await calls())[2] as { method: string; params: { msgs: Array<{ value: { amount: unknown } }>; memo?: string } };
    expect(call.method).toBe('ledger_signTx');
    expect(call.params.msgs[0]!.value.amount).toEqual([{ denom: 'NANOGT', amount: '1' }]);
    expect(call.params.memo).toBeUndefined();
  });

  it('shows the EIP-1193 code of a refused request', async () => {
    await connect();
    await page.fill('#send-to', 'gt11recipient');
    await page.fill('#send-amount', '2');
    await page.fill('#send-memo', 'please reject');
    await page.click('#send-submit');
    await expect.poll(() => request(3).getAttribute('data-code')).toBe('4001');
    expect(await page.locator('#result-code').textContent()).toBe('4001');
    expect(await page.locator('#result').getAttribute('data-status')).toBe('error');
  });

  it('refuses an amount it cannot convert without calling the wallet', async () => {
    await connect();
    for (const [seq, amount] of [
      [3, '1.0000000001'],
      [4, '-1'],
      [5, '1e9'],
      [6, ''],
    ] as const) {
      await page.fill('#send-to', 'gt11recipient');
      await page.fill('#send-amount', amount);
      await page.click('#send-submit');
      await expect.poll(() => request(seq).getAttribute('data-code')).toBe('local');
    }
    expect((await calls()).map((c) => c.method)).toEqual(['ledger_requestAccounts', 'ledger_getNetwork']);
  });

  it('signs a message as the connected account', async () => {
    await connect();
    await page.fill('#sign-message-data', 'hello');
    await page.click('#sign-message-submit');
    await expect.poll(() => request(3).getAttribute('data-status')).toBe('ok');
    expect((await calls())[2]).toEqual({ method: 'ledger_signMessage', params: { data: 'hello', address: 'gt11demoaccount' } });
  });

  it('logs provider events and follows account and network changes', async () => {
    await connect();
    await page.evaluate(() => {
      const w = window as unknown as ScriptedWindow;
      w.emitLedgerEvent('accountsChanged', [{ address: 'gt11other', publicKey: '', name: 'Account 2' }]);
      w.emitLedgerEvent('networkChanged', { chainId: 'gt-test-2', name: 'Test', restUrl: 'http://127.0.0.1:9999' });
      w.emitLedgerEvent('disconnect', { code: 4900, message: 'disconnected' });
    });
    const events = await page.locator('#event-log li').evaluateAll((items) => items.map((item) => item.getAttribute('data-event')));
    expect(events).toEqual(['accountsChanged', 'networkChanged', 'disconnect']);
    expect(await page.locator('#network').getAttribute('data-chain-id')).toBe('gt-test-2');
    expect(await page.locator('#account').getAttribute('data-connected')).toBe('false');
  });

  it('words every provider error code for a person, never the raw JSON', async () => {
    const codes: Array<[number, unknown?]> = [
      [4001],
      [4001, { reason: 'blocked' }],
      [4001, { reason: 'coolDown' }],
      [4100],
      [4200],
      [4900],
      [4900, { reason: 'noWallet' }],
      [4900, { reason: 'locked' }],
      [4901],
      [-32602, { field: 'msgs' }],
      [-32603],
      [-32003],
      [-32005],
      [-32006],
      [-32007],
      [-32008],
    ];
    // A string, so the test's own bundler leaves the page's dynamic import alone.
    const texts = (await page.evaluate(
      `import('./friendly.js').then(({ friendlyError }) => ${JSON.stringify(codes)}.map(([code, data]) => friendlyError({ code, message: 'raw message', data })))`,
    )) as string[];
    for (const [i, text] of texts.entries()) {
      expect(text, JSON.stringify(codes[i])).toMatch(/^[A-Z][^{}]*\.$/);
      expect(text).not.toMatch(/^Something went wrong/);
    }
    // Each case its own sentence.
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('shows a refused request in words above its code', async () => {
    await connect();
    await page.fill('#send-to', 'gt11recipient');
    await page.fill('#send-amount', '2');
    await page.fill('#send-memo', 'please reject');
    await page.click('#send-submit');
    await expect
      .poll(() => page.locator('#result-summary').textContent())
      .toBe('You rejected the request in Vaultline. Nothing was signed or sent.');
    expect(await page.locator('#result-summary').getAttribute('data-code')).toBe('4001');
  });
});
