// E2EPage over a puppeteer page in Firefox (WebDriver BiDi). Locators are lazy step lists resolved
// inside the page on every call; actions wait for their element as playwright's do.
import type { KeyInput, Page } from 'puppeteer-core';
import type { E2ELocator, E2EPage, Timeout, WaitState } from './types';

type Step = { css: string } | { hasText: string; regex?: string } | { nth: number } | { and: Step[] } | { or: Step[] };
type Action =
  | 'state'
  | 'text'
  | 'texts'
  | 'html'
  | 'attr'
  | 'value'
  | 'checked'
  | 'box'
  | 'click'
  | 'fill'
  | 'check'
  | 'uncheck'
  | 'select'
  | 'focus'
  | 'scroll'
  | 'mark';
interface Outcome {
  found: number;
  visible: boolean;
  enabled: boolean;
  result?: unknown;
}

const DEFAULT_TIMEOUT = 30_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** What the first element must be before an action touches it, as playwright's actions wait:
 *  found, visible, or visible and enabled. */
type Gate = 'attached' | 'shown' | 'actionable';

/** Runs in the page: resolves the steps, reports the first element's state, and acts on it once it
 *  passes `gate` (one call a try, so a ready element is acted on in the same look that found it). */
function inPage(steps: Step[], action: Action, payload: string | null, gate: Gate | null = null): Outcome {
  const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const inOrder = (els: Iterable<Element>) =>
    Array.from(new Set(els)).sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const resolve = (list: Step[]): Element[] => {
    let found: Element[] = [];
    let root = true;
    for (const step of list) {
      if ('css' in step) {
        const scopes: ParentNode[] = root ? [document] : found;
        found = inOrder(scopes.flatMap((scope) => Array.from(scope.querySelectorAll(step.css))));
        root = false;
      } else if ('hasText' in step) {
        const re = step.regex === undefined ? null : new RegExp(step.hasText, step.regex);
        found = found.filter((el) =>
          re ? re.test(norm(el.textContent)) : norm(el.textContent).toLowerCase().includes(norm(step.hasText).toLowerCase()),
        );
      } else if ('nth' in step) {
        const el = found[step.nth < 0 ? found.length + step.nth : step.nth];
        found = el ? [el] : [];
      } else if ('and' in step) {
        const other = new Set(resolve(step.and));
        found = found.filter((el) => other.has(el));
      } else {
        found = inOrder([...found, ...resolve(step.or)]);
      }
    }
    return found;
  };
  const found = resolve(steps);
  const el = found[0] as HTMLElement | undefined;
  const visible = !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const enabled = !!el && !(el as HTMLButtonElement).disabled && !el.closest('fieldset:disabled');
  const outcome: Outcome = { found: found.length, visible, enabled };
  if (action === 'texts') outcome.result = found.map((hit) => hit.textContent ?? '');
  if (action === 'mark') for (const hit of found) hit.setAttribute('data-e2e-mark', payload ?? '');
  if (!el) return outcome;
  if (gate === 'shown' ? !visible : gate === 'actionable' ? !(visible && enabled) : false) return outcome;
  const setValue = (value: string) => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    if (setter) setter.call(el, value);
    else (el as HTMLInputElement).value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  if (action === 'text') outcome.result = el.textContent;
  else if (action === 'html') outcome.result = el.innerHTML;
  else if (action === 'attr') outcome.result = el.getAttribute(payload ?? '');
  else if (action === 'value') outcome.result = (el as HTMLInputElement).value;
  else if (action === 'checked') outcome.result = (el as HTMLInputElement).checked ?? el.getAttribute('aria-checked') === 'true';
  else if (action === 'box') {
    const rect = el.getBoundingClientRect();
    outcome.result = visible ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
  } else if (action === 'focus') el.focus();
  else if (action === 'scroll') el.scrollIntoView({ block: 'nearest' });
  else if (action === 'click') {
    el.scrollIntoView({ block: 'nearest' });
    el.focus();
    el.click();
  } else if (action === 'check' || action === 'uncheck') {
    if ((el as HTMLInputElement).checked !== (action === 'check')) el.click();
  } else if (action === 'fill') {
    el.focus();
    setValue(payload ?? '');
  } else if (action === 'select') {
    const option = Array.from((el as HTMLSelectElement).options).find((o) => o.value === payload || norm(o.label) === payload);
    // No such option yet: not ready, so the action is retried as playwright's waits for it.
    if (!option) outcome.enabled = false;
    else {
      setValue(option.value);
      outcome.result = [option.value];
    }
  }
  return outcome;
}

