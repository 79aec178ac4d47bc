// Chunk file names shared by the popup's build and the approval window's.

/** A catalogue area's chunk says its language (en-home, zh-CN-home), apart from the page of the same name. */
export function catalogueChunk(id: string | null): string | undefined {
  const match = id ? /\/src\/popup\/i18n\/([\w-]+)\/([\w-]+)\.ts$/.exec(id) : null;
  return match ? `${match[1]}-${match[2]}` : undefined;
}
