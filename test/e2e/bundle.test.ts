// The built extension, for Chrome and for Firefox: the background is a start file plus parts it loads on
// demand, which carry src/core and no Node built-ins (the word list is a JSON file beside them), the two content scripts are standalone
// (no imports) so they run at document_start, each manifest declares its browser's background
// (service worker / event page) and id, and the popup's first load for home (its entry and home's code
// in one chunk) leaves out what only other pages need, and every language's texts (catalogue areas
// are chunks of one language, loaded on demand), the popup's classic first script names chunks that exist, the approval window's
// page is one script, and the approval window and a tx's review load no signing code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INPUTS, ROOT, ensureExtensionBuilt } from './build';
import { BROWSERS, GECKO_ANDROID_SETTINGS, GECKO_SETTINGS } from '../../scripts/manifest';
import { WORD_LIST_FILE } from '../../src/background/keyring/words';
import { backgroundParts, gzipBytes, serviceWorkerFiles, serviceWorkerGzip } from '../../bench/wallet/sizes';
import { approvals as enApprovals } from '../../src/popup/i18n/en/approvals';
import { approvals as zhApprovals } from '../../src/popup/i18n/zh-CN/approvals';

const NODE_BUILTIN =
  /(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](?:node:[a-z_/]+|fs|path|crypto|buffer|os|stream|util|child_process|http|https|net|zlib)["']/;
/** qrcode-generator's own error text, and the BIP-39 English word list's first words. */
const QRCODE = /bad maskPattern/;
const WORD_LIST = /abandon(?:\s|\\n)+ability(?:\s|\\n)+able/;
/** One text of the home area in each language: the catalogue chunks of a language carry only it. */
const HOME_TEXT = { en: 'Reading balance…', 'zh-CN': '正在读取余额…' } as const;
const HOME_CHUNK = /import\(\s*[`"'](\.\/home-[^`"']+\.js)[`"']\s*\)/;
/** A class only home's screen writes (screens/home/home.tsx). */
const HOME_CODE = 'balance-card';
const APPROVE_CHUNK = /import\(\s*[`"'](\.\/approve-[^`"']+\.js)[`"']\s*\)/;
/** A tx review's chunk, imported on demand by the popup's approve page, and by the approval window's own page. */
const TX_REVIEW_CHUNK = /import\(\s*[`"'](\.\/tx-[^`"']+\.js)[`"']\s*\)/;
const APPROVAL_REVIEW_CHUNK = /import\(\s*[`"'](\.\/approve-window-tx-[^`"']+\.js)[`"']\s*\)/;
/** 2^255 - 19, Ed25519's field prime as the bundle writes it: noble's signing code is there. */
const ED25519 = /57896044618658097711785492504343953926634992332820282019728792003956564819949/;
const STATIC_IMPORT = /(?:import|export)\s*(?:[^"';]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/** Every chunk the file loads, itself included, following relative static imports. */
function chunksOf(dist: string, entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const match of text.matchAll(STATIC_IMPORT)) visit(normalize(join(dirname(file), match[1]!)));
  };
  visit(join(dist, entry));
  return seen;
}

/** The files of ours the build's config imports, itself included, following relative imports. */
function buildConfigFiles(file = 'vite.config.ts', seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const [, specifier] of readFileSync(join(ROOT, file), 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const base = normalize(join(dirname(file), specifier!));
    const found = ['.ts', '.js', ''].map((ext) => base + ext).find((path) => existsSync(join(ROOT, path)));
    if (found && !seen.has(found)) buildConfigFiles(found, seen);
  }
  return seen;
}

it('builds the e2e extension again when any file of the build changes', () => {
  const files = [...buildConfigFiles()];
  expect(files).toContain('scripts/first-script.ts');
  expect(files.filter((file) => !BUILD_INPUTS.some((input) => file === input || file.startsWith(`${input}/`)))).toEqual([]);
});

it("reads the background's part lists in both forms the minifier writes: an array, or one string split at commas", () => {
  const text = (list: string) =>
    `vaultlineParts.define("background.js",[],function(require,exports){});vaultlineParts.start("background.js",${list});`;
  expect(backgroundParts(text('["a-1.js","b.js"]')).onDemand).toEqual(['a-1.js', 'b.js']);
  expect(backgroundParts(text('`a-1.js,b.js,c.js`.split(`,`)')).onDemand).toEqual(['a-1.js', 'b.js', 'c.js']);
  expect(backgroundParts('vaultlineParts.define("x.js",["y.js"],function(require,exports){});').deps).toEqual(['y.js']);
});

describe.each(BROWSERS)('the built extension for %s', (browser) => {
  const dist = ensureExtensionBuilt(browser);
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
    background: { service_worker?: string; scripts?: string[] };
    content_scripts: Array<{ js: string[]; world?: string }>;
    browser_specific_settings?: Record<string, unknown>;
    action: { default_popup: string; default_area?: string };
    key?: string;
    name: string;
    permissions: string[];
    content_security_policy?: { extension_pages?: string };
    icons: Record<string, string>;
  };
  const background = manifest.background.service_worker ?? manifest.background.scripts?.[0] ?? '';

  it('is the production build, though the tests run under NODE_ENV=test: no development JSX, no path of this checkout', () => {
    expect(process.env.NODE_ENV).toBe('test');
    const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.js'))
      .map((path) => ({ path, text: readFileSync(join(dist, path), 'utf8') }));
    expect(scripts.length).toBeGreaterThan(20);
    const pathsWhere = (found: (text: string) => boolean) => scripts.filter(({ text }) => found(text)).map(({ path }) => path);
    // Preact's development JSX passes each element's source (file, line, column) to jsxDEV.
    expect(pathsWhere((text) => /lineNumber:\s*\d+,\s*columnNumber:/.test(text))).toEqual([]);
    expect(pathsWhere((text) => text.includes(ROOT))).toEqual([]);
  });

  it('bundles src/core into the background, a start file and on-demand parts without any Node built-in or the word list', () => {
    const { start, onDemand } = serviceWorkerFiles(dist);
    const chunks = new Map([...start, ...onDemand].map((file) => [join(dist, file), readFileSync(join(dist, file), 'utf8')]));
    const all = [...chunks.values()].join('\n');
    const startText = readFileSync(join(dist, background), 'utf8');
    // The background is built alone, as classic scripts: the start file imports nothing, and names
    // its parts; proof that the protocol core is in them: the BIP32-Ed25519 master-key label and the
    // StdTx key type, both in parts that load on demand, not at start.
    expect(start).toEqual([background]);
    expect(onDemand.length).toBeGreaterThan(0);
    expect(all).not.toMatch(/^\s*import\s|\bimport\s*\(/m);
    expect(startText.includes('Root Seed Chain'), 'key derivation loads at start').toBe(false);
    expect(startText.includes('gatechain/PubKeyEd25519'), 'tx signing loads at start').toBe(false);
    expect(all).not.toMatch(WORD_LIST);
    expect(all.includes('Root Seed Chain'), 'the BIP32-Ed25519 master-key label').toBe(true);
    expect(all.includes('gatechain/PubKeyEd25519'), 'the StdTx public-key type').toBe(true);
    const offenders = [...chunks].filter(([, text]) => NODE_BUILTIN.test(text)).map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it("keeps the worker's start file within 30 KB gzipped and the in-page script within 5 KB (the bench's size goals)", () => {
    // What every wake-up of the worker loads, and what every page of every site runs: grown past its
    // goal by a change, it fails here rather than in the next bench run.
    expect(serviceWorkerGzip(dist).start).toBeLessThanOrEqual(30 * 1024);
    expect(gzipBytes(join(dist, 'src/inpage/index.iife.js'))).toBeLessThanOrEqual(5 * 1024);
  });

  it('builds the in-page provider and the relay as standalone scripts', () => {
    const scripts = manifest.content_scripts.flatMap((entry) => entry.js);
    expect(scripts).toHaveLength(2);
    expect(manifest.content_scripts[0]?.world).toBe('MAIN');
    for (const script of scripts) {
      const text = readFileSync(join(dist, script), 'utf8');
      expect(text.length).toBeGreaterThan(100);
      expect(text).not.toMatch(/^\s*import\s|\bimport\s*\(/m);
      expect(NODE_BUILTIN.test(text)).toBe(false);
      // Every page pays for these scripts: the provider's wire constants only, no schema library.
      expect(text).not.toContain('~standard');
    }
  });

  it('loads home without qrcode-generator or the BIP-39 word list (they load with their pages)', () => {
    const html = readFileSync(join(dist, 'src/popup/index.html'), 'utf8');
    const entry = /<script[^>]*\ssrc="\/([^"]+)"/.exec(html)?.[1];
    expect(entry, 'the popup page loads one module script').toBeDefined();
    const first = chunksOf(dist, entry!);
    const firstText = [...first.values()].join('\n');
    // Home comes with the entry (scripts/popup-first.ts): its code is in the entry's static chunks, and
    // no chunk of its own is imported on demand.
    expect(firstText).toContain(HOME_CODE);
    expect(firstText).not.toMatch(HOME_CHUNK);
    expect(first.size, 'the entry and the first chunk').toBeLessThanOrEqual(3);
    // The markers do occur in the build: the pages that need them carry them.
    const assets = join(dist, 'assets');
    const everything = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(everything).toMatch(QRCODE);
    expect(everything).toMatch(WORD_LIST);
    expect(firstText).not.toMatch(QRCODE);
    expect(firstText).not.toMatch(WORD_LIST);
    expect(first.size).toBeLessThan(readdirSync(assets).length);
    // No catalogue loads with the code: neither language's texts are in what home loads statically.
    for (const text of Object.values(HOME_TEXT)) {
      expect(everything.includes(text), `${text} is in the build`).toBe(true);
      expect(firstText.includes(text), `${text} loads with home's code`).toBe(false);
    }
  });

  it("runs the popup's first script after the entry's tag, naming chunks of this build", () => {
    const html = readFileSync(join(dist, 'src/popup/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script([^>]*)\ssrc="\/([^"]+)"/g)].map((m) => ({
      module: m[1]!.includes('type="module"'),
      file: m[2]!,
    }));
    expect(scripts.map((s) => s.module)).toEqual([true, false]);
    const preload = readFileSync(join(dist, scripts[1]!.file), 'utf8');
    expect(preload).not.toMatch(/^\s*import\s|\bimport\s*\(/m);
    const named = [...preload.matchAll(/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    // The first areas of both languages, one chunk per language with home's texts in it, and nothing
    // else: home's code comes with the entry (the approval window has a page of its own).
    expect(named.map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(['assets/first-areas-en', 'assets/first-areas-zh-CN']);
    expect(named.some((file) => /^assets\/approve-/.test(file))).toBe(false);
    for (const file of named) expect(readdirSync(join(dist, 'assets')), file).toContain(file.slice('assets/'.length));
  });

  it("builds the approval window's page as one script, with its styles and both languages' texts, and no signing code", () => {
    const html = readFileSync(join(dist, 'src/popup/approve.html'), 'utf8');
    const scripts = [...html.matchAll(/<script([^>]*)\ssrc="\/([^"]+)"/g)].map((m) => ({ attributes: m[1]!, file: m[2]! }));
    // The module, then the first script (approve-first.ts): a classic one that imports nothing and
    // asks the background for the state and the queue while the module loads.
    expect(scripts.map((s) => s.attributes.includes('type="module"'))).toEqual([true, false]);
    const first = readFileSync(join(dist, scripts[1]!.file), 'utf8');
    expect(first).not.toMatch(/^\s*import\s|\bimport\s*\(/m);
    for (const method of ['wallet_getState', 'wallet_listApprovals']) expect(first).toContain(method);
    // Nothing else to fetch before the first paint: no style sheet, no preloaded chunk.
    expect(html).not.toMatch(/<link /);
    const window = chunksOf(dist, scripts[0]!.file);
    expect(window.size, 'the window imports no chunk statically').toBe(1);
    const text = [...window.values()][0]!;
    expect(text, "the popup's styles are in it").toContain('.approve-page');
    for (const catalogue of [enApprovals, zhApprovals]) expect(text).toContain(catalogue['approvals.kind.sendTx']);
    expect(text).not.toMatch(ED25519);
    const review = APPROVAL_REVIEW_CHUNK.exec(text)?.[1];
    expect(review, "a tx's review is a chunk the window imports on demand").toBeDefined();
    expect([...chunksOf(dist, join(dirname(scripts[0]!.file), review!)).values()].join('\n')).not.toMatch(ED25519);
  });

  it("paints the popup's approve page (the home banner's) without signing code, and loads a tx's review without it too", () => {
    const html = readFileSync(join(dist, 'src/popup/index.html'), 'utf8');
    const entry = /<script[^>]*\ssrc="\/([^"]+)"/.exec(html)![1]!;
    const assets = join(dist, 'assets');
    const everything = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(everything, 'the popup does carry Ed25519 (onboarding derives keys)').toMatch(ED25519);
    const main = chunksOf(dist, entry);
    const approve = APPROVE_CHUNK.exec([...main.values()].join('\n'))?.[1];
    expect(approve, 'the approval window is its own chunk').toBeDefined();
    const window = new Map([...main, ...chunksOf(dist, join(dirname(entry), approve!))]);
    expect([...window.values()].join('\n')).not.toMatch(ED25519);
    const review = TX_REVIEW_CHUNK.exec([...window.values()].join('\n'))?.[1];
    expect(review, "a tx's review is a chunk the window imports on demand").toBeDefined();
    expect([...chunksOf(dist, join(dirname(entry), review!)).values()].join('\n')).not.toMatch(ED25519);
  });

  it("builds the catalogue areas in chunks of one language (home's with the first areas), which the popup imports on demand", () => {
    const assets = join(dist, 'assets');
    const files = readdirSync(assets);
    const html = readFileSync(join(dist, 'src/popup/index.html'), 'utf8');
    const entry = /<script[^>]*\ssrc="\/([^"]+)"/.exec(html)![1]!;
    const mainText = [...chunksOf(dist, entry).values()].join('\n');
    for (const [language, text] of Object.entries(HOME_TEXT)) {
      const chunk = files.find((file) => file.startsWith(`first-areas-${language}-`) && file.endsWith('.js'));
      expect(chunk, `${language}'s first areas and home's are a chunk`).toBeDefined();
      expect(mainText, `the popup imports ${chunk} on demand`).toContain(`./${chunk}`);
      const body = readFileSync(join(assets, chunk!), 'utf8');
      expect(body).toContain(text);
      for (const [other, otherText] of Object.entries(HOME_TEXT)) if (other !== language) expect(body).not.toContain(otherText);
    }
  });

  it('packages the BIP-39 word list as JSON for the worker to fetch', () => {
    const words = JSON.parse(readFileSync(join(dist, WORD_LIST_FILE), 'utf8')) as string[];
    expect(words).toHaveLength(2048);
    expect(words.slice(0, 3)).toEqual(['abandon', 'ability', 'able']);
    expect(words[2047]).toBe('zoo');
  });

  it("declares the browser's own background and id", () => {
    if (browser === 'firefox') {
      expect(manifest.background).toEqual({ scripts: [background] });
      expect(manifest.browser_specific_settings).toEqual({ gecko: GECKO_SETTINGS, gecko_android: GECKO_ANDROID_SETTINGS });
      expect(manifest.key).toBeUndefined();
      expect(manifest.action.default_area).toBe('navbar');
    } else {
      expect(manifest.background).toEqual({ service_worker: background });
      expect(manifest.browser_specific_settings).toBeUndefined();
      expect(manifest.key).toBeTruthy();
      expect(manifest.action.default_area).toBeUndefined();
    }
  });

  it('asks for what the stores accept: only the permissions it uses, an explicit CSP, every icon size and the localized name', () => {
    expect(manifest.permissions).toEqual(['storage', 'alarms', 'notifications']);
    expect(manifest.content_security_policy).toEqual({ extension_pages: "script-src 'self'; object-src 'none'; frame-ancestors 'none'" });
    for (const size of ['16', '32', '48', '128'])
      expect(readFileSync(join(dist, manifest.icons[size] ?? '')).readUInt32BE(16), size).toBe(Number(size));
    expect(manifest.name).toBe('__MSG_extName__');
    for (const locale of ['en', 'zh_CN']) {
      const messages = JSON.parse(readFileSync(join(dist, '_locales', locale, 'messages.json'), 'utf8')) as Record<
        string,
        { message: string }
      >;
      expect(messages.extName?.message, locale).toBe('Vaultline');
    }
  });
});
