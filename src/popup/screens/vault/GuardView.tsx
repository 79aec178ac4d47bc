// The retrieval (security) account's view: the vaults it guards, clearing them once their
// clearing height is reached, and undelegating their stakes.
import { useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import { Address } from '../../components/Address';
import { EmptyState, ErrorBox, Loading, ActingAccount } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { accountFacts, clearingState, type AccountFacts } from '../../lib/account-facts';
import { accountFor, vaultForm } from '../../lib/accounts';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { ledger } from '../../lib/ledger';
import { goSub } from '../../lib/router';
import { useBlockClock } from '../../hooks/useBlockClock';
import { totalDelegated } from '../staking/lib';
import { TID } from '../../testids';
import { etaText } from './lib';
import { amountOf, gtText } from '../../lib/format';

interface GuardedVault { address: string; facts: AccountFacts; staked: bigint }

export function GuardView({ address }: { address: string }) {
  const { state } = useWallet();
  const guard = accountFor(state.accounts, address);
  const clock = useBlockClock(4000);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState<{ msg: Msg; title: string; notes: string } | null>(null);
  const vaults = useAsync(async (): Promise<GuardedVault[]> => {
    const own = accountFacts(await ledger.account(address));
    return Promise.all(own.guardedVaults.map(async (vault) => ({
      address: vault,
      facts: accountFacts(await ledger.account(vault)),
      staked: totalDelegated(await ledger.delegations(vault)),
    })));
  }, [address, state.network.id, clock.height]);

  if (draft && guard) {
    return <ConfirmTx title={draft.title} signer={guard} msgs={[draft.msg]} notes={draft.notes} onCancel={() => setDraft(null)} onDone={() => { setDraft(null); setSelected(new Set()); vaults.reload(); }} doneTitle="Done" />;
  }

  const list = vaults.data ?? [];
  const height = clock.height;
  const clearableAt = (v: GuardedVault) => clearingState(v.facts, height).inForce;
  const movingTo = (v: GuardedVault) => clearingState(v.facts, height).pending;
  const isClearable = (v: GuardedVault) => height !== null && clearableAt(v) !== null && height >= clearableAt(v)!;
  const chosen = list.filter((v) => selected.has(v.address));
  const waiting = chosen.filter((v) => !isClearable(v));
  const canSign = Boolean(guard?.canSign);
  const toggle = (vault: string) => setSelected((previous) => {
    const next = new Set(previous);
    if (next.has(vault)) next.delete(vault); else next.add(vault);
    return next;
  });
  const clear = (targets: GuardedVault[]) => setDraft({
    title: targets.length === 1 ? 'Clear vault' : `Clear ${targets.length} vaults`,
    msg: { type: 'MsgClearVaultAccount', value: { from_address: toGt1(address), vault_address: targets.map((v) => toGt1(v.address)) } },
    notes: `Sweeps ${gtText(targets.reduce((sum, v) => sum + amountOf(v.facts.tokens, NANOGT), 0n))} (and any transferable tokens) into this account, and cancels the vaults' pending outgoing transfers into it too.`,
  });
  const undelegate = (targets: GuardedVault[]) => setDraft({
    title: 'Undelegate vault stakes',
    msg: { type: 'MsgUndelegateByRetrievalAccount', value: { security_address: toGt1(address), delegator_address: targets.map((v) => toGt1(v.address)) } },
    notes: `Undelegates every stake of ${targets.length === 1 ? 'this vault' : `these ${targets.length} vaults`} (${gtText(targets.reduce((sum, v) => sum + v.staked, 0n))}). The principal returns to the vaults after the undelegating time.`,
  });

  return (
    <>
      {guard ? <ActingAccount account={guard} label="Retrieval account" /> : <Address address={address} />}
      {!canSign && <p class="muted small">This wallet cannot sign for this account: you can follow its vaults only.</p>}
      {vaults.data === undefined && !vaults.error && <Loading label="Reading guarded vaults…" />}
      {vaults.error && <ErrorBox message={vaults.error} onRetry={vaults.reload} />}
      {vaults.data && list.length === 0 && <EmptyState title="No vaults">No vault names this account as its retrieval account.</EmptyState>}
      {list.map((v) => {
        const at = clearableAt(v);
        const ready = isClearable(v);
        const gt = amountOf(v.facts.tokens, NANOGT);
        return (
          <div key={v.address} class="f-row-card" data-testid={TID.guardVaultRow} data-address={v.address} data-clearable={String(ready)}>
            <label class="f-select-row">
              <input type="checkbox" checked={selected.has(v.address)} onChange={() => toggle(v.address)} />
              <span class="stack" style={{ flex: 1, minWidth: 0 }}>
                <span class="row-between">
                  <strong>{accountFor(state.accounts, v.address)?.name ?? 'Vault'}</strong>
                  <span class="amount" data-testid={TID.guardVaultBalance} data-nanogt={gt.toString()}>{gtText(gt)}</span>
                </span>
                <code class="muted small">{vaultForm(v.address, v.facts.accountType === 3).slice(0, 16)}…{v.address.slice(-6)}</code>
                <span class="small" data-height={at === null ? '' : String(at)}>
                  Clearing height {at === null ? 'unknown' : at.toLocaleString()}
                  {at !== null && height !== null && (ready ? <span class="status ok"> reached</span> : <span class="muted"> — in {etaText(at - height, clock.secondsPerBlock)}</span>)}
                  {movingTo(v) && <span class="muted"><br />Moving to {movingTo(v)!.height.toLocaleString()} from block {movingTo(v)!.from.toLocaleString()}.</span>}
                </span>
                {!ready && <span class="small warning">Clearable at block {at === null ? '?' : at.toLocaleString()}: the clear button waits until then.</span>}
                <span class="small muted" data-testid={TID.guardVaultStaked} data-nanogt={v.staked.toString()}>Staked {gtText(v.staked)} · {v.facts.sent.length} pending transfer{v.facts.sent.length === 1 ? '' : 's'}</span>
              </span>
            </label>
            <div class="f-actions">
              {ready ? (
                <button class="btn small primary" disabled={!canSign} onClick={() => clear([v])}>Clear</button>
              ) : (
                <button class="btn small" disabled title={at === null ? '' : `Clearable from block ${at}`}>Clear</button>
              )}
              <button class="btn small" data-testid={TID.guardUndelegate} disabled={!canSign || v.staked === 0n} onClick={() => undelegate([v])}>Undelegate</button>
              <button class="btn small" onClick={() => goSub({ view: 'vault', address: v.address })}>Open</button>
            </div>
          </div>
        );
      })}
      {chosen.length > 1 && (
        <div class="row-buttons f-buttons sticky-actions">
          <button class="btn primary" disabled={!canSign || waiting.length > 0} onClick={() => clear(chosen)}>
            {waiting.length > 0 ? `Wait: ${waiting.length} not clearable yet` : `Clear ${chosen.length} vaults`}
          </button>
          <button class="btn" disabled={!canSign || chosen.every((v) => v.staked === 0n)} onClick={() => undelegate(chosen)}>Undelegate {chosen.length}</button>
        </div>
      )}
    </>
  );
}
