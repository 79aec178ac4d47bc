// First run: welcome → create (show words, confirm three) or import → password → done; or restore a backup file → done.
import { useState } from 'preact/hooks';
import type { WalletState } from '../../../shared/wallet-api';
import { NewPhrase } from './create';
import { ImportStep } from './import';
import { PasswordStep } from './password';
import { DoneStep, StepPage, WelcomeStep } from './welcome';
import { RestoreForm } from '../backup/RestoreForm';
import { t } from '../../i18n';
import { generateMnemonic } from '../../../core/hd';
import type { Secret } from './lib';

type Step =
  | { name: 'welcome' }
  | { name: 'create'; words: string[] }
  | { name: 'import' }
  | { name: 'restore' }
  | { name: 'password'; secret: Secret; back: Step }
  | { name: 'done'; state: WalletState };

export function OnboardingPage() {
  const [step, setStep] = useState<Step>({ name: 'welcome' });
  switch (step.name) {
    case 'welcome':
      return (
        <WelcomeStep
          onCreate={() => setStep({ name: 'create', words: generateMnemonic().split(' ') })}
          onImport={() => setStep({ name: 'import' })}
          onRestore={() => setStep({ name: 'restore' })}
        />
      );
    case 'create':
      return (
        <NewPhrase
          words={step.words}
          onBack={() => setStep({ name: 'welcome' })}
          onConfirmed={(mnemonic) =>
            setStep({ name: 'password', secret: { kind: 'mnemonic', mnemonic }, back: { name: 'create', words: step.words } })
          }
        />
      );
    case 'import':
      return (
        <ImportStep
          onBack={() => setStep({ name: 'welcome' })}
          onContinue={(secret) => setStep({ name: 'password', secret, back: { name: 'import' } })}
        />
      );
    case 'restore':
      return (
        <StepPage title={t('backup.restore.title')} onBack={() => setStep({ name: 'welcome' })}>
          <RestoreForm replace={false} onRestored={(result) => setStep({ name: 'done', state: result.state })} />
        </StepPage>
      );
    case 'password':
      return <PasswordStep secret={step.secret} onBack={() => setStep(step.back)} onDone={(state) => setStep({ name: 'done', state })} />;
    case 'done':
      return <DoneStep state={step.state} />;
  }
}
