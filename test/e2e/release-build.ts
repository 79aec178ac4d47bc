// A build of an earlier commit of Vaultline (the release whose stored format the current code must
// still read), made from git history with this tree's node_modules, once per commit and browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TargetBrowser } from '../../scripts/manifest';
import { ROOT } from './build';

function run(command: string, args: string[], cwd: string): void {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8', shell: false });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${done.status}):\n${done.stdout}\n${done.stderr}`);
}

/** `dist/<browser>` of `commit`, built into the temp directory unless already there. */
export function releaseBuild(commit: string, browser: TargetBrowser): string {
  const tree = join(tmpdir(), `vaultline-release-${commit}-${browser}`);
  const dist = join(tree, 'dist', browser);
  if (existsSync(join(dist, 'manifest.json'))) return dist;
  const building = mkdtempSync(`${tree}.building-`);
  try {
    run('sh', ['-c', `git -C "${ROOT}" archive ${commit} | tar -x -C "${building}"`], ROOT);
    symlinkSync(join(ROOT, 'node_modules'), join(building, 'node_modules'));
    run('npx', ['vite', 'build', '--mode', browser, '--logLevel', 'warn'], building);
    // Another suite may have finished the same build first: its copy is as good as this one.
    if (!existsSync(join(dist, 'manifest.json'))) {
      rmSync(tree, { recursive: true, force: true });
      try {
        renameSync(building, tree);
      } catch (err) {
        if (!existsSync(join(dist, 'manifest.json'))) throw err;
      }
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return dist;
}
