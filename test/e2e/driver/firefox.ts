// Firefox through puppeteer-core over WebDriver BiDi: Debian firefox-esr, the extension installed
// as a temporary add-on with a pinned internal UUID, its event page stopped the way Firefox's idle
// timeout stops it (privileged terminateBackground, reachable with --remote-allow-system-access).
import puppeteer, { type Browser, type Page, type Target } from 'puppeteer-core';
import { GECKO_ID } from '../../../scripts/manifest';
import { FirefoxPage, type FirefoxBrowserHooks } from './firefox-page';
import { browserPool } from './pool';
import { ownProfile } from './profile';
import type { BrowserDriver, E2EBackground, LaunchOptions } from './types';

const FIREFOX = process.env.VAULTLINE_FIREFOX ?? '/usr/bin/firefox-esr';
/** Pinned so moz-extension:// URLs are known before the add-on loads. */
const EXTENSION_UUID = '3d7f3c1e-8a52-4b6e-9f1d-5c2a7e4b9a10';
const PINNED_UUIDS = JSON.stringify({ [GECKO_ID]: EXTENSION_UUID });
const POPUP_PATH = 'src/popup/index.html';
/** A new page's viewport, which a window kept for the next file gets back (resetShared). */
const DEFAULT_VIEWPORT = { width: 1000, height: 800 };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

function bidi(browser: Browser): BidiConnection {
  return (browser as unknown as { connection: BidiConnection }).connection;
}

async function topLevelContexts(browser: Browser): Promise<Set<string>> {
  const tree = (await bidi(browser).send('browsingContext.getTree', { maxDepth: 0 })).result as { contexts: Array<{ context: string }> };
  return new Set(tree.contexts.map((c) => c.context));
}

/** Runs `expression` in the browser's privileged (chrome) scope. */
async function chromeScope(browser: Browser, expression: string): Promise<unknown> {
  const connection = bidi(browser);
  const tree = (await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' })).result as {
    contexts: Array<{ context: string }>;
  };
  const context = tree.contexts[0]?.context;
  if (!context) throw new Error('no privileged browsing context (is --remote-allow-system-access set?)');
  const answer = (await connection.send('script.evaluate', { expression, target: { context }, awaitPromise: true })).result as {
    type: string;
    result?: { value?: unknown };
    exceptionDetails?: { text: string };
  };
  if (answer.type !== 'success') throw new Error(`privileged evaluate failed: ${answer.exceptionDetails?.text}`);
  return answer.result?.value;
}

/** Collects the uncaught errors of the extension's pages, its event page included (which no
 *  page-level event reports), in the privileged scope; TAKE_EXTENSION_ERRORS reads and clears them.
 *  Its console.error calls stay in the extension's own process and are not seen here. */
const WATCH_EXTENSION_ERRORS = `(() => {
  const base = 'moz-extension://${EXTENSION_UUID}/';
  const seen = (globalThis.vaultlineE2eErrors = []);
  // Firefox also reports a message still unanswered when its page closed or navigated (the approval
  // window closing itself, a test's reload); Chrome drops those silently, and no page is left to care.
  const unloaded = /^Promise rejected after context unloaded/;
  Services.console.registerListener({ observe(message) {
    if (message instanceof Ci.nsIScriptError && !(message.flags & Ci.nsIScriptError.warningFlag) && String(message.sourceName ?? '').startsWith(base) && !unloaded.test(message.errorMessage)) {
      seen.push('[extension] ' + message.errorMessage + ' (' + message.sourceName.slice(base.length) + ':' + message.lineNumber + ')');
    }
  } });
  return true;
})()`;
const TAKE_EXTENSION_ERRORS = 'JSON.stringify((globalThis.vaultlineE2eErrors ?? []).splice(0))';

/** Clears what sites stored (cookies, storage, caches, permissions) and the prefs tests set. */
const RESET_BROWSER_STATE = `(async () => {
  Services.prefs.clearUserPref('layout.css.prefers-color-scheme.content-override');
  await new Promise((done) => Services.clearData.deleteData(Ci.nsIClearDataService.CLEAR_ALL, done));
  return true;
})()`;

