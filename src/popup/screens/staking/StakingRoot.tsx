// Staking: my stakes and rewards, con-accounts, pending entries, pool and parameters.
import { EmptyState, PageHeader, ActingAccount, Tabs } from '../../components/ui';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { goSub, useRouteParams } from '../../lib/router';
import { ConAccountList } from './ConAccountList';
import { MyStakes } from './MyStakes';
import { PoolInfo } from './PoolInfo';
import { StakeForm } from './StakeForm';
import { Unbonding } from './Unbonding';
import { useStakingData } from './useStakingData';
import { WithdrawAddressForm, WithdrawRewards } from './Withdraw';
import type { StakeMode } from './lib';
import { t } from '../../i18n';

const TAB_IDS = ['mine', 'conaccounts', 'pending', 'info'] as const;
const tabs = () => TAB_IDS.map((id) => ({ id, label: t(`staking.tab.${id}`) }));
const STAKE_FORMS: readonly string[] = ['delegate', 'redelegate', 'undelegate'];

export function StakingRoot() {
  const { state } = useWallet();
  const account = selectedAccount(state);
  return (
    <div class="page">
      <PageHeader title={t('staking.title')} />
      <main class="page-body">
        {account ? (
          <StakingBody key={`${account.id}-${state.network.id}`} accountId={account.id} />
        ) : (
          <EmptyState title={t('staking.noAccount')} />
        )}
      </main>
    </div>
  );
}

function StakingBody({ accountId }: { accountId: string }) {
  const { state } = useWallet();
  const account = state.accounts.find((a) => a.id === accountId)!;
  const params = useRouteParams();
  const tab = TAB_IDS.some((id) => id === params.get('tab')) ? params.get('tab')! : 'mine';
  const form = params.get('form');
  const con = params.get('con') ?? '';
  const data = useStakingData(account.address, state.network.id);
  const close = (done: boolean) => {
    if (done) data.reloadAccount();
    goSub({ tab });
  };

  if (form && STAKE_FORMS.includes(form))
    return <StakeForm key={`${form}-${con}`} mode={form as StakeMode} initialCon={con} data={data} account={account} onClose={close} />;
  if (form === 'withdraw' || form === 'withdraw-all')
    return <WithdrawRewards con={form === 'withdraw' ? con : null} data={data} account={account} onClose={close} />;
  if (form === 'withdraw-address') return <WithdrawAddressForm account={account} onClose={close} />;

  return (
    <>
      <ActingAccount account={account} label={t('staking.actingLabel')} />
      {!account.canSign && <p class="warning small">{t('staking.cannotSign', { name: account.name })}</p>}
      <Tabs tabs={tabs()} active={tab} onSelect={(id) => goSub({ tab: id })} />
      {tab === 'mine' && <MyStakes data={data} canSign={account.canSign} />}
      {tab === 'conaccounts' && <ConAccountList data={data} canSign={account.canSign} />}
      {tab === 'pending' && <Unbonding data={data} />}
      {tab === 'info' && <PoolInfo data={data} networkId={state.network.id} />}
    </>
  );
}
