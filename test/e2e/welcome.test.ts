// Installing opens a welcome tab with create and import (the popup's page in a tab), in real
// browsers: the harness installs the extension fresh, so the tab is there without anyone asking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { TID } from '../../src/popup/testids';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { byTestId } from './wallet';

describe('the welcome tab', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ welcomeTab: true });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('opens once on install, offering create and import', async () => {
    const welcome = async (): Promise<Page[]> =>
      (await h.pages()).filter(
        (page) => !page.isClosed() && page.url().startsWith(h.extensionBaseUrl) && page.url().includes('src/popup/index.html'),
      );
    await expect.poll(async () => (await welcome()).length).toBe(1);
    const [tab] = await welcome();
    await byTestId(tab!, TID.onboardingCreate).waitFor();
    expect(await byTestId(tab!, TID.onboardingCreate).textContent()).toBe(tr('onboarding.create'));
    expect(await byTestId(tab!, TID.onboardingImport).count()).toBe(1);
  });
});
