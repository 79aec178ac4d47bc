// A local node a test can stop and start again at the same URL, without ever freeing its port: the
// URL belongs to a TCP relay this file holds for its whole life, and the node behind it runs on a port
// of its own. "Stopped" closes the node and makes the relay drop every connection at once (the
// browser's fetch fails, as against a stopped node); "started" runs a fresh node (any chain id) behind
// the same URL. Closing and re-binding the same port instead would race with the test files running
// side by side, one of which could take the port while it is free.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { startDevnet, type Devnet } from '../../src/devnet/node';
import { DEV_MNEMONIC } from './devnet';

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

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

export async function startStoppableNode(chainId: string): Promise<StoppableNode> {
  let node: Devnet | undefined;
  const open = new Set<Socket>();
  const relay = createServer((client) => {
    const target = node ? Number(new URL(node.url).port) : 0;
    if (!target) {
      client.destroy();
      return;
    }
    const upstream = connect(target, '127.0.0.1');
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const port = await listen(relay);
  const dropAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  const stop = async () => {
    const running = node;
    node = undefined;
    dropAll();
    await running?.close();
  };
  const start = async (chain: string) => {
    await stop();
    node = await startDevnet({ port: 0, host: '127.0.0.1', blockTime: 0, mnemonic: DEV_MNEMONIC, chainId: chain });
  };
  await start(chainId);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async close() {
      await stop();
      await new Promise<void>((done) => relay.close(() => done()));
    },
  };
}
