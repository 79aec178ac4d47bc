// What the stores see of the built extension: its pages refuse to be framed (the manifest's
// extension-pages CSP, `frame-ancestors 'none'`), and the store screenshots, 1280×800, taken from
// the real popup, approval window and demo dApp against the local node.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { ROOT } from './build';
import { settled, startRequest } from './demo-page';
import { POPUP_PATH, startHarness, WRITES_DOC_IMAGES, type Harness } from './harness';
import { E2E_LANGUAGE } from './lang';
import { stillPage } from './still';
import { approvalOf, byTestId, decide, homeBalance, sendOneToSelf, walletOnDevnet } from './wallet';
import { TID } from '../../src/popup/testids';
import { E2E_BROWSER } from './driver';

const STORE_SIZE = { width: 1280, height: 800 };
const CAPTIONS = {
  en: { home: 'Your GT ledger accounts, in your browser', approval: 'Every site request, approved by you first' },
  'zh-CN': { home: '你的 GT 账本账户，就在浏览器里', approval: '网站的每个请求，都先由你批准' },
} as const;

/** The width and height a PNG file declares (its IHDR chunk). */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Where store screenshots go: docs/store/screenshots when the run refreshes the docs' pictures
 *  (`npm run screenshots`), else test-artifacts. */
function storeShotPath(name: string): string {
  const dir = WRITES_DOC_IMAGES
    ? join(ROOT, 'docs', 'store', 'screenshots')
    : join(ROOT, 'test-artifacts', 'screenshots', E2E_BROWSER === 'chrome' ? 'store' : 'firefox');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}${E2E_LANGUAGE === 'en' ? '' : `-${E2E_LANGUAGE}`}.png`);
}

const dataUrl = (path: string) => `data:image/png;base64,${readFileSync(path).toString('base64')}`;

describe('the extension as the stores see it', () => {
  let h: Harness;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness();
    ({ popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it("refuses to show the popup inside a frame, even one of the extension's own pages", async () => {
    const page = await h.openPopup('/');
    const framed = await page.evaluate(async (src) => {
      const frame = document.createElement('iframe');
      const loaded = new Promise((done) => frame.addEventListener('load', done, { once: true }));
      frame.src = src;
      document.body.append(frame);
      await loaded;
      // A blocked frame shows the browser's error page, which is not the extension's origin.
      let app: Element | null;
      try {
        app = frame.contentDocument?.getElementById('app') ?? null;
      } catch {
        app = null;
      }
      return app !== null;
    }, `/${POPUP_PATH}#/`);
    await page.close();
    expect(framed).toBe(false);
  });

  /** One store picture: the caption, and the screenshots given, on the brand's blue, at 1280×800. */
  async function compose(name: string, caption: string, shots: Array<{ path: string; width: number }>): Promise<string> {
    const page = await h.newPage();
    await page.setViewportSize(STORE_SIZE);
    await page.goto('about:blank');
    const images = shots
      .map(
        (shot) =>
          `<img src="${dataUrl(shot.path)}" style="width:${shot.width}px;border-radius:12px;box-shadow:0 12px 40px rgba(0,0,0,.35)">`,
      )
      .join('');
    await page.evaluate(
      (html: string) => {
        document.open();
        document.write(html);
        document.close();
      },
      `<!doctype html><meta charset="utf-8"><body style="margin:0;width:1280px;height:800px;overflow:hidden;background:linear-gradient(135deg,#2b4cd9,#1b2f8a);font-family:system-ui,'Noto Sans CJK SC',sans-serif;color:#fff">
      <h1 style="margin:56px 64px 32px;font-size:40px;font-weight:600">${caption}</h1>
      <div style="display:flex;gap:40px;align-items:flex-start;justify-content:center">${images}</div></body>`,
    );
    await page.waitForFunction((count: number) => [...document.images].filter((image) => image.complete).length === count, shots.length);
    // Frames drawn with the images at the new size first: asked before, a busy Chromium once answered
    // "Unable to capture screenshot" (a run with four files at once).
    await stillPage(page);
    const path = storeShotPath(name);
    await page.screenshot({ path });
    await page.close();
    return path;
  }

  it('takes the store screenshots at 1280×800: home, and a dApp transfer waiting for approval', async () => {
    const captions = CAPTIONS[E2E_LANGUAGE];
    await expect.poll(() => homeBalance(popup)).toMatch(/[0-9]/);
    await popup.evaluate(() => window.scrollTo(0, 0));
    const home = await compose('store-home', captions.home, [{ path: await h.screenshot(popup, 'store-popup-home'), width: 360 }]);

    const demo = await h.openDemo();
    const connecting = await startRequest(demo, '#connect');
    await decide(await approvalOf(h, 'connect'), true);
    expect(await settled(demo, connecting)).toMatchObject({ status: 'ok' });
    await demo.setViewportSize({ width: 720, height: 640 });
    await expect.poll(() => demo.locator('#network').getAttribute('data-chain-id')).toBe(h.devnet!.chainId);
    const demoShot = await h.screenshot(demo, 'store-demo');
    const sending = sendOneToSelf(demo);
    const win = await approvalOf(h, 'sendTx');
    await expect.poll(() => byTestId(win, TID.approvalMsg).count()).toBe(1);
    await expect.poll(() => byTestId(win, TID.approveButton).isEnabled()).toBe(true);
    const approval = await compose('store-approval', captions.approval, [
      { path: demoShot, width: 620 },
      { path: await h.screenshot(win, 'store-approval-window'), width: 380 },
    ]);
    await decide(win, true);
    expect(await sending).toMatchObject({ result: { txhash: expect.any(String) } });

    for (const path of [home, approval]) expect(pngSize(path), path).toEqual(STORE_SIZE);
  });
});
