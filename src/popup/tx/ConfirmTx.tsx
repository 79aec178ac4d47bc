// The in-popup confirm step of every feature: exactly what will be signed (messages as the ledger
// normalises them, fee, memo, validity window), who signs, then the broadcast and its outcome.
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { NANOGT, formatGT } from '../../core/amount';
import { validateMsg } from '../../core/messages';
import type { Msg, StdFee } from '../../core/types';
import type { AccountView, MultisigBundleView, TxResult } from '../../shared/wallet-api';
import { callWallet, errorText } from '../lib/api';
import { ErrorBox, Field, ActingAccount } from '../components/ui';
import { MsgCard } from './renderers/MsgCard';
import { ReviewNotes, SpendSummary, useDraftReview } from './renderers/review';
import { useAction, useDefaultFee } from '../hooks/data';
import { DEFAULT_GAS, checkFee, checkMemo } from '../lib/checks';
import { TID } from '../testids';
import { BundleView, MemberPicker, localMembers } from './BundleView';
import { memberKeys } from '../lib/multisig';
import { useWallet } from '../hooks/wallet';
import { TxDone } from './TxDone';

export interface ConfirmTxProps {
  title: string;
  signer: AccountView;
  msgs: Msg[];
  /** What happens when it is included, in words (effect heights, costs, who can undo it). */
  notes?: ComponentChildren;
  submitLabel?: string;
  onCancel(): void;
  onDone(result: TxResult): void;
  doneTitle?: string;
}

type Validated = { ok: true; msgs: Msg[] } | { ok: false; error: string };

export function validateAll(msgs: Msg[]): Validated {
  try {
    return { ok: true, msgs: msgs.map(validateMsg) };
  } catch (err) {
    return { ok: false, error: errorText(err) };
  }
}

export function ConfirmTx({ title, signer, msgs, notes, submitLabel = 'Confirm and sign', onCancel, onDone, doneTitle = 'Done' }: ConfirmTxProps) {
  const defaultFee = useDefaultFee();
  const [fee, setFee] = useState('');
  const [feeTouched, setFeeTouched] = useState(false);
  const [memo, setMemo] = useState('');
  const [result, setResult] = useState<TxResult | null>(null);
  const submit = useAction();
  const validated = useMemo(() => validateAll(msgs), [msgs]);
  // A multisig signer: the members whose keys live here sign a partial-signature bundle instead.
  const { state } = useWallet();
  const multisig = signer.kind === 'multisig';
  const members = useMemo(() => (multisig ? localMembers(state.accounts, memberKeys(signer.publicKey)) : []), [multisig, state.accounts, signer.publicKey]);
  const [memberIds, setMemberIds] = useState<string[]>(() => members.map((m) => m.id));
  const [bundle, setBundle] = useState<MultisigBundleView | null>(null);

  useEffect(() => {
    if (!feeTouched && !defaultFee.loading) setFee(formatGT(defaultFee.fee));
  }, [defaultFee.loading, defaultFee.fee, feeTouched]);
  // Live warnings (core/tx-review.ts): an insufficient balance keeps Confirm disabled.
  const draftFee = checkFee(fee);
  const review = useDraftReview(validated.ok ? validated.msgs : null, draftFee.ok ? { amount: [{ denom: NANOGT, amount: draftFee.value.toString() }], gas: DEFAULT_GAS } : null, memo);

  if (result) return <TxDone result={result} title={doneTitle} onClose={() => onDone(result)} what={validated.ok ? { msgs: validated.msgs, signer: signer.address } : undefined} />;
  if (bundle) return <BundleView view={bundle} onChange={setBundle} onClose={onCancel} />;

  const feeCheck = checkFee(fee);
  const memoCheck = checkMemo(memo);
  const stdFee: StdFee | null = feeCheck.ok ? { amount: [{ denom: NANOGT, amount: feeCheck.value.toString() }], gas: DEFAULT_GAS } : null;
  const ready = !review.blocked && validated.ok && stdFee !== null && memoCheck.ok && (signer.canSign || multisig) && fee !== '';

  const confirm = () => submit.run(async () => {
    if (!validated.ok || !stdFee) return;
    if (multisig) return setBundle(await callWallet('wallet_multisigPropose', { accountId: signer.id, msgs: validated.msgs, fee: stdFee, memo, memberIds }));
    setResult(await callWallet('wallet_submitTx', { accountId: signer.id, msgs: validated.msgs, fee: stdFee, memo }));
  });

  return (
    <div class="f-confirm">
      <h2 class="approval-title">{title}</h2>
      <ActingAccount account={signer} label="Signed by" />
      {notes && <div class="notice small f-notes">{notes}</div>}
      {!validated.ok && <ErrorBox message={`This cannot be signed: ${validated.error}`} testId={TID.confirmInvalid} />}
      {validated.ok && validated.msgs.map((msg, i) => <MsgCard key={i} msg={msg} index={i} total={validated.msgs.length} />)}
      <div class="card">
        <Field label="Fee (GT)" error={fee !== '' && !feeCheck.ok ? feeCheck.error : null} hint={defaultFee.error ? 'Default fee (node status unavailable).' : 'Paid in GT by the signing account.'}>
          <input data-testid={TID.confirmFee} inputMode="decimal" autoComplete="off" value={fee} onInput={(e) => { setFee(e.currentTarget.value); setFeeTouched(true); }} />
        </Field>
        <Field label="Memo (optional)" error={memoCheck.ok ? null : memoCheck.error}>
          <input autoComplete="off" value={memo} onInput={(e) => setMemo(e.currentTarget.value)} />
        </Field>
        <p class="muted small">Valid for about 200 blocks from now; the nonce and the validity window are filled in when it is signed.</p>
      </div>
      <SpendSummary msgs={validated.ok ? validated.msgs : null} fee={stdFee} signer={signer} networkId={state.network.id} />
      {multisig && <MemberPicker members={members} picked={memberIds} onChange={setMemberIds} />}
      {!signer.canSign && !multisig && <p class="warning">{signer.name} cannot sign on its own (its members must sign).</p>}
      <ReviewNotes notes={review.notes} />
      {submit.error && <ErrorBox message={submit.error} testId={TID.confirmError} />}
      <div class="row-buttons f-buttons sticky-actions">
        <button class="btn" disabled={submit.busy} onClick={onCancel}>Back</button>
        <button class="btn primary" data-testid={TID.confirmSubmit} disabled={!ready || submit.busy} onClick={confirm}>{submit.busy ? 'Signing…' : multisig ? 'Sign as member' : submitLabel}</button>
      </div>
    </div>
  );
}
