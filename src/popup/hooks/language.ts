// The popup's language as state: Settings switches it, every open popup window follows (the
// choice lives in this extension's localStorage), and <html lang> says it. The background is told the
// language the popup shows (wallet_setLanguage), so the notifications it raises are worded in it: the
// popup reads the browser's languages as a page does, which chrome.i18n may not (Firefox without a
// language pack words extension messages in the default locale).
import { useEffect, useState } from 'preact/hooks';
import { chooseLanguage, language, languageChoice, type Language, type LanguageChoice } from '../i18n';
import { callWallet } from '../lib/api';

/** The language the background last confirmed (not under 'vaultline.language…': windows follow those keys). */
const TOLD_KEY = 'vaultline.noticeLanguage';

/** Tells the background the popup's language when it has not confirmed this one yet (the first page
 *  after an update, a choice restored from a backup, the browser's languages changed); quiet when it has. */
function tellLanguage(choice: Language = language()): Promise<void> {
  try {
    if (globalThis.localStorage?.getItem(TOLD_KEY) === choice) return Promise.resolve();
  } catch {
    // Storage refused: tell it every time.
  }
  return callWallet('wallet_setLanguage', { language: choice }).then(
    () => {
      try {
        globalThis.localStorage?.setItem(TOLD_KEY, choice);
      } catch {
        // The next page tells it again.
      }
    },
    () => undefined,
  );
}

const listeners = new Set<(next: Language) => void>();

/** Chooses a language (or the browser's, for 'auto') and, once its texts for this page have loaded,
 *  re-renders every component that uses useLanguage. */
export async function switchLanguage(choice: LanguageChoice): Promise<Language> {
  const next = await chooseLanguage(choice);
  for (const listener of listeners) listener(next);
  void tellLanguage(next);
  return next;
}

export function useLanguage(): Language {
  const [current, setCurrent] = useState(language);
  useEffect(() => {
    document.documentElement.lang = language();
    const listener = (next: Language) => setCurrent(next);
    // Another window (the popup's Settings) changed the choice: this one follows without a reload.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('vaultline.language')) void switchLanguage(languageChoice()).catch(() => undefined);
    };
    listeners.add(listener);
    window.addEventListener('storage', onStorage);
    void tellLanguage();
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return current;
}
