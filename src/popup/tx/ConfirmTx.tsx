// The in-popup confirm step of every feature: exactly what will be signed (messages as the ledger
// normalises them, fee, memo, validity window), who signs, then the broadcast and its outcome.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { validateMsg } from '../../core/messages';
import type { Msg, StdFee } from '../../core/types';
import type { AccountView, MultisigBundleView, TxResult } from '../../shared/wallet-api';
import { callWallet, errorText } from '../lib/api';
import { ActingAccount, ErrorBox } from '../components/ui';
import { MsgCard } from './renderers/MsgCard';
import { ReviewNotes, SpendSummary, useDraftReview, useKnownAddresses } from './renderers/review';
import { KnownContext } from './renderers/labels';
import { useAction } from '../hooks/data';
import { checkMemo } from '../lib/checks';
import { FeeField, MemoField, useFeeMemo } from './FeeMemo';
import { TID } from '../testids';
import { BundleView, MemberPicker, localMembers } from './BundleView';
import { memberKeys, preselected } from '../lib/multisig';
import { useWallet } from '../hooks/wallet';
import { TxDone, type TxDoneIds } from './TxDone';
import { TxView } from './TxView';
import { t } from '../i18n';
import { NetworkBadge } from '../components/NetworkBadge';

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
  /** A fee and memo already made in the form (the send screen): shown as signed, not edited here. */
  fixed?: { fee: StdFee; memo: string };
  /** The buttons' and the result's test ids; the send screen keeps its own. */
  ids?: ConfirmIds;
}

export interface ConfirmIds {
  submit: string;
  cancel?: string;
  error: string;
  done?: TxDoneIds;
}
const CONFIRM_IDS: ConfirmIds = { submit: TID.confirmSubmit, error: TID.confirmError };

type Validated = { ok: true; msgs: Msg[] } | { ok: false; error: string };

function validateAll(msgs: Msg[]): Validated {
  try {
    return { ok: true, msgs: msgs.map(validateMsg) };
  } catch (err) {
    return { ok: false, error: errorText(err) };
  }
}

export function ConfirmTx({
  title,
  signer,
  msgs,
  notes,
  submitLabel = t('tx.confirm.submit'),
  onCancel,
  onDone,
  doneTitle = t('tx.confirm.done'),
  fixed,
  ids = CONFIRM_IDS,
}: ConfirmTxProps) {
  const { state } = useWallet();
  const fm = useFeeMemo(state.network.id);
  const [result, setResult] = useState<TxResult | null>(null);
  const submit = useAction();
  const validated = useMemo(() => validateAll(msgs), [msgs]);
  // A multisig signer: the members whose keys live here sign a partial-signature bundle instead.
  const multisig = signer.kind === 'multisig';
  const members = useMemo(
    () => (multisig ? localMembers(state.accounts, memberKeys(signer.publicKey)) : []),
    [multisig, state.accounts, signer.publicKey],
  );
  const [memberIds, setMemberIds] = useState<string[]>(() =>
    preselected(
      members.map((m) => m.id),
      state.selectedAccountId,
    ),
  );
  const [bundle, setBundle] = useState<MultisigBundleView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A review opens at its top, its heading focused: the form before it may have been scrolled down.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);

  // Live warnings (core/tx-review.ts): an insufficient balance keeps Confirm disabled.
  const stdFee = fixed ? fixed.fee : fm.stdFee;
  const memo = fixed ? fixed.memo : fm.memo;
  const memoCheck = fixed ? checkMemo(fixed.memo) : fm.memoCheck;
  const review = useDraftReview(validated.ok ? validated.msgs : null, stdFee, memo);
  const known = useKnownAddresses([signer.address]);

  if (result)
    return (
      <TxDone
        result={result}
        title={doneTitle}
        onClose={() => onDone(result)}
        what={validated.ok ? { msgs: validated.msgs, signer: signer.address } : undefined}
        {...(ids.done ? { ids: ids.done } : {})}
      />
    );
  if (bundle) return <BundleView view={bundle} onChange={setBundle} onClose={onCancel} />;

  const ready =
    !review.blocked &&
    validated.ok &&
    stdFee !== null &&
    memoCheck.ok &&
    (signer.canSign || multisig) &&
    (fixed !== undefined || fm.fee !== '');

  const confirm = () =>
    submit.run(async () => {
      if (!validated.ok || !stdFee) return;
      if (multisig)
        return setBundle(
          await callWallet('wallet_multisigPropose', { accountId: signer.id, msgs: validated.msgs, fee: stdFee, memo, memberIds }),
        );
      setResult(await callWallet('wallet_submitTx', { accountId: signer.id, msgs: validated.msgs, fee: stdFee, memo }));
    });

  return (
    <KnownContext.Provider value={known}>
      <div class="f-confirm">
        <h2 ref={heading} tabIndex={-1} class="approval-title" data-testid={TID.confirmTitle}>
          {title}
        </h2>
        <NetworkBadge network={state.network} />
        <ActingAccount account={signer} label={t('tx.confirm.signedBy')} />
        {notes && <div class="notice small f-notes">{notes}</div>}
        {!validated.ok && <ErrorBox message={t('tx.confirm.invalid', { error: validated.error })} testId={TID.confirmInvalid} />}
        {fixed && validated.ok && <TxView value={{ msg: validated.msgs, fee: fixed.fee, memo: fixed.memo }} />}
        {!fixed && validated.ok && validated.msgs.map((msg, i) => <MsgCard key={i} msg={msg} index={i} total={validated.msgs.length} />)}
        {!fixed && (
          <div class="card">
            <FeeField
              fm={fm}
              testId={TID.confirmFee}
              hint={fm.defaultFeeError ? t('tx.confirm.defaultFeeError') : t('tx.confirm.feeHint')}
            />
            <MemoField fm={fm} />
            <p class="muted small">{t('tx.confirm.validity')}</p>
          </div>
        )}
        <SpendSummary msgs={validated.ok ? validated.msgs : null} fee={stdFee} signer={signer} networkId={state.network.id} />
        {multisig && <MemberPicker members={members} picked={memberIds} onChange={setMemberIds} />}
        {!signer.canSign && !multisig && <p class="warning">{t('tx.confirm.cannotSign', { name: signer.name })}</p>}
        <ReviewNotes notes={review.notes} />
        {submit.error && <ErrorBox message={submit.error} testId={ids.error} />}
        <div class="row-buttons f-buttons sticky-actions">
          <button
            class="btn"
            data-testid={ids.cancel}
            disabled={submit.busy}
            onClick={() => {
              submit.setError(null);
              onCancel();
            }}
          >
            {t('tx.confirm.back')}
          </button>
          <button class="btn primary" data-testid={ids.submit} disabled={!ready || submit.busy} onClick={confirm}>
            {submit.busy ? t('tx.confirm.signing') : multisig ? t('tx.confirm.signAsMember') : submitLabel}
          </button>
        </div>
      </div>
    </KnownContext.Provider>
  );
}
