import type { ApprovalView } from '../../../shared/wallet-api';
import { useWallet } from '../../hooks/wallet';
import { AccountLine, approvalAccount } from './signer';
import { t } from '../../i18n';

export function ConnectApproval({ approval }: { approval: ApprovalView }) {
  const { state } = useWallet();
  const account = approvalAccount(approval, state);
  return (
    <>
      <section class="card">
        <h2 class="section-title">{t('approvals.connect.account')}</h2>
        <AccountLine account={account} fallbackId={approval.accountId} />
        <p class="muted small">{t('approvals.connect.switch')}</p>
      </section>
      <section class="card">
        <h2 class="section-title">{t('approvals.connect.able')}</h2>
        <ul class="bullets">
          <li>{t('approvals.connect.see')}</li>
          <li>{t('approvals.connect.network', { name: state.network.name, chain: state.network.chainId })}</li>
          <li>{t('approvals.connect.ask')}</li>
        </ul>
        <p class="muted small">{t('approvals.connect.cannot')}</p>
      </section>
    </>
  );
}