/** Stops the event page for certain. terminateBackground returns quietly without stopping it when
 *  the page is still starting, or when an event reaches it while it suspends (runtime.onSuspend):
 *  Firefox then cancels the suspension ("background-script-suspend-canceled") and the same page,
 *  its memory intact, keeps running. So it is asked again until Firefox reports the page shut down
 *  ("shutdown-background-script"), or the page is found already stopped. */
function stopEventPage(timeoutMs: number): string {
  return `(async () => {
  const extension = WebExtensionPolicy.getByID(${JSON.stringify(GECKO_ID)}).extension;
  let shutDown = false;
  const onShutdown = () => { shutDown = true; };
  extension.on('shutdown-background-script', onShutdown);
  try {
    const deadline = Date.now() + ${timeoutMs};
    for (let attempts = 1; Date.now() < deadline; attempts++) {
      if (extension.backgroundState === 'stopped') return JSON.stringify({ stopped: true, attempts });
      if (extension.backgroundState === 'running') {
        await extension.terminateBackground({ ignoreDevToolsAttached: true, disableResetIdleForTest: true });
        if (shutDown) return JSON.stringify({ stopped: true, attempts });
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    return JSON.stringify({ stopped: false, attempts: -1 });
  } finally {
    extension.off('shutdown-background-script', onShutdown);
  }
})()`;
}

/** Installs the add-on and checks that it took the pinned UUID: every moz-extension:// URL the tests
 *  open or look for is built from it, so a different one would fail them far from the cause. */
async function installPinned(browser: Browser, dist: string): Promise<string> {
  const addonId = await browser.installExtension(dist);
  const host = await chromeScope(browser, `WebExtensionPolicy.getByID(${JSON.stringify(GECKO_ID)})?.mozExtensionHostname ?? null`);
  if (host !== EXTENSION_UUID) throw new Error(`the add-on runs at moz-extension://${String(host)}/, not at the pinned ${EXTENSION_UUID}`);
  return addonId;
}

function launchBrowser(options: LaunchOptions, userDataDir: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir,
    // No test reads Firefox's network events; subscribed, its network observer times every request
    // the browser makes (a tenth of the parent's main-thread samples in a profile of four files, though
    // the CPU measured with and without it stays within the noise: docs/measurements.md, "Test suite").
    networkEnabled: false,
    defaultViewport: DEFAULT_VIEWPORT,
    args: ['--remote-allow-system-access'],
    // The proxy's throwaway certificate: Firefox takes any certificate in this session.
    ...(options.httpsProxy ? { acceptInsecureCerts: true } : {}),
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': PINNED_UUIDS,
      // Chrome's idle time for a service worker; stopBackground forces the same unload sooner.
      'extensions.background.idle.timeout': 30_000,
      'dom.security.https_first': false,
      // The browser's own animations off, as a person who asks for less motion has them (no page of
      // ours or the demo's asks for prefers-reduced-motion, so the pages under test are as before).
      // Four files, one worker: Firefox's parent 65.7 CPU-seconds against 74.4 (8 runs against 11),
      // most of it in WebRender's Renderer thread (docs/measurements.md, "Test suite").
      'ui.prefersReducedMotion': 1,
      ...(options.localDomain ? { 'network.dns.forceResolve': '127.0.0.1' } : {}),
      ...(options.httpsProxy
        ? { 'network.proxy.type': 1, 'network.proxy.ssl': '127.0.0.1', 'network.proxy.ssl_port': options.httpsProxy.port }
        : {}),
      ...(options.locale ? { 'intl.accept_languages': options.locale, 'intl.locale.requested': options.locale } : {}),
    },
  });
}

/** The worker's Firefox (./pool.ts): starting one costs about 5.5 CPU-seconds and 3.5 s; installing
 *  the add-on in a running one, a fraction of that. */
