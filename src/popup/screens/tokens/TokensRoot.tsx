// Tokens: every token on the ledger with the account's balance; issue; per-token actions.
import { EmptyState, PageHeader, ActingAccount, Tabs } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { ledger } from '../../lib/ledger';
import { goSub, useRouteParams } from '../../lib/router';
import { IssueForm } from './IssueForm';
import { tokenRows } from './lib';
import { TokenDetail } from './TokenDetail';
import { TokenList } from './TokenList';
import { t } from '../../i18n';

const tabs = () => [
  { id: 'all', label: t('tokens.tab.all') },
  { id: 'issue', label: t('tokens.tab.issue') },
];

export function TokensRoot() {
  const { state } = useWallet();
  const account = selectedAccount(state);
  return (
    <div class="page">
      <PageHeader title={t('tokens.title')} />
      <main class="page-body">
        {account ? (
          <TokensBody key={`${account.id}-${state.network.id}`} accountId={account.id} />
        ) : (
          <EmptyState title={t('tokens.noAccount')} />
        )}
      </main>
    </div>
  );
}

function TokensBody({ accountId }: { accountId: string }) {
  const { state } = useWallet();
  const account = state.accounts.find((a) => a.id === accountId)!;
  const params = useRouteParams();
  const tab = params.get('tab') === 'issue' ? 'issue' : 'all';
  const symbol = params.get('symbol');
  const tokens = useAsync(() => ledger.tokens(), [state.network.id]);
  const balance = useAsync(() => ledger.balance(account.address), [account.address, state.network.id]);
  const rows = tokenRows(tokens.data ?? [], balance.data ?? [], account.address);
  const reload = () => {
    tokens.reload();
    balance.reload();
  };

  if (symbol) {
    const row = rows.find((r) => r.symbol === symbol);
    return (
      <TokenDetail
        symbol={symbol}
        row={row}
        loading={tokens.loading || balance.loading}
        error={tokens.error ?? balance.error}
        account={account}
        balances={balance.data ?? []}
        balanceRead={balance}
        action={params.get('action')}
        reload={reload}
      />
    );
  }
  return (
    <>
      <ActingAccount account={account} />
      <Tabs tabs={tabs()} active={tab} onSelect={(id) => goSub({ tab: id })} />
      {tab === 'all' && <TokenList rows={rows} tokens={tokens} balance={balance} />}
      {tab === 'issue' && <IssueForm account={account} balances={balance.data} balanceError={balance.error} onIssued={reload} />}
    </>
  );
}
