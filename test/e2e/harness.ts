// The real-browser harness: the browser of this run (Chromium, or Firefox in the e2e-firefox
// project) with the built extension freshly loaded (headless; the browser is shared with the worker's
// earlier files unless an option asks for one of its own), the local ledger node on an
// ephemeral port, and the demo dApp served from two ports (two origins). One harness per test
// file; `close()` tears everything down. Browser-specific actions live in ./driver.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic, type StaticServer } from '../../scripts/serve-static';
import { SIGN_IN_VERIFIER_PATH, signInVerifierModule } from '../../scripts/sign-in-verifier';
import { ROOT, ensureExtensionBuilt } from './build';
import type { DevnetOptions } from '../../src/devnet/node';
import { startTestDevnet, type DevnetHandle } from './devnet';
import { E2E_LANGUAGE } from './lang';
import { E2E_BROWSER, launchDriver, type BrowserDriver, type E2EBackground, type E2EPage, type HttpsProxy } from './driver';
import type { TargetBrowser } from '../../scripts/manifest';

export { CHROMIUM } from './driver/chromium';
const ARTIFACTS_DIR = join(ROOT, 'test-artifacts');
export const POPUP_PATH = 'src/popup/index.html';
/** The toolbar popup's size, and the approval window's (so screenshots look like the real thing). */
const POPUP_VIEWPORT = { width: 360, height: 600 };
const APPROVAL_VIEWPORT = { width: 380, height: 640 };

/** Whether this run refreshes the pictures the docs show (docs/images, docs/store/screenshots):
 *  `npm run screenshots` does, in Chromium (the docs' pictures are Chromium's); `npm test` does not, so
 *  the suite leaves the tree as it found it (the source package it zips twice included). */
export const WRITES_DOC_IMAGES = E2E_BROWSER === 'chrome' && process.env.VAULTLINE_DOC_IMAGES === '1';

/** Where a test saves pictures for docs/images: there when the run refreshes them, else in
 *  test-artifacts/screenshots/docs (Firefox: screenshots/firefox). */
export function docImagesDir(): string {
  if (WRITES_DOC_IMAGES) return join(ROOT, 'docs', 'images');
  const dir = join(ARTIFACTS_DIR, 'screenshots', E2E_BROWSER === 'chrome' ? 'docs' : 'firefox');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface HarnessOptions {
  /** Keep the welcome tab a fresh install opens (default: closed once it appears, so it neither covers
   *  the test's own pages nor, as the active tab, pauses their rendering). */
  welcomeTab?: boolean;
  /** Start the local node (default true). */
  devnet?: boolean;
  /** Options of that node, e.g. `{ blockTime: 4 }` (src/devnet/node.ts DevnetOptions). */
  devnetOptions?: DevnetOptions;
  /** Host names under this domain (e.g. 'sessions.test') resolve to 127.0.0.1: origins that are not localhost. */
  localDomain?: string;
  /** The browser's language, e.g. 'zh-CN' (navigator.languages then starts with it); default: this
   *  run's language (./lang.ts), the browser's own when that is English. */
  locale?: string;
  /** A profile to use and keep (default: a fresh one, removed at close), e.g. to load another build over it. */
  profileDir?: string;
  /** The built extension to load (default: this tree's build for this run's browser). */
  dist?: string;
  /** Opt-in: https:// goes through this local proxy, its certificate trusted (./real-hosts.ts). */
  httpsProxy?: HttpsProxy;
  /** The browser to drive (default: this run's, E2E_BROWSER), e.g. the other one for a test that crosses browsers. */
  browser?: TargetBrowser;
}

export interface Harness {
  driver: BrowserDriver;
  /** The extension's id (Chromium) or internal UUID (Firefox). */
  extensionId: string;
  /** e.g. chrome-extension://<id>/ or moz-extension://<uuid>/ */
  extensionBaseUrl: string;
  /** The local node, when started. */
  devnet: DevnetHandle | null;
  /** The demo dApp, and the same files served from a second port: another origin. */
  demoUrl: string;
  otherOriginUrl: string;
  /** Page errors and background console errors seen so far (for failure messages). */
  errors: string[];
  newPage(): Promise<E2EPage>;
  pages(): Promise<E2EPage[]>;
  /** The extension's background (service worker or event page); evaluate runs in it. */
  serviceWorker(): Promise<E2EBackground>;
  /** Opens the popup bundle as a tab at a hash route such as '/', '/settings' or '/approve'. */
  openPopup(route?: string): Promise<E2EPage>;
  openDemo(url?: string): Promise<E2EPage>;
  /** The approval window the background opens (URL with '#/approve'), waiting for it to appear. */
  waitForApprovalWindow(timeoutMs?: number): Promise<E2EPage>;
  /** The browser's tabs and windows as the extension sees them, for a failed wait's message (in Firefox
   *  the read may open an extension page of its own). */
  extensionView(): Promise<string>;
  /** Stops the extension's background and waits until it is stopped; the next extension event
   *  starts a fresh one, which `serviceWorker()`'s handle then talks to. */
  stopServiceWorker(timeoutMs?: number): Promise<void>;
  /** Saves test-artifacts/screenshots/<name>.png (Firefox: screenshots/firefox/<name>.png). */
  screenshot(page: E2EPage, name: string): Promise<string>;
  /** Tears everything down, printing any browser errors seen. */
  close(): Promise<void>;
}

export function popupRoute(route = '/'): string {
  const hash = route.startsWith('#') ? route : `#${route.startsWith('/') ? route : `/${route}`}`;
  return `${POPUP_PATH}${hash}`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const browser = options.browser ?? E2E_BROWSER;
  const dist = options.dist ?? ensureExtensionBuilt(browser);
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const errors: string[] = [];
  try {
    const devnet = options.devnet === false ? null : await startTestDevnet(options.devnetOptions);
    if (devnet) cleanups.unshift(() => devnet.close());
    const servers: StaticServer[] = [];
    for (let i = 0; i < 2; i++) {
      const server = await serveStatic({ root: join(ROOT, 'demo'), port: 0, generated: { [SIGN_IN_VERIFIER_PATH]: signInVerifierModule } });
      servers.push(server);
      cleanups.unshift(() => server.close());
    }
    const locale = options.locale ?? (E2E_LANGUAGE === 'en' ? undefined : E2E_LANGUAGE);
    const driver = await launchDriver(
      {
        ...(options.profileDir ? { profileDir: options.profileDir } : {}),
        dist,
        errors,
        ...(options.localDomain ? { localDomain: options.localDomain } : {}),
        ...(locale ? { locale } : {}),
        ...(options.httpsProxy ? { httpsProxy: options.httpsProxy } : {}),
      },
      browser,
    );
    cleanups.unshift(() => driver.close());
    const harness = buildHarness({ driver, devnet, servers, errors, cleanups });
    if (!options.profileDir && !options.welcomeTab) await closeWelcomeTab(harness);
    return harness;
  } catch (err) {
    await runCleanups(cleanups);
    throw err;
  }
}

/** Closes the tab the extension opens on install (src/background/welcome.ts), once it is there (5 s at most). */
async function closeWelcomeTab(h: Harness): Promise<void> {
  const isWelcome = (page: E2EPage) => !page.isClosed() && page.url().startsWith(`${h.extensionBaseUrl}src/popup/index.html`);
  for (let waited = 0; waited < 5_000; waited += 100) {
    const welcome = (await h.pages()).find(isWelcome);
    if (welcome) return welcome.close();
    await sleep(100);
  }
}

/** Whether the page's document is parsed, asked of the page itself (Playwright's waitForLoadState can
 *  wait forever on a window whose load it did not see, e.g. one closing as it is found; the caller asks again). */
async function documentReady(page: E2EPage): Promise<boolean> {
  try {
    const state = await Promise.race([page.evaluate('document.readyState'), sleep(2_000).then(() => 'no answer')]);
    return state === 'interactive' || state === 'complete';
  } catch {
    return false; // closed or navigating: the next look finds the window as it is then
  }
}

async function runCleanups(cleanups: Array<() => Promise<unknown> | unknown>): Promise<void> {
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch {
      // Teardown continues so one failed close does not leak the browser or the ports.
    }
  }
}

