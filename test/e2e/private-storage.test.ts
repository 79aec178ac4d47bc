// What Vaultline's content-script world can read of its storage (a compromised renderer owns that
// world): nothing private. Connected sites and network URLs live in the extension's IndexedDB,
// which content scripts cannot open, and chrome.storage.session is for trusted contexts only.
// Chromium evaluates in the content script's own isolated world (over CDP); Firefox's driver cannot
// reach that world, so there the test reads chrome.storage.local from an extension page (content scripts can read it
// too; Firefox closes storage.session to them by default, and the worker asks for trusted contexts only).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage } from './driver';
import { startHarness, type Harness } from './harness';
import { connectedDemo, walletOnDevnet } from './wallet';

interface Readable {
  extensionId: string;
  local: unknown;
  session: unknown;
}

/** Runs in the content-script world: its extension's id, and what each storage area gives it
 *  (with `session` false, chrome.storage.local only: an extension page may read the session area). */
const readStorage = (session: boolean) => `(async () => {
  const read = (area) => area ? area.get(null).then((value) => value, (error) => 'refused: ' + error.message) : 'absent';
  return JSON.stringify({ extensionId: chrome.runtime.id, local: await read(chrome.storage.local), session: ${session} ? await read(chrome.storage.session) : 'not read' });
})()`;

async function readFromContentScript(h: Harness, demo: E2EPage): Promise<Readable> {
  const cdp = await h.driver.playwright!.newCDPSession(demo as unknown as Page);
  const worlds: Array<{ id: number; name: string; auxData?: { type?: string } }> = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => worlds.push(context));
  await cdp.send('Runtime.enable');
  const world = worlds.find((context) => context.auxData?.type === 'isolated' && context.name === 'Vaultline');
  if (!world) throw new Error(`no Vaultline content-script world on the page: ${worlds.map((w) => w.name).join(', ')}`);
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: readStorage(true),
    contextId: world.id,
    awaitPromise: true,
    returnByValue: true,
  });
  await cdp.detach();
  if (exceptionDetails) throw new Error(`content-script read failed: ${exceptionDetails.text}`);
  return JSON.parse(result.value as string) as Readable;
}

async function readAsContentScriptCould(h: Harness): Promise<Readable> {
  const page = await h.openPopup('/');
  try {
    return JSON.parse((await page.evaluate(readStorage(false))) as string) as Readable;
  } finally {
    await page.close();
  }
}

describe("what content scripts can read of Vaultline's storage", () => {
  let h: Harness;
  let demo: E2EPage;

  beforeAll(async () => {
    h = await startHarness();
    await walletOnDevnet(h);
    demo = await connectedDemo(h);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('finds no connected site, no network URL and no session in the storage areas it can open', async () => {
    const seen = h.driver.browser === 'chrome' ? await readFromContentScript(h, demo) : await readAsContentScriptCould(h);
    // It did run as Vaultline's script, so an empty answer is not for want of access.
    if (h.driver.browser === 'chrome') expect(seen.extensionId).toBe(h.extensionId);
    else expect(seen.extensionId).toEqual(expect.any(String));
    const text = JSON.stringify(seen);
    expect(text).not.toContain(new URL(h.demoUrl).origin);
    expect(text).not.toContain(new URL(h.devnet!.url).host);
    expect(text).not.toContain('permissions');
    expect(seen.local).toEqual({});
    if (h.driver.browser === 'chrome') expect(String(seen.session)).toMatch(/^refused|^absent/);
  });
});
