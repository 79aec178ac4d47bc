// The BIP-39 English word list, read from the extension's own packaged file (the build writes it
// beside the worker) only when a phrase is checked: the worker neither carries nor keeps it.
import { CoreError } from '../../core/errors';

export const WORD_LIST_FILE = 'bip39-english.json';

export async function englishWords(): Promise<readonly string[]> {
  let words: unknown;
  try {
    const response = await fetch(chrome.runtime.getURL(WORD_LIST_FILE));
    words = response.ok ? await response.json() : null;
  } catch {
    words = null;
  }
  if (!Array.isArray(words) || words.length !== 2048 || !words.every((word) => typeof word === 'string')) {
    throw new CoreError('internal', 'The BIP-39 word list could not be read');
  }
  return words;
}
