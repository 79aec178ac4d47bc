// The one manifest template (manifest.json) turned into each browser's manifest: Chrome takes it as
// it is; Firefox gets an MV3 event page (background.scripts), a gecko id and no Chrome-only keys.
import template from '../manifest.json' with { type: 'json' };

export type TargetBrowser = 'chrome' | 'firefox';
export const BROWSERS: readonly TargetBrowser[] = ['chrome', 'firefox'];
/** The gecko id, which also names the extension when Firefox pins its internal UUID. */
export const GECKO_ID = 'wallet@vaultline.dev';

export function browserOf(name: string | undefined): TargetBrowser {
  return name === 'firefox' ? 'firefox' : 'chrome';
}

/** The manifest's background for `file`: a classic service worker in Chrome (importScripts loads its parts), an MV3 event page in Firefox. */
export function backgroundFor(browser: TargetBrowser, file: string) {
  return browser === 'chrome' ? { service_worker: file } : { scripts: [file] };
}

/** The manifest without its background, which the build adds once it has built it (scripts/background-build.ts). */
export function manifestFor(browser: TargetBrowser) {
  const { background: _background, ...chrome } = template;
  if (browser === 'chrome') return chrome;
  const { key: _key, minimum_chrome_version: _min, ...rest } = chrome;
  return {
    ...rest,
    // Firefox puts an MV3 extension's button in the extensions menu unless it asks for the toolbar.
    action: { ...rest.action, default_area: 'navbar' },
    // 128 is the first Firefox with MAIN-world content scripts.
    browser_specific_settings: { gecko: { id: GECKO_ID, strict_min_version: '128.0' } },
  };
}
