import { useState } from 'preact/hooks';
import type { Derivation } from '../../../core/hd';
import { DerivationChoice } from './DerivationChoice';
import { Field } from '../../components/ui';
import { extendedKeyStatus, mnemonicStatus, mnemonicWords } from './lib';
import { TID } from '../../testids';
import type { Secret } from './lib';
import { StepPage } from './welcome';
import { t } from '../../i18n';

/** `initialTab`: Add wallet opens it on the phrase or the key; `title` replaces the onboarding title. */
export function ImportStep({
  onBack,
  onContinue,
  initialTab = 'mnemonic',
  title = t('onboarding.import.title'),
}: {
  onBack(): void;
  onContinue(secret: Secret): void;
  initialTab?: 'mnemonic' | 'extended';
  title?: string;
}) {
  const [tab, setTab] = useState<'mnemonic' | 'extended'>(initialTab);
  const [phrase, setPhrase] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [keyHex, setKeyHex] = useState('');
  const [derivation, setDerivation] = useState<Derivation>('standard');
  const phraseStatus = mnemonicStatus(phrase);
  const keyStatus = extendedKeyStatus(keyHex);
  const typed = tab === 'mnemonic' ? phrase.trim() !== '' : keyHex.trim() !== '';
  const status = tab === 'mnemonic' ? phraseStatus : keyStatus;
  const submit = (event: Event) => {
    event.preventDefault();
    if (!status.valid) return;
    if (tab === 'mnemonic') {
      onContinue({
        kind: 'mnemonic',
        mnemonic: mnemonicWords(phrase).join(' '),
        ...(passphrase === '' ? {} : { passphrase }),
        derivation,
      });
    } else {
      onContinue({ kind: 'extendedKey', hex: keyStatus.hex });
    }
  };
  return (
    <StepPage title={title} onBack={onBack}>
      <div class="tabs" role="tablist">
        <button
          role="tab"
          aria-selected={tab === 'mnemonic'}
          class={tab === 'mnemonic' ? 'tab active' : 'tab'}
          onClick={() => setTab('mnemonic')}
        >
          {t('onboarding.import.phraseTab')}
        </button>
        <button
          role="tab"
          aria-selected={tab === 'extended'}
          class={tab === 'extended' ? 'tab active' : 'tab'}
          onClick={() => setTab('extended')}
        >
          {t('onboarding.import.keyTab')}
        </button>
      </div>
      <form class="form" onSubmit={submit}>
        {tab === 'mnemonic' ? (
          <>
            <Field label={t('onboarding.import.phraseLabel')}>
              <textarea
                data-testid={TID.importMnemonic}
                rows={5}
                autoComplete="off"
                autoCapitalize="off"
                spellcheck={false}
                value={phrase}
                onInput={(e) => setPhrase(e.currentTarget.value)}
              />
            </Field>
            <details class="advanced">
              <summary>{t('onboarding.import.passphrase')}</summary>
              <Field label={t('onboarding.import.passphraseLabel')} hint={t('onboarding.import.passphraseHint')}>
                <input type="password" autoComplete="off" value={passphrase} onInput={(e) => setPassphrase(e.currentTarget.value)} />
              </Field>
            </details>
            <DerivationChoice
              mnemonic={phraseStatus.valid ? mnemonicWords(phrase).join(' ') : null}
              passphrase={passphrase}
              value={derivation}
              onChange={setDerivation}
            />
          </>
        ) : (
          <Field label={t('onboarding.import.keyLabel')}>
            <textarea
              data-testid={TID.importKey}
              rows={4}
              autoComplete="off"
              spellcheck={false}
              value={keyHex}
              onInput={(e) => setKeyHex(e.currentTarget.value)}
            />
          </Field>
        )}
        <p
          class={!typed ? 'field-hint' : status.valid ? 'field-ok' : 'field-error'}
          data-testid={TID.importMnemonicStatus}
          data-valid={String(status.valid)}
          aria-live="polite"
        >
          {status.message}
        </p>
        <button class="btn primary block" data-testid={TID.importContinue} disabled={!status.valid}>
          {t('onboarding.continue')}
        </button>
      </form>
    </StepPage>
  );
}
