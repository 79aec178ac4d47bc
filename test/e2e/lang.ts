// The language of this e2e run: English unless VAULTLINE_E2E_LANG names another of the popup's
// languages (e.g. zh-CN), in which case every harness starts its browser in that language and
// tests read the text they expect through `tr`, from the same catalogues the popup uses (all of
// them at once here: the popup loads its areas on demand, Node has every file at hand).
import '../../src/popup/i18n/all';
import { LANGUAGES, translate, type Language, type MessageKey, type Params } from '../../src/popup/i18n';

function fromEnv(value: string | undefined): Language {
  if (!value) return 'en';
  const found = LANGUAGES.find((language) => language.id === value);
  if (!found) throw new Error(`VAULTLINE_E2E_LANG=${value}: not one of ${LANGUAGES.map((l) => l.id).join(', ')}`);
  return found.id;
}

export const E2E_LANGUAGE: Language = fromEnv(process.env.VAULTLINE_E2E_LANG);

/** The popup's text for `key` in this run's language, placeholders filled as the popup fills them. */
export function tr(key: MessageKey, params?: Params): string {
  return translate(E2E_LANGUAGE, key, params);
}
