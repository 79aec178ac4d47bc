// The popup page's first script, a classic one run while the HTML is parsed: it asks the background
// for the first state (and, on the popup's own #/approve, for the queue), and has the browser fetch
// the chunks the first render waits for besides the entry's own (the chosen language's first
// catalogue areas, which carry home's texts; an opened page's code and texts that neither carries,
// none for home, whose code is in the entry's chunk), so they come beside the entry instead of after
// it has run. The build writes the file names in (scripts/popup-preload.ts, scripts/popup-first.ts).
import { languageChoice, resolveLanguage, type Language } from './i18n/choice';
import { currentRoute, OPENED_PAGES, type OpenedPage } from './lib/routes';
import { sendFirst } from './lib/wallet-message';

/** Chunk files (relative to the extension's root): the first areas per language, and per opened page its code and areas. */
export interface PreloadFiles {
  first: Record<Language, string[]>;
  pages: Record<OpenedPage, Record<Language | 'code', string[]>>;
}
declare const __POPUP_PRELOAD__: PreloadFiles;

const route = currentRoute();
sendFirst('wallet_getState');
if (route === '/approve') sendFirst('wallet_listApprovals');
const language = resolveLanguage(languageChoice());
const { first, pages } = __POPUP_PRELOAD__;
const page = (OPENED_PAGES as readonly string[]).includes(route) ? pages[route as OpenedPage] : undefined;
for (const file of [...first[language], ...(page ? [...page.code, ...page[language]] : [])]) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `/${file}`;
  document.head.append(link);
}
