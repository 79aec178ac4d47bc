// The local ledger node for e2e tests: ephemeral state, a free port, one block per accepted tx.
import { startDevnet, type Devnet } from '../../src/devnet/node';

export type DevnetHandle = Devnet;

/** The devnet's default (public, anvil-style) mnemonic: its accounts are prefunded. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

export function startTestDevnet(): Promise<Devnet> {
  return startDevnet({ port: 0, host: '127.0.0.1', blockTime: 0, mnemonic: DEV_MNEMONIC });
}
