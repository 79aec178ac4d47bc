// `npm start`: build the extension, run the local ledger node with prefunded dev accounts, serve
// the demo dApp, explain how to load the extension, and open Chromium (or Firefox) with it when a
// display is present. Ctrl-C stops everything.
//   flags (see USAGE): e.g. `npm start -- --reset` or `npm start -- --browser firefox`
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic, type StaticServer } from './serve-static';
import { SIGN_IN_VERIFIER_PATH, signInVerifierModule } from './sign-in-verifier';
import { FIREFOX, launchFirefox } from './firefox';
import { BROWSERS, type TargetBrowser } from './manifest';
import { formatGT, NANOGT } from '../src/core/amount';
import { startDevnet, type Devnet } from '../src/devnet/node';
import { ReplayError } from '../src/devnet/ledger/ledger';
import { amountOf } from '../src/devnet/modules/bank/keeper';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const CHROMIUM = process.env.VAULTLINE_CHROMIUM ?? '/usr/bin/chromium';

const USAGE = `Usage: npm start -- [flags]

  --port N          the local node's HTTP port (default 1317)
  --demo-port N     the demo dApp's port (default 5180; the next free one if taken)
  --data-dir DIR    where the node keeps its chain and the browser its profile (default .devnet/)
  --browser NAME    chrome (default) or firefox: which build to make and which browser to open
  --reset           forget the chain stored in the data dir and start a new one
  --no-build        use the existing dist/ instead of building the extension
  --no-browser      never launch a browser
  --help            this text
`;

class UsageError extends Error {}

function portFlag(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 65535)
    throw new UsageError(`--${name} must be a port from 1 to 65535`);
  return Number(value);
}

function targetFlag(value: string | undefined): TargetBrowser {
  if (value === undefined) return 'chrome';
  if (!(BROWSERS as readonly string[]).includes(value)) throw new UsageError(`--browser must be one of ${BROWSERS.join(', ')}`);
  return value as TargetBrowser;
}

function readFlags(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        port: { type: 'string' },
        'demo-port': { type: 'string' },
        'data-dir': { type: 'string' },
        reset: { type: 'boolean' },
        'no-build': { type: 'boolean' },
        'no-browser': { type: 'boolean' },
        browser: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  return {
    help: values.help ?? false,
    reset: values.reset ?? false,
    build: !values['no-build'],
    browser: !values['no-browser'],
    target: targetFlag(values.browser),
    port: portFlag(values.port, 'port', 1317),
    demoPort: portFlag(values['demo-port'], 'demo-port', 5180),
    dataDir: resolve(values['data-dir'] ?? join(ROOT, '.devnet')),
  };
}

