// Reviews open at their top in real browsers: a form scrolled down to its Review button gives way
// to a review showing its first line, its heading focused; and every page has one h1 (Home had none).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import type { LedgerClient } from '../../src/core/rest/client';
import { TID } from '../../src/popup/testids';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { showPopupRoute } from './playground';
import { byTestId, goHome, walletOnDevnet } from './wallet';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Whether axe finds the page without a level-one heading. */
async function lacksHeadingOne(page: Page): Promise<boolean> {
  await page.evaluate(`${AXE_SOURCE};0`);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<unknown> } }).axe.run(document, {
      runOnly: { type: 'rule', values: ['page-has-heading-one'] },
    }),
  )) as { violations: unknown[] };
  return result.violations.length > 0;
}

describe('reviews open at the top', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it('Home has one h1', async () => {
    await goHome(popup);
    await byTestId(popup, TID.accountAddress).waitFor();
    expect(await popup.locator('h1').count()).toBe(1);
    expect(await lacksHeadingOne(popup)).toBe(false);
  });

  it('the Create vault review opens at its top with its heading focused, under one h1', async () => {
    await showPopupRoute(popup, '/vaults?view=create');
    await byTestId(popup, TID.vaultCreateDelay).fill('5');
    await byTestId(popup, TID.vaultCreateClearing).fill(String(Number((await client.getLatestBlock()).height) + 500));
    await byTestId(popup, TID.vaultCreateAmount).fill('10');
    await byTestId(popup, TID.vaultCreateReview).scrollIntoViewIfNeeded();
    await expect.poll(() => popup.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await byTestId(popup, TID.vaultCreateReview).click();
    // The review's heading by its place (the old build has no test id on it): the check is the scroll.
    await popup.locator('.f-confirm h2').first().waitFor();
    await expect.poll(() => popup.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => popup.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)).toBe(TID.confirmTitle);
    expect(await byTestId(popup, TID.confirmTitle).textContent()).toBe(tr('vault.create.confirm'));
    expect(await popup.locator('h1').count()).toBe(1);
    expect(await lacksHeadingOne(popup)).toBe(false);
  });
});
