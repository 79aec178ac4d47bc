// Every popup screen once per colour scheme, at the popup's size (360×600; approval windows 380×640):
// no page scrolls sideways, and axe-core's default rule set (WCAG 2.0–2.2 A/AA and its best practices:
// page-has-heading-one, landmarks, region, heading-order…) finds no violation of ANY impact. The screens
// that read the node with the node down (behind relay.ts), the unlock screen, onboarding, the send review
// and its result, a token's page, the backup form and the approval windows (connect, transaction,
// message) too; and the account menu by keyboard. Chromium runs it in English, Firefox in Chinese.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { startHarness, type Harness } from './harness';
import { startRelay, type Relay } from './relay';
import { settledPage } from './still';
import { LedgerClient } from '../../src/core/rest/client';
import { TID } from '../../src/popup/testids';
import { ROUTES as POPUP_ROUTES } from '../../src/popup/lib/routes';
import { ledgerRequest } from './demo-page';
import { devAddress, devKeyOf, showPopupRoute, signAndWait } from './playground';
import { approvalOf, byTestId, decide, unlock, waitForValue, walletOnDevnet } from './wallet';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const ROUTES = [
  '/',
  '/send',
  '/receive',
  '/activity',
  '/sites',
  '/settings',
  '/staking?tab=mine',
  '/staking?tab=conaccounts',
  '/staking?tab=pending',
  '/staking?tab=info',
  '/tokens?tab=all',
  '/tokens?tab=issue',
  '/vaults',
  '/vaults?view=create',
  '/vaults?view=multisig',
  '/vaults?view=multisig-create',
  '/network?tab=status',
  '/network?tab=endpoints',
  '/network?tab=blocks',
  '/network?tab=foundation',
  '/network?tab=devnet',
  '/wallets',
  '/wallets?view=add',
  '/contacts',
];

/** The screens that read the node, visited with the node down, and what each then shows. */
const SAID = `[data-testid="${TID.errorMessage}"], [data-testid="${TID.unknownFigure}"]`;
const NODE_DOWN: Array<[string, string]> = [
  ['/', SAID],
  ['/staking?tab=mine', SAID],
  ['/tokens?tab=all', SAID],
  ['/activity', SAID],
  ['/network?tab=status', SAID],
  ['/network?tab=endpoints', `[data-testid="${TID.endpointItem}"][data-state="unreachable"]`],
];

const SCHEMES = ['light', 'dark'] as const;

/** Screenshots of these routes in both schemes (test-artifacts/screenshots/{light,dark}-*.png). */
const SHOTS = ['/', '/staking?tab=conaccounts', '/vaults?view=multisig', '/network?tab=devnet'];
const shotName = (route: string) => route.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home';

