// The welcome tab when the browser will not give one: Firefox's tabs.create refuses when no window but
// popups is open, and the page then opens in a window of its own; a site's request whose welcome could
// not be shown at all holds nothing back, so the next request tries again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openWelcome, openWelcomeForSite } from '../../src/background/welcome';

const URL_OF = (path: string) => `chrome-extension://welcome-test/${path}`;
const WELCOME = URL_OF('src/popup/index.html#/');

describe('the welcome tab', () => {
  let calls: string[];
  let tabsRefused: boolean;
  let windowsRefused: boolean;
  let saved: unknown;

  beforeEach(() => {
    calls = [];
    tabsRefused = false;
    windowsRefused = false;
    saved = (globalThis as { chrome?: unknown }).chrome;
    (globalThis as { chrome?: unknown }).chrome = {
      runtime: { getURL: URL_OF },
      tabs: {
        async create(properties: { url: string }) {
          calls.push(`tabs.create ${properties.url}`);
          if (tabsRefused) throw new Error('Not allowed to create tabs on the target window');
          return { id: 7 };
        },
        async update(id: number) {
          calls.push(`tabs.update ${id}`);
          throw new Error(`Invalid tab ID: ${id}`);
        },
      },
      windows: {
        async create(data: { url: string; type: string }) {
          calls.push(`windows.create ${data.type} ${data.url}`);
          if (windowsRefused) throw new Error('no window either');
          return { id: 3, tabs: [{ id: 9 }] };
        },
      },
    };
  });

  afterEach(() => {
    (globalThis as { chrome?: unknown }).chrome = saved;
  });

  it('opens in a tab where the browser gives one', async () => {
    await openWelcome();
    expect(calls).toEqual([`tabs.create ${WELCOME}`]);
  });

  it('opens in a window of its own where no window takes a tab', async () => {
    tabsRefused = true;
    await openWelcome();
    expect(calls).toEqual([`tabs.create ${WELCOME}`, `windows.create normal ${WELCOME}`]);
  });

  it("tries again at a site's next request when it could not be shown, and stays quiet after one it showed", async () => {
    // Later than any time another test may have shown it at (a quiet spell counts from the last showing).
    const at = 4e12;
    tabsRefused = true;
    windowsRefused = true;
    await expect(openWelcomeForSite(at)).rejects.toThrow('no window either');
    tabsRefused = false;
    windowsRefused = false;
    calls = [];
    await openWelcomeForSite(at + 1_000);
    expect(calls.filter((call) => call.startsWith('tabs.create'))).toEqual([`tabs.create ${WELCOME}`]);
    // Shown: a request a moment later brings nothing new (the quiet spell is 10 s).
    calls = [];
    await openWelcomeForSite(at + 2_000);
    expect(calls).toEqual([]);
  });
});
