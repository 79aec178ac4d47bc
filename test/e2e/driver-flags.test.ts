// The Chromium driver's --disable-features keeps every feature playwright-core itself turns off:
// Chromium reads only the last --disable-features it is given, so the driver's list replaces
// playwright-core's, and a feature a newer playwright-core adds would otherwise be silently lost.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { expect, it } from 'vitest';
import { CHROMIUM_FLAGS } from './driver/chromium';

/** playwright-core's own list, read from its bundled source (server/chromium/chromiumSwitches.ts). */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const source = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1];
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found in lib/coreBundle.js: read it by hand");
  return Array.from(list.replace(/\/\/[^\n]*/g, '').matchAll(/"([A-Za-z0-9]+)"/g), (match) => match[1]!);
}

it("the Chromium driver turns off every feature playwright-core does, and the address bar's WebUI popups", () => {
  const flag = CHROMIUM_FLAGS.filter((arg) => arg.startsWith('--disable-features='));
  expect(flag).toHaveLength(1);
  const ours = new Set(flag[0]!.slice('--disable-features='.length).split(','));
  const theirs = playwrightDisabledFeatures();
  expect(theirs.length).toBeGreaterThan(10);
  expect(theirs.filter((feature) => !ours.has(feature))).toEqual([]);
  expect([...ours]).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
});
