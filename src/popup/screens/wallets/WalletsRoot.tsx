// Settings → Wallets (#/wallets): every wallet with its accounts, and Add wallet (#/wallets?view=add).
// A secret or removal opens as a panel in this page's memory, so leaving the page forgets it.
import { useState } from 'preact/hooks';
import { PageHeader } from '../../components/ui';
import { useWallet } from '../../hooks/wallet';
import { navigate, useRouteParams } from '../../lib/router';
import { t } from '../../i18n';
import { TID } from '../../testids';
import { AddWallet } from './AddWallet';
import { WalletCard, type Panel } from './WalletCard';
import { ExportKeyPanel, RevealPhrasePanel } from './SecretPanels';
import { RemoveAccountPanel, RemoveWalletPanel } from './RemovePanels';
import { groupAccounts } from '../../lib/wallet-groups';

export function WalletsRoot() {
  const params = useRouteParams();
  if (params.get('view') === 'add') return <AddWallet onBack={() => navigate('/wallets')} />;
  return <WalletsPage />;
}

function WalletsPage() {
  const { state } = useWallet();
  const [panel, setPanel] = useState<Panel | null>(null);
  const close = () => setPanel(null);
  if (panel) {
    switch (panel.kind) {
      case 'reveal':
        return <RevealPhrasePanel wallet={panel.wallet} onClose={close} />;
      case 'export':
        return <ExportKeyPanel account={panel.account} onClose={close} />;
      case 'removeAccount':
        return <RemoveAccountPanel account={panel.account} wallet={panel.wallet} onClose={close} />;
      case 'removeWallet':
        return <RemoveWalletPanel wallet={panel.wallet} onClose={close} />;
    }
  }
  return (
    <div class="page">
      <PageHeader title={t('wallets.page.title')} back="/settings" />
      <main class="page-body">
        <p class="muted">{t('wallets.page.intro')}</p>
        {groupAccounts(state).map((group) => (
          <WalletCard key={group.wallet?.id ?? 'multisig'} group={group} onPanel={setPanel} />
        ))}
        <button class="btn primary block" data-testid={TID.walletsAdd} onClick={() => navigate('/wallets', { view: 'add' })}>
          {t('wallets.menu.addWallet')}
        </button>
      </main>
    </div>
  );
}
