// A build of an earlier commit of Vaultline (the release whose stored format the current code must
// still read), made from git history with this tree's node_modules, once per commit and browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
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
  const tree = join(tmpdir(), `vaultline-release-${commit}`);
  const dist = join(tree, 'dist', browser);
  if (existsSync(join(dist, 'manifest.json'))) return dist;
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  run('sh', ['-c', `git -C "${ROOT}" archive ${commit} | tar -x -C "${tree}"`], ROOT);
  symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
  run('npx', ['vite', 'build', '--mode', browser, '--logLevel', 'warn'], tree);
  return dist;
}
