// The popup page's first script (src/popup/preload.ts), built after the popup as one classic script
// with the chunk names it preloads written in, and added to the page right after the entry's tag:
// it runs while the HTML is parsed, so the chunks the first render waits for load beside the entry.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import type { Rolldown } from 'vite';
import { FIRST_AREAS } from '../src/popup/i18n/first';
import { LANGUAGES } from '../src/popup/i18n/choice';
import type { PreloadFiles } from '../src/popup/preload';

const POPUP_HTML = 'src/popup/index.html';
const PRELOAD_ENTRY = 'src/popup/preload.ts';
const PRELOAD_FILE = 'preload.js';
/** Home's page module, and the areas app.tsx loads with it. */
const HOME_PAGE = '/src/popup/screens/home/home.tsx';
const HOME_AREAS = ['home'];

function preloadFiles(bundle: Rolldown.OutputBundle): PreloadFiles {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const fileOf = (module: string): string => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`popup preload: no chunk for ${module}`);
    return chunk.fileName;
  };
  const areas = (language: string, names: readonly string[]) => names.map((area) => fileOf(`/src/popup/i18n/${language}/${area}.ts`));
  const byLanguage = (names: readonly string[]) => Object.fromEntries(LANGUAGES.map(({ id }) => [id, areas(id, names)])) as PreloadFiles['first'];
  return { first: byLanguage(FIRST_AREAS), home: { code: [fileOf(HOME_PAGE)], ...byLanguage(HOME_AREAS) } };
}

export function popupPreload(outDir: string, target: string): Plugin {
  let files: PreloadFiles | undefined;
  return {
    name: 'vaultline-popup-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      files = preloadFiles(bundle);
      const html = bundle[POPUP_HTML];
      if (html?.type !== 'asset' || typeof html.source !== 'string') throw new Error(`popup preload: ${POPUP_HTML} is not in the bundle`);
      // After the module script's tag: the entry is asked for first, and stays the page's first script.
      html.source = html.source.replace(/(<script type="module"[^>]*><\/script>)/, `$1\n    <script src="/${PRELOAD_FILE}"></script>`);
      if (!html.source.includes(PRELOAD_FILE)) throw new Error(`popup preload: no module script in ${POPUP_HTML}`);
    },
    async closeBundle() {
      if (!files) return;
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __POPUP_PRELOAD__: JSON.stringify(files) },
        build: {
          outDir,
          emptyOutDir: false,
          target,
          sourcemap: false,
          rollupOptions: { input: PRELOAD_ENTRY, output: { format: 'iife', entryFileNames: PRELOAD_FILE } },
        },
      });
    },
  };
}
