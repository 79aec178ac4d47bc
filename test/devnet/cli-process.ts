// The devnet CLI as a child process, for tests of what it prints and how it stops and restarts.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import { onTestFinished } from 'vitest';

const CLI = resolve(__dirname, '../../src/devnet/cli.ts');

/** Kills `child` when the test that started it ends. A hook of the test itself, not a module-level
 *  afterEach: the devnet files share their worker's imports, and a module's afterEach would be
 *  registered for the first file that imports it only (the later files' nodes outlived the run). */
function killAtTestEnd(child: ChildProcessWithoutNullStreams): void {
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
}

export interface CliRun {
  child: ChildProcessWithoutNullStreams;
  url: string;
  banner: string;
}

/** Starts `cli.ts --port 0 <args>` and resolves once it prints "Listening on <url>"; killed when the test that started it ends (call it from a test: a hook has no test to end). */
export function startCli(args: string[]): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', ...args], { stdio: 'pipe' });
  killAtTestEnd(child);
  return new Promise((resolvePromise, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(out);
      if (match) resolvePromise({ child, url: match[1]!, banner: out });
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`devnet exited with ${code}: ${err}`)));
  });
}

/** Runs `cli.ts --port 0 <args>` to its exit (for flags it refuses or data it will not start from). */
export function runCliToExit(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', ...args], { stdio: 'pipe' });
  killAtTestEnd(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolvePromise) => child.once('exit', (code) => resolvePromise({ code, stderr })));
}
