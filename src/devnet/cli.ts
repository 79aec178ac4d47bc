// `npm run devnet`: the local GT ledger node, like anvil for Ethereum. See docs/devnet.md.
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isAddress } from '../core/address';
import { formatGT } from '../core/amount';
import { DEFAULT_ACCOUNT_COUNT, DEFAULT_CHAIN_ID, DEFAULT_MNEMONIC, DEV_ACCOUNT_BALANCE, devPrivateKeys } from './ledger/genesis';
import { DEFAULT_SNAPSHOT_EVERY, startDevnet, type DevnetOptions } from './node';
import { repairReport } from './storage/block-log';
import { balanceOf } from './modules/bank/keeper';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_DATA_DIR = resolve(PROJECT_ROOT, '.devnet');

const HELP = `Vaultline devnet: a local GT ledger node (ledger-service.md REST API on one process).

Usage: npm run devnet -- [flags]      (or: node --import tsx src/devnet/cli.ts [flags])

  --port N            HTTP port (default 1317; 0 picks a free port)
  --host ADDR         interface to listen on (default 127.0.0.1)
  --chain-id ID       chain id of a new chain (default ${DEFAULT_CHAIN_ID})
  --block-time S      seconds between blocks; 0 = a block right after transactions are
                      accepted, one for all that arrive together (default 0)
  --broadcast-mode M  sync (default): POST /v1/tx answers at acceptance like a real node
                      (height "0"), the tx is in the next block; instant: answers once a
                      block includes it, with its height and logs (the old devnet mode)
  --data-dir DIR      durable state (default .devnet/ in the project)
  --ephemeral         keep everything in memory; nothing is written
  --repair            keep what verifies: cut a damaged block-log tail after the last intact block (the
                      bytes are set aside and every lost block and tx named), or go on from a log that
                      ends below the acknowledged height, then start
  --reset             forget the chain stored in --data-dir and start a new one
  --snapshot-every N  snapshot the ledger every 5,000 txs, and every N blocks when those blocks
                      hold at least 1% of the chain's txs, so a restart replays only the blocks
                      after it (default ${DEFAULT_SNAPSHOT_EVERY})
  --mnemonic WORDS    mnemonic of the prefunded dev accounts (default anvil's "test … junk")
  --accounts N        how many dev accounts to derive and fund (default ${DEFAULT_ACCOUNT_COUNT})
  --genesis FILE      genesis JSON laid over the default (accounts, conAccounts,
                      foundationMembers, params); used only when the chain is new
  --dev-origin ORIGIN a web origin (e.g. http://127.0.0.1:5180) allowed to call /dev/*, besides
                      the node's own page and the wallet; repeatable
  --fork-url URL      run on top of the ledger REST node at URL: its con-accounts and tokens, and an
                      address's balance, (un/re)delegations and vault rules when a request first
                      names it, are read from it at the fork height, then local txs apply on top;
                      nothing is sent to it; in memory only (implies --ephemeral)
  --fork-height N     the upstream height to read at (default: its latest)
  --impersonate ADDR  let unsigned txs from ADDR through (like anvil's impersonation; the tx record
                      says impersonated: true); repeatable; /dev/impersonate adds more while running
  --log               print a line per HTTP request and per transaction a block takes
                      (hash, type, signer, result)
  --print-keys        print the dev accounts' private keys (BIP32-Ed25519 kL‖kR, hex) in the banner;
                      they are public test keys, never use them for real funds
  --help              this text
`;

class UsageError extends Error {}

function integerFlag(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new UsageError(`--${name} must be an integer from ${min} to ${max}`);
  return n;
}

/** An origin as browsers send it: scheme, host and port, nothing after. */
function devOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--dev-origin ${text}: give an origin such as http://127.0.0.1:5180`);
  }
  if (
    !/^(https?|chrome-extension|moz-extension):$/.test(url.protocol) ||
    url.origin === 'null' ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash
  ) {
    throw new UsageError(`--dev-origin ${text}: give an origin such as http://127.0.0.1:5180 (scheme, host and port only)`);
  }
  return url.origin;
}

export interface CliOptions extends DevnetOptions {
  printKeys?: boolean;
}

