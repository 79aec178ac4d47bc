// The vaults page: my vaults, vaults my accounts guard, incoming revocable transfers.
import type { AccountView } from '../../../shared/wallet-api';
import { EmptyState, ErrorBox, Section, Unknown } from '../../components/ui';
import { splitDetails } from '../../lib/api';
import { useAsync } from '../../hooks/data';
import { amountOf, gtText, shortAddr } from '../../lib/format';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { accountFacts } from '../../lib/account-facts';
import { vaultForm } from '../../lib/accounts';
import { ledger } from '../../lib/ledger';
import { goSub } from '../../lib/router';
import { useBlockClock, type BlockClock } from '../../hooks/useBlockClock';
import { NANOGT } from '../../../core/amount';
import { TID } from '../../testids';
import { statusLabel, vaultStatus } from './lib';
import { t } from '../../i18n';
import { PendingIncomingList } from './PendingIncoming';

export function VaultOverview() {
  const { state } = useWallet();
  const clock = useBlockClock(6000);
  const vaults = state.accounts.filter((a) => a.kind === 'vault');
  const guards = state.accounts.filter((a) => a.kind !== 'vault');
  const current = selectedAccount(state);
  return (
    <>
      <section class="f-hero">
        <span class="f-stat-label">{t('vault.overview.heading')}</span>
        <p class="small">{t('vault.overview.intro')}</p>
        <div class="row-buttons f-buttons">
          <button class="btn primary" onClick={() => goSub({ view: 'create' })}>
            {t('vault.overview.create')}
          </button>
          <button class="btn" onClick={() => goSub({ view: 'multisig' })}>
            {t('vault.overview.multisig')}
          </button>
        </div>
      </section>

      <Section title={t('vault.mine.title')}>
        {vaults.length === 0 && <EmptyState title={t('vault.mine.empty.title')}>{t('vault.mine.empty.body')}</EmptyState>}
        {vaults.map((vault) => (
          <VaultCard key={vault.id} account={vault} clock={clock} networkId={state.network.id} />
        ))}
      </Section>

      <GuardedSection guards={guards} networkId={state.network.id} />

      {current && current.kind !== 'vault' && (
        <PendingIncomingList address={current.address} title={t('vault.incomingTo', { name: current.name })} clock={clock} />
      )}
    </>
  );
}

function VaultCard({ account, clock, networkId }: { account: AccountView; clock: BlockClock; networkId: string }) {
  const facts = useAsync(async () => accountFacts(await ledger.account(account.address)), [account.address, networkId]);
  const status = facts.data ? vaultStatus(facts.data, clock.height) : null;
  const gt = facts.data ? amountOf(facts.data.tokens, NANOGT) : 0n;
  return (
    <button
      class="f-row-card f-clickable"
      data-address={account.address}
      data-status={status ?? 'loading'}
      onClick={() => goSub({ view: 'vault', address: account.address })}
    >
      <div class="row-between">
        <span class="f-con-name">
          <span class="avatar small" aria-hidden="true">
            V
          </span>
          {account.name}
        </span>
        {facts.error ? (
          <span class="amount">
            <Unknown last={facts.data ? gtText(gt) : undefined} readAt={facts.readAt} />
          </span>
        ) : (
          <span class="amount" data-nanogt={gt.toString()}>
            {facts.data ? gtText(gt) : '…'}
          </span>
        )}
      </div>
      <div class="row-between">
        <code class="muted small">
          {vaultForm(account.address).slice(0, 14)}…{account.address.slice(-6)}
        </code>
        {status && (
          <span class={status === 'active' ? 'status ok' : status === 'clearable' ? 'status pending' : 'status neutral'}>
            {statusLabel(status)}
          </span>
        )}
      </div>
      {facts.data && facts.data.sent.length > 0 && (
        <span class="small muted">{t('vault.card.revocable', { count: facts.data.sent.length })}</span>
      )}
      {facts.error && <span class="field-error">{splitDetails(facts.error).sentence}</span>}
    </button>
  );
}

function GuardedSection({ guards, networkId }: { guards: AccountView[]; networkId: string }) {
  const guarded = useAsync(async () => {
    const rows = await Promise.all(
      guards.map(async (account) => ({ account, vaults: accountFacts(await ledger.account(account.address)).guardedVaults })),
    );
    return rows.filter((row) => row.vaults.length > 0);
  }, [guards.map((g) => g.address).join(','), networkId]);
  if (!guarded.data && !guarded.error) return null;
  if (guarded.error) return <ErrorBox message={t('vault.guarded.error', { error: guarded.error })} onRetry={guarded.reload} />;
  if (!guarded.data || guarded.data.length === 0) return null;
  return (
    <Section title={t('vault.guarded.title')}>
      <p class="muted small">{t('vault.guarded.intro')}</p>
      {guarded.data.map(({ account, vaults }) => (
        <button
          key={account.id}
          class="f-row-card f-clickable"
          data-testid={TID.guardCard}
          data-address={account.address}
          data-count={String(vaults.length)}
          onClick={() => goSub({ view: 'guard', address: account.address })}
        >
          <div class="row-between">
            <span class="f-con-name">{account.name}</span>
            <span class="badge">{t('vault.guarded.count', { count: vaults.length })}</span>
          </div>
          <code class="muted small">{shortAddr(account.address)}</code>
        </button>
      ))}
    </Section>
  );
}
