// Chromium through playwright-core: Debian chromium, the extension loaded unpacked, its service
// worker stopped over CDP.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from 'playwright-core';
import { browserPool } from './pool';
import { ownProfile } from './profile';
import type { BrowserDriver, E2EBackground, E2EPage, LaunchOptions } from './types';

export const CHROMIUM = process.env.VAULTLINE_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium keeps only the last --disable-features it is given, so this one repeats playwright-core's
  // own list (server/chromium/chromiumSwitches; test/e2e/driver-flags.test.ts fails when a new
  // playwright-core adds one this lacks) and adds two: Chromium 156 preloads the address bar's
  // two WebUI popups in every window, and each keeps drawing while hidden. Measured with six idle
  // windows: 0.75 of a core before, 0.05 after; over four e2e files, 82 CPU-seconds before, 62 after.
  `--disable-features=${[
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
  ].join(',')}`,
];

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
// Playwright's Page is a superset of E2EPage; the cast only bridges its generic signatures.
const asE2E = (page: Page) => page as unknown as E2EPage;

function isExtensionWorker(worker: Worker, extensionId?: string): boolean {
  const url = new URL(worker.url());
  return url.protocol === 'chrome-extension:' && (!extensionId || url.host === extensionId);
}

async function firstExtensionWorker(ctx: BrowserContext, extensionId?: string, timeoutMs = 15_000): Promise<Worker> {
  const existing = ctx.serviceWorkers().find((w) => isExtensionWorker(w, extensionId));
  if (existing) return existing;
  return ctx.waitForEvent('serviceworker', { predicate: (w) => isExtensionWorker(w, extensionId), timeout: timeoutMs });
}

/**
 * A new page in a window of its own, so it is always its window's visible tab. A page in a background
 * tab is hidden: Chromium runs no animation frames there, and every Playwright action on it (which
 * waits for two frames to call an element stable) then took about two seconds.
 */
async function pageInItsOwnWindow(ctx: BrowserContext): Promise<Page> {
  const opener = ctx.pages().find((page) => !page.isClosed()) ?? (await ctx.newPage());
  const cdp = await ctx.newCDPSession(opener);
  try {
    const created = ctx.waitForEvent('page', { predicate: (page) => page.url() === 'about:blank', timeout: 30_000 });
    await cdp.send('Target.createTarget', { url: 'about:blank', newWindow: true });
    return await created;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** Headless Debian Chromium on `profileDir` with the harness's flags, in `locale` when given. */
function launchContext(profileDir: string, args: string[], locale?: string, ignoreDefaultArgs?: string[]): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1000, height: 800 },
    args: [...CHROMIUM_FLAGS, ...localeArgs(locale), ...args],
    ...(ignoreDefaultArgs ? { ignoreDefaultArgs } : {}),
    ...(locale ? { locale } : {}),
  });
}

export function launchExtensionContext(
  profileDir: string,
  dist: string,
  extraArgs: string[] = [],
  locale?: string,
): Promise<BrowserContext> {
  return launchContext(profileDir, [`--disable-extensions-except=${dist}`, `--load-extension=${dist}`, ...extraArgs], locale);
}

async function stopWorker(ctx: BrowserContext, extensionId: string, timeoutMs: number): Promise<void> {
  const page = ctx.pages().find((p) => !p.isClosed()) ?? (await ctx.newPage());
  const cdp = await ctx.newCDPSession(page);
  const scope = `chrome-extension://${extensionId}/`;
  // Playwright keeps one Worker handle across restarts and reports no close, so ask CDP. Each version's
  // latest state is kept from before `enable`, whose first reports may come before or after its answer:
  // the worker is stopped once every version of the extension's is, whether the stop did it or it was
  // stopped already (a page that lost its port may not have woken it again yet). The states seen are
  // kept to say what happened if it never stops.
  const states = new Map<string, string>();
  const seen: string[] = [];
  let stopRequested = false;
  let done = () => {};
  const stopped = new Promise<void>((resolve) => (done = resolve));
  const check = () => {
    if (stopRequested && states.size > 0 && [...states.values()].every((state) => state === 'stopped')) done();
  };
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      if (!v.scriptURL.startsWith(scope)) continue;
      if (v.status === 'redundant') states.delete(v.versionId);
      else states.set(v.versionId, v.runningStatus);
      seen.push(`${v.versionId}:${v.runningStatus}${stopRequested ? '' : ' (before the stop)'}`);
    }
    check();
  });
  try {
    await cdp.send('ServiceWorker.enable');
    stopRequested = true;
    await cdp.send('ServiceWorker.stopAllWorkers');
    check();
    const timedOut = await Promise.race([stopped.then(() => false), sleep(timeoutMs).then(() => true)]);
    if (timedOut)
      throw new Error(`the extension's service worker did not stop within ${timeoutMs} ms (states seen: ${seen.join(', ') || 'none'})`);
  } finally {
    await cdp.detach();
  }
}

const localeArgs = (locale?: string) => (locale ? [`--lang=${locale}`, `--accept-lang=${locale}`] : []);

/** The flags a test's options add: host names mapped to 127.0.0.1, an https proxy. */
function optionArgs(options: LaunchOptions): string[] {
  return [
    ...(options.localDomain ? [`--host-resolver-rules=MAP *.${options.localDomain} 127.0.0.1`] : []),
    // https:// only: the loopback servers (devnet, demo) are never proxied.
    ...(options.httpsProxy
      ? [
          `--proxy-server=https=127.0.0.1:${options.httpsProxy.port}`,
          `--ignore-certificate-errors-spki-list=${options.httpsProxy.trustSpki}`,
        ]
      : []),
  ];
}

