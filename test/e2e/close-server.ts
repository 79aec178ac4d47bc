// Closing a test's own HTTP server: its open connections are dropped first, since the browser
// outlives the file (it is shared by a worker's files: ./driver/pool.ts) and keeps idle keep-alive
// connections that server.close() alone would wait on.
import type { Server } from 'node:http';

export function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
