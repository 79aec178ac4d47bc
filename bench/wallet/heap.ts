// The JavaScript heap of an extension's service worker, after a full garbage collection (CDP).
import type { BrowserContext } from 'playwright-core';

export async function workerHeapBytes(ctx: BrowserContext, scope: string): Promise<number> {
  const page = ctx.pages().find((candidate) => !candidate.isClosed()) ?? (await ctx.newPage());
  const cdp = await ctx.newCDPSession(page);
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const target = targetInfos.find((info) => info.type === 'service_worker' && info.url.startsWith(scope));
    if (!target) throw new Error(`no service worker under ${scope}`);
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    let next = 0;
    const waiting = new Map<number, (result: unknown) => void>();
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      const message = JSON.parse(event.message) as { id?: number; result?: unknown };
      if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    });
    const call = <T>(method: string): Promise<T> => new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve as (result: unknown) => void);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params: {} }) });
    });
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call<{ usedSize: number }>('Runtime.getHeapUsage');
    await cdp.send('Target.detachFromTarget', { sessionId });
    return usedSize;
  } finally {
    await cdp.detach();
  }
}
