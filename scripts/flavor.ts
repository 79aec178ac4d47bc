// VAULTLINE_FLAVOR picks the build's flavour (src/shared/flavor.ts): 'dev' (default) or 'store'.
// Every vite build of the extension (the pages, the worker, the approval window) gets the same define.
export function flavorDefine(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const flavor = env.VAULTLINE_FLAVOR ?? 'dev';
  if (flavor !== 'dev' && flavor !== 'store') throw new Error(`VAULTLINE_FLAVOR must be "dev" or "store", not "${flavor}"`);
  return { __VAULTLINE_FLAVOR__: JSON.stringify(flavor) };
}
