// `npm run package`: the store packages, built from a clean tree apart from dist/ (which the tests
// use): vaultline-<version>-chrome.zip (its manifest without `key`, which the Chrome Web Store
// refuses), vaultline-<version>-firefox.zip, and vaultline-<version>-source.zip (every tracked file,
// with docs/store/build-from-source.md for AMO's reviewers; --allow-dirty adds untracked files git does not ignore). Zip entries are sorted and carry one
// fixed time, so two builds of one commit give byte-identical packages.
// Options: --out DIR (default release/), --allow-dirty (package a tree with uncommitted changes).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { version } from '../package.json' with { type: 'json' };
import { BROWSERS, type TargetBrowser } from './manifest';

const ROOT = resolve(import.meta.dirname, '..');
/** DOS zip times are local wall-clock fields, so one built from local fields reads the same in any time zone. */
const ENTRY_TIME = new Date(1980, 0, 1);

export const packageName = (kind: TargetBrowser | 'source') => `vaultline-${version}-${kind}.zip`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split('\\').join('/'));
}

/** A zip of these files, in path order, each with the same time and compression. */
function zip(files: Map<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const path of [...files.keys()].sort()) entries[path] = [files.get(path)!, { mtime: ENTRY_TIME, level: 9 }];
  return zipSync(entries);
}

function build(browser: TargetBrowser, outDir: string): Map<string, Uint8Array> {
  run('npx', ['vite', 'build', '--mode', browser, '--logLevel', 'warn'], {
    ...process.env,
    VAULTLINE_FLAVOR: 'store',
    VAULTLINE_OUT_DIR: outDir,
  });
  const files = new Map(filesUnder(outDir).map((path) => [path, new Uint8Array(readFileSync(join(outDir, path)))]));
  if (browser === 'chrome') {
    const { key: _key, ...manifest } = JSON.parse(new TextDecoder().decode(files.get('manifest.json'))) as Record<string, unknown>;
    files.set('manifest.json', new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`));
  }
  return files;
}

function sources(): Map<string, Uint8Array> {
  const tracked = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((path) => path !== '');
  const present = tracked.filter((path) => statSync(join(ROOT, path), { throwIfNoEntry: false })?.isFile());
  return new Map(present.map((path) => [path, new Uint8Array(readFileSync(join(ROOT, path)))]));
}

export function packageAll(outDir: string, allowDirty: boolean): string[] {
  const changes = run('git', ['status', '--porcelain']).trim();
  if (changes !== '' && !allowDirty) throw new Error(`the tree has uncommitted changes (commit them, or pass --allow-dirty):\n${changes}`);
  const staging = mkdtempSync(join(tmpdir(), 'vaultline-package-'));
  try {
    const zips = new Map<string, Uint8Array>(
      BROWSERS.map((browser) => [packageName(browser), zip(build(browser, join(staging, browser)))]),
    );
    zips.set(packageName('source'), zip(sources()));
    mkdirSync(outDir, { recursive: true });
    for (const [name, bytes] of zips) writeFileSync(join(outDir, name), bytes);
    return [...zips.keys()].map((name) => join(outDir, name));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(ROOT, 'scripts/package.ts')) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outDir = resolve(outAt >= 0 && args[outAt + 1] ? args[outAt + 1]! : join(ROOT, 'release'));
  try {
    for (const file of packageAll(outDir, args.includes('--allow-dirty'))) console.log(relative(process.cwd(), file));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