interface HarnessParts {
  driver: BrowserDriver;
  devnet: DevnetHandle | null;
  servers: StaticServer[];
  errors: string[];
  cleanups: Array<() => Promise<unknown> | unknown>;
}

function buildHarness({ driver, devnet, servers, errors, cleanups }: HarnessParts): Harness {
  const base = driver.extensionBaseUrl;
  const harness: Harness = {
    driver,
    extensionId: driver.extensionId,
    extensionBaseUrl: base,
    devnet,
    demoUrl: servers[0]!.url,
    otherOriginUrl: servers[1]!.url,
    errors,
    newPage: () => driver.newPage(),
    pages: () => driver.pages(),
    serviceWorker: () => driver.background(),

    async openPopup(route = '/') {
      const page = await driver.openExtensionPage(popupRoute(route));
      await page.setViewportSize(POPUP_VIEWPORT);
      return page;
    },

    async openDemo(url = servers[0]!.url) {
      const page = await driver.newPage();
      await page.goto(url);
      return page;
    },

    async waitForApprovalWindow(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      let seen: E2EPage[] = [];
      while (Date.now() < deadline) {
        seen = await driver.pages();
        const page = seen.find((p) => !p.isClosed() && p.url().startsWith(base) && p.url().includes('#/approve'));
        if (page && (await documentReady(page))) {
          await page.setViewportSize(APPROVAL_VIEWPORT);
          return page;
        }
        await sleep(100);
      }
      throw new Error(
        `no approval window opened within ${timeoutMs} ms; pages: ${seen.map((p) => p.url()).join(', ')}; the extension sees ${await harness.extensionView()}`,
      );
    },

    // Read only once a wait has failed: bounded, so a background that does not answer cannot hold back the failure it explains.
    extensionView: () =>
      Promise.race([
        driver
          .background()
          .then((background) =>
            background.evaluate(async () => ({
              tabs: (await chrome.tabs.query({})).map((tab) => `${tab.windowId} ${tab.url ?? tab.pendingUrl ?? '?'}`),
              windows: (await chrome.windows.getAll()).map(
                (window) => `${window.id} ${window.type} ${window.state}${window.focused ? ' focused' : ''}`,
              ),
            })),
          )
          .then(
            (view) => JSON.stringify(view),
            (err: unknown) => `nothing (${String(err)})`,
          ),
        sleep(5_000).then(() => 'nothing (no answer within 5 s)'),
      ]),

    stopServiceWorker: (timeoutMs) => driver.stopBackground(timeoutMs),

    async screenshot(page, name) {
      const dir = join(ARTIFACTS_DIR, 'screenshots', ...(driver.browser === 'firefox' ? ['firefox'] : []));
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${name}.png`);
      await page.screenshot({ path });
      return path;
    },

    close: async () => {
      // Kept in the output so a failing file shows what the browser saw.
      await driver.drainErrors().catch(() => undefined);
      if (errors.length > 0) console.warn(`browser errors seen:\n${errors.join('\n')}`);
      return runCleanups(cleanups);
    },
  };
  return harness;
}
