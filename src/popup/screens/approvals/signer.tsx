import type { AccountView, ApprovalView, WalletState } from '../../../shared/wallet-api';
import { Address } from '../../components/Address';
import { selectedAccount } from '../../hooks/wallet';
import { t } from '../../i18n';

export function approvalAccount(approval: ApprovalView, state: WalletState): AccountView | null {
  if (approval.accountId) return state.accounts.find((a) => a.id === approval.accountId) ?? null;
  return selectedAccount(state);
}

export function AccountLine({ account, fallbackId, testId }: { account: AccountView | null; fallbackId?: string; testId?: string }) {
  if (!account)
    return (
      <span class="warning" data-testid={testId}>
        {t('approvals.unknownAccount', { id: fallbackId ?? '' })}
      </span>
    );
  return (
    <span class="account-line" data-testid={testId} data-account-id={account.id} data-address={account.address}>
      <span class="account-line-name">{account.name}</span>
      <Address address={account.address} />
    </span>
  );
}