let flags: ReturnType<typeof readFlags>;
try {
  flags = readFlags(process.argv.slice(2));
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const DATA_DIR = flags.dataDir;
const TARGET = flags.target;
const DIST = join(ROOT, 'dist', TARGET);
const BROWSER_NAME = TARGET === 'firefox' ? 'Firefox' : 'Chromium';
const BROWSER_BINARY = TARGET === 'firefox' ? FIREFOX : CHROMIUM;
const PROFILE = join(DATA_DIR, `${TARGET}-profile`);
const DEVNET_PORT = flags.port;
const DEMO_PORT = flags.demoPort;

let stopping = false;
const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

function buildExtension(): void {
  console.log(`Building the extension for ${TARGET} (vite build --mode ${TARGET})…`);
  const run = spawnSync('npx', ['vite', 'build', '--mode', TARGET, '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`vite build failed (exit ${run.status ?? 'signal'})`);
}

/** A chain written by an older version of the ledger modules cannot be replayed: keep it aside, start anew. */
function archiveStaleChain(): string {
  const aside = join(DATA_DIR, `stale-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(aside, { recursive: true });
  for (const name of ['blocks.log', 'genesis.json']) {
    if (existsSync(join(DATA_DIR, name))) renameSync(join(DATA_DIR, name), join(aside, name));
  }
  return aside;
}

async function startLocalNode(): Promise<Devnet> {
  const start = () => startDevnet({ port: DEVNET_PORT, host: '127.0.0.1', dataDir: DATA_DIR, reset: flags.reset });
  try {
    return await start();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `port ${DEVNET_PORT} is taken: is another devnet (npm run devnet / npm start) running? Or pick another: npm start -- --port N`,
        { cause: err },
      );
    }
    if (err instanceof ReplayError) {
      const aside = archiveStaleChain();
      console.warn(`The chain in ${DATA_DIR} was written by another version of the ledger modules (${err.message.split(':')[0]}).`);
      console.warn(`Starting a new chain; the old one is kept in ${aside}.`);
      return start();
    }
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`the local node cannot start from ${DATA_DIR}: ${reason}\n  To start a new chain: npm start -- --reset`, {
      cause: err,
    });
  }
}

function accountLines(devnet: Devnet): string[] {
  return devnet.accounts.map((account) => {
    const nanogt = amountOf(devnet.node.store, account.address, NANOGT);
    return `  (${account.index}) ${account.address}  ${formatGT(nanogt, { group: true })} GT`;
  });
}

function printSummary(devnet: Devnet, demo: StaticServer, browserLaunched: boolean): void {
  const lines = [
    '',
    bold('Vaultline is running'),
    '',
    `Local ledger node  ${devnet.url}  (chain id ${devnet.chainId}, ${devnet.resumed ? `resumed from ${DATA_DIR} at height ${devnet.node.height()}` : `new chain in ${DATA_DIR}`})`,
    "Prefunded dev accounts (44'/669'/0'/0/<index>):",
    ...accountLines(devnet),
    // The devnet's public dev mnemonic, like anvil's: it is meant to be printed, never to hold real funds.
    `Dev mnemonic: ${devnet.mnemonic}`,
    '',
    `Demo dApp         ${demo.url}`,
    `Playground        ${new URL('playground.html', demo.url).href}  (every ledger operation as a form)`,
    '',
    ...(TARGET === 'firefox'
      ? [
          bold('Load the extension in Firefox:'),
          '  1. open about:debugging',
          '  2. "This Firefox"',
          `  3. "Load Temporary Add-on…" and choose ${join(DIST, 'manifest.json')}`,
        ]
      : [
          bold('Load the extension in Chrome or Chromium:'),
          '  1. open chrome://extensions',
          '  2. turn on "Developer mode" (top right)',
          `  3. "Load unpacked" and choose ${DIST}`,
        ]),
    DEVNET_PORT === 1317
      ? '  4. open the Vaultline popup, import the dev mnemonic above (the default network is this local node),'
      : `  4. open the Vaultline popup, import the dev mnemonic above, and add ${devnet.url} in Settings → Networks (the built-in network is port 1317),`,
    `     then open ${demo.url} and press Connect`,
    '',
    browserLaunched
      ? `${BROWSER_NAME} started with the extension loaded and the demo open (profile in ${PROFILE}).`
      : `${BROWSER_NAME} not launched (${browserSkipReason() ?? 'it failed to start'}): load the extension by hand as above.`,
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

/** Why the browser is not launched, or null when it can be. */
function browserSkipReason(): string | null {
  if (!flags.browser) return '--no-browser given';
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return 'no display (DISPLAY / WAYLAND_DISPLAY unset)';
  if (!existsSync(BROWSER_BINARY)) return `${BROWSER_BINARY} not found`;
  return null;
}

function launchChromium(demoUrl: string): ChildProcess | null {
  if (browserSkipReason() !== null) return null;
  mkdirSync(PROFILE, { recursive: true });
  // Chromium refuses to start as root with its sandbox on (containers, CI boxes); a desktop user keeps it.
  const asRoot = process.getuid?.() === 0;
  const child = spawn(
    CHROMIUM,
    [
      `--user-data-dir=${PROFILE}`,
      `--disable-extensions-except=${DIST}`,
      `--load-extension=${DIST}`,
      '--no-first-run',
      '--no-default-browser-check',
      ...(asRoot ? ['--no-sandbox'] : []),
      demoUrl,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const errorLines: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    errorLines.push(...chunk.split('\n').filter((line) => /ERROR|FATAL/.test(line)));
    errorLines.splice(0, Math.max(0, errorLines.length - 5));
  });
  child.on('error', (err) => console.error(`Could not start Chromium: ${err.message}`));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.log(`Chromium exited (${signal ?? `code ${code}`}); the node and the demo keep running until Ctrl-C.`);
    if (code !== 0 && errorLines.length > 0) console.log(`Chromium said:\n  ${errorLines.join('\n  ')}`);
  });
  return child;
}

/** Opens the chosen browser with the extension; returns how to stop it, or null when not launched. */
async function launchBrowser(demoUrl: string): Promise<(() => Promise<void>) | null> {
  if (TARGET === 'chrome') {
    const child = launchChromium(demoUrl);
    return child && (async () => void (child.exitCode === null && child.kill('SIGTERM')));
  }
  if (browserSkipReason() !== null) return null;
  mkdirSync(PROFILE, { recursive: true });
  try {
    const firefox = await launchFirefox(DIST, PROFILE, demoUrl, () => {
      if (!stopping) console.log('Firefox exited; the node and the demo keep running until Ctrl-C.');
    });
    return () => firefox.close();
  } catch (err) {
    console.error(`Could not start Firefox: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

async function main(): Promise<void> {
  if (flags.build) buildExtension();
  const devnet = await startLocalNode();
  let demo: StaticServer;
  try {
    demo = await serveStatic({
      root: join(ROOT, 'demo'),
      port: DEMO_PORT,
      fallbackPorts: 20,
      generated: { [SIGN_IN_VERIFIER_PATH]: signInVerifierModule },
    });
  } catch (err) {
    await devnet.close();
    throw err;
  }
  const stopBrowser = await launchBrowser(demo.url);
  printSummary(devnet, demo, stopBrowser !== null);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    // A browser already gone (Ctrl-C reaches it too) or slow to close must not keep the chain from closing cleanly.
    await Promise.race([stopBrowser?.(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]).catch((err: unknown) =>
      console.log(`The browser did not close cleanly (${err instanceof Error ? err.message : String(err)}); closing the node.`),
    );
    await demo.close();
    await devnet.close();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGHUP', () => void stop());
}

main().catch((err) => {
  console.error(`npm start failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
