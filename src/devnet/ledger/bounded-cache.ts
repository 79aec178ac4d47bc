// A memo with a size bound, for values derived again and again from the same few inputs (the same
// signers and addresses come back tx after tx). When full it starts over: simpler than LRU, and the
// working set of a devnet is far below the bound.
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The cached value of `key`, or `derive(key)` remembered. A throw is passed on and nothing is kept. */
  get(key: K, derive: (key: K) => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = derive(key);
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