/** Whether an outcome passed its gate (the page's own check, read back). */
const GATES: Record<Gate, (o: Outcome) => boolean> = {
  attached: (o) => o.found > 0,
  shown: (o) => o.visible,
  actionable: (o) => o.visible && o.enabled,
};

class FirefoxLocator implements E2ELocator {
  constructor(
    private readonly page: FirefoxPage,
    readonly steps: Step[],
  ) {}

  private with(step: Step): FirefoxLocator {
    return new FirefoxLocator(this.page, [...this.steps, step]);
  }

  locator(selector: string) {
    return this.with({ css: selector });
  }
  filter({ hasText }: { hasText: string | RegExp }) {
    return this.with(typeof hasText === 'string' ? { hasText } : { hasText: hasText.source, regex: hasText.flags });
  }
  first() {
    return this.with({ nth: 0 });
  }
  nth(index: number) {
    return this.with({ nth: index });
  }
  and(other: E2ELocator) {
    return this.with({ and: (other as FirefoxLocator).steps });
  }
  or(other: E2ELocator) {
    return this.with({ or: (other as FirefoxLocator).steps });
  }

  private run(action: Action, payload: string | null = null, gate: Gate | null = null): Promise<Outcome> {
    return this.page.raw.evaluate(inPage, this.steps, action, payload, gate);
  }

  /** Retries `action` until the first element passes `gate`, as playwright's actions wait. */
  private async act(action: Action, gate: Gate, payload: string | null = null, timeout = DEFAULT_TIMEOUT): Promise<unknown> {
    const deadline = Date.now() + timeout;
    const passes = GATES[gate];
    for (;;) {
      const done = await this.run(action, payload, gate);
      if (passes(done)) return done.result;
      if (Date.now() > deadline)
        throw new Error(`${action} on ${JSON.stringify(this.steps)}: not ready within ${timeout} ms (${JSON.stringify(done)})`);
      await sleep(100);
    }
  }

  async waitFor(options: { state?: WaitState } & Timeout = {}) {
    const want = options.state ?? 'visible';
    const timeout = options.timeout ?? DEFAULT_TIMEOUT;
    const met = (o: Outcome) =>
      want === 'attached' ? o.found > 0 : want === 'detached' ? o.found === 0 : want === 'visible' ? o.visible : !o.visible;
    const deadline = Date.now() + timeout;
    while (!met(await this.run('state'))) {
      if (Date.now() > deadline) throw new Error(`${JSON.stringify(this.steps)} not ${want} within ${timeout} ms`);
      await sleep(100);
    }
  }

  async click(options: Timeout = {}) {
    await this.act('click', 'actionable', null, options.timeout);
  }
  async fill(value: string, options: Timeout = {}) {
    await this.act('fill', 'actionable', value, options.timeout);
  }
  async check(options: Timeout = {}) {
    await this.act('check', 'actionable', null, options.timeout);
  }
  async selectOption(value: string, options: Timeout = {}) {
    return (await this.act('select', 'actionable', value, options.timeout)) as string[];
  }
  async focus(options: Timeout = {}) {
    await this.act('focus', 'attached', null, options.timeout);
  }
  async scrollIntoViewIfNeeded(options: Timeout = {}) {
    await this.act('scroll', 'shown', null, options.timeout);
  }
  async press(key: string, options: Timeout = {}) {
    await this.focus(options);
    await this.page.keyboard.press(key);
  }
  async textContent(options: Timeout = {}) {
    return (await this.act('text', 'attached', null, options.timeout)) as string | null;
  }
  async innerHTML(options: Timeout = {}) {
    return (await this.act('html', 'attached', null, options.timeout)) as string;
  }
  async getAttribute(name: string, options: Timeout = {}) {
    return (await this.act('attr', 'attached', name, options.timeout)) as string | null;
  }
  async inputValue(options: Timeout = {}) {
    return (await this.act('value', 'attached', null, options.timeout)) as string;
  }
  async isChecked(options: Timeout = {}) {
    return (await this.act('checked', 'attached', null, options.timeout)) as boolean;
  }
  async isEnabled(options: Timeout = {}) {
    await this.waitFor({ state: 'attached', ...options });
    return (await this.run('state')).enabled;
  }
  async isDisabled(options: Timeout = {}) {
    return !(await this.isEnabled(options));
  }
  async boundingBox(options: Timeout = {}) {
    return (await this.act('box', 'attached', null, options.timeout)) as { x: number; y: number; width: number; height: number } | null;
  }
  async allTextContents() {
    return (await this.run('texts')).result as string[];
  }
  async isVisible() {
    return (await this.run('state')).visible;
  }
  async count() {
    return (await this.run('state')).found;
  }

