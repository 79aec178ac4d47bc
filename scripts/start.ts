// `npm start`: build the extension, run the local ledger node with prefunded dev accounts, serve
// the demo dApp, explain how to load the extension, and open Chromium with it when a display
// is present. Ctrl-C stops everything.
//   flags: --no-build (use the existing dist/), --no-browser (never launch Chromium)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic, type StaticServer } from './serve-static';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const DATA_DIR = join(ROOT, '.devnet');
const CHROME_PROFILE = join(DATA_DIR, 'chrome-profile');
const CHROMIUM = process.env.VAULTLINE_CHROMIUM ?? '/usr/bin/chromium';
const DEVNET_PORT = 1317;
const DEMO_PORT = 5180;

interface Devnet {
  url: string;
  chainId: string;
  accounts: unknown[];
  mnemonic?: string;
  close(): Promise<void>;
}

const args = new Set(process.argv.slice(2));
const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

function buildExtension(): void {
  console.log('Building the extension (vite build)…');
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`vite build failed (exit ${run.status ?? 'signal'})`);
}

async function startLocalNode(): Promise<Devnet> {
  // Loaded at run time: src/devnet/node.ts is the devnet's programmatic entry point.
  const { startDevnet } = (await import(/* @vite-ignore */ join(ROOT, 'src/devnet/node.ts'))) as {
    startDevnet(opts: Record<string, unknown>): Promise<Devnet>;
  };
  try {
    return await startDevnet({ port: DEVNET_PORT, host: '127.0.0.1', dataDir: DATA_DIR });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`port ${DEVNET_PORT} is taken: is another devnet (npm run devnet / npm start) running?`);
    }
    throw err;
  }
}

function accountLines(accounts: unknown[]): string[] {
  return accounts.map((account, i) => {
    if (typeof account === 'string') return `  (${i}) ${account}`;
    const { address, path, balance } = account as { address?: string; path?: string; balance?: unknown };
    const extra = [path, typeof balance === 'string' ? `${balance} NANOGT` : undefined].filter(Boolean).join(', ');
    return `  (${i}) ${address ?? JSON.stringify(account)}${extra ? `  ${extra}` : ''}`;
  });
}

function printSummary(devnet: Devnet, demo: StaticServer, browserLaunched: boolean): void {
  const lines = [
    '',
    bold('Vaultline is running'),
    '',
    `Local ledger node  ${devnet.url}  (chain id ${devnet.chainId}, data in .devnet/)`,
    'Prefunded dev accounts (derived at 44\'/669\'/0\'/0/i):',
    ...accountLines(devnet.accounts),
    // The devnet's public dev mnemonic, like anvil's: never use it for real funds.
    `Dev mnemonic: ${devnet.mnemonic ?? 'test test test test test test test test test test test junk'}`,
    '',
    `Demo dApp         ${demo.url}`,
    '',
    bold('Load the extension in Chrome or Chromium:'),
    '  1. open chrome://extensions',
    '  2. turn on "Developer mode" (top right)',
    `  3. "Load unpacked" and choose ${DIST}`,
    '  4. open the Vaultline popup, import the dev mnemonic above (the default network is this local node),',
    `     then open ${demo.url} and press Connect`,
    '',
    browserLaunched ? `Chromium started with the extension loaded (profile in ${CHROME_PROFILE}).` : 'No display or no Chromium found: load the extension by hand as above.',
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

function launchChromium(demoUrl: string): ChildProcess | null {
  const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  if (args.has('--no-browser') || !hasDisplay || !existsSync(CHROMIUM)) return null;
  mkdirSync(CHROME_PROFILE, { recursive: true });
  const child = spawn(CHROMIUM, [
    `--user-data-dir=${CHROME_PROFILE}`,
    `--disable-extensions-except=${DIST}`,
    `--load-extension=${DIST}`,
    '--no-first-run',
    '--no-default-browser-check',
    demoUrl,
  ], { stdio: 'ignore' });
  child.on('error', (err) => console.error(`Could not start Chromium: ${err.message}`));
  return child;
}

async function main(): Promise<void> {
  if (!args.has('--no-build')) buildExtension();
  const devnet = await startLocalNode();
  let demo: StaticServer;
  try {
    demo = await serveStatic({ root: join(ROOT, 'demo'), port: DEMO_PORT, fallbackPorts: 20 });
  } catch (err) {
    await devnet.close();
    throw err;
  }
  const browser = launchChromium(demo.url);
  printSummary(devnet, demo, browser !== null);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    if (browser && browser.exitCode === null) browser.kill('SIGTERM');
    await demo.close();
    await devnet.close();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(`npm start failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