export function parseCli(argv: string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'chain-id': { type: 'string' },
      'block-time': { type: 'string' },
      'broadcast-mode': { type: 'string' },
      'data-dir': { type: 'string' },
      ephemeral: { type: 'boolean' },
      repair: { type: 'boolean' },
      reset: { type: 'boolean' },
      'snapshot-every': { type: 'string' },
      mnemonic: { type: 'string' },
      accounts: { type: 'string' },
      genesis: { type: 'string' },
      'dev-origin': { type: 'string', multiple: true },
      log: { type: 'boolean' },
      impersonate: { type: 'string', multiple: true },
      'fork-url': { type: 'string' },
      'fork-height': { type: 'string' },
      'print-keys': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return 'help';
  if (values.ephemeral && values['data-dir'] !== undefined) throw new UsageError('--ephemeral and --data-dir exclude each other');
  const blockTimeText = values['block-time'];
  const blockTime = blockTimeText === undefined ? 0 : Number(blockTimeText);
  if (!/^\d+(\.\d+)?$/.test(blockTimeText ?? '0') || !(blockTime >= 0) || blockTime > 3600) {
    throw new UsageError('--block-time must be a number of seconds from 0 to 3600');
  }
  const broadcastMode = values['broadcast-mode'] ?? 'sync';
  if (broadcastMode !== 'sync' && broadcastMode !== 'instant') throw new UsageError('--broadcast-mode must be sync or instant');
  const options: CliOptions = {
    broadcastMode,
    port: integerFlag(values.port, 'port', 0, 65535) ?? 1317,
    host: values.host ?? '127.0.0.1',
    blockTime,
    accounts: integerFlag(values.accounts, 'accounts', 0, 1000) ?? DEFAULT_ACCOUNT_COUNT,
    mnemonic: values.mnemonic ?? DEFAULT_MNEMONIC,
    repair: values.repair ?? false,
    reset: values.reset ?? false,
    snapshotEvery: integerFlag(values['snapshot-every'], 'snapshot-every', 1, 1_000_000) ?? DEFAULT_SNAPSHOT_EVERY,
  };
  if (values['chain-id'] !== undefined) options.chainId = values['chain-id'];
  if (values.genesis !== undefined) options.genesis = resolve(values.genesis);
  if (values['dev-origin'] !== undefined) options.devOrigins = values['dev-origin'].map((origin) => devOrigin(origin));
  const forkUrl = values['fork-url'];
  if (forkUrl !== undefined) {
    if (values['data-dir'] !== undefined) throw new UsageError('--fork-url keeps its state in memory: give no --data-dir');
    if (!/^https?:\/\/[^/]/.test(forkUrl) || !URL.canParse(forkUrl))
      throw new UsageError(`--fork-url ${forkUrl}: give the upstream's REST URL, such as http://127.0.0.1:1317`);
    const height = integerFlag(values['fork-height'], 'fork-height', 1, Number.MAX_SAFE_INTEGER);
    options.fork = height === undefined ? { url: forkUrl } : { url: forkUrl, height };
  } else if (values['fork-height'] !== undefined) {
    throw new UsageError('--fork-height needs --fork-url');
  }
  if (!values.ephemeral && !options.fork) options.dataDir = resolve(values['data-dir'] ?? DEFAULT_DATA_DIR);
  if (values.log) options.log = (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
  if (values['print-keys']) options.printKeys = true;
  if (values.impersonate !== undefined) {
    options.impersonate = values.impersonate.map((address) => {
      if (!isAddress(address)) throw new UsageError(`--impersonate ${address}: give a gt1/gt2/vault1/vault2 address`);
      return address;
    });
  }
  return options;
}

async function main(): Promise<void> {
  let options: CliOptions | 'help';
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`devnet: ${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(HELP);
    return;
  }
  let devnet;
  try {
    devnet = await startDevnet(options);
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    const reason = err.code === 'EADDRINUSE' ? `port ${options.port} is already in use (try --port 0 or another port)` : err.message;
    process.stderr.write(`devnet: cannot start: ${reason}\n`);
    process.exit(1);
  }

  const lines = [
    '',
    'Vaultline devnet — local GT ledger node',
    '',
    `Chain id         ${devnet.chainId}`,
    `Block time       ${options.blockTime ? `${options.blockTime}s` : 'a block right after transactions are accepted'}`,
    `Broadcast        ${options.broadcastMode === 'instant' ? 'instant: answered once a block includes the tx' : 'sync: answered at acceptance (height "0"), like a real node'}`,
    ...(devnet.fork
      ? [`Fork             ${devnet.fork.url} at height ${devnet.fork.height} (state read when first needed; nothing is sent to it)`]
      : []),
    `State            ${devnet.dataDir ? `${devnet.dataDir}${devnet.resumed ? ` (resumed at height ${devnet.node.height()})` : ' (new chain)'}` : 'ephemeral (in memory)'}`,
  ];
  if (devnet.resumed && (options.genesis !== undefined || (options.chainId !== undefined && options.chainId !== devnet.chainId))) {
    lines.push('Note             the data dir already holds a chain: --genesis and --chain-id apply to new chains only (add --reset)');
  }
  if (devnet.snapshotHeight !== undefined)
    lines.push(
      `Snapshot         started from block ${devnet.snapshotHeight}, replayed the ${devnet.node.height() - devnet.snapshotHeight} block(s) after it`,
    );
  for (const skipped of devnet.skippedSnapshots) lines.push(`Snapshot passed  ${skipped}`);
  if (devnet.repaired) {
    lines.push(`Repaired         ${repairReport(devnet.repaired)}${devnet.setAside ? ` The bytes are kept in ${devnet.setAside}.` : ''}`);
  }
  if (devnet.lostAcknowledged) {
    const { from, to } = devnet.lostAcknowledged;
    lines.push(`Repaired         went on without acknowledged blocks ${from}-${to}: the block log ended before them`);
  }
  lines.push('', 'Available accounts', '==================');
  for (const account of devnet.accounts) {
    const nanogt = balanceOf(devnet.node.store, account.address).find((c) => c.denom === 'NANOGT')?.amount ?? '0';
    lines.push(`(${account.index}) ${account.address} (${formatGT(nanogt)} GT)`);
  }
  if (options.printKeys) {
    lines.push('', 'Private keys (BIP32-Ed25519 kL‖kR, hex)', '==================');
    devPrivateKeys(devnet.mnemonic, devnet.accounts.length).forEach((key, index) => lines.push(`(${index}) ${key}`));
  }
  lines.push(
    '',
    'HD wallet',
    '==================',
    `Mnemonic:        ${devnet.mnemonic}`,
    "Derivation path: 44'/669'/0'/0/<index> (standard: ' levels hardened, as gatecli and Vaultline derive)",
    '',
    `Dev accounts are funded with ${formatGT(DEV_ACCOUNT_BALANCE)} GT each on a new chain; these keys are public, never use them for real funds.`,
    '',
    `Listening on ${devnet.url}`,
    '',
  );
  process.stdout.write(lines.join('\n'));

  const shutdown = (signal: string) => {
    process.stdout.write(`\ndevnet: ${signal}, stopping\n`);
    void devnet.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
