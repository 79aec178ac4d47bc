// Withdraw rewards (one con-account or all) and set the reward (withdraw) address.
import { useState } from 'preact/hooks';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import { makeMsg } from '../../../core/messages/typed';
import type { AccountView } from '../../../shared/wallet-api';
import { EmptyState, Field, Loading } from '../../components/ui';
import { checkAddress } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { rewardOf, totalReward } from './lib';
import type { StakingData } from './useStakingData';
import { decGtText } from '../../lib/format';
import { t } from '../../i18n';

/** The wallet submits at most this many messages in one transaction. */
const MAX_MSGS = 16;

export function WithdrawRewards({
  con,
  data,
  account,
  onClose,
}: {
  con: string | null;
  data: StakingData;
  account: AccountView;
  onClose(done: boolean): void;
}) {
  const delegations = data.delegations.data;
  if (delegations === undefined) return <Loading label={t('staking.mine.loading')} />;
  const cons = con ? [con] : delegations.map((d) => d['con-account_address']).slice(0, MAX_MSGS);
  if (cons.length === 0) return <EmptyState title={t('staking.withdraw.none.title')}>{t('staking.withdraw.none.body')}</EmptyState>;
  const rewards = data.rewards.data ?? { rewards: [], total: [] };
  const amount = con ? rewardOf(rewards, con) : totalReward(rewards);
  const delegator = toGt1(account.address);
  const msgs: Msg[] = cons.map((address) =>
    makeMsg('MsgWithdrawDelegationReward', { delegator_address: delegator, 'con-account_address': address }),
  );
  return (
    <ConfirmTx
      title={con ? t('staking.withdraw.one') : t('staking.withdraw.all')}
      signer={account}
      msgs={msgs}
      notes={
        (con
          ? t('staking.withdraw.noteOne', { amount: decGtText(amount) })
          : t('staking.withdraw.noteAll', { amount: decGtText(amount), count: cons.length })) +
        (delegations.length > MAX_MSGS && !con ? t('staking.withdraw.limit', { max: MAX_MSGS }) : '')
      }
      onCancel={() => onClose(false)}
      onDone={() => onClose(true)}
      doneTitle={t('staking.withdraw.done')}
    />
  );
}

export function WithdrawAddressForm({ account, onClose }: { account: AccountView; onClose(done: boolean): void }) {
  const [address, setAddress] = useState('');
  const [draft, setDraft] = useState<Msg | null>(null);
  const check = checkAddress(address);
  if (draft) {
    return (
      <ConfirmTx
        title={t('staking.rewardAddress.confirm')}
        signer={account}
        msgs={[draft]}
        onCancel={() => setDraft(null)}
        onDone={() => onClose(true)}
        doneTitle={t('staking.rewardAddress.done')}
        notes={t('staking.rewardAddress.note') + (account.kind === 'vault' ? t('staking.rewardAddress.noteVault') : '')}
      />
    );
  }
  const review = (event: Event) => {
    event.preventDefault();
    if (!check.ok) return;
    setDraft(makeMsg('MsgModifyWithdrawAddress', { delegator_address: toGt1(account.address), withdraw_address: check.value }));
  };
  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title">{t('staking.rewardAddress.title')}</h2>
      <p class="muted small">{t('staking.rewardAddress.intro', { name: account.name })}</p>
      <p class="warning small">{t('staking.rewardAddress.warning')}</p>
      <Field label={t('staking.rewardAddress.field')} error={address.trim() !== '' && !check.ok ? check.error : null}>
        <input
          autoComplete="off"
          spellcheck={false}
          placeholder="gt11…"
          value={address}
          onInput={(e) => setAddress(e.currentTarget.value)}
        />
      </Field>
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={() => onClose(false)}>
          {t('staking.cancel')}
        </button>
        <button class="btn primary" disabled={!check.ok}>
          {t('staking.review')}
        </button>
      </div>
    </form>
  );
}
