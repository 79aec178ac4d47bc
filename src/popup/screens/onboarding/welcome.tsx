import type { ComponentChildren } from 'preact';
import type { WalletState } from '../../../shared/wallet-api';
import { Address } from '../../components/Address';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { t } from '../../i18n';

function StepHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  return (
    <header class="page-header">
      {onBack ? (
        <button class="icon-button" aria-label={t('ui.back')} onClick={onBack}>
          ‹
        </button>
      ) : (
        <span class="icon-spacer" />
      )}
      <h1>{title}</h1>
      <span class="icon-spacer" />
    </header>
  );
}

export function StepPage({
  title,
  onBack,
  children,
  footer,
}: {
  title: string;
  onBack?: () => void;
  children: ComponentChildren;
  footer?: ComponentChildren;
}) {
  return (
    <div class="page">
      <StepHeader title={title} onBack={onBack} />
      <main class="page-body">{children}</main>
      {footer && <footer class="page-footer">{footer}</footer>}
    </div>
  );
}

export function WelcomeStep({ onCreate, onImport, onRestore }: { onCreate(): void; onImport(): void; onRestore(): void }) {
  return (
    <div class="page welcome">
      <main class="page-body center">
        <div class="logo" aria-hidden="true">
          V
        </div>
        <h1 class="hero-title">Vaultline</h1>
        <p class="muted">{t('onboarding.tagline')}</p>
      </main>
      <footer class="page-footer stack-buttons">
        <button class="btn primary block" data-testid={TID.onboardingCreate} onClick={onCreate}>
          {t('onboarding.create')}
        </button>
        <button class="btn block" data-testid={TID.onboardingImport} onClick={onImport}>
          {t('onboarding.import')}
        </button>
        <button class="btn block" data-testid={TID.onboardingRestore} onClick={onRestore}>
          {t('backup.restore.fromFile')}
        </button>
      </footer>
    </div>
  );
}

export function DoneStep({ state }: { state: WalletState }) {
  const { setState } = useWallet();
  const first = state.accounts.find((a) => a.id === state.selectedAccountId) ?? state.accounts[0];
  return (
    <div class="page" data-testid={TID.onboardingDone}>
      <main class="page-body center">
        <div class="success-mark" aria-hidden="true">
          ✓
        </div>
        <h1 class="hero-title">{t('onboarding.done.title')}</h1>
        <p class="muted">{t('onboarding.done.body')}</p>
        {first && (
          <div class="card">
            <p class="field-label">{first.name}</p>
            <Address address={first.address} />
          </div>
        )}
      </main>
      <footer class="page-footer">
        <button class="btn primary block" data-testid={TID.onboardingFinish} onClick={() => setState(state)}>
          {t('onboarding.done.open')}
        </button>
      </footer>
    </div>
  );
}
