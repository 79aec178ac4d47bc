// The catalogues agree (same keys, same placeholders, every plural has its 'other'), the browser's
// language picks the catalogue, and numbers, plurals and durations come out in each language.
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/popup/i18n/en/index';
import { zhCN } from '../../src/popup/i18n/zh-CN/index';
import type { Catalogue, Message } from '../../src/popup/i18n/types';
import { detectLanguage, formatDuration, formatInteger, setPageLanguage, t, translate } from '../../src/popup/i18n';

const CATALOGUES: Record<string, Catalogue> = { en, 'zh-CN': zhCN };

function placeholders(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort();
}

afterEach(() => setPageLanguage('en'));

describe('catalogues', () => {
  const keysOf = (catalogue: Catalogue) => Object.keys(catalogue).sort();
  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    it(`${name} has exactly the keys every other catalogue has`, () => {
      for (const [otherName, other] of Object.entries(CATALOGUES)) {
        const missing = keysOf(other).filter((key) => !(key in catalogue));
        expect(missing, `${name} lacks keys ${otherName} has`).toEqual([]);
      }
    });

    it(`${name} uses the same placeholders as English, and every plural has 'other'`, () => {
      for (const [key, message] of Object.entries(catalogue)) {
        const english = en[key as keyof typeof en] as Message;
        expect(placeholders(message), key).toEqual(placeholders(english));
        if (typeof message !== 'string') expect(message.other, key).toEqual(expect.any(String));
      }
    });
  }

  it('no key is defined by two areas (a spread would silently keep only the last)', async () => {
    for (const language of ['en', 'zh-CN']) {
      const dir = new URL(`../../src/popup/i18n/${language}/`, import.meta.url);
      const owner = new Map<string, string>();
      const twice: string[] = [];
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'index.ts' && name !== 'area.ts')) {
        const module = (await import(new URL(file, dir).href)) as Record<string, Record<string, unknown>>;
        for (const area of Object.values(module)) {
          for (const key of Object.keys(area)) {
            if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${file}`);
            owner.set(key, file);
          }
        }
      }
      expect(twice, language).toEqual([]);
      expect(owner.size).toBe(Object.keys(en).length);
    }
  });

  it('the check sees a missing key (it is not blind)', () => {
    const short: Catalogue = { ...zhCN };
    delete (short as Record<string, Message>)['language.label'];
    expect(Object.keys(en).filter((key) => !(key in short))).toEqual(['language.label']);
  });
});

describe('language', () => {
  it('follows the browser: any Chinese reads Simplified Chinese, anything else without a catalogue English', () => {
    expect(detectLanguage(['zh-CN', 'en'])).toBe('zh-CN');
    expect(detectLanguage(['zh-TW'])).toBe('zh-CN');
    expect(detectLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(detectLanguage(['de', 'zh'])).toBe('zh-CN');
    expect(detectLanguage(['de'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });

  it('fills placeholders and plurals through Intl', () => {
    expect(t('blocks.count', { count: 1 })).toBe('1 block');
    expect(t('blocks.count', { count: 12500 })).toBe('12,500 blocks');
    setPageLanguage('zh-CN');
    expect(t('blocks.count', { count: 1 })).toBe('1 个区块');
    expect(t('language.label')).toBe('语言');
  });

  it('writes numbers and durations in words for the language', () => {
    expect(formatInteger(1234567n)).toBe('1,234,567');
    expect(formatDuration(3 * 86_400)).toBe('3 days');
    expect(formatDuration(86_400 + 3_600 + 61)).toBe('1 day, 1 hour');
    expect(formatDuration(90)).toBe('1 minute, 30 seconds');
    expect(formatDuration(0)).toBe('0 seconds');
    setPageLanguage('zh-CN');
    expect(formatDuration(3 * 86_400)).toBe('3天');
    expect(formatDuration(86_400 + 3_600)).toBe('1天1小时');
    // As people write it, not Intl's "2分钟39秒钟".
    expect(formatDuration(2 * 60 + 39)).toBe('2分39秒');
    expect(formatDuration(120)).toBe('2分钟');
    expect(formatDuration(39)).toBe('39秒');
    expect(formatDuration(3_600 + 300)).toBe('1小时5分');
  });

  it('puts no space between Chinese words around a name, and keeps it beside Latin text and digits', () => {
    setPageLanguage('zh-CN');
    expect(t('renderers.review.leaves', { name: '账户 1' })).toBe('从账户 1 转出');
    expect(t('renderers.review.leaves', { name: '储蓄' })).toBe('从储蓄转出');
    expect(t('renderers.review.leaves', { name: 'Savings' })).toBe('从 Savings 转出');
    setPageLanguage('en');
    expect(t('renderers.review.leaves', { name: 'Account 1' })).toBe(translate('en', 'renderers.review.leaves', { name: 'Account 1' }));
  });
});
