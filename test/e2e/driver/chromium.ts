// Chromium through playwright-core: Debian chromium, the extension loaded unpacked, its service
// worker stopped over CDP.
import { rmSync } from 'node:fs';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { freshProfileDir } from './profile';
import type { BrowserDriver, E2EBackground, E2EPage, LaunchOptions } from './types';

export const CHROMIUM = process.env.VAULTLINE_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium keeps only the last --disable-features it is given, so this one repeats playwright-core's
  // own list (server/chromium/chromiumSwitches) and adds two: Chromium 156 preloads the address bar's
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
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
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

export async function launchExtensionContext(
  profileDir: string,
  dist: string,
  extraArgs: string[] = [],
  locale?: string,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1000, height: 800 },
    args: [
      `--disable-extensions-except=${dist}`,
      `--load-extension=${dist}`,
      ...CHROMIUM_FLAGS,
      ...(locale ? [`--lang=${locale}`, `--accept-lang=${locale}`] : []),
      ...extraArgs,
    ],
    ...(locale ? { locale } : {}),
  });
}

async function stopWorker(ctx: BrowserContext, extensionId: string, timeoutMs: number): Promise<void> {
  const page = ctx.pages().find((p) => !p.isClosed()) ?? (await ctx.newPage());
  const cdp = await ctx.newCDPSession(page);
  const scope = `chrome-extension://${extensionId}/`;
  let stopRequested = false;
  // Playwright keeps one Worker handle across restarts and reports no close, so ask CDP.
  const stopped = new Promise<void>((done) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (stopRequested && versions.some((v) => v.scriptURL.startsWith(scope) && v.runningStatus === 'stopped')) done();
    });
  });
  try {
    await cdp.send('ServiceWorker.enable');
    stopRequested = true;
    await cdp.send('ServiceWorker.stopAllWorkers');
    const timedOut = await Promise.race([stopped.then(() => false), sleep(timeoutMs).then(() => true)]);
    if (timedOut) throw new Error(`the extension's service worker did not stop within ${timeoutMs} ms`);
  } finally {
    await cdp.detach();
  }
}

export async function launchChromium(options: LaunchOptions): Promise<BrowserDriver> {
  const extraArgs = [
    ...(options.localDomain ? [`--host-resolver-rules=MAP *.${options.localDomain} 127.0.0.1`] : []),
    // https:// only: the loopback servers (devnet, demo) are never proxied.
    ...(options.httpsProxy
      ? [
          `--proxy-server=https=127.0.0.1:${options.httpsProxy.port}`,
          `--ignore-certificate-errors-spki-list=${options.httpsProxy.trustSpki}`,
        ]
      : []),
  ];
  const profileDir = options.profileDir ?? freshProfileDir();
  const removeProfile = () => void (options.profileDir ? undefined : rmSync(profileDir, { recursive: true, force: true }));
  const ctx = await launchExtensionContext(profileDir, options.dist, extraArgs, options.locale).catch((err: unknown) => {
    removeProfile();
    throw err;
  });
  const close = () => ctx.close().finally(removeProfile);
  const { errors } = options;
  try {
    const watchWorker = (worker: Worker) => {
      worker.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`[service worker] ${msg.text()}`);
      });
    };
    ctx.on('serviceworker', watchWorker);
    ctx.on('page', (page) => page.on('pageerror', (err) => errors.push(`[${page.url()}] ${err.message}`)));
    const worker = await firstExtensionWorker(ctx);
    watchWorker(worker);
    const extensionId = new URL(worker.url()).host;
    const extensionBaseUrl = `chrome-extension://${extensionId}/`;
    return {
      browser: 'chrome',
      extensionId,
      shared: false,
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
      close,
      playwright: ctx,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
