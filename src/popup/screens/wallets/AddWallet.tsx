// Add wallet: a new phrase (shown, then three words confirmed), an imported phrase, or one private
// key, then a name. No password step: the keyring already has one.
import { useState } from 'preact/hooks';
import { generateMnemonic } from '../../../core/hd';
import { callWallet } from '../../lib/api';
import { Field } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { navigate } from '../../lib/router';
import { t } from '../../i18n';
import { TID } from '../../testids';
import { NewPhrase } from '../onboarding/create';
import { ImportStep } from '../onboarding/import';
import type { Secret } from '../onboarding/lib';
import { StepPage } from '../onboarding/welcome';
import { translated } from './lib';
import { firstAccountName } from '../../lib/default-names';

type Step =
  | { name: 'choose' }
  | { name: 'create'; words: string[] }
  | { name: 'import'; tab: 'mnemonic' | 'extended' }
  | { name: 'name'; secret: Secret; back: Step };

export function AddWallet({ onBack }: { onBack(): void }) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  switch (step.name) {
    case 'choose':
      return <ChooseStep onBack={onBack} onPick={setStep} />;
    case 'create':
      return (
        <NewPhrase
          words={step.words}
          onBack={() => setStep({ name: 'choose' })}
          onConfirmed={(mnemonic) => setStep({ name: 'name', secret: { kind: 'mnemonic', mnemonic }, back: step })}
        />
      );
    case 'import':
      return (
        <ImportStep
          title={t('wallets.add.title')}
          initialTab={step.tab}
          onBack={() => setStep({ name: 'choose' })}
          onContinue={(secret) => setStep({ name: 'name', secret, back: step })}
        />
      );
    case 'name':
      return <NameStep secret={step.secret} onBack={() => setStep(step.back)} />;
  }
}

function ChooseStep({ onBack, onPick }: { onBack(): void; onPick(step: Step): void }) {
  return (
    <StepPage title={t('wallets.add.title')} onBack={onBack}>
      <p class="muted">{t('wallets.add.intro')}</p>
      <div class="stack-buttons">
        <button
          class="btn primary block"
          data-testid={TID.addWalletCreate}
          onClick={() => onPick({ name: 'create', words: generateMnemonic().split(' ') })}
        >
          {t('wallets.add.create')}
        </button>
        <button class="btn block" data-testid={TID.addWalletImport} onClick={() => onPick({ name: 'import', tab: 'mnemonic' })}>
          {t('wallets.add.importPhrase')}
        </button>
        <button class="btn block" data-testid={TID.addWalletKey} onClick={() => onPick({ name: 'import', tab: 'extended' })}>
          {t('wallets.add.importKey')}
        </button>
      </div>
    </StepPage>
  );
}

function NameStep({ secret, onBack }: { secret: Secret; onBack(): void }) {
  const { state, setState } = useWallet();
  const [name, setName] = useState(t('wallets.add.defaultName', { number: state.wallets.length + 1 }));
  const action = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    void action.run(() =>
      translated(async () => {
        setState(
          await callWallet('wallet_addWallet', {
            secret,
            name: name.trim() || undefined,
            accountName: firstAccountName(secret.kind, state.accounts),
          }),
        );
        navigate('/');
      }),
    );
  };
  return (
    <StepPage title={t('wallets.add.nameTitle')} onBack={onBack}>
      <form class="form" onSubmit={submit}>
        <Field label={t('wallets.add.nameLabel')} hint={t('wallets.add.nameHint')}>
          <input data-testid={TID.addWalletName} maxLength={40} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </Field>
        {action.error && (
          <p class="field-error" role="alert" data-testid={TID.addWalletError}>
            {action.error}
          </p>
        )}
        <button class="btn primary block" data-testid={TID.addWalletSubmit} disabled={action.busy}>
          {t('wallets.add.submit')}
        </button>
      </form>
    </StepPage>
  );
}
