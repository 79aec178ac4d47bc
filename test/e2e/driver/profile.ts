// A fresh browser profile folder, for a browser launched without a profile of the test's own: inside
// the run's folder when vitest's global setup made one (test/e2e/global-setup.ts removes it at the end).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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

/** The processes (Linux: read from /proc) whose command line names `dir`: browsers launched on a profile in it. */
function processesOn(dir: string): number[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/**
 * Removes the run's profiles folder once no browser runs on it. A worker's shared browser outlives
 * the worker by a moment, and Chromium writes its Preferences and Local State as it exits: removed
 * before that, the folder came back (seen after a run of two files). Browsers still there after
 * `waitMs` are killed.
 */
export async function removeProfilesWhenFree(dir: string, waitMs = 15_000): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (processesOn(dir).length > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  for (const pid of processesOn(dir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
