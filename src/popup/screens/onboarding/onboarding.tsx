// First run: welcome → create (show words, confirm three) or import → password → done.
import { useState } from 'preact/hooks';
import type { WalletState } from '../../../shared/wallet-api';
import { CreateStep, ConfirmStep } from './create';
import { ImportStep } from './import';
import { PasswordStep } from './password';
import { DoneStep, WelcomeStep } from './welcome';
import { generateMnemonic } from '../../../core/hd';
import { pickConfirmPositions, type Secret } from './lib';


type Step =
  | { name: 'welcome' }
  | { name: 'create'; words: string[] }
  | { name: 'confirm'; words: string[]; positions: number[] }
  | { name: 'import' }
  | { name: 'password'; secret: Secret; back: Step }
  | { name: 'done'; state: WalletState };

export function OnboardingPage() {
  const [step, setStep] = useState<Step>({ name: 'welcome' });
  switch (step.name) {
    case 'welcome':
      return <WelcomeStep onCreate={() => setStep({ name: 'create', words: generateMnemonic().split(' ') })} onImport={() => setStep({ name: 'import' })} />;
    case 'create':
      return <CreateStep words={step.words} onBack={() => setStep({ name: 'welcome' })} onContinue={() => setStep({ name: 'confirm', words: step.words, positions: pickConfirmPositions(step.words.length, 3, secureRandom) })} />;
    case 'confirm':
      return (
        <ConfirmStep
          words={step.words}
          positions={step.positions}
          onBack={() => setStep({ name: 'create', words: step.words })}
          onConfirmed={() => setStep({ name: 'password', secret: { kind: 'mnemonic', mnemonic: step.words.join(' ') }, back: { name: 'create', words: step.words } })}
        />
      );
    case 'import':
      return <ImportStep onBack={() => setStep({ name: 'welcome' })} onContinue={(secret) => setStep({ name: 'password', secret, back: { name: 'import' } })} />;
    case 'password':
      return <PasswordStep secret={step.secret} onBack={() => setStep(step.back)} onDone={(state) => setStep({ name: 'done', state })} />;
    case 'done':
      return <DoneStep state={step.state} />;
  }
}

export function secureRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0]! / 2 ** 32;
}
