// Delegate, redelegate (move) and undelegate: checks balance, amounts and the entry limit before
// the confirm step.
import { useState } from 'preact/hooks';
import { NANOGT, formatGT } from '../../../core/amount';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import type { AccountView } from '../../../shared/wallet-api';
import { Field } from '../../components/ui';
import { useDefaultFee } from '../../hooks/data';
import { checkGt } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { formatDuration } from '../../i18n';
import { dateTimeText, parseDurationSeconds } from '../../lib/time';
import { useBlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { delegationBalance, maxStakeAmount, monikerOf, pendingEntries, stakeProblem, type StakeMode } from './lib';
import type { StakingData } from './useStakingData';
import { gtText, shortAddr } from '../../lib/format';

const TITLES: Record<StakeMode, string> = { delegate: 'Delegate', redelegate: 'Move stake', undelegate: 'Undelegate' };

export function StakeForm({ mode, initialCon, data, account, onClose }: { mode: StakeMode; initialCon: string; data: StakingData; account: AccountView; onClose(done: boolean): void }) {
  const [con, setCon] = useState(initialCon);
  const [dst, setDst] = useState('');
  const [amount, setAmount] = useState('');
  const [draft, setDraft] = useState<Msg | null>(null);
  const clock = useBlockClock(15_000);
  const conAccounts = data.conAccounts.data ?? [];
  const delegations = data.delegations.data ?? [];
  const { fee } = useDefaultFee();
  const delegation = delegations.find((d) => d['con-account_address'] === con);
  const delegated = delegation ? delegationBalance(delegation) : 0n;
  const entries = pendingEntries(mode, data.undelegations.data ?? [], data.redelegations.data ?? [], con, dst);
  const limits = { gtBalance: data.gtBalance, fee, delegated, maxEntries: data.maxEntries, entries: entries.count };
  const max = maxStakeAmount(mode, limits);
  const amountCheck = checkGt(amount);
  const problem = amountCheck.ok ? stakeProblem(mode, amountCheck.value, limits) : null;
  const sourceOptions = mode === 'delegate' ? conAccounts.map((c) => c.operator_address) : delegations.map((d) => d['con-account_address']);
  const needsDst = mode === 'redelegate';
  const loaded = data.balance.data !== undefined && (mode === 'delegate' || data.delegations.data !== undefined);
  const ready = loaded && con !== '' && (!needsDst || (dst !== '' && dst !== con)) && amountCheck.ok && problem === null;
  const undelegatingSeconds = parseDurationSeconds(data.params.data?.undelegating_time);
  const completionMs = undelegatingSeconds === null ? null : Date.now() + clock.offsetMs + undelegatingSeconds * 1000;
  const label = (address: string) => `${monikerOf(conAccounts, address) || 'Con-account'} · ${shortAddr(address)}`;

  if (draft && amountCheck.ok) {
    return (
      <ConfirmTx
        title={TITLES[mode]}
        signer={account}
        msgs={[draft]}
        notes={confirmNotes(mode, undelegatingSeconds, completionMs)}
        onCancel={() => setDraft(null)}
        onDone={() => onClose(true)}
        doneTitle={mode === 'delegate' ? 'Delegated' : mode === 'redelegate' ? 'Stake moved' : 'Undelegation started'}
      />
    );
  }

  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !amountCheck.ok) return;
    const coin = { denom: NANOGT, amount: amountCheck.value.toString() };
    const delegator = toGt1(account.address);
    if (mode === 'delegate') setDraft({ type: 'MsgDelegate', value: { delegator_address: delegator, 'con-account_address': con, amount: coin } });
    else if (mode === 'undelegate') setDraft({ type: 'MsgUndelegate', value: { delegator_address: delegator, 'con-account_address': con, amount: coin } });
    else setDraft({ type: 'MsgBeginRedelegate', value: { delegator_address: delegator, 'con-account_src_address': con, 'con-account_dst_address': dst, amount: coin } });
  };

  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title" data-mode={mode}>{TITLES[mode]}</h2>
      <Field label={mode === 'delegate' ? 'Con-account' : 'From con-account'}>
        <select value={con} onChange={(e) => { setCon(e.currentTarget.value); setAmount(''); }}>
          <option value="">Choose…</option>
          {sourceOptions.map((address) => <option key={address} value={address}>{label(address)}</option>)}
        </select>
      </Field>
      {needsDst && (
        <Field label="To con-account">
          <select data-testid={TID.stakeDst} value={dst} onChange={(e) => setDst(e.currentTarget.value)}>
            <option value="">Choose…</option>
            {conAccounts.filter((c) => c.operator_address !== con).map((c) => <option key={c.operator_address} value={c.operator_address}>{label(c.operator_address)}</option>)}
          </select>
        </Field>
      )}
      <Field label="Amount (GT)" error={amount.trim() !== '' ? (amountCheck.ok ? problem : amountCheck.error) : null}
        hint={<span>{mode === 'delegate' ? `Available: ${gtText(data.gtBalance)} (fee ${gtText(fee)} kept aside)` : `Delegated here: ${gtText(delegated)}`}</span>}>
        <div class="input-with-button">
          <input data-testid={TID.stakeAmount} inputMode="decimal" autoComplete="off" placeholder="0" value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
          <button type="button" class="btn small" disabled={!loaded || max <= 0n} onClick={() => setAmount(formatGT(max))}>Max</button>
        </div>
      </Field>
      {mode !== 'delegate' && con !== '' && (
        <p class={entries.count >= data.maxEntries ? 'warning small' : 'muted small'} data-count={String(entries.count)}>
          {entries.count} of {data.maxEntries} pending {mode === 'undelegate' ? 'undelegations' : 'redelegations'} for this {mode === 'undelegate' ? 'con-account' : 'pair'}
          {entries.count >= data.maxEntries && entries.earliestMs !== null ? `; the next one completes ${dateTimeText(entries.earliestMs)}.` : '.'}
        </p>
      )}
      {mode === 'undelegate' && undelegatingSeconds !== null && <p class="muted small">Undelegated GT stops earning now and returns after {formatDuration(undelegatingSeconds)}.</p>}
      {!loaded && (data.balance.error || data.delegations.error) && <p class="error-box">{data.balance.error ?? data.delegations.error}</p>}
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={() => onClose(false)}>Cancel</button>
        <button class="btn primary" data-testid={TID.stakeReview} disabled={!ready}>Review</button>
      </div>
    </form>
  );
}

function confirmNotes(mode: StakeMode, undelegatingSeconds: number | null, completionMs: number | null) {
  const when = completionMs === null ? 'after the undelegating time' : `around ${dateTimeText(completionMs)}`;
  const span = undelegatingSeconds === null ? '' : ` (${formatDuration(undelegatingSeconds)})`;
  if (mode === 'delegate') return <>The stake starts earning rewards from the next block. Taking it back later takes the undelegating time{span}.</>;
  if (mode === 'undelegate') return <>The amount stops earning rewards now and returns to your balance {when}{span}.</>;
  return <>The stake moves to the new con-account at once; the move stays on record until {when} and counts toward the entry limit until then.</>;
}