  async evaluate<R>(fn: (element: Element) => R | Promise<R>): Promise<R> {
    await this.waitFor({ state: 'attached' });
    return this.first().evaluateAll(`(els) => (${fn.toString()})(els[0])`);
  }

  async evaluateAll<R>(fn: ((elements: Element[]) => R | Promise<R>) | string): Promise<R> {
    // Marks the matches, then hands them to `fn` in the page (a function cannot be passed as an argument).
    const mark = `m${Math.random().toString(36).slice(2)}`;
    await this.run('mark', mark);
    const take = `Array.from(document.querySelectorAll('[data-e2e-mark="${mark}"]'), (el) => (el.removeAttribute('data-e2e-mark'), el))`;
    return this.page.raw.evaluate(`(${fn.toString()})(${take})`) as Promise<R>;
  }
}

/** What a page needs from its browser: whether its context still exists, and the colour scheme. */
export interface FirefoxBrowserHooks {
  alive(contextId: string): Promise<boolean>;
  setColorScheme(scheme: 'light' | 'dark'): Promise<void>;
}

export class FirefoxPage implements E2EPage {
  readonly keyboard = { press: (key: string) => pressKeys(this.raw, key) };

  /** The document's URL as last read from it: puppeteer never hears of moz-extension:// loads. */
  private lastUrl: string | null = null;

  private gone = false;

  constructor(
    readonly raw: Page,
    private readonly hooks: FirefoxBrowserHooks,
  ) {}

  get contextId(): string {
    return (this.raw.mainFrame() as unknown as { _id: string })._id;
  }

  /** Puppeteer misses the close of windows the extension closes: ask the browser. */
  async checkClosed(): Promise<boolean> {
    if (!this.gone && !this.raw.isClosed() && !(await this.hooks.alive(this.contextId))) this.gone = true;
    return this.isClosed();
  }

  url() {
    const reported = this.raw.url();
    return reported === 'about:blank' && this.lastUrl ? this.lastUrl : reported;
  }

  /** Reads the URL from the document itself (for pages the extension opened). */
  async refreshUrl(): Promise<void> {
    const read = this.raw.evaluate(() => location.href).catch(() => null);
    const href = await Promise.race([read, sleep(2000).then(() => null)]);
    if (href) this.lastUrl = href;
  }
  isClosed() {
    return this.gone || this.raw.isClosed();
  }
  locator(selector: string) {
    return new FirefoxLocator(this, [{ css: selector }]);
  }

  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  evaluate(script: string): Promise<unknown>;
  async evaluate<R, A>(fn: ((arg?: A) => R | Promise<R>) | string, arg?: A): Promise<R> {
    if (typeof fn === 'string') return this.raw.evaluate(fn) as Promise<R>;
    // Firefox's WebDriver BiDi runs a call again in the next document when a navigation interrupts it
    // (a provider request started just before page.goto was sent a second time, by a page that never
    // asked). Playwright fails such a call instead: run it only in the document it was meant for.
    const document = await this.raw.evaluate(() => performance.timeOrigin);
    const source = `async (origin, arg) => performance.timeOrigin === origin ? { value: await (${fn.toString()})(arg) } : { navigated: true }`;
    const guarded = Object.assign(() => undefined, { toString: () => source }) as unknown as (
      origin: number,
      arg: unknown,
    ) => { value?: R; navigated?: true };
    const outcome = await this.raw.evaluate(guarded, document, arg);
    if (outcome.navigated) throw new Error('Execution context was destroyed, most likely because of a navigation.');
    return outcome.value as R;
  }

