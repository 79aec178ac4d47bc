// The baseline page-world script: a request goes out by postMessage and its answer comes back the same way.
let next = 0;
const waiting = new Map<string, (value: unknown) => void>();
window.addEventListener('message', (event: MessageEvent<{ to?: string; id: string; result?: unknown }>) => {
  if (event.source !== window || event.data?.to !== 'baseline-page') return;
  waiting.get(event.data.id)?.(event.data.result);
  waiting.delete(event.data.id);
});
(window as unknown as { baselineRelay: unknown }).baselineRelay = {
  request(kind: string): Promise<unknown> {
    const id = `b${++next}`;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      window.postMessage({ to: 'baseline-content', id, kind }, window.location.origin);
    });
  },
};
