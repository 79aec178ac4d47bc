// The popup's language: English or Simplified Chinese, from the browser's languages unless the
// person chose one in Settings (kept in this extension's localStorage, read synchronously so the
// first paint is already in the right language). One catalogue per language, in areas that load
// on demand (only the chosen language's, each with the screens that use it: `loadMessages`);
// plurals, numbers, dates and durations come from Intl, never from hand-written rules.
import type { MessageKey } from './en/index';
import { LOADERS, type AreaName } from './areas';
import type { Catalogue, Message } from './types';
import { CHOICE_KEY, languageChoice, resolveLanguage, type Language, type LanguageChoice } from './choice';

export type { MessageKey } from './en/index';

export { LANGUAGES, browserLanguages, detectLanguage, languageChoice, type Language, type LanguageChoice } from './choice';

let current: Language = resolveLanguage(languageChoice());

export function language(): Language {
  return current;
}

/** The messages at hand, per language: the areas loaded so far, merged. */
const messages: Record<Language, Record<string, Message>> = { en: {}, 'zh-CN': {} };
const loads: Record<Language, Map<AreaName, Promise<void>>> = { en: new Map(), 'zh-CN': new Map() };
/** Every area asked for on this page: a new language loads them all before it shows. */
const wanted = new Set<AreaName>();

/** Adds a whole catalogue (or part of one) at once: Node's tests and tools, which have every file at hand. */
export function addMessages(lang: Language, catalogue: Catalogue): void {
  Object.assign(messages[lang], catalogue);
}

function loadArea(lang: Language, area: AreaName): Promise<void> {
  let load = loads[lang].get(area);
  if (!load) {
    load = LOADERS[lang][area]().then(
      (catalogue) => addMessages(lang, catalogue),
      (error: unknown) => {
        loads[lang].delete(area);
        throw error;
      },
    );
    loads[lang].set(area, load);
  }
  return load;
}

/** Loads `areas` of the current language (each once; a failed load may be tried again). */
export function loadMessages(areas: readonly AreaName[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  return Promise.all(areas.map((area) => loadArea(current, area))).then(() => undefined);
}

/** `load`, with the areas its screen's texts come from loaded beside it. */
export function withMessages<T>(areas: readonly AreaName[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages(areas)]).then(([loaded]) => loaded);
}

let switching: Promise<unknown> = Promise.resolve();

/** Sets the language (and remembers the choice) once every area this page has asked for is loaded in it; the caller re-renders. */
export function chooseLanguage(choice: LanguageChoice): Promise<Language> {
  try {
    if (choice === 'auto') globalThis.localStorage?.removeItem(CHOICE_KEY);
    else globalThis.localStorage?.setItem(CHOICE_KEY, choice);
  } catch {
    // Storage refused (a private window): the choice lasts for this page only.
  }
  const next = resolveLanguage(choice);
  // One switch at a time, in the order asked: the last choice wins.
  const done = switching
    .catch(() => undefined)
    .then(async () => {
      // Areas asked for while these load are loaded too before the language changes (`wanted` only grows).
      for (let count = -1; count !== wanted.size;) {
        count = wanted.size;
        await Promise.all([...wanted].map((area) => loadArea(next, area)));
      }
      current = next;
      if (typeof document !== 'undefined') document.documentElement.lang = current;
      return current;
    });
  switching = done;
  return done;
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
  const message = messages[lang][key] ?? messages.en[key];
  // Only a text whose area was never loaded is missing (test/popup/i18n-areas.test.ts checks the screens ask for theirs).
  if (message === undefined) return key;
  const text = pick(lang, message, params);
  if (!params) return text;
  return text.replace(/( ?)\{(\w+)\}( ?)/g, (whole, before: string, name: string, after: string, offset: number) => {
    const value = params[name];
    if (value === undefined) return whole;
    const filled = typeof value === 'string' ? value : new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(value);
    if (lang !== 'zh-CN') return before + filled + after;
    // Chinese puts a space between its characters and Latin text or digits, never between two Chinese
    // words: "从账户 1 转出", not "从 账户 1 转出", when the name filled in is Chinese at that edge.
    const prev = text[offset - 1] ?? '';
    const next = text[offset + whole.length] ?? '';
    const lead = before && HAN.test(filled.at(0) ?? '') && (prev === '' || HAN.test(prev)) ? '' : before;
    const trail = after && HAN.test(filled.at(-1) ?? '') && (next === '' || HAN.test(next)) ? '' : after;
    return lead + filled + trail;
  });
}

/** Chinese characters and full-width punctuation. */
const HAN = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/u;

/** Whether `key` names a message (of an area loaded on this page). */
export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(messages[current], key);
}

/** The message for `key` in the current language, with `{name}` placeholders filled (numbers formatted). */
export function t(key: MessageKey, params?: Params): string {
  return translate(current, key, params);
}

export function formatInteger(value: number | bigint): string {
  return new Intl.NumberFormat(current, { maximumFractionDigits: 0 }).format(value);
}

/** A moment as a date and time in the current language. */
/** A time of day with seconds ('14:03:27'): when a figure shown as last known was read. */
export function formatClock(ms: number): string {
  return new Intl.DateTimeFormat(current, { timeStyle: 'medium' }).format(ms);
}

export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(current, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** Chinese spans as people write them: "2分39秒", "1小时5分", "3天2小时"; one unit alone "2分钟", "39秒"
 *  (Intl's long units read "2分钟39秒钟", its short ones differ between browsers). */
const ZH_UNITS: Record<(typeof UNITS)[number][0], { alone: string; joined: string }> = {
  day: { alone: '天', joined: '天' },
  hour: { alone: '小时', joined: '小时' },
  minute: { alone: '分钟', joined: '分' },
  second: { alone: '秒', joined: '秒' },
};

/** A span in words: its two largest units ("3 days, 4 hours"; "3天4小时"); "0 seconds" for nothing. */
export function formatDuration(seconds: number): string {
  let rest = Math.max(0, Math.round(seconds));
  const parts: Array<[(typeof UNITS)[number][0], number]> = [];
  for (const [unit, size] of UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 && parts.length < 2) parts.push([unit, amount]);
    else if (parts.length > 0) break;
  }
  if (parts.length === 0) parts.push(['second', 0]);
  if (current === 'zh-CN') {
    return parts
      .map(([unit, amount]) => `${formatInteger(amount)}${parts.length === 1 ? ZH_UNITS[unit].alone : ZH_UNITS[unit].joined}`)
      .join('');
  }
  const words = parts.map(([unit, amount]) => new Intl.NumberFormat(current, { style: 'unit', unit, unitDisplay: 'long' }).format(amount));
  return words.length === 1 ? words[0]! : new Intl.ListFormat(current, { style: 'short', type: 'unit' }).format(words);
}
