import { configDefaults, defineConfig } from 'vitest/config';

/** The e2e files that also run in Firefox (test/e2e/driver/firefox.ts): every file that loads the extension
 *  but first-paint, which watches a page from before its scripts run through an init script, and WebDriver
 *  BiDi's preload scripts do not run in Firefox's moz-extension:// pages. bundle, demo, playground-forms
 *  and serve-static load no extension. */
const FIREFOX_E2E = [
  'harness',
  'onboarding',
  'dapp',
  'activity',
  'network-status',
  'network',
  'settings',
  'tokens',
  'review-spend',
  'inclusion',
  'derivation',
  'approvals-integrity',
  'staking',
  'vault',
  'multisig',
  'real-answers',
  'devnet-helpers',
  'sessions',
  'multisig-spend',
  'language',
  'wallets',
  'activity-revocable',
  'worker-parts',
  'approval-reset',
  'site-defences',
  'store',
  'fork',
  'stored-records',
  'private-storage',
  'password-change',
  'real-networks',
  'approval-defences',
  'account-names',
  'review-facts',
  'review-top',
  'words',
  'welcome',
  'contacts',
  'fees',
  'node-truth',
  'backup',
  'notifications',
  'fit-360',
  'first-run',
  'request-lifecycle',
  'axe-all',
  'truth-gaps',
].map((name) => `test/e2e/${name}.test.ts`);
// Test files run side by side, e2e files included: every e2e file gets a fresh extension (loaded for
// it and uninstalled after it, its storage deleted), its own local node and demo servers on free
// ports, and the extension is built once before any starts (test/e2e/global-setup.ts). The browser
// itself is shared by the files of one worker that need no launch option of their own (a profile, a
// proxy; a language or a host mapping picks its own shared browser): test/e2e/driver/chromium.ts and
// firefox.ts. E2E files are not isolated from each other: a worker imports the harness, the drivers
// and the popup's texts once for all its files, which saves one to three seconds a file. Nor are the
// devnet files (each starts nodes of its own and no module of the node keeps state between nodes),
// nor the unit files but UNIT_ISOLATED.
// VAULTLINE_TEST_WORKERS sets how many files run at once (default 3 on this 2-core machine; 1 is the
// old one-file-at-a-time order; docs/measurements.md, "Test suite", has the figures). Vitest runs every project's
// files in one queue, the projects in name order (devnet, e2e-chromium, e2e-firefox, packaging,
// unit, unit-isolated) and each project's files largest first (slowest first once a run has timed
// them); a worker that shares its imports goes on only to a file of its own project, so mixing the
// projects would start a worker and a browser at each switch. Chromium's files alone with a fourth
// worker (a group of their own) were no faster: 249 s against 239 s with three; the whole suite with four,
// run in turn with three on a quiet host (2026-12-01), took 8m54s, 10m13s and 10m23s against 10m03s and
// 9m51s, for more CPU (docs/measurements.md, "Test suite").
// Chromium runs in the machine's language (English); Firefox runs with the browser in Simplified
// Chinese, so `npm test` proves the whole suite in both browsers and both languages (`npm run test:zh`:
// Chromium in Chinese). expect.poll waits up to 20 s by default in a browser test (vitest's own
// default, 1 s, is less than an approval window's arming delay on a busy machine).
const WORKERS = Number(process.env.VAULTLINE_TEST_WORKERS) || 3;
/** The unit files share their worker's imports, as the e2e files do (41 s and 73 CPU-seconds against
 *  52 s and 99, measured alone), but for these, which replace a module (vi.mock) or need the
 *  background's modules fresh: each runs in a worker of its own. */
const UNIT_ISOLATED = [
  'test/background/validate-once.test.ts',
  'test/background/sign-ahead.test.ts',
  'test/background/backup/rollback.test.ts',
  'test/background/keyring.test.ts',
];
/** The unit files' setup: the popup's texts, the background's parts, and PBKDF2 at a thousandth of its cost (setup-kdf.ts). */
const UNIT = {
  include: [
    'test/core/**/*.test.ts',
    'test/background/**/*.test.ts',
    'test/content/**/*.test.ts',
    'test/popup/**/*.test.ts',
    'test/bench/**/*.test.ts',
  ],
  environment: 'node',
  setupFiles: ['test/popup/setup-i18n.ts', 'test/background/setup-parts.ts', 'test/background/setup-kdf.ts'],
  // They share the machine with browser files now: 5 s (vitest's default) is tight on a busy one.
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const E2E = {
  environment: 'node',
  isolate: false,
  testTimeout: 120_000,
  hookTimeout: 120_000,
  globalSetup: 'test/e2e/global-setup.ts',
  expect: { poll: { timeout: 20_000 } },
} as const;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      { test: { name: 'unit', ...UNIT, exclude: [...configDefaults.exclude, ...UNIT_ISOLATED], isolate: false } },
      { test: { name: 'unit-isolated', ...UNIT, include: UNIT_ISOLATED } },
      {
        test: {
          name: 'devnet',
          include: ['test/devnet/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The store packages (built twice, then linted as AMO lints them) and the published types package.
        test: {
          name: 'packaging',
          include: ['test/scripts/**/*.test.ts', 'test/packages/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      { test: { name: 'e2e-chromium', include: ['test/e2e/**/*.test.ts'], ...E2E } },
      {
        test: { name: 'e2e-firefox', include: FIREFOX_E2E, env: { VAULTLINE_E2E_BROWSER: 'firefox', VAULTLINE_E2E_LANG: 'zh-CN' }, ...E2E },
      },
    ],
  },
});
