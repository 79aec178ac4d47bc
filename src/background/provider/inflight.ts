// Requests this worker is answering right now (handled, or an approval being signed/broadcast):
// a resume from a reconnecting page must wait for their answer instead of failing them.
const inflight = new Set<string>();

const keyOf = (connKey: string, requestId: string) => `${connKey}|${requestId}`;

export function isInflight(connKey: string, requestId: string): boolean {
  return inflight.has(keyOf(connKey, requestId));
}

export async function whileInflight<T>(connKey: string, requestId: string, work: () => Promise<T>): Promise<T> {
  const key = keyOf(connKey, requestId);
  inflight.add(key);
  try {
    return await work();
  } finally {
    inflight.delete(key);
  }
}
