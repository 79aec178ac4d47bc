// Picks the browser for this e2e run: VAULTLINE_E2E_BROWSER=firefox (the e2e-firefox project), else Chromium.
import { browserOf, type TargetBrowser } from '../../../scripts/manifest';
import { launchChromium } from './chromium';
import { launchFirefox } from './firefox';
import type { BrowserDriver, LaunchOptions } from './types';

export type { BrowserDriver, E2EBackground, E2ELocator, E2EPage, HttpsProxy, LaunchOptions } from './types';

export const E2E_BROWSER: TargetBrowser = browserOf(process.env.VAULTLINE_E2E_BROWSER);

export function launchDriver(options: LaunchOptions, browser: TargetBrowser = E2E_BROWSER): Promise<BrowserDriver> {
  return browser === 'firefox' ? launchFirefox(options) : launchChromium(options);
}