/** What sticks out to the right of the page (the page itself wider than the window, or any element). */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > width) wide.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed') {
        wide.push(
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} ends at ${Math.round(box.right)}px`,
        );
      }
    }
    return wide.slice(0, 5);
  });
}

/**
 * The rules whose outcome can change with the colour scheme alone: axe's colour rules that its default
 * set runs (its third, `color-contrast-enhanced`, is AAA and off by default). The dark scheme changes
 * nothing but colours (darkNotColours below and its test hold that), so on a page whose DOM is the same in both schemes every
 * other rule finds in dark what it found in light, and dark runs these alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's violations of any impact on the page as it stands ("<impact> <rule>: <first targets>"): its
 *  default set, or only `rules`. */
async function violations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE};0`);
  const result = (await page.evaluate(
    (only) =>
      // axe's default set: every rule it ships but the experimental ones (WCAG 2.0–2.2 A/AA, best practices…).
      (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<unknown> } }).axe.run(
        document,
        only ? { runOnly: { type: 'rule', values: only } } : {},
      ),
    rules ?? null,
  )) as {
    passes: Array<{ id: string }>;
    violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
  };
  // A page axe could not read (no rule passed) is not a clean page; with the colour rules alone, one must have passed.
  if (result.passes.length < (rules ? 1 : 5)) return [`axe checked almost nothing (${result.passes.length} rules passed)`];
  return result.violations.map(
    (v) =>
      `${v.impact ?? 'unrated'} ${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** The page's DOM as it stands (compared across the two schemes). */
const domNow = (page: Page) => page.evaluate(() => document.documentElement.outerHTML);

/** The page in both schemes: everything sideways and every violation, named with where and in which
 *  scheme (in dark, the colour rules alone when the DOM is as it was in light); with `shot`, a
 *  screenshot of each scheme taken through `h`. */
async function check(page: Page, where: string, findings: string[], shot?: { h: Harness; name: string }): Promise<void> {
  let lightDom: string | null = null;
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await settledPage(page);
    for (const problem of await sideways(page)) findings.push(`${where} (${scheme}): ${problem}`);
    const dom = await domNow(page);
    const rules = scheme === 'dark' && dom === lightDom ? COLOUR_RULES : undefined;
    for (const problem of await violations(page, rules)) findings.push(`${where} (${scheme}): ${problem}`);
    // The DOM axe checked: a page that changed meanwhile is checked in full in dark too.
    if (scheme === 'light' && dom === (await domNow(page))) lightDom = dom;
    if (shot) await shot.h.screenshot(page, `${scheme}-${shot.name}`);
  }
}

/** The declarations of the popup's dark-scheme blocks that are not a colour custom property or `color-scheme`. */
function darkNotColours(css: string): string[] {
  const others: string[] = [];
  for (const block of css.split('@media (prefers-color-scheme: dark)').slice(1)) {
    // The block runs to the brace that closes its own: `:root { … }` inside it.
    const body = block.slice(block.indexOf('{') + 1, block.indexOf('}\n}'));
    for (const rule of body.split('}')) {
      for (const declaration of rule.slice(rule.indexOf('{') + 1).split(';')) {
        const text = declaration.trim();
        if (text === '' || text === 'color-scheme: dark' || /^--[\w-]+: #[0-9a-f]{3,8}$/i.test(text)) continue;
        others.push(text);
      }
    }
  }
  return others;
}

describe('axe finds no violation of any impact', () => {
  let h: Harness;
  let popup: Page;

  let relay: Relay;

  beforeAll(async () => {
    h = await startHarness();
    relay = await startRelay(h.devnet!.url);
  });

  afterAll(async () => {
    await h?.close();
    await relay?.close();
  });

  it('onboarding: welcome, the new phrase, import', async () => {
    const findings: string[] = [];
    const page = await h.openPopup('/');
    await byTestId(page, TID.onboardingCreate).waitFor();
    await check(page, 'welcome', findings);
    await byTestId(page, TID.onboardingCreate).click();
    await byTestId(page, TID.mnemonicWord(24)).waitFor();
    await check(page, 'new phrase', findings);
    await page.reload();
    await byTestId(page, TID.onboardingImport).click();
    await byTestId(page, TID.importMnemonic).waitFor();
    await check(page, 'import', findings);
    await page.close();
    expect(findings).toEqual([]);
  });

  it('runs in dark what can change in dark: the colour rules, as the dark scheme changes colours alone', () => {
    const files = readdirSync('src/popup', { recursive: true, encoding: 'utf8' }).map((file) => join('src/popup', file));
    const sheets = files.filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThanOrEqual(4);
    // Every dark block of the popup's stylesheets sets colours and color-scheme only (styles.css has the one).
    expect(sheets.flatMap((file) => darkNotColours(readFileSync(file, 'utf8')))).toEqual([]);
    expect(readFileSync('src/popup/styles.css', 'utf8')).toContain('@media (prefers-color-scheme: dark)');
    // The popup's code never asks for the scheme: its DOM is the same in both.
    const code = files.filter((file) => /\.tsx?$/.test(file));
    expect(code.filter((file) => /prefers-color-scheme|matchMedia/.test(readFileSync(file, 'utf8')))).toEqual([]);
    // axe's colour rules are the two dark runs, and its AAA one that the default set leaves out.
    const axe = createRequire(import.meta.url)('axe-core') as { getRules(tags: string[]): Array<{ ruleId: string }> };
    expect(
      axe
        .getRules(['cat.color'])
        .map((rule) => rule.ruleId)
        .sort(),
    ).toEqual(['color-contrast', 'color-contrast-enhanced', 'link-in-text-block']);
  });

  it('walks every route the popup has (the approval window has tests of its own below)', () => {
    const walked = new Set(ROUTES.map((route) => route.split('?')[0]));
    expect(POPUP_ROUTES.filter((route) => route !== '/approve' && !walked.has(route))).toEqual([]);
  });

  // The walk in three parts, each a test of its own: on a loaded machine (two suites at once) the
  // whole walk took more than a test's two minutes in Firefox.
  const PARTS = 3;
  for (let part = 0; part < PARTS; part++) {
    const size = Math.ceil(ROUTES.length / PARTS);
    const routes = ROUTES.slice(part * size, (part + 1) * size);
    it(`every popup route, in light and dark mode, fits 360 px: ${routes.join(' ')}`, async () => {
      // The first part imports the wallet the walk shows (the onboarding test above ran on none).
      if (part === 0) ({ popup } = await walletOnDevnet(h, { url: relay.url, chainId: h.devnet!.chainId }));
      const findings: string[] = [];
      for (const route of routes) {
        await showPopupRoute(popup, route);
        await check(popup, route, findings, SHOTS.includes(route) ? { h, name: shotName(route) } : undefined);
      }
      expect(findings).toEqual([]);
    });
  }

  it('with the node down: unknown figures, error sentences and their opened Details', async () => {
    relay.down();
    const findings: string[] = [];
    try {
      for (const [route, shown] of NODE_DOWN) {
        await showPopupRoute(popup, route);
        await popup.locator(shown).first().waitFor({ timeout: 30_000 });
        const details = popup.locator(`[data-testid="${TID.errorDetails}"] > summary`);
        if ((await details.count()) > 0) await details.first().click();
        await check(popup, `${route} (node down)`, findings);
      }
    } finally {
      relay.up();
    }
    expect(findings).toEqual([]);
  });

  it("screens past a route's first view: the send review and its result, a token's page, the backup form", async () => {
    const findings: string[] = [];
    // The node back (the test before took it away): home reads a balance again.
    await showPopupRoute(popup, '/');
    await expect.poll(() => byTestId(popup, TID.balanceGt).count(), { timeout: 30_000 }).toBe(1);
    await showPopupRoute(popup, '/send');
    await byTestId(popup, TID.sendRecipient).fill(devAddress(1));
    await byTestId(popup, TID.sendAmount).fill('1');
    await expect.poll(() => byTestId(popup, TID.sendReview).isEnabled()).toBe(true);
    await byTestId(popup, TID.sendReview).click();
    await expect.poll(() => byTestId(popup, TID.sendConfirm).isEnabled()).toBe(true);
    await check(popup, 'send review', findings);
    await byTestId(popup, TID.sendConfirm).click();
    await expect.poll(() => byTestId(popup, TID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    await check(popup, 'send done', findings);

    await signAndWait(h, devKeyOf(0), {
      type: 'IssueToken',
      value: {
        source_address: devAddress(0),
        token_name: 'Axe token',
        symbol: 'AXE',
        total_supply: '1000',
        mintable: true,
        freezable: true,
      },
    });
    const { tokens } = (await new LedgerClient({ baseUrl: h.devnet!.url }).listTokens()).result;
    const symbol = tokens.map((token) => token.value).find((token) => token.source_address === devAddress(0))!.symbol;
    await showPopupRoute(popup, `/tokens?tab=all&symbol=${symbol}`);
    await byTestId(popup, TID.tokenDetailSupply).waitFor();
    await check(popup, 'token page', findings);

    await showPopupRoute(popup, '/settings');
    await byTestId(popup, TID.backupOpen).click();
    await check(popup, 'backup form', findings);
    expect(findings).toEqual([]);
  });

  it('the approval windows of a connect request, a transaction and a message', async () => {
    const playground = await h.openDemo(new URL('playground.html', h.demoUrl).href);
    await waitForValue(() => playground.locator('#provider-status').getAttribute('data-status'), 'found', 'provider found');
    await playground.click('#connect');
    const findings: string[] = [];
    const connect = await approvalOf(h, 'connect');
    await check(connect, 'approve connect', findings);
    await decide(connect, true);

    const transfer = ledgerRequest(playground, 'ledger_sendTx', {
      msgs: [
        {
          type: 'MsgSend',
          value: { from_address: devAddress(0), to_address: devAddress(1), amount: [{ denom: 'NANOGT', amount: '1500000000' }] },
        },
      ],
      memo: 'axe',
    }).catch(() => undefined);
    const txWindow = await approvalOf(h, 'sendTx');
    await check(txWindow, 'approve sendTx', findings);
    await decide(txWindow, false);
    await transfer;

    const signing = ledgerRequest(playground, 'ledger_signMessage', { data: 'Sign in to the playground' }).catch(() => undefined);
    const messageWindow = await approvalOf(h, 'signMessage');
    await check(messageWindow, 'approve signMessage', findings);
    await decide(messageWindow, false);
    await signing;
    expect(findings).toEqual([]);
  });

  it('the unlock screen', async () => {
    await showPopupRoute(popup, '/');
    await byTestId(popup, TID.lockButton).click();
    const findings: string[] = [];
    await byTestId(popup, TID.unlockPassword).waitFor();
    await check(popup, 'unlock', findings);
    expect(findings).toEqual([]);
  });

  it('the account menu works by keyboard: focus inside, Tab stays inside, Esc closes it', async () => {
    await unlock(popup);
    const page = await h.openPopup('/'); // a page of its own, in front (keys go to the window in focus)
    const switcher = byTestId(page, TID.accountSwitcher);
    await switcher.waitFor();
    await switcher.focus();
    await page.keyboard.press('Enter');
    const menu = byTestId(page, TID.accountMenu);
    await menu.waitFor();
    const focusInMenu = () =>
      page.evaluate((id) => !!document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement), TID.accountMenu);
    expect(await focusInMenu()).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInMenu()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, TID.accountSwitcher)).toBe(true);
    await page.close();
  });
});
