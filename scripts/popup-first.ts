// The popup's first chunk: its entry (src/popup/main.tsx) and the pages the toolbar popup opens on
// (OPENED_PAGES: home), with everything they import statically, are one file. Home's first paint then
// waits for that file beside the page's first script and the styles, not for the entry, a shared chunk
// and then, in a second round, home's own chunks (measured: docs/measurements.md, "Home in one file").
// pages.tsx keeps home's import(): the build, not the page table, decides that home comes with the entry.
import { readFileSync } from 'node:fs';
import { OPENED_PAGES, type OpenedPage } from '../src/popup/lib/routes';

export const POPUP_HTML = 'src/popup/index.html';
const POPUP_ENTRY = '/src/popup/main.tsx';
/** Where each route's page module and its catalogue areas are named: `'/route': page(withMessages([areas], () => import('./module')`. */
const APP = 'src/popup/pages.tsx';
const ROUTE_PAGE = /'([\w/]+)': page\(withMessages\(\[([^\]]*)\], \(\) => import\('\.\/([^']+)'\)/g;

/** The page module and areas pages.tsx loads for `route`, read from its source so the two never differ. */
export function pageOf(route: OpenedPage): { module: string; areas: string[] } {
  const found = [...readFileSync(APP, 'utf8').matchAll(ROUTE_PAGE)].find((m) => m[1] === route);
  if (!found) throw new Error(`popup build: no page for ${route} in ${APP}`);
  return { module: `/src/popup/${found[3]}.tsx`, areas: [...found[2]!.matchAll(/'(\w+)'/g)].map((m) => m[1]!) };
}

/** The popup build's code-splitting group that makes the first chunk (rolldown's `output.codeSplitting`). */
export function popupFirstChunk(): { name: string; test: (id: string) => boolean; includeDependenciesRecursively: true } {
  const modules = [POPUP_ENTRY, ...OPENED_PAGES.map((route) => pageOf(route).module)];
  return { name: 'popup-first', test: (id) => modules.some((module) => id.endsWith(module)), includeDependenciesRecursively: true };
}
