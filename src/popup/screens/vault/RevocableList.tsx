// Every revocable transfer of a vault: countdown in blocks and time until it becomes irrevocable,
// one-click revoke while it can be revoked, and what became of the ones that left the list.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RevocableTxEntry } from '../../../core/rest/types';
import type { AccountView } from '../../../shared/wallet-api';
import { Address } from '../../components/Address';
import { EmptyState } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { coinsLabel, heightText, shortHash } from '../../lib/format';
import type { AccountFacts } from '../../lib/account-facts';
import { nameFor, sameAccount } from '../../lib/accounts';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { ledger } from '../../lib/ledger';
import { blocksApprox, blocksEta } from '../../lib/time';
import type { BlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { counterpartyOf, recordHeight, revocableView, revokeMsg, transferParties, type RevocableView, type TransferParties } from './lib';
import { t } from '../../i18n';

type Settled = 'irrevocable' | 'revoked';
export interface Gone {
  entry: RevocableTxEntry;
  outcome: Settled | 'unknown';
}

const keyOf = (e: RevocableTxEntry) => `${e.tx_hash}/${e.msg_index}`;

/** "Sent at 63 · final at 66": the list's line, and the revoke review's. */
const sentFinal = (view: RevocableView) =>
  t('vault.revocable.sentFinal', { sent: String(view.sentHeight), final: String(view.effectHeight) });

/** `sent`: the transfer's height in the node's record, as the list showed it. */
export interface RevokeTarget {
  entry: RevocableTxEntry;
  parties: TransferParties;
  sent: number | null;
}

/** The confirm step of a revoke, shown in place of the vault view. */
export function RevokeConfirm({
  target,
  vault,
  facts,
  clock,
  signer,
  accounts,
  onClose,
}: {
  target: RevokeTarget;
  vault: string;
  facts: AccountFacts;
  clock: BlockClock;
  signer: AccountView;
  accounts: readonly AccountView[];
  onClose(done: boolean): void;
}) {
  const view = revocableView(target.entry, facts.delayHeight, clock.height, target.sent);
  const msg = revokeMsg(target.entry, vault, facts.securityAddress, target.parties);
  const eta = blocksEta(view.blocksLeft, clock.secondsPerBlock);
  return (
    <ConfirmTx
      title={t('vault.revoke.confirm')}
      signer={signer}
      msgs={[msg]}
      submitLabel={t('vault.revoke.submit')}
      doneTitle={t('vault.revoke.done')}
      onCancel={() => onClose(false)}
      onDone={() => onClose(true)}
      notes={
        <>
          <span
            class="muted small block"
            data-testid={TID.revokeHeights}
            data-sent={String(view.sentHeight)}
            data-final={String(view.effectHeight)}
          >
            {sentFinal(view)}
          </span>
          <strong>{t('vault.revoke.noteStrong', { amount: coinsLabel(target.entry.tokens) })}</strong>
          {t(eta ? 'vault.revoke.noteEta' : 'vault.revoke.note', {
            name: nameFor(accounts, facts.securityAddress) ?? `${facts.securityAddress.slice(0, 12)}…`,
            height: heightText(view.effectHeight),
            left: t('blocks.count', { count: view.blocksLeft }),
            eta,
          })}
        </>
      }
    />
  );
}

export function RevocableList({
  vault,
  facts,
  entries,
  gone,
  clock,
  canRevoke,
  accounts,
  onRevoke,
}: {
  vault: string;
  facts: AccountFacts;
  entries: RevocableTxEntry[];
  gone: Gone[];
  clock: BlockClock;
  canRevoke: boolean;
  accounts: readonly AccountView[];
  onRevoke(target: RevokeTarget): void;
}) {
  if (entries.length === 0 && gone.length === 0) {
    return (
      <EmptyState title={t('vault.revocable.empty.title')}>{t('vault.revocable.empty.body', { count: facts.delayHeight })}</EmptyState>
    );
  }
  return (
    <div class="stack f-gap">
      {entries.map((entry) => (
        <RevocableRow
          key={keyOf(entry)}
          entry={entry}
          vault={vault}
          facts={facts}
          clock={clock}
          canRevoke={canRevoke}
          accounts={accounts}
          onRevoke={(parties, sent) => onRevoke({ entry, parties, sent })}
        />
      ))}
      {gone.map(({ entry, outcome }) => (
        <div
          key={keyOf(entry)}
          class={outcome === 'revoked' ? 'f-row-card revoked' : 'f-row-card final'}
          data-testid={TID.revocableRow}
          data-tx-hash={entry.tx_hash}
          data-msg-index={entry.msg_index}
          data-status={outcome}
        >
          <div class="row-between">
            <span class="amount" data-testid={TID.revocableAmount}>
              {coinsLabel(entry.tokens)}
            </span>
            <span class={outcome === 'revoked' ? 'status failed' : 'status ok'}>
              {outcome === 'revoked'
                ? t('vault.revocable.revoked')
                : outcome === 'irrevocable'
                  ? t('vault.revocable.tookEffect')
                  : t('vault.revocable.settled')}
            </span>
          </div>
          <span class="muted small">{t('vault.revocable.finalAtBlock', { hash: shortHash(entry.tx_hash), height: entry.height })}</span>
        </div>
      ))}
    </div>
  );
}

function RevocableRow({
  entry,
  vault,
  facts,
  clock,
  canRevoke,
  accounts,
  onRevoke,
}: {
  entry: RevocableTxEntry;
  vault: string;
  facts: AccountFacts;
  clock: BlockClock;
  canRevoke: boolean;
  accounts: readonly AccountView[];
  onRevoke(parties: TransferParties, sent: number | null): void;
}) {
  const tx = useAsync(() => ledger.tx(entry.tx_hash), [entry.tx_hash]);
  const parties = transferParties(tx.data ?? null, Number(entry.msg_index));
  const sent = recordHeight(tx.data);
  const view = revocableView(entry, facts.delayHeight, clock.height, sent);
  const outgoing = parties ? sameAccount(parties.from, vault) : true;
  const other = parties ? counterpartyOf(parties, vault) : null;
  const approx = blocksApprox(view.blocksLeft, clock.secondsPerBlock);
  return (
    <div
      class="f-row-card pending"
      data-testid={TID.revocableRow}
      data-tx-hash={entry.tx_hash}
      data-msg-index={entry.msg_index}
      data-status={view.revocableNow ? 'revocable' : 'irrevocable'}
    >
      <div class="row-between">
        <span class="amount" data-testid={TID.revocableAmount}>
          {outgoing ? '−' : '+'}
          {coinsLabel(entry.tokens)}
        </span>
        <span class={view.revocableNow ? 'status pending' : 'status ok'}>
          {view.revocableNow ? t('vault.revocable.revocable') : t('vault.revocable.takingEffect')}
        </span>
      </div>
      <div class="row-between small">
        <span class="muted">{outgoing ? t('vault.revocable.to') : t('vault.revocable.from')}</span>
        {other ? (
          <span>
            {nameFor(accounts, other) && <strong>{nameFor(accounts, other)} </strong>}
            <Address address={other} />
          </span>
        ) : (
          <span class="muted">{tx.loading ? '…' : t('vault.unknown')}</span>
        )}
      </div>
      <div class="f-timeline" aria-hidden="true">
        <div
          class={view.revocableNow ? 'f-timeline-fill' : 'f-timeline-fill final'}
          style={{ width: `${Math.round(view.progress * 100)}%` }}
        />
      </div>
      <div class="row-between small">
        <span class="muted" data-testid={TID.revocableHeights} data-sent={String(view.sentHeight)} data-final={String(view.effectHeight)}>
          {sentFinal(view)}
        </span>
        <span class="f-countdown" data-testid={TID.revocableCountdown} data-blocks-left={String(view.blocksLeft)}>
          {view.revocableNow
            ? [t('blocks.count', { count: view.blocksLeft }), approx].filter(Boolean).join(' · ')
            : t('vault.revocable.final')}
        </span>
      </div>
      {canRevoke && view.revocableNow && (
        <div class="row-between">
          <span class="muted small">{t('vault.revocable.revokeHelp')}</span>
          <button
            class="btn small danger-outline"
            data-testid={TID.revocableRevoke}
            disabled={!parties}
            onClick={() => parties && onRevoke(parties, sent)}
          >
            {t('vault.revocable.revoke')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Entries that were pending earlier in this view and left the list, with what happened to them. */
export function useSettled(entries: RevocableTxEntry[]): Gone[] {
  const seen = useRef(new Map<string, RevocableTxEntry>());
  const [gone, setGone] = useState<Gone[]>([]);
  const current = entries.map(keyOf).join(',');
  useEffect(() => {
    const now = new Set(entries.map(keyOf));
    const left = [...seen.current.entries()].filter(([key]) => !now.has(key));
    for (const entry of entries) seen.current.set(keyOf(entry), entry);
    if (left.length === 0) return;
    for (const [key] of left) seen.current.delete(key);
    void Promise.all(
      left.map(async ([, entry]): Promise<Gone> => {
        try {
          const status = await ledger.revocableStatus(entry.tx_hash);
          return { entry, outcome: status ? (status.revoke_hash ? 'revoked' : 'irrevocable') : 'unknown' };
        } catch {
          return { entry, outcome: 'unknown' };
        }
      }),
    ).then((settled) =>
      setGone((previous) => [...settled, ...previous.filter((g) => !settled.some((s) => keyOf(s.entry) === keyOf(g.entry)))]),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` names the entries by key (`entries` is a fresh array each render)
  }, [current]);
  return gone;
}
