// A site asks to connect: the person ticks the accounts it will see (the selected one preselected)
// and is told what the site will be able to do.
import { useEffect, useState } from 'preact/hooks';
import type { ApprovalOf } from '../../../shared/wallet-api';
import { useWallet } from '../../hooks/wallet';
import { SiteAccountPicker } from '../../components/SiteAccountPicker';
import { TID } from '../../testids';
import type { ApprovalEdits } from './edits';
import { t } from '../../i18n';
import { networkName } from '../../lib/network-name';

export function ConnectApproval({ approval, onEdits }: { approval: ApprovalOf<'connect'>; onEdits(edits: ApprovalEdits): void }) {
  const { state } = useWallet();
  // Requests queued by a version without `choices` offer the proposed account only.
  const choiceIds = approval.choices ?? (approval.accountId ? [approval.accountId] : []);
  const choices = state.accounts.filter((account) => choiceIds.includes(account.id));
  const [picked, setPicked] = useState<string[]>(approval.accountId ? [approval.accountId] : []);
  useEffect(() => {
    onEdits({ accountIds: picked, blocked: picked.length === 0 ? t('approvals.connect.none') : null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the chosen ids, compared by value; `onEdits` is the approval screen's setter for this request
  }, [picked.join(',')]);
  return (
    <>
      <section class="card">
        <SiteAccountPicker
          accounts={choices}
          picked={picked}
          onChange={setPicked}
          testId={TID.connectAccount}
          legend={t('approvals.connect.account')}
          noneText={t('approvals.connect.none')}
        />
        <p class="muted small">{t('approvals.connect.choose')}</p>
      </section>
      <section class="card">
        <h2 class="section-title">{t('approvals.connect.able')}</h2>
        <ul class="bullets">
          <li>{t('approvals.connect.see')}</li>
          <li>{t('approvals.connect.network', { name: networkName(state.network), chain: state.network.chainId })}</li>
          <li>{t('approvals.connect.ask')}</li>
        </ul>
        <p class="muted small">{t('approvals.connect.cannot')}</p>
      </section>
    </>
  );
}
