// Every popup route at the popup's size (360×600), in light and dark mode, in real Chromium
// against the local node: no page scrolls sideways, and axe-core finds no critical or serious
// accessibility violation (WCAG 2 A/AA rules).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { startHarness, type Harness } from './harness';
import { TID } from '../../src/popup/testids';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { DEV_MNEMONIC } from './devnet';
import { ledgerRequest } from './demo-page';
import { showPopupRoute } from './playground';
import { addAndSelectNetwork, approvalOf, byTestId, decide, goHome, onboardByImport, waitForValue, walletOnDevnet } from './wallet';

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
  '/network?tab=blocks',
  '/network?tab=foundation',
  '/network?tab=devnet',
  '/wallets',
  '/wallets?view=add',
  '/contacts',
];

/** Screenshots of these routes in both schemes (test-artifacts/screenshots/{light,dark}-*.png). */
const SHOTS = ['/', '/staking?tab=conaccounts', '/vaults?view=multisig', '/network?tab=devnet'];

interface Finding {
  route: string;
  scheme: string;
  problem: string;
}

async function settle(page: Page): Promise<void> {
  // Let the route's reads land (loading states are pages too, but the loaded page is the one people use).
  await page
    .waitForFunction(() => !document.querySelector('.loading, [aria-busy="true"]'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

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

async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(`${AXE_SOURCE};0`);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<unknown> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  )) as { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> };
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

async function check(page: Page, route: string, findings: Finding[]): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    for (const problem of await sideways(page)) findings.push({ route, scheme, problem });
    for (const problem of await axeProblems(page)) findings.push({ route, scheme, problem });
  }
}

describe('the popup fits the popup and is accessible', () => {
  let h: Harness;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness();
    ({ popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`every route at 360 px in ${scheme} mode: no sideways scroll, no serious axe violation`, async () => {
      await popup.emulateMedia({ colorScheme: scheme });
      const findings: Finding[] = [];
      for (const route of ROUTES) {
        await showPopupRoute(popup, route);
        await settle(popup);
        for (const problem of await sideways(popup)) findings.push({ route, scheme, problem });
        for (const problem of await axeProblems(popup)) findings.push({ route, scheme, problem });
        if (SHOTS.includes(route)) await h.screenshot(popup, `${scheme}-${route.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home'}`);
      }
      expect(findings).toEqual([]);
    });
  }
});

describe('onboarding and the approval window fit and are accessible', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('onboarding pages: welcome, new phrase, import', async () => {
    const findings: Finding[] = [];
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

  it('the approval windows of a connect request, a transaction and a message', async () => {
    const popup = await onboardByImport(h, DEV_MNEMONIC);
    await addAndSelectNetwork(popup, { name: 'E2E devnet', restUrl: h.devnet!.url, chainId: h.devnet!.chainId });
    await goHome(popup);
    const playground = await h.openDemo(new URL('playground.html', h.demoUrl).href);
    await waitForValue(() => playground.locator('#provider-status').getAttribute('data-status'), 'found', 'provider found');
    await playground.click('#connect');
    const approval = await approvalOf(h, 'connect');
    const findings: Finding[] = [];
    await check(approval, 'approve connect', findings);
    await decide(approval, true);
    expect(findings).toEqual([]);

    // A transaction and a message to sign, each in its own window: the screens people must read.
    const me = addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(0)).kL));
    const other = addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(1)).kL));
    const transfer = ledgerRequest(playground, 'ledger_sendTx', {
      msgs: [{ type: 'MsgSend', value: { from_address: me, to_address: other, amount: [{ denom: 'NANOGT', amount: '1500000000' }] } }],
      memo: 'fit and accessibility',
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

  it('the account menu works by keyboard: focus inside, Tab stays inside, Esc closes it', async () => {
    const popup = await h.openPopup('/');
    const switcher = byTestId(popup, TID.accountSwitcher);
    await switcher.focus();
    await popup.keyboard.press('Enter');
    const menu = byTestId(popup, TID.accountMenu);
    await menu.waitFor();
    const focusInMenu = () =>
      popup.evaluate((id) => !!document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement), TID.accountMenu);
    expect(await focusInMenu()).toBe(true);
    for (let i = 0; i < 6; i++) {
      await popup.keyboard.press('Tab');
      expect(await focusInMenu()).toBe(true);
    }
    await popup.keyboard.press('Shift+Tab');
    expect(await focusInMenu()).toBe(true);
    await popup.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await popup.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, TID.accountSwitcher)).toBe(true);
  });
});
