// The Chinese catalogue against docs/glossary.md: each chosen term is used, no variant the glossary
// rules out appears in any Chinese text, and every form's step to its review is the glossary's word.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zhCN } from '../../src/popup/i18n/zh-CN/index';
import type { Message } from '../../src/popup/i18n/types';

interface Row {
  english: string;
  chosen: string[];
  forbidden: string[];
  checkUse: boolean;
}

function glossaryRows(): Row[] {
  const text = readFileSync(join(import.meta.dirname, '../../docs/glossary.md'), 'utf8');
  // Table rows, less the header and the separator (a formatter may pad cells to line the columns up).
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, 4)
        .map((cell) => cell.trim()),
    )
    .filter(([first = '']) => first !== 'English' && !/^:?-+:?$/.test(first));
  return rows.map(([english, chosen, forbidden]) => {
    return {
      english: english!,
      chosen: chosen!.split(' / ').map((term) => term.trim()),
      forbidden: forbidden!
        .split(',')
        .map((term) => term.trim())
        .filter(Boolean),
      // A cell naming code (`…`) describes what code writes; the others are words of the catalogue.
      checkUse: !chosen!.includes('`'),
    };
  });
}

const texts = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message).filter((text): text is string => typeof text === 'string');
const CHINESE: Array<[string, string]> = Object.entries(zhCN).flatMap(([key, message]) =>
  texts(message).map((text) => [key, text] as [string, string]),
);

describe('the Chinese glossary (docs/glossary.md)', () => {
  const rows = glossaryRows();

  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(15);
  });

  for (const row of rows) {
    it(`${row.english}: ${row.chosen.join(' / ')}`, () => {
      for (const word of row.forbidden) {
        expect(CHINESE.filter(([, text]) => text.includes(word)).map(([key]) => `${key} uses ${word}`)).toEqual([]);
      }
      if (row.checkUse)
        for (const word of row.chosen)
          expect(
            CHINESE.some(([, text]) => text.includes(word)),
            `${word} is used`,
          ).toBe(true);
    });
  }

  it("names every form's step to its review 下一步", () => {
    const steps = Object.entries(zhCN).filter(([key]) => /\.review$/.test(key));
    expect(steps.length).toBeGreaterThan(4);
    for (const [key, message] of steps) expect(message, key).toBe('下一步');
  });
});
