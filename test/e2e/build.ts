// Builds the extension when its output is older than any source it is built from, so one e2e run
// builds at most once per browser (vitest's global setup builds before any file starts: ./global-setup.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TargetBrowser } from '../../scripts/manifest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
export const BUILD_INPUTS = [
  'src',
  'public',
  'manifest.json',
  'vite.config.ts',
  // The build's plugins and what they import (a change to any of them builds again).
  'scripts/manifest.ts',
  'scripts/background-build.ts',
  'scripts/background-loader.js',
  'scripts/popup-preload.ts',
  'scripts/popup-first.ts',
  'scripts/approve-build.ts',
  'scripts/first-script.ts',
  'scripts/chunk-names.ts',
  'scripts/flavor.ts',
  'package.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Absolute path of the built extension: `dist/<browser>`, or `<VAULTLINE_E2E_DIST>/<browser>` when prebuilt. */
export function extensionDir(browser: TargetBrowser = 'chrome'): string {
  return resolve(ROOT, process.env.VAULTLINE_E2E_DIST ?? 'dist', browser);
}

function isBuildStale(dist: string): boolean {
  const builtAt = newestMtime(join(dist, 'manifest.json'));
  if (!builtAt) return true;
  return BUILD_INPUTS.some((input) => newestMtime(join(ROOT, input)) > builtAt);
}

/** Builds `dist/<browser>` when stale; a directory given in `VAULTLINE_E2E_DIST` is used as it is. */
export function ensureExtensionBuilt(browser: TargetBrowser = 'chrome'): string {
  const dist = extensionDir(browser);
  if (process.env.VAULTLINE_E2E_DIST || !isBuildStale(dist)) return dist;
  const run = spawnSync('npx', ['vite', 'build', '--mode', browser, '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`vite build failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  return dist;
}
