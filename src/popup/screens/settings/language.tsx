// Language: the browser's (default) or one chosen here; the popup re-renders in it at once.
import { useState } from 'preact/hooks';
import { LANGUAGES, browserLanguages, detectLanguage, languageChoice, t, type LanguageChoice } from '../../i18n';
import { switchLanguage } from '../../hooks/language';
import { TID } from '../../testids';

const browserLanguage = () => LANGUAGES.find((entry) => entry.id === detectLanguage(browserLanguages()))!.name;

export function LanguageSettings() {
  const [choice, setChoice] = useState<LanguageChoice>(languageChoice);
  const choose = (next: LanguageChoice) => {
    setChoice(next);
    // A chunk that cannot load (never, from the extension's own files) leaves the language as it was.
    void switchLanguage(next).catch(() => undefined);
  };
  return (
    <section class="card settings-section">
      <h2 class="section-title">{t('settings.language.title')}</h2>
      <label class="field">
        <span class="field-label">{t('language.label')}</span>
        <select data-testid={TID.settingsLanguage} value={choice} onChange={(e) => choose(e.currentTarget.value as LanguageChoice)}>
          <option value="auto">{t('language.auto', { language: browserLanguage() })}</option>
          {LANGUAGES.map((entry) => (
            <option key={entry.id} value={entry.id} lang={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
        <span class="field-hint">{t('language.hint')}</span>
      </label>
    </section>
  );
}
