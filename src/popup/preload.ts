// The popup page's first script, a classic one run while the HTML is parsed: it asks the background
// for the first state, and has the browser fetch the chunks the first render waits for besides the
// entry's own (the chosen language's first catalogue areas; home's code and texts when the address
// opens home), so both come beside the entry instead of after it has run. The build writes the file
// names in (scripts/popup-preload.ts).
import { languageChoice, resolveLanguage, type Language } from './i18n/choice';
import { currentRoute } from './lib/routes';
import { askStateEarly } from './lib/wallet-message';

/** Chunk files (relative to the extension's root) per language, and home's code. */
export interface PreloadFiles { first: Record<Language, string[]>; home: Record<Language | 'code', string[]> }
declare const __POPUP_PRELOAD__: PreloadFiles;

askStateEarly();
const language = resolveLanguage(languageChoice());
const { first, home } = __POPUP_PRELOAD__;
for (const file of [...first[language], ...(currentRoute() === '/' ? [...home.code, ...home[language]] : [])]) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `/${file}`;
  document.head.append(link);
}