const pool = browserPool<Browser>({
  async launch(options, profileDir) {
    const browser = await launchBrowser(options, profileDir);
    await chromeScope(browser, WATCH_EXTENSION_ERRORS).catch(async (err: unknown) => {
      await browser.close();
      throw err;
    });
    return browser;
  },
  close: (browser) => browser.close(),
  alive: (browser) => browser.connected,
});

/** How many windows a file leaves, blank, for the next file in the same browser (most files open fewer). */
const SPARE_WINDOWS = 6;
/** Windows kept blank for the next file, per shared browser: opening a Firefox window builds its whole
 *  browser UI, several times the work of loading a page in a window already open (docs/measurements.md, "Test suite"). */
const spareWindows = new WeakMap<Browser, Page[]>();

/** Whether `page` could be taken back to a blank document at the default viewport. */
async function blanked(page: Page): Promise<boolean> {
  if (page.isClosed()) return false;
  const blank = async () => {
    await page.goto('about:blank');
    await page.setViewport(DEFAULT_VIEWPORT);
    return page.url() === 'about:blank';
  };
  return Promise.race([blank(), sleep(5_000).then(() => false)]).catch(() => false);
}

/** What a file leaves behind in the shared browser, undone: its windows (up to SPARE_WINDOWS of those it
 *  opened itself are kept, blank, for the next file; at least one stays, as at start), the add-on and with
 *  it its storage, the sites' storage, and the prefs tests change. `ours`: the windows the file opened or
 *  took from the spares, and the spares it left. */
async function resetShared(browser: Browser, addonId: string, ours: Set<Page>): Promise<void> {
  const pages = await browser.pages();
  const spare: Page[] = [];
  for (const page of pages) if (ours.has(page) && spare.length < SPARE_WINDOWS && (await blanked(page))) spare.push(page);
  if (spare.length === 0) spare.push(await browser.newPage({ type: 'window' }));
  for (const page of pages) if (!spare.includes(page)) await page.close().catch(() => undefined);
  spareWindows.set(browser, spare);
  await browser.uninstallExtension(addonId);
  await chromeScope(browser, RESET_BROWSER_STATE);
}

export async function launchFirefox(options: LaunchOptions): Promise<BrowserDriver> {
  if (options.profileDir || options.httpsProxy || !pool.available) {
    const { profileDir, removeProfile } = ownProfile(options.profileDir);
    const browser = await launchBrowser(options, profileDir).catch((err: unknown) => {
      removeProfile();
      throw err;
    });
    try {
      await chromeScope(browser, WATCH_EXTENSION_ERRORS);
      await installPinned(browser, options.dist);
      return firefoxDriver(browser, options.errors, false, () => browser.close().finally(removeProfile));
    } catch (err) {
      await browser.close().finally(removeProfile);
      throw err;
    }
  }
  const { browser, reused, release } = await pool.take(options);
  try {
    // Uninstalling forgets the pinned UUID: pinned again, so moz-extension:// URLs stay known.
    await chromeScope(browser, `Services.prefs.setStringPref('extensions.webextensions.uuids', ${JSON.stringify(PINNED_UUIDS)})`);
    await chromeScope(browser, TAKE_EXTENSION_ERRORS); // an earlier file's
    const addonId = await installPinned(browser, options.dist);
    return firefoxDriver(browser, options.errors, reused, async (detach, ours) => {
      detach();
      await release((running) => resetShared(running, addonId, ours));
    });
  } catch (err) {
    await pool.drop();
    throw err;
  }
}

/** `close` ends the file's use of the browser; `detach` (passed to it) stops this driver's listeners, and
 *  `ours` are the windows the file opened or may take from the spares. */
