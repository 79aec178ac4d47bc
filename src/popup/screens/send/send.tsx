// Plain transfer: form with live checks → review of exactly what is signed → submit → result.
import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { decodeAddress, toGt1 } from '../../../core/address';
import type { Msg, StdFee } from '../../../core/types';
import type { TxResult } from '../../../shared/wallet-api';
import { callWallet } from '../../lib/api';
import { TxView } from '../../tx/TxView';
import { ReviewNotes, SpendSummary, useDraftReview } from '../../tx/renderers/review';
import { EmptyState, ErrorBox, Field, PageHeader } from '../../components/ui';
import { useAction, useBalance } from '../../hooks/data';
import { amountOf, formatCoin, utf8Length } from '../../lib/format';
import { MEMO_MAX_BYTES, checkAmount, checkFunds, checkRecipient, maxSendable } from '../../lib/checks';
import { FeeField, MemoField, gtFee, useFeeMemo } from '../../tx/FeeMemo';
import { AmountField, AssetField, sendableDenoms } from '../../tx/SendFields';
import { navigate, routeParams } from '../../lib/router';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { TxDone } from '../../tx/TxDone';

const SEND_DONE_IDS = { hash: TID.sendTxhash, what: TID.sendDoneWhat };

interface Draft { msg: Msg; fee: StdFee; memo: string; typedRecipient: string }

export function SendPage() {
  const { state } = useWallet();
  const account = selectedAccount(state);
  const balance = useBalance(account?.address, state.network.id);
  const fm = useFeeMemo(state.network.id);
  const [recipient, setRecipient] = useState(() => routeParams().get('to') ?? '');
  const [denom, setDenom] = useState<string>(() => routeParams().get('denom') || NANOGT);
  const [amount, setAmount] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [result, setResult] = useState<TxResult | null>(null);
  const [sentWhat, setSentWhat] = useState<{ msgs: Msg[]; signer: string } | null>(null);
  const submit = useAction();

  // The review's live warnings (core/tx-review.ts): a fee far above the usual, or funds gone meanwhile.
  const draftMsgs = useMemo(() => (draft ? [draft.msg] : null), [draft]);
  const draftReview = useDraftReview(draftMsgs, draft?.fee ?? null, draft?.memo ?? '');

  if (!account) return <Shell><EmptyState title="No account selected" /></Shell>;
  if (!account.canSign) return <Shell><EmptyState title="This account cannot sign">A multisig account needs its members' signatures.</EmptyState></Shell>;
  if (result) return <Shell><TxDone result={result} title="Transfer confirmed" onClose={() => navigate('/')} what={sentWhat ?? undefined} ids={SEND_DONE_IDS} /></Shell>;

  const coins = balance.data ?? [];
  const gtBalance = amountOf(coins, NANOGT);
  const denomBalance = amountOf(coins, denom);
  const denoms = sendableDenoms(coins, denom);
  const recipientCheck = checkRecipient(recipient);
  const amountCheck = checkAmount(amount, denom);
  const { feeCheck, memoCheck } = fm;
  const fundsError = amountCheck.ok && feeCheck.ok && balance.data ? checkFunds(denom, amountCheck.value, feeCheck.value, gtBalance, denomBalance) : null;
  const ready = recipientCheck.ok && amountCheck.ok && feeCheck.ok && memoCheck.ok && !fundsError && balance.data !== undefined;

  const max = () => maxSendable(denom, denom === NANOGT ? gtBalance : denomBalance, feeCheck.ok ? feeCheck.value : 0n);

  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !recipientCheck.ok || !amountCheck.ok || !feeCheck.ok) return;
    const type = account.kind === 'vault' ? 'MsgRevocableSend' : 'MsgSend';
    const value = { from_address: toGt1(account.address), to_address: toGt1(recipientCheck.value), amount: [{ denom, amount: amountCheck.value.toString() }] };
    setDraft({ msg: { type, value }, fee: gtFee(feeCheck.value), memo: fm.memo, typedRecipient: recipientCheck.value });
  };

  if (draft) {
    const confirm = () => submit.run(async () => {
      const sent = await callWallet('wallet_submitTx', { accountId: account.id, msgs: [draft.msg], fee: draft.fee, memo: draft.memo });
      setSentWhat({ msgs: [draft.msg], signer: account.address });
      setResult(sent);
      balance.reload();
    });
    return (
      <Shell>
        <p class="muted small">Review what will be signed by {account.name}. The nonce and valid heights are filled in when it is signed.</p>
        {draft.typedRecipient !== draft.msg.value.to_address && (
          <p class="notice small">You typed a {decodeAddress(draft.typedRecipient).form} address: the signed document names every account in its gt1 form.</p>
        )}
        <TxView value={{ msg: [draft.msg], fee: draft.fee, memo: draft.memo }} />
        <SpendSummary msgs={draftMsgs} fee={draft.fee} signer={account} networkId={state.network.id} />
        <ReviewNotes notes={draftReview.notes} />
        {submit.error && <ErrorBox message={submit.error} testId={TID.sendError} />}
        <div class="row-buttons sticky-actions">
          <button class="btn" data-testid={TID.sendEdit} disabled={submit.busy} onClick={() => { setDraft(null); submit.setError(null); }}>Edit</button>
          <button class="btn primary" data-testid={TID.sendConfirm} disabled={submit.busy || !!draftReview.blocked} onClick={confirm}>{submit.busy ? 'Sending…' : 'Confirm and send'}</button>
        </div>
      </Shell>
    );
  }

  return (
    <Shell>
      <form class="form" onSubmit={review}>
        <Field label="To" error={recipient.trim() !== '' && !recipientCheck.ok ? recipientCheck.error : null} hint="gt1, gt2, vault1 or vault2 address">
          <input data-testid={TID.sendRecipient} autoComplete="off" spellcheck={false} placeholder="gt11…" value={recipient} onInput={(e) => setRecipient(e.currentTarget.value)} />
        </Field>
        <AssetField denoms={denoms} denom={denom} onChange={(d) => { setDenom(d); setAmount(''); }} />
        <AmountField
          denom={denom} amount={amount} onInput={setAmount} max={max} maxDisabled={!balance.data} testId={TID.sendAmount}
          error={amount.trim() !== '' ? (amountCheck.ok ? fundsError : amountCheck.error) : null}
          hint={balance.loading && !balance.data ? 'Reading balance…' : balance.error ? balance.error : `Available: ${formatCoin({ denom, amount: (denom === NANOGT ? gtBalance : denomBalance).toString() })}`}
        />
        <FeeField fm={fm} testId={TID.sendFee} hint={fm.defaultFeeError ? `Default fee (node status unavailable: ${fm.defaultFeeError})` : 'Paid in GT to the ledger.'} />
        <MemoField fm={fm} testId={TID.sendMemo} hint={`${utf8Length(fm.memo)}/${MEMO_MAX_BYTES} bytes`} multiline />
        <button class="btn primary block" data-testid={TID.sendReview} disabled={!ready}>Review</button>
      </form>
    </Shell>
  );
}

function Shell({ children }: { children: ComponentChildren }) {
  return (
    <div class="page">
      <PageHeader title="Send" />
      <main class="page-body">{children}</main>
    </div>
  );
}
