// The local ledger node for e2e tests: ephemeral state, a free port, and by default a block right
// after each broadcast (answered at acceptance, like a real node). Tests may pass other devnet
// options, e.g. `{ blockTime: 4 }` for a node that includes txs seconds after accepting them.
import { startDevnet, type Devnet, type DevnetOptions } from '../../src/devnet/node';

export type DevnetHandle = Devnet;

/** The devnet's default (public, anvil-style) mnemonic: its accounts are prefunded. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

export function startTestDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  return startDevnet({ port: 0, host: '127.0.0.1', blockTime: 0, mnemonic: DEV_MNEMONIC, ...options });
}