function firefoxDriver(
  browser: Browser,
  errors: string[],
  reused: boolean,
  close: (detach: () => void, ours: Set<Page>) => Promise<void>,
): BrowserDriver {
  const extensionBaseUrl = `moz-extension://${EXTENSION_UUID}/`;
  const wrapped = new WeakMap<Page, FirefoxPage>();
  const onError = new Map<Page, (err: unknown) => void>();
  // The spares an earlier file left in this browser; taken one by one, and hidden from pages() until then.
  const spare = spareWindows.get(browser) ?? [];
  spareWindows.delete(browser);
  const ours = new Set<Page>(spare);
  const hooks: FirefoxBrowserHooks = {
    alive: async (id) => (await topLevelContexts(browser)).has(id),
    // 0 = dark, 1 = light: the override Firefox's own settings page writes.
    setColorScheme: async (scheme) =>
      void (await chromeScope(
        browser,
        `Services.prefs.setIntPref('layout.css.prefers-color-scheme.content-override', ${scheme === 'dark' ? 0 : 1})`,
      )),
  };
  const wrap = (page: Page) => {
    let e2e = wrapped.get(page);
    if (!e2e) {
      e2e = new FirefoxPage(page, hooks);
      wrapped.set(page, e2e);
      const listener = (err: unknown) => errors.push(`[${page.url()}] ${err instanceof Error ? err.message : String(err)}`);
      onError.set(page, listener);
      page.on('pageerror', listener);
    }
    return e2e;
  };
  const onTarget = (target: Target) =>
    void target
      .page()
      .then((page) => page && wrap(page))
      .catch(() => undefined);
  browser.on('targetcreated', onTarget);

  // A window per page: a new tab would open in the most recent window, which may be the approval popup.
  // A spare window is brought to the front, as a new one opens there.
  const newPage = async () => {
    const kept = spare.pop();
    if (kept) await kept.bringToFront();
    const page = kept ?? (await browser.newPage({ type: 'window' }));
    ours.add(page);
    return wrap(page);
  };
  const listed = async () => (await browser.pages()).filter((page) => !spare.includes(page)).map(wrap);
  const openExtensionPage = async (path: string) => {
    const page = await newPage();
    await page.goto(extensionBaseUrl + path);
    return page;
  };
  const extensionPage = async () => {
    for (const page of await listed()) {
      if (await page.checkClosed()) continue;
      await page.refreshUrl();
      if (page.url().startsWith(extensionBaseUrl)) return page.raw;
    }
    return (await openExtensionPage(`${POPUP_PATH}#/`)).raw;
  };

  const background: E2EBackground = {
    url: () => `${extensionBaseUrl}_generated_background_page.html`,
    async evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
      // Runs `fn` with the event page's globals (getBackgroundPage wakes it when it is stopped).
      const call = `((globalThis, self, chrome, browser) => (${fn.toString()})(${JSON.stringify(arg ?? null)}))(bg, bg, bg.chrome, bg.browser)`;
      const page = await extensionPage();
      return page.evaluate(`(async () => { const bg = await browser.runtime.getBackgroundPage(); return ${call}; })()`) as Promise<R>;
    },
  };

  return {
    browser: 'firefox',
    extensionId: EXTENSION_UUID,
    shared: reused,
    extensionBaseUrl,
    newPage,
    openExtensionPage,
    async pages() {
      const live = await topLevelContexts(browser);
      const pages = (await listed()).filter((page) => live.has(page.contextId));
      await Promise.all(pages.map((page) => page.refreshUrl()));
      return pages;
    },
    background: async () => background,
    async stopBackground(timeoutMs = 10_000) {
      // Resolves once the event page is gone; an open extension page may wake a fresh one at once.
      const stop = chromeScope(browser, stopEventPage(timeoutMs)).then(
        (answer) => JSON.parse(String(answer)) as { stopped: boolean; attempts: number },
      );
      const outcome = await Promise.race([stop, sleep(timeoutMs + 5_000).then(() => ({ stopped: false, attempts: -1 }))]);
      if (!outcome.stopped) throw new Error(`the extension's event page did not stop within ${timeoutMs} ms`);
    },
    async drainErrors() {
      const taken = await chromeScope(browser, TAKE_EXTENSION_ERRORS).catch(() => '[]');
      errors.push(...(JSON.parse(String(taken)) as string[]));
    },
    close: () =>
      close(() => {
        browser.off('targetcreated', onTarget);
        for (const [page, listener] of onError) page.off('pageerror', listener);
      }, ours),
  };
}
