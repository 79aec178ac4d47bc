// The node's key-value state. Every set/delete is journaled while a checkpoint is open, so a
// failed transaction (or a simulation) rolls back completely. Values are JSON, stored as copies.
// The state root is a running sum of per-entry hashes: cheap to update, equal for equal states.
// An entry is hashed only when a root is asked for (once per block), not at every write: a check's
// dry run, rolled back, and a key written by every tx of a block cost no hash (nor canonical JSON).
// The canonical JSON is rebuilt from the stored JSON then, as a snapshot's restore does.
import { hash } from 'node:crypto';
import type { Store } from './types';

const ROOT_MODULUS = 1n << 256n;

/** `json` as JSON.stringify wrote the value; `digest` once computed (from its canonical JSON). */
interface Entry {
  json: string;
  digest?: bigint;
}

/** A checkpoint's writes as they stood (checkpointWrites), to be made again (replayWrites). */
export type StoreWrites = ReadonlyArray<readonly [key: string, entry: Entry | null]>;

/** JSON with keys sorted at every depth: the same value always hashes the same. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const keys = Object.keys(value);
  if (keys.length > 1) keys.sort(); // a sort allocates even for one key
  const parts: string[] = [];
  for (const key of keys) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) parts.push(`${JSON.stringify(key)}:${stableJson(item)}`);
  }
  return `{${parts.join(',')}}`;
}

// node:crypto's one-shot SHA-256 (the same digest as noble's) of an entry's key and canonical JSON.
function entryDigest(key: string, json: string): bigint {
  return BigInt(`0x${hash('sha256', `${key}\u0000${json}`, 'hex')}`);
}

function digestOf(key: string, entry: Entry): bigint {
  entry.digest ??= entryDigest(key, stableJson(JSON.parse(entry.json)));
  return entry.digest;
}

/** Index of the first key >= `target` in sorted `keys`. */
function lowerBound(keys: readonly string[], target: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keys[mid]! < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class JournaledStore implements Store {
  private readonly data = new Map<string, Entry>();
  /** One map per open checkpoint: key → entry before the first write inside it (null = absent). */
  private readonly journals: Array<Map<string, Entry | null>> = [];
  private sortedKeys: string[] | null = null;
  /** Sum of the digests of every entry, as of the last stateRoot() for the keys in `dirty`. */
  private root = 0n;
  /** Keys written since the last stateRoot(), each with the digest `root` holds for it (0n: absent then). */
  private readonly dirty = new Map<string, bigint>();
  /** Counts the changes to the committed state (outside every checkpoint). */
  private committedVersion = 0;

  get<T>(key: string): T | undefined {
    const entry = this.data.get(key);
    return entry === undefined ? undefined : (JSON.parse(entry.json) as T);
  }

  set(key: string, value: unknown): void {
    if (value === undefined) throw new TypeError(`store.set(${key}): value is undefined; use delete`);
    let json: string;
    try {
      json = JSON.stringify(value);
    } catch {
      throw new TypeError(`store.set(${key}): value is not JSON (amounts must be strings, not bigints)`);
    }
    this.write(key, { json });
  }

  delete(key: string): void {
    if (this.data.has(key)) this.write(key, null);
  }

  entries<T>(prefix: string): Array<[string, T]> {
    const keys = this.keys();
    const out: Array<[string, T]> = [];
    for (let i = lowerBound(keys, prefix); i < keys.length && keys[i]!.startsWith(prefix); i++) {
      const key = keys[i]!;
      out.push([key, JSON.parse(this.data.get(key)!.json) as T]);
    }
    return out;
  }

  /** Opens a nested checkpoint; close it with commit() or rollback(). */
  checkpoint(): void {
    this.journals.push(new Map());
  }

  commit(): void {
    const journal = this.journals.pop();
    if (!journal) throw new Error('commit without checkpoint');
    const parent = this.journals[this.journals.length - 1];
    if (!parent) {
      if (journal.size > 0) this.committedVersion++;
      return;
    }
    for (const [key, before] of journal) if (!parent.has(key)) parent.set(key, before);
  }

  rollback(): void {
    const journal = this.journals.pop();
    if (!journal) throw new Error('rollback without checkpoint');
    for (const [key, before] of journal) this.apply(key, before);
  }

  get depth(): number {
    return this.journals.length;
  }

  /** Changes whenever the committed state does: what was computed on it is stale once it moved. */
  get version(): number {
    return this.committedVersion;
  }

  /** The innermost checkpoint's writes, each key with its entry now (entries are never changed in place). */
  checkpointWrites(): StoreWrites {
    const journal = this.journals[this.journals.length - 1];
    if (!journal) throw new Error('checkpointWrites without checkpoint');
    return Array.from(journal.keys(), (key) => [key, this.data.get(key) ?? null] as const);
  }

  /** Makes `writes` again, journaled in the open checkpoint like any write. */
  replayWrites(writes: StoreWrites): void {
    for (const [key, entry] of writes) {
      if (entry || this.data.has(key)) this.write(key, entry);
    }
  }

  /** 64 hex characters identifying the whole state. */
  stateRoot(): string {
    for (const [key, counted] of this.dirty) {
      const entry = this.data.get(key);
      const now = entry ? digestOf(key, entry) : 0n;
      if (now !== counted) this.root = (this.root - counted + ROOT_MODULUS + now) % ROOT_MODULUS;
    }
    this.dirty.clear();
    return this.root.toString(16).padStart(64, '0');
  }

  get size(): number {
    return this.data.size;
  }

  /** Every entry as [key, JSON], for a snapshot (no checkpoint may be open). */
  dump(): Array<[string, string]> {
    if (this.journals.length > 0) throw new Error('store.dump() inside a checkpoint');
    return Array.from(this.data, ([key, entry]) => [key, entry.json]);
  }

  /** Replaces every entry with a dump's, in place (/dev/revert: the modules' queries hold this object). */
  reload(entries: ReadonlyArray<readonly [string, string]>): void {
    if (this.journals.length > 0) throw new Error('store.reload() inside a checkpoint');
    this.sortedKeys = null; // rebuilt once when next asked for
    for (const key of [...this.data.keys()]) this.apply(key, null);
    for (const [key, json] of entries) this.apply(key, { json, digest: entryDigest(key, stableJson(JSON.parse(json))) });
    this.committedVersion += 1;
  }

  /** A store holding a dump's entries; throws when they do not digest to `expectedRoot`. */
  static restore(entries: ReadonlyArray<readonly [string, string]>, expectedRoot: string): JournaledStore {
    const store = new JournaledStore();
    for (const [key, json] of entries) store.apply(key, { json, digest: entryDigest(key, stableJson(JSON.parse(json))) });
    if (store.stateRoot() !== expectedRoot) throw new Error(`restored state digests to ${store.stateRoot()}, not ${expectedRoot}`);
    return store;
  }

  private keys(): string[] {
    if (!this.sortedKeys) this.sortedKeys = [...this.data.keys()].sort();
    return this.sortedKeys;
  }

  /** Keeps the sorted key list current (endBlock scans run every block; a full re-sort per new key would not scale). */
  private indexKey(key: string, present: boolean): void {
    if (!this.sortedKeys) return;
    const at = lowerBound(this.sortedKeys, key);
    if (present) this.sortedKeys.splice(at, 0, key);
    else this.sortedKeys.splice(at, 1);
  }

  private write(key: string, entry: Entry | null): void {
    const journal = this.journals[this.journals.length - 1];
    if (!journal) this.committedVersion++;
    else if (!journal.has(key)) journal.set(key, this.data.get(key) ?? null);
    this.apply(key, entry);
  }

  private apply(key: string, entry: Entry | null): void {
    const previous = this.data.get(key);
    // A key not yet dirty is counted in `root` with its entry's digest (computed by the last stateRoot()).
    if (!this.dirty.has(key)) this.dirty.set(key, previous ? digestOf(key, previous) : 0n);
    if (entry) {
      this.data.set(key, entry);
      if (!previous) this.indexKey(key, true);
    } else if (previous) {
      this.data.delete(key);
      this.indexKey(key, false);
    }
  }
}
