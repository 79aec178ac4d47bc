// The popup's language: English or Simplified Chinese, from the browser's languages unless the
// person chose one in Settings (kept in this extension's localStorage, read synchronously so the
// first paint is already in the right language). One catalogue per language; plurals, numbers,
// dates and durations come from Intl, never from hand-written rules.
import { en, type MessageKey } from './en/index';
import { zhCN } from './zh-CN/index';
import type { Catalogue, Message } from './types';

export type { MessageKey } from './en/index';

export const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'zh-CN', name: '简体中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['id'];
export type LanguageChoice = Language | 'auto';

const CATALOGUES: Record<Language, Catalogue> = { en, 'zh-CN': zhCN };
const CHOICE_KEY = 'vaultline.language';

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

let current: Language = resolve(languageChoice());

function resolve(choice: LanguageChoice): Language {
  return choice === 'auto' ? detectLanguage(browserLanguages()) : choice;
}

export function language(): Language {
  return current;
}

/** Sets the language (and remembers the choice); the caller re-renders. */
export function chooseLanguage(choice: LanguageChoice): Language {
  try {
    if (choice === 'auto') globalThis.localStorage?.removeItem(CHOICE_KEY);
    else globalThis.localStorage?.setItem(CHOICE_KEY, choice);
  } catch {
    // Storage refused (a private window): the choice lasts for this page only.
  }
  current = resolve(choice);
  if (typeof document !== 'undefined') document.documentElement.lang = current;
  return current;
}

/** Uses a language for this page without remembering it (tests). */
export function setPageLanguage(next: Language): void {
  current = next;
}

export type Params = Record<string, string | number | bigint>;

function pick(lang: Language, message: Message, params: Params | undefined): string {
  if (typeof message === 'string') return message;
  const count = params?.count;
  const category = typeof count === 'number' ? new Intl.PluralRules(lang).select(count) : 'other';
  return message[category] ?? message.other;
}

/** The message for `key` in `lang`, with `{name}` placeholders filled (numbers formatted for `lang`).
 *  Pure: the e2e tests read their expected text through it. */
export function translate(lang: Language, key: MessageKey, params?: Params): string {
  const message = CATALOGUES[lang][key] ?? en[key];
  const text = pick(lang, message, params);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'string' ? value : new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(value);
  });
}

/** The message for `key` in the current language, with `{name}` placeholders filled (numbers formatted). */
export function t(key: MessageKey, params?: Params): string {
  return translate(current, key, params);
}

export function formatInteger(value: number | bigint): string {
  return new Intl.NumberFormat(current, { maximumFractionDigits: 0 }).format(value);
}

/** A moment as a date and time in the current language. */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(current, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** A span in words: its two largest units ("3 days, 4 hours"; "3天4小时"); "0 seconds" for nothing. */
export function formatDuration(seconds: number): string {
  let rest = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 && parts.length < 2) parts.push(new Intl.NumberFormat(current, { style: 'unit', unit, unitDisplay: 'long' }).format(amount));
    else if (parts.length > 0) break;
  }
  if (parts.length === 0) return new Intl.NumberFormat(current, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(0);
  return new Intl.ListFormat(current, { style: 'short', type: 'unit' }).format(parts);
}
