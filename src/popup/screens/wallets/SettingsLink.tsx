// Settings' way to Settings → Wallets: how many wallets there are, and the link.
import { useWallet } from '../../hooks/wallet';
import { navigate } from '../../lib/router';
import { t } from '../../i18n';
import { TID } from '../../testids';

export function WalletsSettingsLink() {
  const { state } = useWallet();
  return (
    <section class="card settings-section">
      <h2 class="section-title">{t('wallets.settings.title')}</h2>
      <div class="row-between">
        <span>{t('wallets.settings.summary', { count: state.wallets.length })}</span>
        <button class="btn small" data-testid={TID.settingsWallets} onClick={() => navigate('/wallets')}>
          {t('wallets.settings.open')}
        </button>
      </div>
    </section>
  );
}
