// The JavaScript heap of an extension's service worker, after a full garbage collection (CDP).
// With VAULTLINE_HEAP_SNAPSHOTS=<dir>, a heap snapshot of the worker is also written there as
// <name>.heapsnapshot (after the reading), to see what stays (Chrome's DevTools opens it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

export async function workerHeapBytes(ctx: BrowserContext, scope: string, name: string): Promise<number> {
  const page = ctx.pages().find((candidate) => !candidate.isClosed()) ?? (await ctx.newPage());
  const cdp = await ctx.newCDPSession(page);
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const target = targetInfos.find((info) => info.type === 'service_worker' && info.url.startsWith(scope));
    if (!target) throw new Error(`no service worker under ${scope}`);
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    let next = 0;
    const waiting = new Map<number, (result: unknown) => void>();
    const chunks: string[] = [];
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      const message = JSON.parse(event.message) as { id?: number; result?: unknown; method?: string; params?: { chunk?: string } };
      if (message.id !== undefined) waiting.get(message.id)?.(message.result);
      else if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params?.chunk ?? '');
    });
    const call = <T>(method: string): Promise<T> =>
      new Promise((resolve) => {
        const id = ++next;
        waiting.set(id, resolve as (result: unknown) => void);
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params: {} }) });
      });
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call<{ usedSize: number }>('Runtime.getHeapUsage');
    const dir = process.env.VAULTLINE_HEAP_SNAPSHOTS;
    if (dir) {
      await call('HeapProfiler.takeHeapSnapshot');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${name}.heapsnapshot`), chunks.join(''));
    }
    await cdp.send('Target.detachFromTarget', { sessionId });
    return usedSize;
  } finally {
    await cdp.detach();
  }
}
