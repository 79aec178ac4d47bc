// The vaults page: my vaults, vaults my accounts guard, incoming revocable transfers.
import type { AccountView } from '../../../shared/wallet-api';
import { EmptyState, ErrorBox, Section } from '../../components/ui';
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
import { STATUS_LABEL, vaultStatus } from './lib';
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
        <span class="f-stat-label">Vault accounts</span>
        <p class="small">Every transfer out of a vault waits a delay you choose and can be revoked until then. Revoked funds go to a retrieval account you trust, which can also sweep the vault after its clearing height.</p>
        <div class="row-buttons f-buttons">
          <button class="btn primary" onClick={() => goSub({ view: 'create' })}>Create a vault</button>
          <button class="btn" onClick={() => goSub({ view: 'multisig' })}>Multisig</button>
        </div>
      </section>

      <Section title="My vaults">
        {vaults.length === 0 && <EmptyState title="No vaults yet">Create one to keep savings behind a revocable delay.</EmptyState>}
        {vaults.map((vault) => <VaultCard key={vault.id} account={vault} clock={clock} networkId={state.network.id} />)}
      </Section>

      <GuardedSection guards={guards} networkId={state.network.id} />

      {current && current.kind !== 'vault' && <PendingIncomingList address={current.address} title={`Incoming to ${current.name}`} clock={clock} />}
    </>
  );
}

function VaultCard({ account, clock, networkId }: { account: AccountView; clock: BlockClock; networkId: string }) {
  const facts = useAsync(async () => accountFacts(await ledger.account(account.address)), [account.address, networkId]);
  const status = facts.data ? vaultStatus(facts.data, clock.height) : null;
  const gt = facts.data ? amountOf(facts.data.tokens, NANOGT) : 0n;
  return (
    <button class="f-row-card f-clickable" data-address={account.address} data-status={status ?? 'loading'} onClick={() => goSub({ view: 'vault', address: account.address })}>
      <div class="row-between">
        <span class="f-con-name"><span class="avatar small" aria-hidden="true">V</span>{account.name}</span>
        <span class="amount" data-nanogt={gt.toString()}>{facts.data ? gtText(gt) : '…'}</span>
      </div>
      <div class="row-between">
        <code class="muted small">{vaultForm(account.address).slice(0, 14)}…{account.address.slice(-6)}</code>
        {status && <span class={status === 'active' ? 'status ok' : status === 'clearable' ? 'status pending' : 'status neutral'}>{STATUS_LABEL[status]}</span>}
      </div>
      {facts.data && facts.data.sent.length > 0 && <span class="small muted">{facts.data.sent.length} transfer{facts.data.sent.length === 1 ? '' : 's'} still revocable</span>}
      {facts.error && <span class="field-error">{facts.error}</span>}
    </button>
  );
}

function GuardedSection({ guards, networkId }: { guards: AccountView[]; networkId: string }) {
  const guarded = useAsync(async () => {
    const rows = await Promise.all(guards.map(async (account) => ({ account, vaults: accountFacts(await ledger.account(account.address)).guardedVaults })));
    return rows.filter((row) => row.vaults.length > 0);
  }, [guards.map((g) => g.address).join(','), networkId]);
  if (!guarded.data && !guarded.error) return null;
  if (guarded.error) return <ErrorBox message={`Vaults guarded by my accounts: ${guarded.error}`} onRetry={guarded.reload} />;
  if (!guarded.data || guarded.data.length === 0) return null;
  return (
    <Section title="Vaults I guard">
      <p class="muted small">These accounts are the retrieval account of other vaults: they receive revoked transfers and can clear the vaults.</p>
      {guarded.data.map(({ account, vaults }) => (
        <button key={account.id} class="f-row-card f-clickable" data-testid={TID.guardCard} data-address={account.address} data-count={String(vaults.length)} onClick={() => goSub({ view: 'guard', address: account.address })}>
          <div class="row-between">
            <span class="f-con-name">{account.name}</span>
            <span class="badge">{vaults.length} vault{vaults.length === 1 ? '' : 's'}</span>
          </div>
          <code class="muted small">{shortAddr(account.address)}</code>
        </button>
      ))}
    </Section>
  );
}
