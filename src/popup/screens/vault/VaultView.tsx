// One vault: balance, delay, retrieval account, clearing height, every revocable transfer, and the
// vault's own actions (revocable send, update clearing height, revoke).
import { useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { Address } from '../../components/Address';
import { CopyButton } from '../../components/CopyButton';
import { ErrorBox, Loading, Section } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { accountFacts, clearingState } from '../../lib/account-facts';
import { accountFor, nameFor, vaultForm } from '../../lib/accounts';
import { ledger } from '../../lib/ledger';
import { goSub } from '../../lib/router';
import { useBlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { STATUS_LABEL, etaText, vaultStatus } from './lib';
import { RevocableList, RevokeConfirm, useSettled, type RevokeTarget } from './RevocableList';
import { UpdateClearing } from './UpdateClearing';
import { VaultSend } from './VaultSend';
import { amountOf, formatCoin, gtText } from '../../lib/format';

export function VaultView({ address, action }: { address: string; action: string | null }) {
  const { state } = useWallet();
  const clock = useBlockClock(3000);
  const mine = accountFor(state.accounts, address);
  const facts = useAsync(async () => accountFacts(await ledger.account(address)), [address, state.network.id, clock.height]);
  const pending = useAsync(() => ledger.revocableTxs(address), [address, state.network.id, clock.height]);
  const gone = useSettled(pending.data ?? []);
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  const reload = () => { facts.reload(); pending.reload(); clock.refresh(); };
  const open = (name: string | null) => goSub({ view: 'vault', address, action: name });

  if (!facts.data) return facts.error ? <ErrorBox message={facts.error} onRetry={facts.reload} /> : <Loading label="Reading the vault…" />;
  const f = facts.data;
  const status = vaultStatus(f, clock.height);
  // A multisig vault's actions make partial-signature bundles (ConfirmTx signs as its members).
  const signer = mine?.canSign || mine?.kind === 'multisig' ? mine : undefined;
  const displayAddress = vaultForm(address, f.accountType === 3);

  if (status === 'uncreated') {
    return (
      <div class="stack f-gap">
        <p class="warning" data-status={status}>{mine?.name ?? 'This vault'} has a key in this wallet but no account on the ledger yet: its creation was not completed.</p>
        <button class="btn primary" onClick={() => goSub({ view: 'create' })}>Finish creating it</button>
      </div>
    );
  }
  if (action === 'send' && signer) return <VaultSend vault={signer} facts={f} clock={clock} onClose={(done) => { if (done) reload(); open(null); }} />;
  if (revoking && signer) return <RevokeConfirm target={revoking} vault={address} facts={f} clock={clock} signer={signer} accounts={state.accounts} onClose={(done) => { setRevoking(null); if (done) reload(); }} />;
  if (action === 'clearing' && signer) return <UpdateClearing vault={signer} facts={f} clock={clock} onClose={(done) => { if (done) reload(); open(null); }} />;

  const gt = amountOf(f.tokens, NANOGT);
  const clearing = clearingState(f, clock.height);
  const rate = clock.secondsPerBlock;
  const securityName = nameFor(state.accounts, f.securityAddress);
  return (
    <>
      <section class="f-hero">
        <div class="f-hero-row">
          <span class="f-stat-label">{mine?.name ?? 'Vault'}</span>
          <span class="badge" data-status={status}>{STATUS_LABEL[status]}</span>
        </div>
        <span class="f-hero-balance" data-testid={TID.vaultBalance} data-nanogt={gt.toString()}>{gtText(gt)}</span>
        {f.tokens.filter((c) => c.denom !== NANOGT && c.amount !== '0').map((c) => <span key={c.denom} class="small" data-denom={c.denom}>{formatCoin(c)}</span>)}
        <span class="hash-line"><code class="small break" data-testid={TID.vaultAddress} data-address={displayAddress}>{displayAddress.slice(0, 16)}…{displayAddress.slice(-8)}</code><CopyButton value={displayAddress} compact /></span>
      </section>

      {signer ? (
        <div class="row-buttons f-buttons">
          <button class="btn primary" data-testid={TID.vaultSendOpen} disabled={gt === 0n && f.tokens.length === 0} onClick={() => open('send')}>Send</button>
          <button class="btn" data-testid={TID.vaultClearingOpen} onClick={() => open('clearing')}>Clearing height</button>
        </div>
      ) : (
        <p class="muted small">This wallet does not hold the key of this vault: you can follow it, not move its funds.</p>
      )}

      <Section title="Rules" right={<button class="link-button small" onClick={reload}>Refresh</button>}>
        <dl class="kv">
          <div class="kv-row"><dt>Delay</dt><dd data-testid={TID.vaultDelay} data-blocks={String(f.delayHeight)}>{etaText(f.delayHeight, rate)}<span class="muted small"> — every transfer out waits this long and can be revoked until then</span></dd></div>
          <div class="kv-row"><dt>Retrieval</dt><dd data-testid={TID.vaultSecurity} data-address={f.securityAddress}>{securityName && <strong>{securityName} </strong>}<Address address={f.securityAddress} /></dd></div>
          <div class="kv-row">
            <dt>Clearing</dt>
            <dd data-testid={TID.vaultClearingHeight} data-height={clearing.inForce === null ? '' : String(clearing.inForce)}>
              {clearing.inForce === null ? 'unknown' : `block ${clearing.inForce.toLocaleString()}`}
              <span class="muted small">
                {clearing.inForce !== null && clock.height !== null && (clock.height >= clearing.inForce ? ' — reached: the retrieval account can sweep this vault' : ` — in ${etaText(clearing.inForce - clock.height, rate)}`)}
              </span>
              {clearing.pending && <span class="muted small"><br />Moving to {clearing.pending.height.toLocaleString()} from block {clearing.pending.from.toLocaleString()}.</span>}
            </dd>
          </div>
          {clock.height !== null && <div class="kv-row"><dt>Now</dt><dd data-height={String(clock.height)} data-seconds-per-block={rate === null ? '' : rate.toFixed(2)}>block {clock.height.toLocaleString()}{rate !== null ? <span class="muted small"> · {rate.toFixed(1)} s per block</span> : null}</dd></div>}
        </dl>
      </Section>

      <Section title="Revocable transfers">
        {pending.error && <ErrorBox message={pending.error} onRetry={pending.reload} />}
        {pending.data === undefined && !pending.error ? <Loading /> : (
          <RevocableList vault={address} facts={f} entries={pending.data ?? []} gone={gone} clock={clock} canRevoke={Boolean(signer)} accounts={state.accounts} onRevoke={setRevoking} />
        )}
      </Section>
    </>
  );
}
