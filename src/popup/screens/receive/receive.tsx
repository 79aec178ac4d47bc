import { CopyButton } from '../../components/CopyButton';
import { Qr } from '../../components/Qr';
import { EmptyState, PageHeader } from '../../components/ui';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { t } from '../../i18n';
import { networkName } from '../../lib/network-name';

export function ReceivePage() {
  const { state } = useWallet();
  const account = selectedAccount(state);
  return (
    <div class="page">
      <PageHeader title={t('receive.title')} />
      <main class="page-body center">
        {!account ? (
          <EmptyState title={t('receive.noAccount')} />
        ) : (
          <>
            <p class="field-label">
              {account.name} · {networkName(state.network)}
            </p>
            <div class="qr-frame">
              <Qr text={account.address} testId={TID.receiveQr} />
            </div>
            <p class="address-full" data-testid={TID.receiveAddress}>
              {account.address}
            </p>
            <CopyButton value={account.address} label={t('receive.copy')} testId={TID.receiveCopy} />
            <p class="muted small">{t('receive.only', { chain: state.network.chainId })}</p>
          </>
        )}
      </main>
    </div>
  );
}
