// A local node a test can stop and start again at the same URL, without ever freeing its port: the
// URL is a relay's (relay.ts) that this file holds for its whole life, and the node behind it runs on
// a port of its own. "Stopped" closes the node and takes the relay down (the browser's fetch fails, as
// against a stopped node); "started" runs a fresh node (any chain id) behind the same URL. Closing and
// re-binding the same port instead would race with the test files running side by side, one of which
// could take the port while it is free.
import { startDevnet, type Devnet } from '../../src/devnet/node';
import { DEV_MNEMONIC } from './devnet';
import { startRelay } from './relay';

export interface StoppableNode {
  /** The URL the wallet is given: the relay's, the same for the file's whole life. */
  url: string;
  port: number;
  /** Starts a fresh node behind the URL (the previous one, if any, is closed first). */
  start(chainId: string): Promise<void>;
  /** Closes the node; the URL then refuses every request until `start`. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

const freshNode = (chainId: string) => startDevnet({ port: 0, host: '127.0.0.1', blockTime: 0, mnemonic: DEV_MNEMONIC, chainId });

export async function startStoppableNode(chainId: string): Promise<StoppableNode> {
  let node: Devnet | undefined = await freshNode(chainId);
  const relay = await startRelay(node.url);
  const stop = async () => {
    relay.down();
    const running = node;
    node = undefined;
    await running?.close();
  };
  return {
    url: relay.url,
    port: Number(new URL(relay.url).port),
    async start(chain) {
      await stop();
      node = await freshNode(chain);
      relay.retarget(node.url);
      relay.up();
    },
    stop,
    async close() {
      await stop();
      await relay.close();
    },
  };
}
