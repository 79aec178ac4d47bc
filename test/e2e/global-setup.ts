// Builds the extension for an e2e project once, in vitest's main process before any test file
// starts, so e2e files running side by side never race to rebuild dist/<browser> under each other
// (each file's own ensureExtensionBuilt then finds the build fresh). `npm test` builds nothing before:
// its lint runs first, then the typecheck beside vitest, which builds here.
// It also makes the run's folder for browser profiles (./driver/profile.ts), removed when the run
// ends: a test worker's shared browser lives until the worker does, and no file is left to remove it
// (a run stopped by a signal, e.g. by `npm test` when the typecheck beside it fails, leaves it in /tmp).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { browserOf } from '../../scripts/manifest';
import { ensureExtensionBuilt } from './build';
import { PROFILES_ENV, removeProfilesWhenFree } from './driver/profile';

export default function setup(project: TestProject): () => Promise<void> {
  ensureExtensionBuilt(browserOf(project.config.env?.VAULTLINE_E2E_BROWSER ?? process.env.VAULTLINE_E2E_BROWSER));
  process.env[PROFILES_ENV] ??= mkdtempSync(join(tmpdir(), 'vaultline-e2e-run-'));
  const profiles = process.env[PROFILES_ENV];
  // The test workers' temporary files go there too, so the run takes them with it: Playwright makes a
  // folder in the temporary directory at each browser launch and removes it only when it closes the
  // browser itself, which a worker's shared browser, ended with its worker, never is.
  process.env.TMPDIR = profiles;
  // A worker's browser may still be shutting down (and writing its profile) as the run ends.
  return () => removeProfilesWhenFree(profiles);
}
