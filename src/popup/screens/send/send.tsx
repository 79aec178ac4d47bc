// Plain transfer: form with live checks (a look-alike recipient is called out as it is typed), then
// the shared review (tx/ConfirmTx) and result (tx/TxDone).
import { splitDetails } from '../../lib/api';
import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { decodeAddress, toGt1 } from '../../../core/address';
import type { Msg, StdFee } from '../../../core/types';
import { transferMsg } from '../../../core/messages/typed';
import { EmptyState, Field, PageHeader } from '../../components/ui';
import { useAsync, useBalance } from '../../hooks/data';
import { callWallet } from '../../lib/api';
import { recentRecipients } from '../../lib/recipients';
import { contactFor, useContacts } from '../../hooks/contacts';
import { revealHidden } from '../../../core/reveal';
import { amountOf, formatCoin, shortAddr, utf8Length } from '../../lib/format';
import { MEMO_MAX_BYTES, checkAmount, checkFunds, checkRecipient, maxSendable } from '../../lib/checks';
import { FeeField, MemoField, gtFee, useFeeMemo } from '../../tx/FeeMemo';
import { AmountField, AssetField, sendableDenoms } from '../../tx/SendFields';
import { navigate, routeParams } from '../../lib/router';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { ConfirmTx, type ConfirmIds } from '../../tx/ConfirmTx';
import { KnownContext, LookalikeWarning } from '../../tx/renderers/labels';
import { useKnownAddresses } from '../../tx/renderers/review';
import { t } from '../../i18n';

const SEND_IDS: ConfirmIds = {
  submit: TID.sendConfirm,
  cancel: TID.sendEdit,
  error: TID.sendError,
  done: { hash: TID.sendTxhash, what: TID.sendDoneWhat },
};

interface Draft {
  msg: Msg;
  fee: StdFee;
  memo: string;
  typedRecipient: string;
}

export function SendPage() {
  const { state } = useWallet();
  const account = selectedAccount(state);
  const balance = useBalance(account?.address, state.network.id);
  const fm = useFeeMemo(state.network.id);
  const [recipient, setRecipient] = useState(() => routeParams().get('to') ?? '');
  const [denom, setDenom] = useState<string>(() => routeParams().get('denom') || NANOGT);
  const [amount, setAmount] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);

  const draftMsgs = useMemo(() => (draft ? [draft.msg] : null), [draft]);

  if (!account)
    return (
      <Shell>
        <EmptyState title={t('send.noAccount')} />
      </Shell>
    );
  if (!account.canSign)
    return (
      <Shell>
        <EmptyState title={t('send.cannotSign')}>{t('send.cannotSignBody')}</EmptyState>
      </Shell>
    );

  const coins = balance.data ?? [];
  const gtBalance = amountOf(coins, NANOGT);
  const denomBalance = amountOf(coins, denom);
  const denoms = sendableDenoms(coins, denom);
  const recipientCheck = checkRecipient(recipient);
  const amountCheck = checkAmount(amount, denom);
  const { feeCheck, memoCheck } = fm;
  const fundsError =
    amountCheck.ok && feeCheck.ok && balance.data ? checkFunds(denom, amountCheck.value, feeCheck.value, gtBalance, denomBalance) : null;
  const ready = recipientCheck.ok && amountCheck.ok && feeCheck.ok && memoCheck.ok && !fundsError && balance.data !== undefined;

  const max = () => maxSendable(denom, denom === NANOGT ? gtBalance : denomBalance, feeCheck.ok ? feeCheck.value : 0n);

  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !recipientCheck.ok || !amountCheck.ok || !feeCheck.ok) return;
    const msg = transferMsg(account.kind === 'vault', toGt1(account.address), toGt1(recipientCheck.value), [
      { denom, amount: amountCheck.value.toString() },
    ]);
    setDraft({ msg, fee: gtFee(feeCheck.value), memo: fm.memo, typedRecipient: recipientCheck.value });
  };

  if (draft) {
    const typedForm = draft.typedRecipient !== draft.msg.value.to_address ? decodeAddress(draft.typedRecipient).form : null;
    return (
      <Shell>
        <ConfirmTx
          title={t('send.review.title')}
          signer={account}
          msgs={draftMsgs!}
          fixed={{ fee: draft.fee, memo: draft.memo }}
          ids={SEND_IDS}
          notes={typedForm && <>{t('send.review.typedForm', { form: typedForm })}</>}
          submitLabel={t('send.review.submit')}
          doneTitle={t('send.review.done')}
          onCancel={() => setDraft(null)}
          onDone={() => navigate('/')}
        />
      </Shell>
    );
  }

  return (
    <Shell>
      <form class="form" onSubmit={review}>
        <Field
          label={t('send.to')}
          error={recipient.trim() !== '' && !recipientCheck.ok ? recipientCheck.error : null}
          hint={t('send.toHint')}
        >
          <input
            data-testid={TID.sendRecipient}
            autoComplete="off"
            spellcheck={false}
            placeholder="gt11…"
            value={recipient}
            onInput={(e) => setRecipient(e.currentTarget.value)}
          />
        </Field>
        {recipientCheck.ok && <RecipientWarning owner={account.address} address={recipientCheck.value} />}
        <RecentRecipients address={account.address} networkId={state.network.id} onPick={setRecipient} />
        <AssetField
          denoms={denoms}
          denom={denom}
          onChange={(d) => {
            setDenom(d);
            setAmount('');
          }}
        />
        <AmountField
          denom={denom}
          amount={amount}
          onInput={setAmount}
          max={max}
          maxDisabled={!balance.data}
          testId={TID.sendAmount}
          error={amount.trim() !== '' ? (amountCheck.ok ? fundsError : amountCheck.error) : null}
          hint={
            balance.loading && !balance.data
              ? t('send.readingBalance')
              : balance.error
                ? splitDetails(balance.error).sentence
                : t('send.available', { amount: formatCoin({ denom, amount: (denom === NANOGT ? gtBalance : denomBalance).toString() }) })
          }
        />
        <FeeField
          fm={fm}
          testId={TID.sendFee}
          hint={fm.defaultFeeError ? t('send.defaultFeeError', { error: splitDetails(fm.defaultFeeError).sentence }) : t('send.feeHint')}
        />
        <MemoField fm={fm} testId={TID.sendMemo} hint={t('send.memoBytes', { used: utf8Length(fm.memo), max: MEMO_MAX_BYTES })} multiline />
        <button class="btn primary block" data-testid={TID.sendReview} disabled={!ready}>
          {t('send.review')}
        </button>
      </form>
    </Shell>
  );
}

