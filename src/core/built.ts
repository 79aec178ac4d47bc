// Schemas by their builders: a schema is built where it is used and kept by nobody, so a worker
// holds none between messages (each is a few objects, built in microseconds) and builds none it
// does not use.

/** A schema's builder (named where it is defined, so that its uses read as calls). */
export function built<T>(build: () => T): () => T {
  return build;
}

/**
 * A table whose entries are built each time they are read (the table holds only the builders);
 * `keep`: each is kept once built (for tables read at every request, such as a page's methods).
 */
export function builtTable<T extends Record<string, () => unknown>>(
  builders: T,
  keep = false,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const table = {};
  for (const key of Object.keys(builders)) {
    const build = builders[key]!;
    const get = keep
      ? () => {
          const value = build();
          Object.defineProperty(table, key, { value, enumerable: true });
          return value;
        }
      : build;
    Object.defineProperty(table, key, { enumerable: true, configurable: keep, get });
  }
  return table as { readonly [K in keyof T]: ReturnType<T[K]> };
}
