// The one interface the e2e tests drive a browser through. Chromium hands out playwright's own
// pages (a superset of E2EPage); Firefox implements the same subset over puppeteer (WebDriver BiDi).
import type { TargetBrowser } from '../../../scripts/manifest';

export type WaitState = 'attached' | 'detached' | 'visible' | 'hidden';
export interface Timeout {
  timeout?: number;
}

export interface E2ELocator {
  locator(selector: string): E2ELocator;
  filter(options: { hasText: string | RegExp }): E2ELocator;
  first(): E2ELocator;
  nth(index: number): E2ELocator;
  /** Elements matching both locators / either locator. */
  and(other: E2ELocator): E2ELocator;
  or(other: E2ELocator): E2ELocator;
  waitFor(options?: { state?: WaitState } & Timeout): Promise<void>;
  click(options?: Timeout): Promise<void>;
  fill(value: string, options?: Timeout): Promise<void>;
  check(options?: Timeout): Promise<void>;
  press(key: string, options?: Timeout): Promise<void>;
  selectOption(value: string, options?: Timeout): Promise<string[]>;
  textContent(options?: Timeout): Promise<string | null>;
  innerHTML(options?: Timeout): Promise<string>;
  getAttribute(name: string, options?: Timeout): Promise<string | null>;
  inputValue(options?: Timeout): Promise<string>;
  allTextContents(): Promise<string[]>;
  isVisible(): Promise<boolean>;
  isChecked(options?: Timeout): Promise<boolean>;
  isEnabled(options?: Timeout): Promise<boolean>;
  isDisabled(options?: Timeout): Promise<boolean>;
  focus(options?: Timeout): Promise<void>;
  scrollIntoViewIfNeeded(options?: Timeout): Promise<void>;
  boundingBox(options?: Timeout): Promise<{ x: number; y: number; width: number; height: number } | null>;
  count(): Promise<number>;
  evaluate<R>(fn: (element: Element) => R | Promise<R>): Promise<R>;
  evaluateAll<R>(fn: (elements: Element[]) => R | Promise<R>): Promise<R>;
}

export interface E2EPage {
  url(): string;
  goto(url: string): Promise<unknown>;
  reload(): Promise<unknown>;
  close(): Promise<void>;
  isClosed(): boolean;
  locator(selector: string): E2ELocator;
  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A script run as it is, e.g. a library's source. */
  evaluate(script: string): Promise<unknown>;
  click(selector: string, options?: Timeout): Promise<void>;
  fill(selector: string, value: string, options?: Timeout): Promise<void>;
  selectOption(selector: string, value: string, options?: Timeout): Promise<string[]>;
  setChecked(selector: string, checked: boolean, options?: Timeout): Promise<void>;
  inputValue(selector: string, options?: Timeout): Promise<string>;
  waitForEvent(event: 'close', options?: Timeout): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
  waitForLoadState(state?: 'load' | 'domcontentloaded'): Promise<void>;
  waitForFunction<A>(fn: (arg: A) => unknown, arg: A, options?: Timeout): Promise<unknown>;
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  emulateMedia(options: { colorScheme: 'light' | 'dark' }): Promise<void>;
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
  keyboard: { press(key: string): Promise<void> };
}

/** The extension's background: Chromium's service worker or Firefox's event page. */
export interface E2EBackground {
  url(): string;
  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

export interface LaunchOptions {
  /** A profile to use and keep (default: a fresh one, removed at close; in Firefox, the test worker's
   *  shared browser when no other option asks for a browser of its own). */
  profileDir?: string;
  /** The built extension for this browser (dist/chrome or dist/firefox). */
  dist: string;
  /** Host names under this domain (e.g. 'sessions.test') resolve to 127.0.0.1. */
  localDomain?: string;
  /** The browser's language, e.g. 'zh-CN': navigator.languages starts with it. */
  locale?: string;
  /** Page errors and background console errors are pushed here. */
  errors: string[];
  /** Opt-in: every https:// request goes through this local proxy, and its certificate is trusted. */
  httpsProxy?: HttpsProxy;
}

/** A CONNECT proxy on 127.0.0.1 (test/e2e/real-hosts.ts) and the SPKI (SHA-256, base64) of the certificate behind it. */
export interface HttpsProxy {
  port: number;
  trustSpki: string;
}

export interface BrowserDriver {
  readonly browser: TargetBrowser;
  /** e.g. chrome-extension://<id>/ or moz-extension://<uuid>/ */
  readonly extensionBaseUrl: string;
  readonly extensionId: string;
  /** Whether the browser was already running for an earlier test file of this worker (Firefox). */
  readonly shared: boolean;
  newPage(): Promise<E2EPage>;
  /** A page of the extension at `path` (e.g. 'src/popup/index.html#/'), loaded. */
  openExtensionPage(path: string): Promise<E2EPage>;
  pages(): Promise<E2EPage[]>;
  background(): Promise<E2EBackground>;
  /** Stops the background and waits until it is gone; the next extension event wakes a fresh one. */
  stopBackground(timeoutMs?: number): Promise<void>;
  /** Adds to LaunchOptions.errors the errors the browser has seen but not reported as events yet
   *  (Firefox: the extension's, its event page's included). */
  drainErrors(): Promise<void>;
  close(): Promise<void>;
  /** Chromium only: playwright's own context, for tools that measure Chromium itself (the bench). */
  readonly playwright?: import('playwright-core').BrowserContext;
}
