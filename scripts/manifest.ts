// The one manifest template (manifest.json) turned into each browser's manifest: Chrome takes it as
// it is; Firefox gets an MV3 event page (background.scripts), a gecko id and no Chrome-only keys.
// The version is package.json's, the one place it is written.
import template from '../manifest.json' with { type: 'json' };
import { version } from '../package.json' with { type: 'json' };

export type TargetBrowser = 'chrome' | 'firefox';
export const BROWSERS: readonly TargetBrowser[] = ['chrome', 'firefox'];
/** The gecko id, which also names the extension when Firefox pins its internal UUID. */
export const GECKO_ID = 'wallet@vaultline.dev';
/** What the wallet sends off the device: addresses, balances asked for and transactions, to the ledger
 *  node of the network the person chose (PRIVACY.md). Firefox reads this declaration from 140 on
 *  (Android: 142), so those are the least versions; MAIN-world content scripts need 128. */
export const GECKO_SETTINGS = {
  id: GECKO_ID,
  strict_min_version: '140.0',
  data_collection_permissions: { required: ['financialAndPaymentInfo' as const] },
};
export const GECKO_ANDROID_SETTINGS = { strict_min_version: '142.0' };

export function browserOf(name: string | undefined): TargetBrowser {
  return name === 'firefox' ? 'firefox' : 'chrome';
}

/** The manifest's background for `file`: a classic service worker in Chrome (importScripts loads its parts), an MV3 event page in Firefox. */
export function backgroundFor(browser: TargetBrowser, file: string) {
  return browser === 'chrome' ? { service_worker: file } : { scripts: [file] };
}

/** The manifest without its background, which the build adds once it has built it (scripts/background-build.ts). */
export function manifestFor(browser: TargetBrowser) {
  const { background: _background, ...rest } = template;
  const chrome = { ...rest, version };
  if (browser === 'chrome') return chrome;
  const { key: _key, minimum_chrome_version: _min, ...firefox } = chrome;
  return {
    ...firefox,
    // Firefox puts an MV3 extension's button in the extensions menu unless it asks for the toolbar.
    action: { ...firefox.action, default_area: 'navbar' },
    browser_specific_settings: { gecko: GECKO_SETTINGS, gecko_android: GECKO_ANDROID_SETTINGS },
  };
}
