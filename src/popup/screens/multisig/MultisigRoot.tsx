// Multisig accounts: the ones this wallet tracks (published or not), create, publish; one account
// (&ms=<accountId>, &step=send) and co-signing a bundle (&step=cosign).
import { useState } from 'preact/hooks';
import { toForm, toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
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
  if (publishing) return <PublishMultisig account={publishing} onClose={() => { setPublishing(null); setTick((t) => t + 1); }} />;
  const multisigs = state.accounts.filter((a) => a.kind === 'multisig');
  return (
    <>
      <p class="muted small">A multisig account needs several members' signatures. Create it from the members' public keys (gt1pub…) and a threshold; publishing puts its key on the ledger, and from then on it reads as a gt21… address.</p>
      <div class="row-buttons">
        <button class="btn primary" data-testid={TID.multisigCreateOpen} onClick={() => goSub({ view: 'multisig-create' })}>Create a multisig account</button>
        <button class="btn" data-testid={TID.multisigCosignOpen} onClick={() => goSub({ view: 'multisig', step: 'cosign' })}>Co-sign a bundle</button>
      </div>
      {multisigs.length === 0 && <EmptyState title="No multisig accounts">Accounts you create here are tracked by this wallet (it holds no key for them).</EmptyState>}
      {multisigs.map((account) => <MultisigRow key={`${account.id}-${tick}`} account={account} networkId={state.network.id} onPublish={() => setPublishing(account)} />)}
    </>
  );
}

function MultisigRow({ account, networkId, onPublish }: { account: AccountView; networkId: string; onPublish(): void }) {
  const facts = useAsync(async () => accountFacts(await ledger.account(account.address)), [account.address, networkId]);
  const published = facts.data ? facts.data.accountType === 2 || facts.data.accountType === 3 : false;
  const shown = facts.data?.accountType === 3 ? toForm(account.address, 'vault2') : published ? toForm(account.address, 'gt2') : toGt1(account.address);
  const key = describeMultisigKey(account.publicKey);
  return (
    <article class="card" data-testid={TID.multisigRow} data-address={shown} data-published={String(published)}>
      <div class="row-between">
        <strong>{account.name}</strong>
        {facts.data ? <span class={published ? 'status ok' : 'status pending'}>{published ? 'published' : facts.data.accountType === null ? 'not on the ledger yet' : 'not published'}</span> : <span class="muted small">…</span>}
      </div>
      {key && <span class="small">{key.threshold} of {key.members.length} members sign</span>}
      <span class="hash-line"><code class="small break" data-testid={TID.multisigAddress}>{shown}</code><CopyButton value={shown} compact /></span>
      <span class="hash-line"><span class="muted small">Key</span><code class="small">{account.publicKey.slice(0, 14)}…</code><CopyButton value={account.publicKey} compact label="Copy key" /></span>
      {facts.error && <span class="field-error">{facts.error}</span>}
      <div class="row-buttons">
        {facts.data && !published && <button class="btn small primary" data-testid={TID.multisigPublish} onClick={onPublish}>Publish</button>}
        <button class="btn small" data-testid={TID.multisigOpenAccount} onClick={() => goSub({ view: 'multisig', ms: account.id })}>Open</button>
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
  if (payers.length === 0) return <p class="warning">No account of this wallet can pay for publishing.</p>;
  if (confirming && payer) {
    const msg: Msg = { type: 'MsgPublishMultiSigAccount', value: { from_address: toGt1(payer.address), to_address: toGt1(account.address), pubkey: account.publicKey } };
    return <ConfirmTx title={`Publish ${account.name}`} signer={payer} msgs={[msg]} submitLabel="Publish" doneTitle="Multisig published" onCancel={() => setConfirming(false)} onDone={onClose}
      notes={<>Puts the threshold key of {account.name} on the ledger; the account then reads {toForm(account.address, 'gt2').slice(0, 12)}…. {payer.name} pays the fee.</>} />;
  }
  return (
    <div class="form">
      <h2 class="approval-title">Publish {account.name}</h2>
      <Field label="Paid by">
        <select value={payerId} onChange={(e) => setPayerId(e.currentTarget.value)}>
          {payers.map((a) => <option key={a.id} value={a.id}>{a.name} · {shortAddr(a.address)}</option>)}
        </select>
      </Field>
      <div class="row-buttons f-buttons">
        <button class="btn" onClick={onClose}>Cancel</button>
        <button class="btn primary" data-testid={TID.multisigPublish} disabled={!payer} onClick={() => setConfirming(true)}>Review</button>
      </div>
    </div>
  );
}
