// A partial-signature bundle: the tx exactly as an approval shows it, who signed and how many are
// still needed, this wallet's members' signatures, export (text, file, QR), combine and broadcast.
import { useState } from 'preact/hooks';
import { validateMsg } from '../../core/messages';
import type { Msg, StdTx } from '../../core/types';
import type { AccountView, MultisigBundleView, TxResult } from '../../shared/wallet-api';
import { callWallet } from '../lib/api';
import { CopyButton } from '../components/CopyButton';
import { Qr } from '../components/Qr';
import { ErrorBox } from '../components/ui';
import { NetworkBadge } from '../components/NetworkBadge';
import { useWallet } from '../hooks/wallet';
import { useAction } from '../hooks/data';
import { preselected } from '../lib/multisig';
import { gtAmount, shortAddr } from '../lib/format';
import { MsgCard } from './renderers/MsgCard';
import { TxDone } from './TxDone';
import { TID } from '../testids';
import { t } from '../i18n';

/** Bundles above this many characters do not fit a QR code a phone reads reliably. */
const QR_MAX_CHARS = 1400;

/** Member accounts of this wallet to sign with (checkboxes), each under its own name. */
export function MemberPicker({
  members,
  picked,
  onChange,
}: {
  members: Array<{ id: string; name: string }>;
  picked: string[];
  onChange(ids: string[]): void;
}) {
  if (members.length === 0) return <p class="muted small">{t('tx.bundle.noMember')}</p>;
  return (
    <fieldset class="card">
      <legend class="small">{t('tx.bundle.signAs')}</legend>
      {members.map((m) => (
        <label key={m.id} class="checkbox small">
          <input
            type="checkbox"
            data-testid={TID.multisigSignAs}
            data-account-id={m.id}
            checked={picked.includes(m.id)}
            onChange={(e) => onChange(e.currentTarget.checked ? [...picked, m.id] : picked.filter((id) => id !== m.id))}
          />
          {m.name}
        </label>
      ))}
    </fieldset>
  );
}

/** This wallet's key accounts that are members of a threshold key (its gt1pub members). */
export function localMembers(accounts: readonly AccountView[], memberKeys: readonly string[]): AccountView[] {
  return accounts.filter((a) => a.kind !== 'multisig' && a.canSign && memberKeys.includes(a.publicKey));
}

function saveFile(text: string, address: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `multisig-${address.slice(0, 12)}-${Date.now()}.txt`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function BundleView({
  view,
  onChange,
  onClose,
}: {
  view: MultisigBundleView;
  onChange(view: MultisigBundleView): void;
  onClose(): void;
}) {
  const { state } = useWallet();
  // This wallet's members by the names every other screen shows (distinct across wallets).
  const members = view.members.map((m) => ({ ...m, name: state.accounts.find((a) => a.id === m.accountId)?.name ?? m.name }));
  const mine = members.filter((m) => m.accountId && !m.signed);
  const [picked, setPicked] = useState<string[]>(() =>
    preselected(
      mine.map((m) => m.accountId!),
      state.selectedAccountId,
    ),
  );
  const [result, setResult] = useState<TxResult | null>(null);
  const action = useAction();
  const tx = view.tx as StdTx;
  const msgs: Msg[] = tx.value.msg.map((msg) => validateMsg(msg));
  const missing = Math.max(0, view.threshold - view.signatures);

  if (result) return <TxDone result={result} title={t('tx.bundle.included')} onClose={onClose} />;

  const sign = () =>
    action.run(async () => {
      const next = await callWallet('wallet_multisigSign', { bundles: [view.text], memberIds: picked });
      onChange(next);
      setPicked([]);
    });
  const broadcast = () =>
    action.run(async () => {
      setResult(await callWallet('wallet_multisigBroadcast', { bundles: [view.text] }));
    });

  return (
    <div
      class="stack f-gap"
      data-testid={TID.multisigBundle}
      data-signatures={String(view.signatures)}
      data-threshold={String(view.threshold)}
      data-ready={String(view.ready)}
    >
      <h2 class="approval-title">
        {t('tx.bundle.heading', { name: view.name ?? shortAddr(view.address), signatures: view.signatures, threshold: view.threshold })}
      </h2>
      <p class={view.ready ? 'notice small' : 'warning small'}>
        {view.ready ? t('tx.bundle.ready') : t('tx.bundle.missing', { count: missing })}
      </p>
      <NetworkBadge network={state.network} />
      {view.onSelectedNetwork === false && <p class="warning small">{t('tx.bundle.otherChain', { chain: view.chainId })}</p>}
      {msgs.map((msg, i) => (
        <MsgCard key={i} msg={msg} index={i} total={msgs.length} />
      ))}
      <div class="card small">
        <span data-testid={TID.multisigBundleFee}>
          {t('tx.bundle.fee', { amount: gtAmount(tx.value.fee.amount.find((c) => c.denom === 'NANOGT')?.amount ?? '0') })}
        </span>
        {tx.value.memo && <span>{t('tx.bundle.memo', { memo: tx.value.memo })}</span>}
        <span class="muted">
          {t('tx.bundle.valid', { from: tx.value.valid_height[0], to: tx.value.valid_height[1], chain: view.chainId })}
        </span>
      </div>
      <ul class="card list-plain">
        {members.map((m) => (
          <li
            key={m.index}
            class="row-between small"
            data-testid={TID.multisigBundleMember}
            data-index={String(m.index)}
            data-signed={String(m.signed)}
          >
            <span>
              {m.index + 1}. {m.name ?? shortAddr(m.address)}
              {m.name ? t('tx.bundle.thisWallet') : ''}
            </span>
            <span class={m.signed ? 'status ok' : 'status pending'}>{m.signed ? t('tx.bundle.signed') : t('tx.bundle.notYet')}</span>
          </li>
        ))}
      </ul>
      {mine.length > 0 && (
        <>
          <MemberPicker members={mine.map((m) => ({ id: m.accountId!, name: m.name ?? m.address }))} picked={picked} onChange={setPicked} />
          <button class="btn" data-testid={TID.multisigBundleSign} disabled={picked.length === 0 || action.busy} onClick={sign}>
            {t('tx.bundle.addSignature', { count: Math.max(1, picked.length) })}
          </button>
        </>
      )}
      <div class="card">
        <span class="small">{t('tx.bundle.text')}</span>
        <textarea class="mono small" rows={4} readOnly data-testid={TID.multisigBundleText} value={view.text} />
        <div class="row-buttons">
          <CopyButton value={view.text} label={t('ui.copy')} />
          <button class="btn small" onClick={() => saveFile(view.text, view.address)}>
            {t('tx.bundle.save')}
          </button>
        </div>
        {view.text.length <= QR_MAX_CHARS ? (
          <Qr text={view.text} testId={TID.multisigBundleQr} />
        ) : (
          <span class="muted small">{t('tx.bundle.tooLong')}</span>
        )}
      </div>
      {action.error && <ErrorBox message={action.error} testId={TID.multisigBundleError} />}
      <div class="row-buttons f-buttons sticky-actions">
        <button class="btn" onClick={onClose}>
          {t('tx.bundle.close')}
        </button>
        {/* Below the threshold the node can only refuse it: the bundle is passed on instead (above). */}
        {view.ready && (
          <button
            class="btn primary"
            data-testid={TID.multisigBundleBroadcast}
            disabled={action.busy || view.onSelectedNetwork === false}
            onClick={broadcast}
          >
            {action.busy ? t('tx.bundle.broadcasting') : t('tx.bundle.broadcast')}
          </button>
        )}
      </div>
    </div>
  );
}
