// The harness itself: the extension loads, its service worker runs, the demo page finds the
// provider through window.ledger and the announce event, and a stopped worker comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { TID } from '../../src/popup/testids';
import { stillPage } from './still';
import { byTestId, walletOnDevnet } from './wallet';

type PageWindow = Window & { ledger?: { request(args: { method: string; params?: unknown }): Promise<unknown> } };

describe('e2e harness', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ devnet: false });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('loads the extension and runs its service worker', async () => {
    expect(h.extensionBaseUrl).toMatch(/^(chrome|moz)-extension:\/\/[a-p0-9-]{32,36}\/$/);
    const worker = await h.serviceWorker();
    expect(worker.url().startsWith(h.extensionBaseUrl)).toBe(true);
    const manifest = await worker.evaluate(() => chrome.runtime.getManifest());
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.name).toBe('Vaultline');
  });

  it('injects window.ledger (non-writable) and announces it on request', async () => {
    const page = await h.openDemo();
    await expect.poll(() => page.locator('#provider-status').getAttribute('data-status')).toBe('found');
    expect(await page.locator('#provider-name').getAttribute('data-rdns')).toBe('dev.vaultline.wallet');
    const seen = await page.evaluate(() => {
      const window = globalThis as unknown as PageWindow;
      const before = window.ledger;
      const descriptor = Object.getOwnPropertyDescriptor(window, 'ledger');
      try {
        (window as { ledger?: unknown }).ledger = {};
      } catch {
        // Assigning to a non-writable property throws only in strict code.
      }
      const announced: Array<{ name: string; rdns: string; sameProvider: boolean }> = [];
      window.addEventListener('ledger:announceProvider', (event) => {
        const { info, provider } = (event as CustomEvent).detail;
        announced.push({ name: info.name, rdns: info.rdns, sameProvider: provider === window.ledger });
      });
      window.dispatchEvent(new Event('ledger:requestProvider'));
      return {
        writable: descriptor?.writable,
        configurable: descriptor?.configurable,
        unchanged: window.ledger === before,
        hasRequest: typeof window.ledger?.request === 'function',
        announced,
      };
    });
    expect(seen).toMatchObject({ writable: false, configurable: false, unchanged: true, hasRequest: true });
    expect(seen.announced).toEqual([{ name: 'Vaultline', rdns: 'dev.vaultline.wallet', sameProvider: true }]);
    await h.screenshot(page, 'demo-dapp');
    await page.close();
  });

  it('opens the popup bundle as a page', async () => {
    const page = await h.openPopup('/');
    await expect.poll(() => page.locator('#app').innerHTML()).not.toBe('');
    await page.close();
  });

  it('stillPage waits for a transition under way to finish, and for none when nothing moves', async () => {
    const page = await h.openPopup('/');
    await expect.poll(() => page.locator('#app').innerHTML()).not.toBe('');
    // The popup's own stylesheet, with a slow transition added: the colour changes over 0.8 s.
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'moving';
      box.style.cssText = 'width: 10px; height: 10px; background-color: rgb(0, 0, 0); transition: background-color 0.8s linear';
      document.body.append(box);
      void box.getBoundingClientRect();
      box.style.backgroundColor = 'rgb(255, 255, 255)';
    });
    await stillPage(page);
    const after = await page.evaluate(() => ({
      colour: getComputedStyle(document.getElementById('moving')!).backgroundColor,
      running: document.getAnimations().filter((animation) => animation.playState === 'running').length,
    }));
    // Without the wait the colour is read before or part-way through, and the transition still runs.
    expect(after).toEqual({ colour: 'rgb(255, 255, 255)', running: 0 });
    await page.close();
  });

  it('stops the service worker and a fresh one starts on the next extension message', async () => {
    const worker = await h.serviceWorker();
    await worker.evaluate(() => Object.assign(globalThis, { harnessMarker: 'before-stop' }));
    await h.stopServiceWorker();
    const page = await h.openPopup('/');
    await page.evaluate(() =>
      chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: 'wallet_getState', params: {} }).catch(() => null),
    );
    const marker = await (await h.serviceWorker()).evaluate(() => (globalThis as { harnessMarker?: string }).harnessMarker ?? null);
    expect(marker).toBeNull();
    await page.close();
  });
});

// The files of one test worker share a browser (test/e2e/driver/chromium.ts, firefox.ts): each must
// still start from a fresh extension, with nothing an earlier file left behind.
describe('the next file in the same browser', () => {
  it('starts with a fresh extension: no stored data, no window of the file before', async () => {
    const first = await startHarness();
    try {
      const { popup } = await walletOnDevnet(first);
      await expect.poll(() => byTestId(popup, TID.onboardingCreate).count()).toBe(0);
      const worker = await first.serviceWorker();
      await worker.evaluate(async () => {
        await chrome.storage.local.set({ leftBehind: true });
        await new Promise<void>((done, fail) => {
          const open = indexedDB.open('left-behind');
          open.onsuccess = () => {
            open.result.close();
            done();
          };
          open.onerror = () => fail(open.error);
        });
      });
      await first.openDemo();
    } finally {
      await first.close();
    }
    const second = await startHarness({ devnet: false });
    try {
      expect(second.driver.shared).toBe(true);
      const worker = await second.serviceWorker();
      const stored = await worker.evaluate(async () => ({
        leftBehind: (await chrome.storage.local.get('leftBehind')).leftBehind ?? null,
        databases: (await indexedDB.databases()).map((db) => db.name),
      }));
      expect(stored.leftBehind).toBeNull();
      expect(stored.databases).not.toContain('left-behind');
      const urls = (await second.pages()).map((page) => page.url());
      expect(urls.filter((url) => url.startsWith(first.demoUrl))).toEqual([]);
      // No wallet: the popup offers to make one.
      const popup = await second.openPopup('/');
      await expect.poll(() => byTestId(popup, TID.onboardingCreate).count()).toBe(1);
    } finally {
      await second.close();
    }
  });
});
