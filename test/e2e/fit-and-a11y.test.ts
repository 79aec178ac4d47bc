// Every popup route at the popup's size (360×600), in light and dark mode, in real Chromium
// against the local node: no page scrolls sideways, and axe-core finds no critical or serious
// accessibility violation (WCAG 2 A/AA rules).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { showPopupRoute } from './playground';
import { walletOnDevnet } from './wallet';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const ROUTES = [
  '/', '/send', '/receive', '/activity', '/sites', '/settings',
  '/staking?tab=mine', '/staking?tab=conaccounts', '/staking?tab=pending', '/staking?tab=info',
  '/tokens?tab=all', '/tokens?tab=issue',
  '/vaults', '/vaults?view=create', '/vaults?view=multisig', '/vaults?view=multisig-create',
  '/network?tab=status', '/network?tab=blocks', '/network?tab=foundation', '/network?tab=devnet',
];

/** Screenshots of these routes in both schemes (test-artifacts/screenshots/{light,dark}-*.png). */
const SHOTS = ['/', '/staking?tab=conaccounts', '/vaults?view=multisig', '/network?tab=devnet'];

interface Finding { route: string; scheme: string; problem: string }

async function settle(page: Page): Promise<void> {
  // Let the route's reads land (loading states are pages too, but the loaded page is the one people use).
  await page.waitForFunction(() => !document.querySelector('.loading, [aria-busy="true"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
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
        wide.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} ends at ${Math.round(box.right)}px`);
      }
    }
    return wide.slice(0, 5);
  });
}

async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(`${AXE_SOURCE};0`);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<unknown> } }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  )) as { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> };
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
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
