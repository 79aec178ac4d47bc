// A CPU load generator for the bench's "loaded" rows: one busy worker thread per core, spinning until
// stopped, so the wallet and its baseline are measured on a machine as busy as a person's usually is.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const SPIN = `
const { parentPort } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => { stop = true; });
const spin = () => { const until = Date.now() + 50; let x = 0; while (Date.now() < until) x = (x * 31 + 7) % 1000003; if (!stop) setImmediate(spin); else process.exit(0); };
spin();
`;

export interface CpuLoad {
  threads: number;
  stop(): Promise<void>;
}

/** Starts `threads` busy threads (default: one per core); `stop()` ends them and waits until they have exited. */
export function startCpuLoad(threads = availableParallelism()): CpuLoad {
  const workers = Array.from({ length: threads }, () => new Worker(SPIN, { eval: true }));
  return {
    threads,
    async stop() {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.postMessage('stop');
            }),
        ),
      );
    },
  };
}
