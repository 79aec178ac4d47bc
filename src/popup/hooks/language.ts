// The popup's language as state: Settings switches it, every open popup window follows (the
// choice lives in this extension's localStorage), and <html lang> says it.
import { useEffect, useState } from 'preact/hooks';
import { chooseLanguage, language, languageChoice, type Language, type LanguageChoice } from '../i18n';

const listeners = new Set<(next: Language) => void>();

/** Chooses a language (or the browser's, for 'auto') and, once its texts for this page have loaded,
 *  re-renders every component that uses useLanguage. */
export async function switchLanguage(choice: LanguageChoice): Promise<Language> {
  const next = await chooseLanguage(choice);
  for (const listener of listeners) listener(next);
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
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return current;
}
