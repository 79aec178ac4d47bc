// One multisig account (or multisig vault): its members (this wallet's by name), threshold,
// balance, published state and activity; propose a send, open the vault's own actions.
import { useState } from 'preact/hooks';
import { toForm, toGt1 } from '../../../core/address';
import { NANOGT } from '../../../core/amount';
import type { Msg } from '../../../core/types';
import { transferMsg } from '../../../core/messages/typed';
import type { AccountView } from '../../../shared/wallet-api';
import { callWallet } from '../../lib/api';
import { CopyButton } from '../../components/CopyButton';
import { ErrorBox, Field, Loading } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { goSub, navigate } from '../../lib/router';
import { useWallet } from '../../hooks/wallet';
import { accountFacts } from '../../lib/account-facts';
import { checkAddress, checkGt } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { ledger } from '../../lib/ledger';
import { TID } from '../../testids';
import { localMembers } from '../../tx/BundleView';
import { describeMultisigKey, memberKeys } from '../../lib/multisig';
import { amountOf, gtText } from '../../lib/format';
import { t } from '../../i18n';

export function MultisigAccount({ account, step }: { account: AccountView; step: string | null }) {
  const { state } = useWallet();
  const facts = useAsync(async () => accountFacts(await ledger.account(account.address)), [account.address, state.network.id]);
  const key = describeMultisigKey(account.publicKey);
  const keys = memberKeys(account.publicKey);
  const mine = localMembers(state.accounts, keys);
  const open = (next: string | null) => goSub({ view: 'multisig', ms: account.id, step: next });

  if (!facts.data)
    return facts.error ? <ErrorBox message={facts.error} onRetry={facts.reload} /> : <Loading label={t('multisig.account.loading')} />;
  const f = facts.data;
  const vault = f.accountType === 3;
  const published = f.accountType === 2 || vault;
  const shown = vault ? toForm(account.address, 'vault2') : published ? toForm(account.address, 'gt2') : toGt1(account.address);
  const gt = amountOf(f.tokens, NANOGT);

  if (step === 'send' && !vault)
    return (
      <MultisigSend
        account={account}
        balance={gt}
        onClose={() => {
          facts.reload();
          open(null);
        }}
      />
    );

  const activity = async () => {
    await callWallet('wallet_selectAccount', { accountId: account.id });
    navigate('/activity');
  };
  return (
    <div
      class="stack f-gap"
      data-testid={TID.multisigAccount}
      data-address={shown}
      data-published={String(published)}
      data-threshold={String(key?.threshold ?? '')}
    >
      <h2 class="approval-title">{account.name}</h2>
      <span class="hash-line">
        <code class="small break">{shown}</code>
        <CopyButton value={shown} compact />
      </span>
      <span class={published ? 'status ok' : 'status pending'}>
        {vault
          ? t('multisig.status.vault')
          : published
            ? t('multisig.status.published')
            : f.accountType === null
              ? t('multisig.status.absent')
              : t('multisig.status.unpublishedLong')}
      </span>
      <p data-testid={TID.multisigAccountBalance} data-nanogt={gt.toString()}>
        {t('multisig.account.balance', { balance: gtText(gt) })}
      </p>
      {key && <p class="small">{t('multisig.membersList', { threshold: key.threshold, members: key.members.length })}</p>}
      <ul class="card list-plain">
        {keys.map((pubkey, i) => {
          const own = mine.find((a) => a.publicKey === pubkey);
          return (
            <li
              key={pubkey}
              class="row-between small"
              data-testid={TID.multisigAccountMember}
              data-index={String(i)}
              data-mine={String(!!own)}
            >
              <span>
                {i + 1}. {own ? t('multisig.account.thisWallet', { name: own.name }) : key?.members[i]}
              </span>
            </li>
          );
        })}
      </ul>
      <div class="row-buttons">
        {vault ? (
          <button class="btn primary" onClick={() => goSub({ view: 'vault', address: shown })}>
            {t('multisig.account.vaultActions')}
          </button>
        ) : (
          <button class="btn primary" data-testid={TID.multisigProposeSend} disabled={!published} onClick={() => open('send')}>
            {t('multisig.account.propose')}
          </button>
        )}
        <button class="btn" data-testid={TID.multisigCosignOpen} onClick={() => goSub({ view: 'multisig', step: 'cosign' })}>
          {t('multisig.cosignOpen')}
        </button>
        <button class="btn" onClick={() => void activity()}>
          {t('multisig.account.activity')}
        </button>
      </div>
    </div>
  );
}

/** A send (or revocable send) from a multisig account; the confirm step makes the bundle. */
function MultisigSend({ account, balance, onClose }: { account: AccountView; balance: bigint; onClose(): void }) {
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [revocable, setRevocable] = useState(false);
  const [draft, setDraft] = useState<Msg | null>(null);
  const toCheck = checkAddress(to);
  const amountCheck = checkGt(amount, balance, t('checks.max.multisigBalance'));
  if (draft) {
    return (
      <ConfirmTx
        title={revocable ? t('multisig.send.proposeRevocable') : t('multisig.account.propose')}
        signer={account}
        msgs={[draft]}
        doneTitle={t('multisig.send.done')}
        onCancel={() => setDraft(null)}
        onDone={onClose}
        notes={t('multisig.send.note')}
      />
    );
  }
  const review = (event: Event) => {
    event.preventDefault();
    if (!toCheck.ok || !amountCheck.ok) return;
    setDraft(
      transferMsg(revocable, toGt1(account.address), toGt1(toCheck.value), [{ denom: NANOGT, amount: amountCheck.value.toString() }]),
    );
  };
  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title">{t('multisig.send.title', { name: account.name })}</h2>
      <Field label={t('multisig.send.to')} error={to.trim() !== '' && !toCheck.ok ? toCheck.error : null}>
        <input
          data-testid={TID.multisigSendTo}
          autoComplete="off"
          spellcheck={false}
          placeholder="gt11…"
          value={to}
          onInput={(e) => setTo(e.currentTarget.value)}
        />
      </Field>
      <Field
        label={t('multisig.send.amount')}
        hint={t('multisig.send.hint', { balance: gtText(balance) })}
        error={amount.trim() !== '' && !amountCheck.ok ? amountCheck.error : null}
      >
        <input
          data-testid={TID.multisigSendAmount}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount}
          onInput={(e) => setAmount(e.currentTarget.value)}
        />
      </Field>
      <label class="row small">
        <input type="checkbox" checked={revocable} onChange={(e) => setRevocable(e.currentTarget.checked)} /> {t('multisig.send.revocable')}
      </label>
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={onClose}>
          {t('multisig.cancel')}
        </button>
        <button class="btn primary" data-testid={TID.multisigSendReview} disabled={!toCheck.ok || !amountCheck.ok}>
          {t('multisig.review')}
        </button>
      </div>
    </form>
  );
}
