// A TCP relay in front of a test's node, to take the node away and bring it back: "down" destroys every
// open connection and closes new ones on arrival, but the relay keeps listening, so no other test file
// can take its port while the node is away (stopping the node itself would free the port).
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface Relay {
  url: string;
  /** Node down: every open connection destroyed, new ones closed on arrival; the port stays taken. */
  down(): void;
  up(): void;
  /** Relays new connections to another node from now on (open ones are dropped). */
  retarget(url: string): void;
  close(): Promise<void>;
}

export async function startRelay(target: string): Promise<Relay> {
  let to = new URL(target);
  const open = new Set<Socket>();
  let answering = true;
  const server: Server = createServer((client) => {
    if (!answering) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(to.port), to.hostname);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    down() {
      answering = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    up() {
      answering = true;
    },
    retarget(url) {
      to = new URL(url);
      for (const socket of open) socket.destroy();
      open.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
