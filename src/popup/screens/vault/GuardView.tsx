// The retrieval (security) account's view: the vaults it guards, clearing them once their
// clearing height is reached, and undelegating their stakes.
import { useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import { makeMsg } from '../../../core/messages/typed';
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
import { amountOf, gtText, heightText } from '../../lib/format';
import { t } from '../../i18n';

interface GuardedVault {
  address: string;
  facts: AccountFacts;
  staked: bigint;
}

export function GuardView({ address }: { address: string }) {
  const { state } = useWallet();
  const guard = accountFor(state.accounts, address);
  const clock = useBlockClock(4000);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState<{ msg: Msg; title: string; notes: string } | null>(null);
  const vaults = useAsync(async (): Promise<GuardedVault[]> => {
    const own = accountFacts(await ledger.account(address));
    return Promise.all(
      own.guardedVaults.map(async (vault) => ({
        address: vault,
        facts: accountFacts(await ledger.account(vault)),
        staked: totalDelegated(await ledger.delegations(vault)),
      })),
    );
  }, [address, state.network.id, clock.height]);

  if (draft && guard) {
    return (
      <ConfirmTx
        title={draft.title}
        signer={guard}
        msgs={[draft.msg]}
        notes={draft.notes}
        onCancel={() => setDraft(null)}
        onDone={() => {
          setDraft(null);
          setSelected(new Set());
          vaults.reload();
        }}
        doneTitle={t('vault.guard.done')}
      />
    );
  }

  const list = vaults.data ?? [];
  const height = clock.height;
  const clearableAt = (v: GuardedVault) => clearingState(v.facts, height).inForce;
  const movingTo = (v: GuardedVault) => clearingState(v.facts, height).pending;
  const isClearable = (v: GuardedVault) => height !== null && clearableAt(v) !== null && height >= clearableAt(v)!;
  const chosen = list.filter((v) => selected.has(v.address));
  const waiting = chosen.filter((v) => !isClearable(v));
  const canSign = Boolean(guard?.canSign);
  const toggle = (vault: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(vault)) next.delete(vault);
      else next.add(vault);
      return next;
    });
  const clear = (targets: GuardedVault[]) =>
    setDraft({
      title: targets.length === 1 ? t('vault.guard.clearOne') : t('vault.guard.clearMany', { count: targets.length }),
      msg: makeMsg('MsgClearVaultAccount', { from_address: toGt1(address), vault_address: targets.map((v) => toGt1(v.address)) }),
      notes: t('vault.guard.clearNote', { amount: gtText(targets.reduce((sum, v) => sum + amountOf(v.facts.tokens, NANOGT), 0n)) }),
    });
  const undelegate = (targets: GuardedVault[]) =>
    setDraft({
      title: t('vault.guard.undelegateTitle'),
      msg: makeMsg('MsgUndelegateByRetrievalAccount', {
        security_address: toGt1(address),
        delegator_address: targets.map((v) => toGt1(v.address)),
      }),
      notes: t('vault.guard.undelegateNote', { count: targets.length, amount: gtText(targets.reduce((sum, v) => sum + v.staked, 0n)) }),
    });

  return (
    <>
      {guard ? <ActingAccount account={guard} label={t('vault.guard.acting')} /> : <Address address={address} />}
      {!canSign && <p class="muted small">{t('vault.guard.cannotSign')}</p>}
      {vaults.data === undefined && !vaults.error && <Loading label={t('vault.guard.loading')} />}
      {vaults.error && <ErrorBox message={vaults.error} onRetry={vaults.reload} />}
      {vaults.data && list.length === 0 && <EmptyState title={t('vault.guard.empty.title')}>{t('vault.guard.empty.body')}</EmptyState>}
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
                  <strong>{accountFor(state.accounts, v.address)?.name ?? t('vault.vault')}</strong>
                  <span class="amount" data-testid={TID.guardVaultBalance} data-nanogt={gt.toString()}>
                    {gtText(gt)}
                  </span>
                </span>
                <code class="muted small">
                  {vaultForm(v.address, v.facts.accountType === 3).slice(0, 16)}…{v.address.slice(-6)}
                </code>
                <span class="small" data-height={at === null ? '' : String(at)}>
                  {t('vault.guard.clearingHeight', { height: at === null ? t('vault.unknown') : heightText(at) })}
                  {at !== null &&
                    height !== null &&
                    (ready ? (
                      <span class="status ok">{t('vault.guard.reached')}</span>
                    ) : (
                      <span class="muted">{t('vault.guard.in', { eta: etaText(at - height, clock.secondsPerBlock) })}</span>
                    ))}
                  {movingTo(v) && (
                    <span class="muted">
                      <br />
                      {t('vault.moving', { height: heightText(movingTo(v)!.height), from: heightText(movingTo(v)!.from) })}
                    </span>
                  )}
                </span>
                {!ready && (
                  <span class="small warning">{t('vault.guard.clearableAt', { height: at === null ? '?' : heightText(at) })}</span>
                )}
                <span class="small muted" data-testid={TID.guardVaultStaked} data-nanogt={v.staked.toString()}>
                  {t('vault.guard.staked', { amount: gtText(v.staked), count: v.facts.sent.length })}
                </span>
              </span>
            </label>
            <div class="f-actions">
              {ready ? (
                <button class="btn small primary" disabled={!canSign} onClick={() => clear([v])}>
                  {t('vault.guard.clear')}
                </button>
              ) : (
                <button class="btn small" disabled title={at === null ? '' : t('vault.guard.clearableFrom', { height: heightText(at) })}>
                  {t('vault.guard.clear')}
                </button>
              )}
              <button
                class="btn small"
                data-testid={TID.guardUndelegate}
                disabled={!canSign || v.staked === 0n}
                onClick={() => undelegate([v])}
              >
                {t('vault.guard.undelegate')}
              </button>
              <button class="btn small" onClick={() => goSub({ view: 'vault', address: v.address })}>
                {t('vault.guard.open')}
              </button>
            </div>
          </div>
        );
      })}
      {chosen.length > 1 && (
        <div class="row-buttons f-buttons sticky-actions">
          <button class="btn primary" disabled={!canSign || waiting.length > 0} onClick={() => clear(chosen)}>
            {waiting.length > 0 ? t('vault.guard.wait', { count: waiting.length }) : t('vault.guard.clearMany', { count: chosen.length })}
          </button>
          <button class="btn" disabled={!canSign || chosen.every((v) => v.staked === 0n)} onClick={() => undelegate(chosen)}>
            {t('vault.guard.undelegateChosen', { count: chosen.length })}
          </button>
        </div>
      )}
    </>
  );
}
