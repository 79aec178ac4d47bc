// zxcvbn-ts set up with its common and English dictionaries: a part of its own (about a megabyte),
// which lib/password-meter.ts loads with the first password typed.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** zxcvbn's score, 0 (guessable at once) to 4 (very unlikely to be guessed). */
export async function zxcvbnScore(password: string): Promise<number> {
  return (await zxcvbn.checkAsync(password)).score;
}
