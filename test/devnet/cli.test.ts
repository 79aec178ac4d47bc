// CLI flags and --genesis files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, parseCli } from '../../src/devnet/cli';
import { GenesisError, genesisFromFile } from '../../src/devnet/ledger/genesis';
import { devKey, TestNode } from './support';

describe('parseCli', () => {
  it('defaults to port 1317, block per tx, the project data dir and 10 accounts', () => {
    expect(parseCli([])).toMatchObject({
      port: 1317,
      host: '127.0.0.1',
      blockTime: 0,
      broadcastMode: 'sync',
      accounts: 10,
      dataDir: DEFAULT_DATA_DIR,
    });
  });

  it('reads every flag', () => {
    const options = parseCli([
      '--port',
      '0',
      '--host',
      '0.0.0.0',
      '--chain-id',
      'gt-test-7',
      '--block-time',
      '2.5',
      '--ephemeral',
      '--accounts',
      '3',
      '--mnemonic',
      'a b c',
      '--genesis',
      'g.json',
    ]);
    expect(options).toMatchObject({ port: 0, host: '0.0.0.0', chainId: 'gt-test-7', blockTime: 2.5, accounts: 3, mnemonic: 'a b c' });
    expect(options).not.toHaveProperty('dataDir');
    expect((options as { genesis: string }).genesis).toMatch(/g\.json$/);
    expect(parseCli(['--help'])).toBe('help');
    expect(parseCli(['--broadcast-mode', 'instant'])).toMatchObject({ broadcastMode: 'instant' });
    expect(parseCli(['--snapshot-every', '50'])).toMatchObject({ snapshotEvery: 50 });
  });

  it('refuses bad values and unknown flags', () => {
    expect(() => parseCli(['--port', '70000'])).toThrow(/--port/);
    expect(() => parseCli(['--block-time', '-1'])).toThrow(/--block-time/);
    expect(() => parseCli(['--accounts', 'many'])).toThrow(/--accounts/);
    expect(() => parseCli(['--snapshot-every', '0'])).toThrow(/--snapshot-every must be an integer from 1/);
    expect(() => parseCli(['--broadcast-mode', 'block'])).toThrow(/--broadcast-mode must be sync or instant/);
    expect(() => parseCli(['--ephemeral', '--data-dir', '/tmp/x'])).toThrow(/exclude/);
    expect(() => parseCli(['--fork', 'mainnet'])).toThrow();
    expect(() => parseCli(['--dev-origin', 'not a url'])).toThrow(/--dev-origin/);
    expect(() => parseCli(['--dev-origin', 'http://127.0.0.1:5180/page'])).toThrow(/origin/);
  });

  it('takes --dev-origin more than once, as origins', () => {
    expect(parseCli(['--dev-origin', 'http://127.0.0.1:5180', '--dev-origin', 'https://Example.test/'])).toMatchObject({
      devOrigins: ['http://127.0.0.1:5180', 'https://example.test'],
    });
  });
});

describe('--genesis files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-genesis-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('replace the lists they give and merge params over the defaults', async () => {
    const extra = devKey(9, 1).address;
    const path = join(dir, 'genesis.json');
    writeFileSync(
      path,
      JSON.stringify({
        chainId: 'gt-custom-3',
        accounts: [{ address: extra, coins: [{ denom: 'NANOGT', amount: '123' }] }],
        params: { minimumTxFee: '5000' },
      }),
    );
    const node = await TestNode.start({ genesis: path, accounts: 2 });
    try {
      expect(node.chainId).toBe('gt-custom-3');
      expect((await node.client.getStatus()).node_status.minimumTxFee).toBe('5000');
      expect(await node.balance(extra)).toBe(123n);
      expect(await node.balance(devKey(1).address)).toBeGreaterThan(0n);
      expect(await node.balance(devKey(2).address)).toBe(0n);
      expect((await node.client.listFoundationMembers()).result).toHaveLength(3);
      // Con-accounts stay funded for fees when the file's accounts do not list them.
      const [con] = node.devnet.node.genesis.conAccounts;
      expect(await node.balance(con!.address)).toBe(1_000_000_000_000n);
    } finally {
      await node.close();
    }
  });

  it('are refused with the path of the first bad field', () => {
    expect(() => genesisFromFile({ accounts: [{ address: 'nope', coins: [] }] })).toThrow(GenesisError);
    expect(() => genesisFromFile({ params: { maxEntries: 0 } })).toThrow(/params\.maxEntries/);
  });
});