/** A typed recipient that starts and ends like a known address is called out here already, not first on the review. */
function RecipientWarning({ owner, address }: { owner: string; address: string }) {
  const known = useKnownAddresses([owner]);
  return (
    <KnownContext.Provider value={known}>
      <LookalikeWarning address={address} />
    </KnownContext.Provider>
  );
}

/** The last few addresses this account sent to (with their contact names), and the contacts: a click fills the recipient. */
function RecentRecipients({ address, networkId, onPick }: { address: string; networkId: string; onPick(address: string): void }) {
  const activity = useAsync(() => callWallet('wallet_activity', { address, limit: 50 }), [address, networkId]);
  const contacts = useContacts() ?? [];
  const recent = recentRecipients(activity.data?.txs ?? [], address);
  const more = contacts.filter((contact) => !recent.includes(contact.address)).slice(0, 5);
  if (recent.length === 0 && more.length === 0) return null;
  const pick = (to: string) => {
    const contact = contactFor(contacts, to);
    return (
      <li key={to}>
        <button
          type="button"
          class="recipient-pick link-button"
          data-testid={TID.sendRecentRecipient}
          data-address={to}
          title={to}
          onClick={() => onPick(to)}
        >
          {contact && <strong class="contact-name">{revealHidden(contact.name).text} </strong>}
          <code>{shortAddr(to)}</code>
        </button>
      </li>
    );
  };
  return (
    <div class="recent-recipients">
      {recent.length > 0 && (
        <>
          <p class="muted small">{t('send.recent')}</p>
          <ul class="list compact" data-testid={TID.sendRecent}>
            {recent.map(pick)}
          </ul>
        </>
      )}
      {more.length > 0 && (
        <>
          <p class="muted small">{t('send.contacts')}</p>
          <ul class="list compact" data-testid={TID.sendContacts}>
            {more.map((contact) => pick(contact.address))}
          </ul>
        </>
      )}
    </div>
  );
}

function Shell({ children }: { children: ComponentChildren }) {
  return (
    <div class="page">
      <PageHeader title={t('send.title')} />
      <main class="page-body">{children}</main>
    </div>
  );
}
