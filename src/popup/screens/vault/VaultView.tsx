// One vault: balance, delay, retrieval account, clearing height, every revocable transfer, and the
// vault's own actions (revocable send, update clearing height, revoke).
import { useEffect, useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { Address } from '../../components/Address';
import { CopyButton } from '../../components/CopyButton';
import { ErrorBox, Loading, Section, Unknown } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { accountFacts, clearingState } from '../../lib/account-facts';
import { accountFor, nameFor, vaultForm } from '../../lib/accounts';
import { ledger } from '../../lib/ledger';
import { goSub } from '../../lib/router';
import { useBlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { etaText, statusLabel, vaultStatus } from './lib';
import { RevocableList, RevokeConfirm, useSettled, type RevokeTarget } from './RevocableList';
import { WatchVault } from './WatchVault';
import { bareTxHash, recordHeight, transferParties } from './lib';
import { UpdateClearing } from './UpdateClearing';
import { VaultSend } from './VaultSend';
import { amountOf, formatCoin, gtText, heightText } from '../../lib/format';
import { t } from '../../i18n';

export function VaultView({ address, action, revoke }: { address: string; action: string | null; revoke: string | null }) {
  const { state } = useWallet();
  const clock = useBlockClock(3000);
  const mine = accountFor(state.accounts, address);
  const facts = useAsync(async () => accountFacts(await ledger.account(address)), [address, state.network.id, clock.height]);
  const pending = useAsync(() => ledger.revocableTxs(address), [address, state.network.id, clock.height]);
  const gone = useSettled(pending.data ?? []);
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  const reload = () => {
    facts.reload();
    pending.reload();
    clock.refresh();
  };
  const open = (name: string | null) => goSub({ view: 'vault', address, action: name });
  // `revoke=<hash>:<index>` (a notification's route): the revoke review of that transfer, once it is read.
  const [revokeGone, setRevokeGone] = useState(false);
  useEffect(() => {
    if (!revoke || !pending.data) return;
    const [hash, index] = revoke.split(':');
    const entry = pending.data.find((candidate) => bareTxHash(candidate.tx_hash).toUpperCase() === hash && candidate.msg_index === index);
    if (!entry) {
      setRevokeGone(true);
      return;
    }
    let live = true;
    void ledger
      .tx(entry.tx_hash)
      .then((record) => {
        const parties = transferParties(record, Number(entry.msg_index));
        if (live && parties) setRevoking({ entry, parties, sent: recordHeight(record) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the pending list has come (not at each of its polls): the revoke the route names is looked up once
  }, [revoke, pending.data === undefined]);

  if (!facts.data)
    return facts.error ? <ErrorBox message={facts.error} onRetry={facts.reload} /> : <Loading label={t('vault.view.loading')} />;
  const f = facts.data;
  const status = vaultStatus(f, clock.height);
  // A multisig vault's actions make partial-signature bundles (ConfirmTx signs as its members).
  const signer = mine?.canSign || mine?.kind === 'multisig' ? mine : undefined;
  const displayAddress = vaultForm(address, f.accountType === 3);

  if (status === 'uncreated') {
    return (
      <div class="stack f-gap">
        <p class="warning" data-status={status}>
          {t('vault.view.uncreated', { name: mine?.name ?? t('vault.view.thisVault') })}
        </p>
        <button class="btn primary" onClick={() => goSub({ view: 'create' })}>
          {t('vault.view.finish')}
        </button>
      </div>
    );
  }
  if (action === 'send' && signer)
    return (
      <VaultSend
        vault={signer}
        facts={f}
        clock={clock}
        onClose={(done) => {
          if (done) reload();
          open(null);
        }}
      />
    );
  if (revoking && signer)
    return (
      <RevokeConfirm
        target={revoking}
        vault={address}
        facts={f}
        clock={clock}
        signer={signer}
        accounts={state.accounts}
        onClose={(done) => {
          setRevoking(null);
          if (done) reload();
          if (revoke) open(null);
        }}
      />
    );
  if (action === 'clearing' && signer)
    return (
      <UpdateClearing
        vault={signer}
        facts={f}
        clock={clock}
        onClose={(done) => {
          if (done) reload();
          open(null);
        }}
      />
    );

  const gt = amountOf(f.tokens, NANOGT);
  const clearing = clearingState(f, clock.height);
  const rate = clock.secondsPerBlock;
  const securityName = nameFor(state.accounts, f.securityAddress);
  return (
    <>
      <section class="f-hero">
        <div class="f-hero-row">
          <span class="f-stat-label">{mine?.name ?? t('vault.vault')}</span>
          <span class="badge" data-status={status}>
            {statusLabel(status)}
          </span>
        </div>
        {facts.error ? (
          <span class="f-hero-balance" data-testid={TID.vaultBalance}>
            <Unknown last={gtText(gt)} readAt={facts.readAt} />
          </span>
        ) : (
          <span class="f-hero-balance" data-testid={TID.vaultBalance} data-nanogt={gt.toString()}>
            {gtText(gt)}
          </span>
        )}
        {!facts.error &&
          f.tokens
            .filter((c) => c.denom !== NANOGT && c.amount !== '0')
            .map((c) => (
              <span key={c.denom} class="small" data-denom={c.denom}>
                {formatCoin(c)}
              </span>
            ))}
        <span class="hash-line">
          <code class="small break" data-testid={TID.vaultAddress} data-address={displayAddress}>
            {displayAddress.slice(0, 16)}…{displayAddress.slice(-8)}
          </code>
          <CopyButton value={displayAddress} compact />
        </span>
      </section>

      {facts.error && <ErrorBox message={facts.error} onRetry={reload} />}
      {revokeGone && (
        <p class="warning" data-testid={TID.vaultRevokeGone}>
          {t('vault.revoke.notFound')}
        </p>
      )}
      {signer ? (
        <div class="row-buttons f-buttons">
          <button
            class="btn primary"
            data-testid={TID.vaultSendOpen}
            disabled={gt === 0n && f.tokens.length === 0}
            onClick={() => open('send')}
          >
            {t('vault.view.send')}
          </button>
          <button class="btn" data-testid={TID.vaultClearingOpen} onClick={() => open('clearing')}>
            {t('vault.view.clearing')}
          </button>
        </div>
      ) : (
        <p class="muted small">{t('vault.view.noKey')}</p>
      )}

      {mine && <WatchVault address={mine.address} />}

      <Section
        title={t('vault.view.rules')}
        right={
          <button class="link-button small" onClick={reload}>
            {t('vault.view.refresh')}
          </button>
        }
      >
        <dl class="kv">
          <div class="kv-row">
            <dt>{t('vault.view.delay')}</dt>
            <dd data-testid={TID.vaultDelay} data-blocks={String(f.delayHeight)}>
              {etaText(f.delayHeight, rate)}
              <span class="muted small">{t('vault.view.delayHelp')}</span>
            </dd>
          </div>
          <div class="kv-row">
            <dt>{t('vault.view.retrieval')}</dt>
            <dd data-testid={TID.vaultSecurity} data-address={f.securityAddress}>
              {securityName && <strong>{securityName} </strong>}
              <Address address={f.securityAddress} />
            </dd>
          </div>
          <div class="kv-row">
            <dt>{t('vault.view.clearingRow')}</dt>
            <dd data-testid={TID.vaultClearingHeight} data-height={clearing.inForce === null ? '' : String(clearing.inForce)}>
              {clearing.inForce === null ? t('vault.unknown') : t('vault.block', { height: heightText(clearing.inForce) })}
              <span class="muted small">
                {clearing.inForce !== null &&
                  clock.height !== null &&
                  (clock.height >= clearing.inForce
                    ? t('vault.view.reached')
                    : t('vault.view.in', { eta: etaText(clearing.inForce - clock.height, rate) }))}
              </span>
              {clearing.pending && (
                <span class="muted small">
                  <br />
                  {t('vault.moving', { height: heightText(clearing.pending.height), from: heightText(clearing.pending.from) })}
                </span>
              )}
            </dd>
          </div>
          {clock.height !== null && (
            <div class="kv-row">
              <dt>{t('vault.view.now')}</dt>
              <dd data-height={String(clock.height)} data-seconds-per-block={rate === null ? '' : rate.toFixed(2)}>
                {t('vault.block', { height: heightText(clock.height) })}
                {rate !== null ? <span class="muted small">{t('vault.view.perBlock', { seconds: rate.toFixed(1) })}</span> : null}
              </dd>
            </div>
          )}
        </dl>
      </Section>

      <Section title={t('vault.view.revocable')}>
        {pending.error && <ErrorBox message={pending.error} onRetry={pending.reload} />}
        {pending.data === undefined ? (
          pending.error ? null : (
            <Loading />
          )
        ) : (
          <RevocableList
            vault={address}
            facts={f}
            entries={pending.data ?? []}
            gone={gone}
            clock={clock}
            canRevoke={Boolean(signer)}
            accounts={state.accounts}
            onRevoke={setRevoking}
          />
        )}
      </Section>
    </>
  );
}
