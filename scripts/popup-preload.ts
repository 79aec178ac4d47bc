// The popup page's first script (src/popup/preload.ts), built after the popup as one classic script
// with the chunk names it preloads written in (the chosen language's first texts, which carry home's;
// an opened page's code that the entry's chunk does not carry), and added to the page right after the
// entry's tag: it runs while the HTML is parsed, so the chunks the first render waits for load beside the entry.
import type { Plugin, Rolldown } from 'vite';
import { FIRST_AREAS } from '../src/popup/i18n/first';
import { addFirstScriptTag, buildFirstScript } from './first-script';
import { LANGUAGES } from '../src/popup/i18n/choice';
import { OPENED_PAGES } from '../src/popup/lib/routes';
import { POPUP_HTML, pageOf } from './popup-first';
import type { PreloadFiles } from '../src/popup/preload';

const PRELOAD_ENTRY = 'src/popup/preload.ts';
const PRELOAD_FILE = 'preload.js';

function preloadFiles(bundle: Rolldown.OutputBundle): PreloadFiles {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const chunkOf = (module: string): Rolldown.OutputChunk => {
    // A module is a chunk's facade, or one of a group's modules (a language's first areas share one, i18n/first-areas).
    const chunk =
      chunks.find((c) => c.facadeModuleId?.endsWith(module)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
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
  const areas = (language: string, names: readonly string[]) => [
    ...new Set(names.map((area) => chunkOf(`/src/popup/i18n/${language}/${area}.ts`).fileName)),
  ];
  const byLanguage = (names: readonly string[], besides?: PreloadFiles['first']) =>
    Object.fromEntries(
      LANGUAGES.map(({ id }) => [id, areas(id, names).filter((file) => !besides?.[id].includes(file))]),
    ) as PreloadFiles['first'];
  const first = byLanguage(FIRST_AREAS);
  // An opened page's code and texts, but for what the entry or the first areas already bring (home's
  // code is in the entry's chunk, its texts in the first areas' chunk: ./popup-first.ts).
  const pages = Object.fromEntries(
    OPENED_PAGES.map((route) => {
      const { module, areas: names } = pageOf(route);
      return [route, { code: [...closure(chunkOf(module))].filter((file) => !withEntry.has(file)), ...byLanguage(names, first) }];
    }),
  ) as PreloadFiles['pages'];
  return { first, pages };
}

export function popupPreload(outDir: string, target: string): Plugin {
  let files: PreloadFiles | undefined;
  return {
    name: 'vaultline-popup-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      files = preloadFiles(bundle);
      // After the module script's tag: the entry is asked for first, and stays the page's first script.
      addFirstScriptTag(bundle, POPUP_HTML, PRELOAD_FILE);
    },
    async closeBundle() {
      if (!files) return;
      await buildFirstScript(PRELOAD_ENTRY, PRELOAD_FILE, outDir, target, { __POPUP_PRELOAD__: JSON.stringify(files) });
    },
  };
}