/** A Chromium whose extensions come and go over CDP (Extensions.loadUnpacked and .uninstall). */
interface ExtensionBrowser {
  ctx: BrowserContext;
  cdp: CDPSession;
  open: boolean;
}

/** The worker's Chromium (./pool.ts): a start costs about 2.2 CPU-seconds and 1.1 s; loading the
 *  extension in a running one, 60 ms. */
const pool = browserPool<ExtensionBrowser>({
  async launch(options, profileDir) {
    // Extensions come and go over CDP: not disabled, and that domain allowed.
    const ctx = await launchContext(profileDir, ['--enable-unsafe-extension-debugging', ...optionArgs(options)], options.locale, [
      '--disable-extensions',
    ]);
    try {
      const browser = ctx.browser();
      if (!browser) throw new Error('no browser behind the persistent context');
      const running: ExtensionBrowser = { ctx, cdp: await browser.newBrowserCDPSession(), open: true };
      ctx.on('close', () => {
        running.open = false;
      });
      return running;
    } catch (err) {
      await ctx.close();
      throw err;
    }
  },
  close: (running) => running.ctx.close(),
  alive: (running) => running.open,
});

/** The extension's folders in the profile: present until its uninstall has deleted its data. */
function extensionDataLeft(profileDir: string, extensionId: string): boolean {
  const profile = join(profileDir, 'Default');
  return [
    join(profile, 'Local Extension Settings', extensionId),
    join(profile, 'Sync Extension Settings', extensionId),
    join(profile, 'IndexedDB', `chrome-extension_${extensionId}_0.indexeddb.leveldb`),
  ].some((path) => existsSync(path));
}

/** What a file leaves behind, undone: its windows (a blank one stays, as at start), the extension
 *  and with it its storage (IndexedDB, chrome.storage, its service worker, its granted permissions:
 *  the next load waits until its folders are gone from the profile), and the cookies. */
async function resetShared(running: ExtensionBrowser, profileDir: string, extensionId: string): Promise<void> {
  const keep = await running.ctx.newPage();
  for (const page of running.ctx.pages()) if (page !== keep) await page.close().catch(() => undefined);
  await running.cdp.send('Extensions.uninstall' as never, { id: extensionId } as never);
  await running.cdp.send('Storage.clearCookies');
  for (let waited = 0; extensionDataLeft(profileDir, extensionId); waited += 50) {
    if (waited > 10_000) throw new Error('the data of the uninstalled extension is still in the profile');
    await sleep(50);
  }
}

export async function launchChromium(options: LaunchOptions): Promise<BrowserDriver> {
  if (options.profileDir || options.httpsProxy || !pool.available) {
    const { profileDir, removeProfile } = ownProfile(options.profileDir);
    const ctx = await launchExtensionContext(profileDir, options.dist, optionArgs(options), options.locale).catch((err: unknown) => {
      removeProfile();
      throw err;
    });
    return chromiumDriver(ctx, options.errors, false, firstExtensionWorker(ctx), async (detach) => {
      detach();
      await ctx.close().finally(removeProfile);
    });
  }
  const { browser: running, reused, release } = await pool.take(options);
  const { ctx } = running;
  try {
    const started = ctx.waitForEvent('serviceworker', { predicate: (w) => isExtensionWorker(w), timeout: 15_000 });
    started.catch(() => undefined); // awaited below unless the load itself fails
    const { id } = (await running.cdp.send('Extensions.loadUnpacked' as never, { path: options.dist } as never)) as { id: string };
    return await chromiumDriver(ctx, options.errors, reused, started, async (detach) => {
      detach();
      await release((_, profileDir) => resetShared(running, profileDir, id));
    });
  } catch (err) {
    await pool.drop();
    throw err;
  }
}

/** `close` ends the file's use of the browser; `detach` (passed to it) stops this driver's listeners. */
async function chromiumDriver(
  ctx: BrowserContext,
  errors: string[],
  reused: boolean,
  firstWorker: Promise<Worker>,
  close: (detach: () => void) => Promise<void>,
): Promise<BrowserDriver> {
  const watchWorker = (worker: Worker) => {
    worker.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`[service worker] ${msg.text()}`);
    });
  };
  const watchPage = (page: Page) => page.on('pageerror', (err) => errors.push(`[${page.url()}] ${err.message}`));
  ctx.on('serviceworker', watchWorker);
  ctx.on('page', watchPage);
  const detach = () => {
    ctx.off('serviceworker', watchWorker);
    ctx.off('page', watchPage);
  };
  try {
    const worker = await firstWorker;
    watchWorker(worker);
    const extensionId = new URL(worker.url()).host;
    const extensionBaseUrl = `chrome-extension://${extensionId}/`;
    return {
      browser: 'chrome',
      extensionId,
      shared: reused,
      extensionBaseUrl,
      newPage: async () => asE2E(await pageInItsOwnWindow(ctx)),
      async openExtensionPage(path) {
        const page = await pageInItsOwnWindow(ctx);
        await page.goto(extensionBaseUrl + path);
        return asE2E(page);
      },
      pages: async () => ctx.pages().map(asE2E),
      background: async (): Promise<E2EBackground> => await firstExtensionWorker(ctx, extensionId),
      stopBackground: (timeoutMs = 10_000) => stopWorker(ctx, extensionId, timeoutMs),
      // Chromium reports page and worker errors as events: nothing is held back.
      drainErrors: async () => undefined,
      close: () => close(detach),
      playwright: ctx,
    };
  } catch (err) {
    await close(detach);
    throw err;
  }
}
