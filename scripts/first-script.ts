// A page's first script: a classic script the build adds right after the page's module tag, so it runs
// while the HTML is parsed and asks for what the first render waits for while the module loads (the
// popup's src/popup/preload.ts, the approval window's src/popup/approve-first.ts).
import { build, type Rolldown } from 'vite';

/** Adds `<script src="/{file}">` right after the module script's tag of `htmlName` in `bundle`: the module is asked for first. */
export function addFirstScriptTag(bundle: Rolldown.OutputBundle, htmlName: string, file: string): void {
  const html = bundle[htmlName];
  if (html?.type !== 'asset' || typeof html.source !== 'string') throw new Error(`first script: ${htmlName} is not in the bundle`);
  const moduleTag = /(<script type="module"[^>]*><\/script>)/;
  if (!moduleTag.test(html.source)) throw new Error(`first script: no module script in ${htmlName}`);
  html.source = html.source.replace(moduleTag, `$1\n    <script src="/${file}"></script>`);
}

/** Builds `entry` as one classic script (IIFE), `file` at the root of `outDir`. */
export async function buildFirstScript(
  entry: string,
  file: string,
  outDir: string,
  target: string,
  define: Record<string, string> = {},
): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define,
    build: {
      outDir,
      emptyOutDir: false,
      target,
      sourcemap: false,
      rollupOptions: { input: entry, output: { format: 'iife', entryFileNames: file } },
    },
  });
}
