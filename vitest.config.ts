import { defineConfig } from 'vitest/config';

/** The e2e files that also run in Firefox (test/e2e/driver/firefox.ts). Not yet: fit-and-a11y (Firefox's
 *  classic scrollbar narrows the 360 px popup), sessions (in Firefox a page that navigates away does
 *  not always drop its pending request, about one run in two; cause not found yet), multisig-spend
 *  (passes alone, but in the whole run once never showed the multisig account after opening it;
 *  cause not found yet). bundle, demo, playground-forms and serve-static load no extension. */
const FIREFOX_E2E = [
  'harness', 'onboarding', 'dapp', 'activity', 'network-status', 'network', 'settings', 'tokens', 'review-spend',
  'inclusion', 'derivation', 'approvals-integrity', 'staking', 'vault', 'multisig', 'real-answers', 'devnet-helpers',
  'language', 'wallets', 'activity-revocable',
].map((name) => `test/e2e/${name}.test.ts`);
// On 2 cores vitest runs one file at a time across projects, so the browsers add up (about 10 + 7 min,
// and about 1 min more in Firefox since language, wallets and activity-revocable run there too).
const E2E = { environment: 'node', testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false } as const;

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/core/**/*.test.ts', 'test/background/**/*.test.ts', 'test/popup/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'devnet',
          include: ['test/devnet/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'e2e-chromium', include: ['test/e2e/**/*.test.ts'], ...E2E } },
      { test: { name: 'e2e-firefox', include: FIREFOX_E2E, env: { VAULTLINE_E2E_BROWSER: 'firefox' }, ...E2E } },
    ],
  },
});
