// The popup page's first script (src/popup/preload.ts), built after the popup as one classic script
// with the chunk names it preloads written in (the first texts; home's and the approval window's code
// and texts), and added to the page right after the entry's tag: it runs while the HTML is parsed,
// so the chunks the first render waits for load beside the entry.
import { readFileSync } from 'node:fs';
import { build, type Plugin } from 'vite';
import type { Rolldown } from 'vite';
import { FIRST_AREAS } from '../src/popup/i18n/first';
import { LANGUAGES } from '../src/popup/i18n/choice';
import { OPENED_PAGES, type OpenedPage } from '../src/popup/lib/routes';
import type { PreloadFiles } from '../src/popup/preload';

const POPUP_HTML = 'src/popup/index.html';
/** The approval window's page (src/background/approvals/window.ts opens it): the popup's, for the approve route. */
const APPROVAL_HTML = 'src/popup/approve.html';
const PRELOAD_ENTRY = 'src/popup/preload.ts';
const PRELOAD_FILE = 'preload.js';
/** Where each route's page module and its catalogue areas are named: `'/route': page(withMessages([areas], () => import('./module')`. */
const APP = 'src/popup/app.tsx';
const ROUTE_PAGE = /'([\w/]+)': page\(withMessages\(\[([^\]]*)\], \(\) => import\('\.\/([^']+)'\)/g;

/** The page module and areas app.tsx loads for `route`, read from its source so the two never differ. */
function pageOf(route: OpenedPage): { module: string; areas: string[] } {
  const found = [...readFileSync(APP, 'utf8').matchAll(ROUTE_PAGE)].find((m) => m[1] === route);
  if (!found) throw new Error(`popup preload: no page for ${route} in ${APP}`);
  return { module: `/src/popup/${found[3]}.tsx`, areas: [...found[2]!.matchAll(/'(\w+)'/g)].map((m) => m[1]!) };
}

function preloadFiles(bundle: Rolldown.OutputBundle): PreloadFiles {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const chunkOf = (module: string): Rolldown.OutputChunk => {
    // A module is a chunk's facade, or one of a group's modules (a language's first areas share one, i18n/first-areas).
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`popup preload: no chunk for ${module}`);
    return chunk;
  };
  /** `chunk` and the chunks it imports statically, however deep. */
  const closure = (chunk: Rolldown.OutputChunk, seen = new Set<string>()): Set<string> => {
    if (seen.has(chunk.fileName)) return seen;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') closure(next, seen);
    }
    return seen;
  };
  // The entry's own imports come with it (the HTML names them); a page's others are preloaded here.
  const withEntry = closure(chunkOf(`/${POPUP_HTML}`));
  const areas = (language: string, names: readonly string[]) => [...new Set(names.map((area) => chunkOf(`/src/popup/i18n/${language}/${area}.ts`).fileName))];
  const byLanguage = (names: readonly string[]) => Object.fromEntries(LANGUAGES.map(({ id }) => [id, areas(id, names)])) as PreloadFiles['first'];
  const pages = Object.fromEntries(OPENED_PAGES.map((route) => {
    const { module, areas: names } = pageOf(route);
    return [route, { code: [...closure(chunkOf(module))].filter((file) => !withEntry.has(file)), ...byLanguage(names) }];
  })) as PreloadFiles['pages'];
  return { first: byLanguage(FIRST_AREAS), pages };
}

/**
 * The approval window's page: the popup's, with the approve page's code named in its own tags (the
 * browser fetches it beside the entry, before any script has run) and the first script async, so
 * the parser never waits for it: it asks for the state and the queue and names the texts as soon as
 * it has come, whether before or after the entry.
 */
function approvalPage(built: string, code: string[]): string {
  const links = code.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
  // The page's code in the order the entry needs it: the entry, its own imports, then the approve page's.
  const page = built
    .replace(/(<script type="module"[^>]*><\/script>)/, `<script async src="/${PRELOAD_FILE}"></script>\n    $1`)
    .replace(/((?:\s*<link rel="modulepreload"[^>]*>)*)(\s*<link rel="stylesheet")/, `$1${links}$2`);
  if (!page.includes(PRELOAD_FILE) || !code.every((file) => page.includes(file))) throw new Error(`popup preload: ${APPROVAL_HTML} was not written`);
  return page;
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
      const built = html.source;
      const moduleTag = /(<script type="module"[^>]*><\/script>)/;
      if (!moduleTag.test(built)) throw new Error(`popup preload: no module script in ${POPUP_HTML}`);
      // After the module script's tag: the entry is asked for first, and stays the page's first script.
      html.source = built.replace(moduleTag, `$1\n    <script src="/${PRELOAD_FILE}"></script>`);
      this.emitFile({ type: 'asset', fileName: APPROVAL_HTML, source: approvalPage(built, files.pages['/approve'].code) });
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
