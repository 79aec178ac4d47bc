// Values built at their first use and then kept: a worker that wakes for one message builds the
// few schemas that message needs, not every schema it knows.

export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** A table whose entries are each built when first read (then kept as plain properties). */
export function lazyTable<T extends Record<string, () => unknown>>(builders: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const table = {};
  for (const key of Object.keys(builders)) {
    Object.defineProperty(table, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = builders[key]!();
        Object.defineProperty(table, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return table as { readonly [K in keyof T]: ReturnType<T[K]> };
}
