// The real-browser harness: Debian chromium with the built extension loaded (headless, fresh
// profile), the local ledger node on an ephemeral port, and the demo dApp served from two ports
// (two origins). One harness per test file; `close()` tears everything down.
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic, type StaticServer } from '../../scripts/serve-static';
import { ROOT, ensureExtensionBuilt } from './build';
import type { DevnetOptions } from '../../src/devnet/node';
import { startTestDevnet, type DevnetHandle } from './devnet';

export const CHROMIUM = process.env.VAULTLINE_CHROMIUM ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = join(ROOT, 'test-artifacts');
export const POPUP_PATH = 'src/popup/index.html';
/** The toolbar popup's size, and the approval window's (so screenshots look like the real thing). */
export const POPUP_VIEWPORT = { width: 360, height: 600 };
export const APPROVAL_VIEWPORT = { width: 380, height: 640 };

export interface HarnessOptions {
  /** Start the local node (default true). */
  devnet?: boolean;
  /** Options of that node, e.g. `{ blockTime: 4 }` (src/devnet/node.ts DevnetOptions). */
  devnetOptions?: DevnetOptions;
  /** More Chromium flags, e.g. `--host-resolver-rules=MAP *.test 127.0.0.1` for non-localhost origins. */
  chromiumArgs?: string[];
  /** The browser's language, e.g. 'zh-CN' (navigator.languages then starts with it). */
  locale?: string;
}

export interface Harness {
  ctx: BrowserContext;
  extensionId: string;
  /** The local node, when started. */
  devnet: DevnetHandle | null;
  /** The demo dApp, and the same files served from a second port: another origin. */
  demoUrl: string;
  otherOriginUrl: string;
  /** Page errors and service-worker console errors seen so far (for failure messages). */
  errors: string[];
  serviceWorker(): Promise<Worker>;
  /** Opens the popup bundle as a tab at a hash route such as '/', '/settings' or '/approve'. */
  openPopup(route?: string): Promise<Page>;
  openDemo(url?: string): Promise<Page>;
  /** The approval window the background opens (URL with '#/approve'), waiting for it to appear. */
  waitForApprovalWindow(timeoutMs?: number): Promise<Page>;
  /** Stops the extension's service worker (CDP) and waits until it is stopped; the next extension
   *  event starts a fresh one, which `serviceWorker()`'s handle then talks to. */
  stopServiceWorker(timeoutMs?: number): Promise<void>;
  screenshot(page: Page, name: string): Promise<string>;
  /** Tears everything down, printing any browser errors seen. */
  close(): Promise<void>;
}

const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function popupUrl(extensionId: string, route = '/'): string {
  const hash = route.startsWith('#') ? route : `#${route.startsWith('/') ? route : `/${route}`}`;
  return `chrome-extension://${extensionId}/${POPUP_PATH}${hash}`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function isExtensionWorker(worker: Worker, extensionId?: string): boolean {
  const url = new URL(worker.url());
  return url.protocol === 'chrome-extension:' && (!extensionId || url.host === extensionId);
}

async function firstExtensionWorker(ctx: BrowserContext, extensionId?: string, timeoutMs = 15_000): Promise<Worker> {
  const existing = ctx.serviceWorkers().find((w) => isExtensionWorker(w, extensionId));
  if (existing) return existing;
  return ctx.waitForEvent('serviceworker', { predicate: (w) => isExtensionWorker(w, extensionId), timeout: timeoutMs });
}

export async function launchExtensionContext(profileDir: string, dist: string, extraArgs: string[] = [], locale?: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1000, height: 800 },
    args: [`--disable-extensions-except=${dist}`, `--load-extension=${dist}`, ...CHROMIUM_FLAGS, ...(locale ? [`--lang=${locale}`, `--accept-lang=${locale}`] : []), ...extraArgs],
    ...(locale ? { locale } : {}),
  });
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dist = ensureExtensionBuilt();
  const profileDir = mkdtempSync(join(tmpdir(), 'vaultline-e2e-'));
  const cleanups: Array<() => Promise<unknown> | unknown> = [() => rmSync(profileDir, { recursive: true, force: true })];
  const errors: string[] = [];
  try {
    const devnet = options.devnet === false ? null : await startTestDevnet(options.devnetOptions);
    if (devnet) cleanups.unshift(() => devnet.close());
    const servers: StaticServer[] = [];
    for (let i = 0; i < 2; i++) {
      const server = await serveStatic({ root: join(ROOT, 'demo'), port: 0 });
      servers.push(server);
      cleanups.unshift(() => server.close());
    }
    const ctx = await launchExtensionContext(profileDir, dist, options.chromiumArgs, options.locale);
    cleanups.unshift(() => ctx.close());
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
    return buildHarness({ ctx, extensionId, devnet, servers, errors, cleanups });
  } catch (err) {
    await runCleanups(cleanups);
    throw err;
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
  ctx: BrowserContext;
  extensionId: string;
  devnet: DevnetHandle | null;
  servers: StaticServer[];
  errors: string[];
  cleanups: Array<() => Promise<unknown> | unknown>;
}

function buildHarness({ ctx, extensionId, devnet, servers, errors, cleanups }: HarnessParts): Harness {
  const harness: Harness = {
    ctx,
    extensionId,
    devnet,
    demoUrl: servers[0]!.url,
    otherOriginUrl: servers[1]!.url,
    errors,
    serviceWorker: () => firstExtensionWorker(ctx, extensionId),

    async openPopup(route = '/') {
      const page = await ctx.newPage();
      await page.setViewportSize(POPUP_VIEWPORT);
      await page.goto(popupUrl(extensionId, route));
      return page;
    },

    async openDemo(url = servers[0]!.url) {
      const page = await ctx.newPage();
      await page.goto(url);
      return page;
    },

    async waitForApprovalWindow(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const page = ctx.pages().find((p) => !p.isClosed() && p.url().startsWith(`chrome-extension://${extensionId}/`) && p.url().includes('#/approve'));
        if (page) {
          await page.waitForLoadState('domcontentloaded');
          await page.setViewportSize(APPROVAL_VIEWPORT);
          return page;
        }
        await sleep(100);
      }
      throw new Error(`no approval window opened within ${timeoutMs} ms; pages: ${ctx.pages().map((p) => p.url()).join(', ')}`);
    },

    async stopServiceWorker(timeoutMs = 10_000) {
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
    },

    async screenshot(page, name) {
      const dir = join(ARTIFACTS_DIR, 'screenshots');
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${name}.png`);
      await page.screenshot({ path });
      return path;
    },

    close: () => {
      // Kept in the output so a failing file shows what the browser saw.
      if (errors.length > 0) console.warn(`browser errors seen:\n${errors.join('\n')}`);
      return runCleanups(cleanups);
    },
  };
  return harness;
}
