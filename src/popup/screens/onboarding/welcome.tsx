import type { ComponentChildren } from 'preact';
import type { WalletState } from '../../../shared/wallet-api';
import { Address } from '../../components/Address';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';

export function StepHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  return (
    <header class="page-header">
      {onBack ? <button class="icon-button" aria-label="Back" onClick={onBack}>‹</button> : <span class="icon-spacer" />}
      <h1>{title}</h1>
      <span class="icon-spacer" />
    </header>
  );
}

export function StepPage({ title, onBack, children, footer }: { title: string; onBack?: () => void; children: ComponentChildren; footer?: ComponentChildren }) {
  return (
    <div class="page">
      <StepHeader title={title} onBack={onBack} />
      <main class="page-body">{children}</main>
      {footer && <footer class="page-footer">{footer}</footer>}
    </div>
  );
}

export function WelcomeStep({ onCreate, onImport }: { onCreate(): void; onImport(): void }) {
  return (
    <div class="page welcome">
      <main class="page-body center">
        <div class="logo" aria-hidden="true">V</div>
        <h1 class="hero-title">Vaultline</h1>
        <p class="muted">A wallet for the GT ledger: transfers, staking, tokens and vault accounts.</p>
      </main>
      <footer class="page-footer stack-buttons">
        <button class="btn primary block" data-testid={TID.onboardingCreate} onClick={onCreate}>Create a new wallet</button>
        <button class="btn block" data-testid={TID.onboardingImport} onClick={onImport}>Import an existing wallet</button>
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
        <div class="success-mark" aria-hidden="true">✓</div>
        <h1 class="hero-title">Your wallet is ready</h1>
        <p class="muted">Keep your recovery phrase safe: it is the only way to restore this wallet.</p>
        {first && (
          <div class="card">
            <p class="field-label">{first.name}</p>
            <Address address={first.address} />
          </div>
        )}
      </main>
      <footer class="page-footer">
        <button class="btn primary block" data-testid={TID.onboardingFinish} onClick={() => setState(state)}>Open wallet</button>
      </footer>
    </div>
  );
}
