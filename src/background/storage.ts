// Typed access to chrome.storage areas, and a per-name lock so read-modify-write updates of one
// record never interleave (several ports and the popup call in at once).
type AreaName = 'local' | 'session';

function area(name: AreaName): chrome.storage.StorageArea {
  return name === 'local' ? chrome.storage.local : chrome.storage.session;
}

export async function readValue<T>(areaName: AreaName, key: string, fallback: T): Promise<T> {
  const found = await area(areaName).get(key);
  return key in found ? (found[key] as T) : fallback;
}

export async function writeValue(areaName: AreaName, key: string, value: unknown): Promise<void> {
  await area(areaName).set({ [key]: value });
}

export async function removeValue(areaName: AreaName, key: string | string[]): Promise<void> {
  await area(areaName).remove(key);
}

const lockTails = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task queued under the same name has settled. */
export function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const previous = lockTails.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  lockTails.set(name, tail);
  void tail.then(() => {
    if (lockTails.get(name) === tail) lockTails.delete(name);
  });
  return run;
}

/** Read, change and write one value under its lock. */
export function updateValue<T>(areaName: AreaName, key: string, fallback: T, change: (current: T) => T | Promise<T>): Promise<T> {
  return withLock(`${areaName}:${key}`, async () => {
    const next = await change(await readValue(areaName, key, fallback));
    await writeValue(areaName, key, next);
    return next;
  });
}
