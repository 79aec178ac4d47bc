// The popup page's first script, a classic one run while the HTML is parsed (async in approve.html,
// where the page's tags name the approve code already): it asks the background
// for the first state (and the approval window for its queue), and has the browser fetch the chunks
// the first render waits for besides the entry's own (the chosen language's first catalogue areas;
// the opened page's code and texts when the address opens home or the approval window), so both come
// beside the entry instead of after it has run. The build writes the file names in
// (scripts/popup-preload.ts).
import { languageChoice, resolveLanguage, type Language } from './i18n/choice';
import { currentRoute, OPENED_PAGES, type OpenedPage } from './lib/routes';
import { sendFirst } from './lib/wallet-message';

/** Chunk files (relative to the extension's root): the first areas per language, and per opened page its code and areas. */
export interface PreloadFiles { first: Record<Language, string[]>; pages: Record<OpenedPage, Record<Language | 'code', string[]>> }
declare const __POPUP_PRELOAD__: PreloadFiles;

const route = currentRoute();
sendFirst('wallet_getState');
if (route === '/approve') sendFirst('wallet_listApprovals');
const language = resolveLanguage(languageChoice());
const { first, pages } = __POPUP_PRELOAD__;
const page = (OPENED_PAGES as readonly string[]).includes(route) ? pages[route as OpenedPage] : undefined;
// A page whose own tags name some of them (the approval window's, approve.html) has them coming already.
const named = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
for (const file of [...first[language], ...(page ? [...page.code, ...page[language]] : [])]) {
  if (named.has(`/${file}`)) continue;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `/${file}`;
  document.head.append(link);
}
