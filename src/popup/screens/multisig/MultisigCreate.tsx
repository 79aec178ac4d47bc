// Create a multisig account from members' gt1pub keys and a threshold; shows its gt1 address live.
import { useState } from 'preact/hooks';
import type { AccountView } from '../../../shared/wallet-api';
import { callWallet } from '../../lib/api';
import { CopyButton } from '../../components/CopyButton';
import { Field } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { checkMemberKey, previewMultisig } from '../../lib/multisig';
import { t } from '../../i18n';
import { nextKindName } from '../../lib/default-names';

const MAX_MEMBERS = 20;

export function MultisigCreate({ onDone }: { onDone(): void }) {
  const { state, refresh } = useWallet();
  const [members, setMembers] = useState<string[]>(['', '']);
  const [threshold, setThreshold] = useState('2');
  const [name, setName] = useState('');
  const [keepOrder, setKeepOrder] = useState(false);
  const save = useAction();
  const checks = members.map(checkMemberKey);
  const keys = checks.flatMap((c) => (c.ok ? [c.value] : []));
  const allValid = checks.every((c) => c.ok);
  const thresholdNumber = /^\d+$/.test(threshold.trim()) ? Number(threshold.trim()) : NaN;
  const preview = allValid ? previewMultisig(thresholdNumber, keys, keepOrder) : null;
  const mine = state.accounts.filter((a) => a.kind !== 'multisig' && a.publicKey !== '');
  const setMember = (index: number, value: string) => setMembers((list) => list.map((m, i) => (i === index ? value : m)));
  const addMine = (account: AccountView) =>
    setMembers((list) => {
      if (list.includes(account.publicKey)) return list;
      const empty = list.findIndex((m) => m.trim() === '');
      return empty >= 0 ? list.map((m, i) => (i === empty ? account.publicKey : m)) : [...list, account.publicKey];
    });

  const submit = (event: Event) => {
    event.preventDefault();
    if (!preview?.ok) return;
    void save.run(async () => {
      await callWallet('wallet_addMultisigAccount', {
        threshold: thresholdNumber,
        pubkeys: preview.value.memberKeys,
        name: name.trim() || nextKindName(state.accounts, 'multisig'),
      });
      await refresh();
      onDone();
    });
  };

  return (
    <form class="form" onSubmit={submit}>
      <h2 class="approval-title">{t('multisig.create.title')}</h2>
      <p class="muted small">{t('multisig.create.intro')}</p>
      {mine.length > 0 && (
        <div class="f-chips">
          {mine.map((a) => (
            <button
              key={a.id}
              type="button"
              class="f-chip"
              data-testid={TID.multisigAddMine}
              data-account-id={a.id}
              disabled={members.includes(a.publicKey)}
              onClick={() => addMine(a)}
            >
              {t('multisig.create.addMine', { name: a.name })}
            </button>
          ))}
        </div>
      )}
      {members.map((member, i) => {
        const check = checks[i]!;
        return (
          <div key={i} class="f-member">
            <Field label={t('multisig.create.member', { index: i + 1 })} error={member.trim() !== '' && !check.ok ? check.error : null}>
              <textarea
                rows={2}
                data-testid={TID.multisigMember(i + 1)}
                spellcheck={false}
                placeholder="gt1pub…"
                value={member}
                onInput={(e) => setMember(i, e.currentTarget.value)}
              />
            </Field>
            <button
              type="button"
              class="icon-button"
              aria-label={t('multisig.create.removeMember', { index: i + 1 })}
              disabled={members.length <= 2}
              onClick={() => setMembers((list) => list.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </div>
        );
      })}
      <button
        type="button"
        class="btn small"
        data-testid={TID.multisigMemberAdd}
        disabled={members.length >= MAX_MEMBERS}
        onClick={() => setMembers((list) => [...list, ''])}
      >
        {t('multisig.create.addMember')}
      </button>
      <Field label={t('multisig.create.threshold', { max: members.length })} error={preview && !preview.ok ? preview.error : null}>
        <input
          data-testid={TID.multisigThreshold}
          inputMode="numeric"
          value={threshold}
          onInput={(e) => setThreshold(e.currentTarget.value)}
        />
      </Field>
      <label class="checkbox">
        <input
          type="checkbox"
          data-testid={TID.multisigKeepOrder}
          checked={keepOrder}
          onChange={(e) => setKeepOrder(e.currentTarget.checked)}
        />
        <span>{t('multisig.create.keepOrder')}</span>
      </label>
      <Field label={t('multisig.create.name')}>
        <input
          data-testid={TID.multisigName}
          maxLength={40}
          placeholder={t('multisig.create.namePlaceholder')}
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </Field>
      {preview?.ok && (
        <section class="card">
          <span class="section-title">{t('multisig.create.preview', { threshold: thresholdNumber, members: keys.length })}</span>
          <span class="hash-line">
            <code class="small break" data-testid={TID.multisigPreviewAddress}>
              {preview.value.address}
            </code>
            <CopyButton value={preview.value.address} compact />
          </span>
          <span class="muted small" data-testid={TID.multisigPreviewOrder} data-order={keepOrder ? 'typed' : 'address'}>
            {t(keepOrder ? 'multisig.create.orderTyped' : 'multisig.create.orderSorted')}
          </span>
          <span class="muted small">{t('multisig.create.reads')}</span>
          <span class="hash-line">
            <code class="small" data-testid={TID.multisigPreviewKey} data-key={preview.value.publicKey}>
              {preview.value.publicKey.slice(0, 18)}…
            </code>
            <CopyButton value={preview.value.publicKey} compact label={t('multisig.copyKey')} />
          </span>
        </section>
      )}
      {save.error && <p class="error-box">{save.error}</p>}
      <button class="btn primary block" data-testid={TID.multisigSave} disabled={!preview?.ok || save.busy}>
        {t('multisig.create.save')}
      </button>
    </form>
  );
}
