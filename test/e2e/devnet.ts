// The local ledger node for e2e tests: ephemeral state, a free port, one block per accepted tx.
import { join } from 'node:path';
import { ROOT } from './build';

export interface DevnetHandle {
  url: string;
  port: number;
  chainId: string;
  accounts: unknown[];
  close(): Promise<void>;
}

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

// Resolved at run time so the harness works before src/devnet/node.ts exists in the tree.
const DEVNET_MODULE = join(ROOT, 'src/devnet/node.ts');

export async function startTestDevnet(): Promise<DevnetHandle> {
  const { startDevnet } = (await import(/* @vite-ignore */ DEVNET_MODULE)) as {
    startDevnet(opts: Record<string, unknown>): Promise<DevnetHandle>;
  };
  return startDevnet({ port: 0, host: '127.0.0.1', ephemeral: true, blockTime: 0 });
}
