// A fresh browser profile folder, for a browser launched without a profile of the test's own: inside
// the run's folder when vitest's global setup made one (test/e2e/global-setup.ts removes it at the end).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROFILES_ENV = 'VAULTLINE_E2E_PROFILES';

export function freshProfileDir(): string {
  return mkdtempSync(join(process.env[PROFILES_ENV] ?? tmpdir(), 'vaultline-e2e-'));
}

/** The profile of a browser launched for one file: the test's own (kept), else a fresh one that
 *  `removeProfile` deletes. */
export function ownProfile(given?: string): { profileDir: string; removeProfile: () => void } {
  const profileDir = given ?? freshProfileDir();
  return { profileDir, removeProfile: () => void (given ? undefined : rmSync(profileDir, { recursive: true, force: true })) };
}
