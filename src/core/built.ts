// Schemas by their builders: a schema is built where it is used and kept by nobody, so a worker
// holds none between messages (each is a few objects, built in microseconds) and builds none it
// does not use.

/** A schema's builder (named where it is defined, so that its uses read as calls). */
export function built<T>(build: () => T): () => T {
  return build;
}

/** A table whose entries are built each time they are read (the table holds only the builders). */
export function builtTable<T extends Record<string, () => unknown>>(builders: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const table = {};
  for (const key of Object.keys(builders)) Object.defineProperty(table, key, { enumerable: true, get: builders[key] });
  return table as { readonly [K in keyof T]: ReturnType<T[K]> };
}
