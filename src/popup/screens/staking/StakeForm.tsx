// Delegate, redelegate (move) and undelegate: checks balance, amounts and the entry limit before
// the confirm step.
import { useState } from 'preact/hooks';
import { NANOGT, formatGT } from '../../../core/amount';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import { makeMsg } from '../../../core/messages/typed';
import type { AccountView } from '../../../shared/wallet-api';
import { Field } from '../../components/ui';
import { useDefaultFee } from '../../hooks/data';
import { checkGt } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { formatDuration, t } from '../../i18n';
import { dateTimeText, parseDurationSeconds } from '../../lib/time';
import { useBlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { delegationBalance, maxStakeAmount, monikerOf, pendingEntries, stakeProblem, type StakeMode } from './lib';
import type { StakingData } from './useStakingData';
import { gtText, shortAddr } from '../../lib/format';

export function StakeForm({
  mode,
  initialCon,
  data,
  account,
  onClose,
}: {
  mode: StakeMode;
  initialCon: string;
  data: StakingData;
  account: AccountView;
  onClose(done: boolean): void;
}) {
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
  const label = (address: string) => `${monikerOf(conAccounts, address) || t('staking.conAccount')} · ${shortAddr(address)}`;

  if (draft && amountCheck.ok) {
    return (
      <ConfirmTx
        title={t(`staking.form.${mode}`)}
        signer={account}
        msgs={[draft]}
        notes={confirmNotes(mode, undelegatingSeconds, completionMs)}
        onCancel={() => setDraft(null)}
        onDone={() => onClose(true)}
        doneTitle={t(`staking.done.${mode}`)}
      />
    );
  }

  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !amountCheck.ok) return;
    const coin = { denom: NANOGT, amount: amountCheck.value.toString() };
    const delegator = toGt1(account.address);
    if (mode === 'delegate') setDraft(makeMsg('MsgDelegate', { delegator_address: delegator, 'con-account_address': con, amount: coin }));
    else if (mode === 'undelegate')
      setDraft(makeMsg('MsgUndelegate', { delegator_address: delegator, 'con-account_address': con, amount: coin }));
    else
      setDraft(
        makeMsg('MsgBeginRedelegate', {
          delegator_address: delegator,
          'con-account_src_address': con,
          'con-account_dst_address': dst,
          amount: coin,
        }),
      );
  };

  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title" data-mode={mode}>
        {t(`staking.form.${mode}`)}
      </h2>
      <Field label={mode === 'delegate' ? t('staking.form.con') : t('staking.form.fromCon')}>
        <select
          value={con}
          onChange={(e) => {
            setCon(e.currentTarget.value);
            setAmount('');
          }}
        >
          <option value="">{t('staking.form.choose')}</option>
          {sourceOptions.map((address) => (
            <option key={address} value={address}>
              {label(address)}
            </option>
          ))}
        </select>
      </Field>
      {needsDst && (
        <Field label={t('staking.form.toCon')}>
          <select data-testid={TID.stakeDst} value={dst} onChange={(e) => setDst(e.currentTarget.value)}>
            <option value="">{t('staking.form.choose')}</option>
            {conAccounts
              .filter((c) => c.operator_address !== con)
              .map((c) => (
                <option key={c.operator_address} value={c.operator_address}>
                  {label(c.operator_address)}
                </option>
              ))}
          </select>
        </Field>
      )}
      <Field
        label={t('staking.form.amount')}
        error={amount.trim() !== '' ? (amountCheck.ok ? problem : amountCheck.error) : null}
        hint={
          <span>
            {mode === 'delegate'
              ? t('staking.form.available', { balance: gtText(data.gtBalance), fee: gtText(fee) })
              : t('staking.form.delegatedHere', { amount: gtText(delegated) })}
          </span>
        }
      >
        <div class="input-with-button">
          <input
            data-testid={TID.stakeAmount}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={amount}
            onInput={(e) => setAmount(e.currentTarget.value)}
          />
          <button type="button" class="btn small" disabled={!loaded || max <= 0n} onClick={() => setAmount(formatGT(max))}>
            {t('staking.form.max')}
          </button>
        </div>
      </Field>
      {mode !== 'delegate' && con !== '' && (
        <p class={entries.count >= data.maxEntries ? 'warning small' : 'muted small'} data-count={String(entries.count)}>
          {entries.count >= data.maxEntries && entries.earliestMs !== null
            ? t(mode === 'undelegate' ? 'staking.form.entries.undelegateNext' : 'staking.form.entries.redelegateNext', {
                count: entries.count,
                max: data.maxEntries,
                when: dateTimeText(entries.earliestMs),
              })
            : t(mode === 'undelegate' ? 'staking.form.entries.undelegate' : 'staking.form.entries.redelegate', {
                count: entries.count,
                max: data.maxEntries,
              })}
        </p>
      )}
      {mode === 'undelegate' && undelegatingSeconds !== null && (
        <p class="muted small">{t('staking.form.undelegateNote', { duration: formatDuration(undelegatingSeconds) })}</p>
      )}
      {!loaded && (data.balance.error || data.delegations.error) && <p class="error-box">{data.balance.error ?? data.delegations.error}</p>}
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={() => onClose(false)}>
          {t('staking.cancel')}
        </button>
        <button class="btn primary" data-testid={TID.stakeReview} disabled={!ready}>
          {t('staking.review')}
        </button>
      </div>
    </form>
  );
}

function confirmNotes(mode: StakeMode, undelegatingSeconds: number | null, completionMs: number | null) {
  const when = completionMs === null ? t('staking.note.whenUnknown') : t('staking.note.whenAround', { when: dateTimeText(completionMs) });
  const span = undelegatingSeconds === null ? '' : t('staking.note.span', { duration: formatDuration(undelegatingSeconds) });
  if (mode === 'delegate') return t('staking.note.delegate', { span });
  if (mode === 'undelegate') return t('staking.note.undelegate', { when, span });
  return t('staking.note.redelegate', { when });
}
