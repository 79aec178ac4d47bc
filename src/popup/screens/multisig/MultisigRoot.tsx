// Multisig accounts: the ones this wallet tracks (published or not), create, publish; one account
// (&ms=<accountId>, &step=send) and co-signing a bundle (&step=cosign).
import { useState } from 'preact/hooks';
import { toForm, toGt1 } from '../../../core/address';
import { makeMsg } from '../../../core/messages/typed';
import type { AccountView } from '../../../shared/wallet-api';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState, Field } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { accountFacts } from '../../lib/account-facts';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { ledger } from '../../lib/ledger';
import { goSub, useRouteParams } from '../../lib/router';
import { TID } from '../../testids';
import { describeMultisigKey } from '../../lib/multisig';
import { CosignImport } from './CosignImport';
import { MultisigAccount } from './MultisigAccount';
import { MultisigCreate } from './MultisigCreate';
import { shortAddr } from '../../lib/format';
import { t } from '../../i18n';

export function MultisigRoot({ creating }: { creating: boolean }) {
  const { state } = useWallet();
  const [publishing, setPublishing] = useState<AccountView | null>(null);
  const [tick, setTick] = useState(0);
  const params = useRouteParams();
  const step = params.get('step');
  const opened = state.accounts.find((a) => a.kind === 'multisig' && a.id === params.get('ms'));
  if (creating) return <MultisigCreate onDone={() => goSub({ view: 'multisig' })} />;
  if (step === 'cosign') return <CosignImport onClose={() => goSub({ view: 'multisig' })} />;
  if (opened) return <MultisigAccount key={opened.id} account={opened} step={step} />;
  if (publishing)
    return (
      <PublishMultisig
        account={publishing}
        onClose={() => {
          setPublishing(null);
          setTick((t) => t + 1);
        }}
      />
    );
  const multisigs = state.accounts.filter((a) => a.kind === 'multisig');
  return (
    <>
      <p class="muted small">{t('multisig.intro')}</p>
      <div class="row-buttons">
        <button class="btn primary" data-testid={TID.multisigCreateOpen} onClick={() => goSub({ view: 'multisig-create' })}>
          {t('multisig.createOpen')}
        </button>
        <button class="btn" data-testid={TID.multisigCosignOpen} onClick={() => goSub({ view: 'multisig', step: 'cosign' })}>
          {t('multisig.cosignOpen')}
        </button>
      </div>
      {multisigs.length === 0 && <EmptyState title={t('multisig.empty.title')}>{t('multisig.empty.body')}</EmptyState>}
      {multisigs.map((account) => (
        <MultisigRow
          key={`${account.id}-${tick}`}
          account={account}
          networkId={state.network.id}
          onPublish={() => setPublishing(account)}
        />
      ))}
    </>
  );
}

function MultisigRow({ account, networkId, onPublish }: { account: AccountView; networkId: string; onPublish(): void }) {
  const facts = useAsync(async () => accountFacts(await ledger.account(account.address)), [account.address, networkId]);
  const published = facts.data ? facts.data.accountType === 2 || facts.data.accountType === 3 : false;
  const shown =
    facts.data?.accountType === 3 ? toForm(account.address, 'vault2') : published ? toForm(account.address, 'gt2') : toGt1(account.address);
  const key = describeMultisigKey(account.publicKey);
  return (
    <article class="card" data-testid={TID.multisigRow} data-address={shown} data-published={String(published)}>
      <div class="row-between">
        <strong>{account.name}</strong>
        {facts.data ? (
          <span class={published ? 'status ok' : 'status pending'}>
            {published
              ? t('multisig.status.published')
              : facts.data.accountType === null
                ? t('multisig.status.absent')
                : t('multisig.status.unpublished')}
          </span>
        ) : (
          <span class="muted small">…</span>
        )}
      </div>
      {key && <span class="small">{t('multisig.members', { threshold: key.threshold, members: key.members.length })}</span>}
      <span class="hash-line">
        <code class="small break" data-testid={TID.multisigAddress}>
          {shown}
        </code>
        <CopyButton value={shown} compact />
      </span>
      <span class="hash-line">
        <span class="muted small">{t('multisig.key')}</span>
        <code class="small">{account.publicKey.slice(0, 14)}…</code>
        <CopyButton value={account.publicKey} compact label={t('multisig.copyKey')} />
      </span>
      {facts.error && <span class="field-error">{facts.error}</span>}
      <div class="row-buttons">
        {facts.data && !published && (
          <button class="btn small primary" data-testid={TID.multisigPublish} onClick={onPublish}>
            {t('multisig.publish')}
          </button>
        )}
        <button class="btn small" data-testid={TID.multisigOpenAccount} onClick={() => goSub({ view: 'multisig', ms: account.id })}>
          {t('multisig.open')}
        </button>
      </div>
    </article>
  );
}

function PublishMultisig({ account, onClose }: { account: AccountView; onClose(): void }) {
  const { state } = useWallet();
  const payers = state.accounts.filter((a) => a.canSign && a.kind !== 'vault');
  const [payerId, setPayerId] = useState(payers[0]?.id ?? '');
  const [confirming, setConfirming] = useState(false);
  const payer = payers.find((a) => a.id === payerId);
  if (payers.length === 0) return <p class="warning">{t('multisig.publish.noPayer')}</p>;
  if (confirming && payer) {
    const msg = makeMsg('MsgPublishMultiSigAccount', {
      from_address: toGt1(payer.address),
      to_address: toGt1(account.address),
      pubkey: account.publicKey,
    });
    return (
      <ConfirmTx
        title={t('multisig.publish.title', { name: account.name })}
        signer={payer}
        msgs={[msg]}
        submitLabel={t('multisig.publish')}
        doneTitle={t('multisig.publish.done')}
        onCancel={() => setConfirming(false)}
        onDone={onClose}
        notes={t('multisig.publish.note', { name: account.name, address: toForm(account.address, 'gt2').slice(0, 12), payer: payer.name })}
      />
    );
  }
  return (
    <div class="form">
      <h2 class="approval-title">{t('multisig.publish.title', { name: account.name })}</h2>
      <Field label={t('multisig.publish.paidBy')}>
        <select value={payerId} onChange={(e) => setPayerId(e.currentTarget.value)}>
          {payers.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} · {shortAddr(a.address)}
            </option>
          ))}
        </select>
      </Field>
      <div class="row-buttons f-buttons">
        <button class="btn" onClick={onClose}>
          {t('multisig.cancel')}
        </button>
        <button class="btn primary" data-testid={TID.multisigPublish} disabled={!payer} onClick={() => setConfirming(true)}>
          {t('multisig.review')}
        </button>
      </div>
    </div>
  );
}
