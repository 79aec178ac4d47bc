// Which language the popup shows: the person's choice (kept in this extension's localStorage, read
// synchronously) or the browser's. No catalogue here: the page's first script (preload.ts) reads it too.

export const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'zh-CN', name: '简体中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['id'];
export type LanguageChoice = Language | 'auto';

export const CHOICE_KEY = 'vaultline.language';

/** The first of the browser's languages we have a catalogue for (any Chinese reads Simplified Chinese). */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
    if (lower === 'en' || lower.startsWith('en-')) return 'en';
  }
  return 'en';
}

function isChoice(value: unknown): value is LanguageChoice {
  return value === 'auto' || LANGUAGES.some((language) => language.id === value);
}

export function languageChoice(): LanguageChoice {
  try {
    const stored = globalThis.localStorage?.getItem(CHOICE_KEY);
    return isChoice(stored) ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator as Navigator | undefined;
  return nav?.languages?.length ? nav.languages : [nav?.language ?? 'en'];
}

/** The language a choice means: the browser's for 'auto'. */
export function resolveLanguage(choice: LanguageChoice): Language {
  return choice === 'auto' ? detectLanguage(browserLanguages()) : choice;
}
