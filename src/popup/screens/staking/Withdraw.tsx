// Withdraw rewards (one con-account or all) and set the reward (withdraw) address.
import { useState } from 'preact/hooks';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import type { AccountView } from '../../../shared/wallet-api';
import { EmptyState, Field, Loading } from '../../components/ui';
import { checkAddress } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { rewardOf, totalReward } from './lib';
import type { StakingData } from './useStakingData';
import { decGtText } from '../../lib/format';

/** The wallet submits at most this many messages in one transaction. */
const MAX_MSGS = 16;

export function WithdrawRewards({ con, data, account, onClose }: { con: string | null; data: StakingData; account: AccountView; onClose(done: boolean): void }) {
  const delegations = data.delegations.data;
  if (delegations === undefined) return <Loading label="Reading delegations…" />;
  const cons = con ? [con] : delegations.map((d) => d['con-account_address']).slice(0, MAX_MSGS);
  if (cons.length === 0) return <EmptyState title="Nothing to withdraw">This account has no delegations.</EmptyState>;
  const rewards = data.rewards.data ?? { rewards: [], total: [] };
  const amount = con ? rewardOf(rewards, con) : totalReward(rewards);
  const delegator = toGt1(account.address);
  const msgs: Msg[] = cons.map((address) => ({ type: 'MsgWithdrawDelegationReward', value: { delegator_address: delegator, 'con-account_address': address } }));
  return (
    <ConfirmTx
      title={con ? 'Withdraw rewards' : 'Withdraw all rewards'}
      signer={account}
      msgs={msgs}
      notes={<>About {decGtText(amount)} is pending{con ? '' : ` across ${cons.length} con-account${cons.length === 1 ? '' : 's'}`}; it is paid to your withdraw address (this account unless you changed it).{delegations.length > MAX_MSGS && !con ? ` Only the first ${MAX_MSGS} con-accounts fit in one transaction.` : ''}</>}
      onCancel={() => onClose(false)}
      onDone={() => onClose(true)}
      doneTitle="Rewards withdrawn"
    />
  );
}

export function WithdrawAddressForm({ account, onClose }: { account: AccountView; onClose(done: boolean): void }) {
  const [address, setAddress] = useState('');
  const [draft, setDraft] = useState<Msg | null>(null);
  const check = checkAddress(address);
  if (draft) {
    return (
      <ConfirmTx title="Set reward address" signer={account} msgs={[draft]} onCancel={() => setDraft(null)} onDone={() => onClose(true)} doneTitle="Reward address set"
        notes={<>Rewards withdrawn from now on are paid to this address.{account.kind === 'vault' ? ' This is a vault: its rewards and undelegated principal can only ever be withdrawn to this address.' : ''}</>} />
    );
  }
  const review = (event: Event) => {
    event.preventDefault();
    if (!check.ok) return;
    setDraft({ type: 'MsgModifyWithdrawAddress', value: { delegator_address: toGt1(account.address), withdraw_address: check.value } });
  };
  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title">Reward (withdraw) address</h2>
      <p class="muted small">Rewards of {account.name} are paid to this address when withdrawn.</p>
      <p class="warning small">A vault withdraws rewards and principal only to its withdraw address: set it to an account you control.</p>
      <Field label="Withdraw address" error={address.trim() !== '' && !check.ok ? check.error : null}>
        <input autoComplete="off" spellcheck={false} placeholder="gt11…" value={address} onInput={(e) => setAddress(e.currentTarget.value)} />
      </Field>
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={() => onClose(false)}>Cancel</button>
        <button class="btn primary" disabled={!check.ok}>Review</button>
      </div>
    </form>
  );
}
