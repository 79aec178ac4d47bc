import { useState } from 'preact/hooks';
import { CopyButton } from '../../components/CopyButton';
import { HoldToReveal } from '../../components/HoldToReveal';
import { TID } from '../../testids';
import { pickConfirmPositions } from './lib';
import { StepPage } from './welcome';
import { t } from '../../i18n';

/** A new phrase (onboarding, Add wallet): the words shown, then three of them typed back. */
export function NewPhrase({ words, onBack, onConfirmed }: { words: string[]; onBack(): void; onConfirmed(mnemonic: string): void }) {
  const [positions, setPositions] = useState<number[] | null>(null);
  if (!positions)
    return (
      <CreateStep words={words} onBack={onBack} onContinue={() => setPositions(pickConfirmPositions(words.length, 3, secureRandom))} />
    );
  return (
    <ConfirmStep words={words} positions={positions} onBack={() => setPositions(null)} onConfirmed={() => onConfirmed(words.join(' '))} />
  );
}

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0]! / 2 ** 32;
}

function CreateStep({ words, onBack, onContinue }: { words: string[]; onBack(): void; onContinue(): void }) {
  const [written, setWritten] = useState(false);
  return (
    <StepPage
      title={t('onboarding.phrase.title')}
      onBack={onBack}
      footer={
        <button class="btn primary block" data-testid={TID.mnemonicContinue} disabled={!written} onClick={onContinue}>
          {t('onboarding.continue')}
        </button>
      }
    >
      <p class="warning">{t('onboarding.phrase.warning', { count: words.length })}</p>
      <HoldToReveal>
        <ol class="word-grid">
          {words.map((word, i) => (
            <li key={i}>
              <span class="word-index">{i + 1}</span>
              <span data-testid={TID.mnemonicWord(i + 1)}>{word}</span>
            </li>
          ))}
        </ol>
      </HoldToReveal>
      <div class="row-between">
        <CopyButton value={words.join(' ')} label={t('onboarding.phrase.copy')} secret />
      </div>
      <label class="checkbox">
        <input type="checkbox" data-testid={TID.mnemonicWritten} checked={written} onChange={(e) => setWritten(e.currentTarget.checked)} />
        <span>{t('onboarding.phrase.written')}</span>
      </label>
    </StepPage>
  );
}

function ConfirmStep({
  words,
  positions,
  onBack,
  onConfirmed,
}: {
  words: string[];
  positions: number[];
  onBack(): void;
  onConfirmed(): void;
}) {
  const [answers, setAnswers] = useState<string[]>(positions.map(() => ''));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    const wrong = positions.find((pos, i) => (answers[i] ?? '').trim().toLowerCase() !== words[pos - 1]);
    if (wrong !== undefined) {
      setError(t('onboarding.confirm.mismatch', { number: wrong }));
      return;
    }
    onConfirmed();
  };
  const complete = answers.every((a) => a.trim() !== '');
  return (
    <StepPage title={t('onboarding.confirm.title')} onBack={onBack}>
      <form class="form" onSubmit={submit}>
        <p class="muted">{t('onboarding.confirm.intro')}</p>
        {positions.map((pos, i) => (
          <label class="field" key={pos}>
            <span class="field-label">{t('onboarding.confirm.word', { number: pos })}</span>
            <input
              data-testid={TID.confirmWord(i + 1)}
              data-word-number={pos}
              autoComplete="off"
              autoCapitalize="off"
              spellcheck={false}
              value={answers[i]}
              onInput={(e) => {
                const next = [...answers];
                next[i] = e.currentTarget.value;
                setAnswers(next);
                setError(null);
              }}
            />
          </label>
        ))}
        {error && (
          <p class="field-error" role="alert" data-testid={TID.errorMessage}>
            {error}
          </p>
        )}
        <button class="btn primary block" data-testid={TID.confirmSubmit} disabled={!complete}>
          {t('onboarding.confirm.submit')}
        </button>
      </form>
    </StepPage>
  );
}