  /** BiDi navigation without waiting (moz-extension:// loads never report), then polls the document. */
  async goto(url: string) {
    const target = new URL(url).href;
    const sameDocument = target.includes('#') && target.split('#')[0] === this.url().split('#')[0];
    const frame = this.raw.mainFrame() as unknown as { browsingContext: { navigate(url: string, wait: string): Promise<unknown> } };
    await this.markDocument();
    await frame.browsingContext.navigate(target, 'none');
    await this.waitForDocument((state) => state.href === target && state.ready && (sameDocument || !state.marked));
    this.lastUrl = target;
  }

  async reload() {
    await this.markDocument();
    await this.raw.evaluate(() => location.reload());
    await this.waitForDocument((state) => state.ready && !state.marked);
  }

  private async markDocument() {
    await this.raw.evaluate(() => void Object.assign(window, { e2eOldDocument: true })).catch(() => undefined);
  }

  /** Waits for `done` on the document's state; ready means loaded, as playwright's goto waits for load. */
  private async waitForDocument(done: (state: { href: string; ready: boolean; marked: boolean }) => boolean, timeout = DEFAULT_TIMEOUT) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const state = await this.raw
        .evaluate(() => ({ href: location.href, ready: document.readyState === 'complete', marked: 'e2eOldDocument' in window }))
        .catch(() => null);
      if (state && done(state)) return;
      if (Date.now() > deadline) throw new Error(`page did not load within ${timeout} ms (${JSON.stringify(state)})`);
      await sleep(100);
    }
  }

  async close() {
    if (!this.isClosed()) await this.raw.close();
  }
  click(selector: string, options?: Timeout) {
    return this.locator(selector).click(options);
  }
  fill(selector: string, value: string, options?: Timeout) {
    return this.locator(selector).fill(value, options);
  }
  selectOption(selector: string, value: string, options?: Timeout) {
    return this.locator(selector).selectOption(value, options);
  }
  async setChecked(selector: string, checked: boolean, options: Timeout = {}) {
    const locator = this.locator(selector);
    if (checked) return locator.check(options);
    await locator.waitFor({ state: 'visible', ...options });
    await this.raw.evaluate(inPage, [{ css: selector }] as Step[], 'uncheck' as Action, null);
  }
  inputValue(selector: string, options?: Timeout) {
    return this.locator(selector).inputValue(options);
  }

  async waitForEvent(_event: 'close', options: Timeout = {}) {
    const timeout = options.timeout ?? DEFAULT_TIMEOUT;
    const deadline = Date.now() + timeout;
    while (!(await this.checkClosed())) {
      if (Date.now() > deadline) throw new Error(`page did not close within ${timeout} ms`);
      await sleep(100);
    }
  }

  async waitForTimeout(ms: number) {
    await sleep(ms);
  }
  waitForLoadState() {
    return this.waitForDocument((state) => state.ready);
  }

  async waitForFunction<A>(fn: (arg: A) => unknown, arg: A, options: Timeout = {}) {
    // page.waitForFunction is blocked by extension pages' CSP: poll instead.
    const deadline = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
    for (;;) {
      const value = await this.raw.evaluate(fn as (arg: unknown) => unknown, arg);
      if (value) return value;
      if (Date.now() > deadline) throw new Error('waitForFunction timed out');
      await sleep(100);
    }
  }

  setViewportSize(size: { width: number; height: number }) {
    return this.raw.setViewport(size);
  }
  /** Browser-wide in Firefox (puppeteer's media emulation needs CDP). */
  emulateMedia({ colorScheme }: { colorScheme: 'light' | 'dark' }) {
    return this.hooks.setColorScheme(colorScheme);
  }
  screenshot(options: { path: string; fullPage?: boolean }) {
    return this.raw.screenshot(options);
  }
}

/** Playwright-style key chords such as 'Shift+Tab'. */
async function pressKeys(page: Page, chord: string): Promise<void> {
  const keys = chord.split('+') as KeyInput[];
  const key = keys.pop()!;
  for (const modifier of keys) await page.keyboard.down(modifier);
  await page.keyboard.press(key);
  for (const modifier of keys.reverse()) await page.keyboard.up(modifier);
}
