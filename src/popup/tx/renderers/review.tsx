// What a person should know before confirming a tx, shared by the approval window and the popup's own
// review: who signs and what leaves each, live notes (balance per denom, fee, validity window) from
// core/tx-review.ts, and the addresses labels call known (core/known-addresses.ts, from the activity).
import { useEffect, useMemo, useState } from 'preact/hooks';
import { toGt1 } from '../../../core/address';
import { knownAddresses } from '../../../core/known-addresses';
import { revealHidden } from '../../../core/reveal';
import { reviewTx, outflows, type ReviewNote } from '../../../core/tx-review';
import type { Coin, Msg, StdFee, StdTx } from '../../../core/types';
import { callWallet, queryLedger } from '../../lib/api';
import { ledger } from '../../lib/ledger';
import { useBalance, useDefaultFee } from '../../hooks/data';
import { amountOf, formatCoin } from '../../lib/format';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { useContacts } from '../../hooks/contacts';
import { warningText } from '../../lib/warnings';
import { LabeledAddress, ownAccount } from './labels';
import { t } from '../../i18n';

/** The tx's outflows, or none when its messages do not validate (the card says why). */
function safeOutflows(tx: StdTx | null): Map<string, Map<string, bigint>> {
  if (!tx) return new Map();
  try {
    return outflows(tx);
  } catch {
    return new Map();
  }
}

const RATE_SAMPLE_BLOCKS = 20;

/** Seconds per block over the last few blocks, to say when a post-dated window opens; null when it cannot be told. */
async function blockRate(height: number, timestamp: unknown): Promise<number | null> {
  const older = Math.max(1, height - RATE_SAMPLE_BLOCKS);
  const now = Date.parse(String(timestamp));
  if (older >= height || !Number.isFinite(now)) return null;
  const then = Date.parse(String((await queryLedger('getBlock', older)).timestamp));
  return Number.isFinite(then) && now > then ? (now - then) / 1000 / (height - older) : null;
}

export interface TxReview {
  notes: ReviewNote[];
  loading: boolean;
  blocked: string | null;
}

/** Live review of `tx` (re-run when it changes, e.g. the person edits the fee); `checkWindow: false` for a draft whose window is filled when signed. */
export function useTxReview(tx: StdTx | null, { checkWindow = true }: { checkWindow?: boolean } = {}): TxReview {
  const { state } = useWallet();
  const defaultFee = useDefaultFee(state.network.id);
  const flows = useMemo(() => safeOutflows(tx), [tx]);
  const addresses = [...flows.keys()].join(',');
  const [facts, setFacts] = useState<{ balances: Map<string, Coin[]>; latestHeight?: bigint; secondsPerBlock?: number } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const balances = new Map<string, Coin[]>();
      for (const address of addresses ? addresses.split(',') : []) {
        try {
          balances.set(address, await ledger.balance(address));
        } catch {
          /* unknown: no balance note */
        }
      }
      let latestHeight: bigint | undefined;
      let rate: number | null = null;
      try {
        const latest = await queryLedger('getLatestBlock');
        latestHeight = BigInt(latest.height);
        rate = await blockRate(Number(latest.height), latest.timestamp);
      } catch {
        /* unknown: no window-position note, or one without a duration */
      }
      if (live)
        setFacts({
          balances,
          ...(latestHeight !== undefined ? { latestHeight } : {}),
          ...(rate !== null ? { secondsPerBlock: rate } : {}),
        });
    })();
    return () => {
      live = false;
    };
  }, [addresses, state.network.id]);
  const names = new Map(
    state.accounts.flatMap((account) => {
      try {
        return [[toGt1(account.address), account.name] as [string, string]];
      } catch {
        return [];
      }
    }),
  );
  let notes: ReviewNote[] = [];
  if (tx && facts) {
    try {
      notes = reviewTx(tx, {
        balances: facts.balances,
        names,
        ...(checkWindow && facts.latestHeight !== undefined ? { latestHeight: facts.latestHeight } : {}),
        ...(facts.secondsPerBlock !== undefined ? { secondsPerBlock: facts.secondsPerBlock } : {}),
        ...(defaultFee.loading ? {} : { defaultFee: defaultFee.fee }),
      });
    } catch {
      notes = [];
    }
  }
  const block = notes.find((note) => note.level === 'block');
  return { notes, loading: facts === null, blocked: facts === null ? t('renderers.review.checking') : block ? warningText(block) : null };
}

/** The popup's own review (ConfirmTx): messages with the fee and memo being typed; the window is set when signed. */
export function useDraftReview(msgs: Msg[] | null, fee: StdFee | null, memo: string): TxReview {
  const tx = useMemo<StdTx | null>(
    () =>
      msgs && fee ? { type: 'StdTx', value: { msg: msgs, fee, memo, nonces: [null], signatures: null, valid_height: ['1', '201'] } } : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fee by value (a fresh object each render)
    [msgs, JSON.stringify(fee), memo],
  );
  return useTxReview(tx, { checkWindow: false });
}

export function ReviewNotes({ notes }: { notes: ReviewNote[] }) {
  return (
    <>
      {notes.map((note, i) => (
        <p
          key={i}
          class={note.level === 'warn' ? 'warning' : 'warning strong'}
          role="alert"
          data-testid={TID.reviewNote}
          data-level={note.level}
          data-code={note.code}
        >
          ⚠ {warningText(note)}
        </p>
      ))}
    </>
  );
}

/** Every account that signs, by name, with what leaves it (the fee from the first). */
export function SignerList({ tx }: { tx: StdTx | null }) {
  const { state } = useWallet();
  const flows = useMemo(() => safeOutflows(tx), [tx]);
  return (
    <ul class="signer-list" data-count={flows.size}>
      {[...flows].map(([address, needs]) => {
        const account = ownAccount(address, state.accounts);
        const out =
          [...needs].map(([denom, amount]) => formatCoin({ denom, amount: amount.toString() })).join(' + ') ||
          t('renderers.review.nothing');
        return (
          <li
            key={address}
            class="signer-row"
            data-testid={TID.approvalSigner}
            data-account-id={account?.id ?? ''}
            data-address={address}
            data-outflow={out}
          >
            <span class="signer-name">{account ? revealHidden(account.name).text : t('renderers.review.notYours')}</span>
            <LabeledAddress address={address} />
            <span class="signer-out">{t('renderers.review.pays', { amount: out })}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** gt1 forms of the addresses this wallet knows: its own, its contacts' and those these accounts sent to (without the sent-to ones until loaded or on error). */
export function useKnownAddresses(addresses: string[]): ReadonlySet<string> {
  const { state } = useWallet();
  const own = state.accounts.map((account) => account.address);
  const book = (useContacts() ?? []).map((contact) => contact.address);
  const key = `${addresses.join(',')}|${own.join(',')}|${state.network.id}`;
  const [activity, setActivity] = useState<unknown[]>([]);
  useEffect(() => {
    let live = true;
    void (async () => {
      // The accounts' histories are read side by side; one that fails adds nothing.
      const pages = await Promise.allSettled(addresses.map((address) => callWallet('wallet_activity', { address, limit: 50 })));
      const txs = pages.flatMap((page) => (page.status === 'fulfilled' ? page.value.txs : []));
      if (live) setActivity(txs);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is made from `addresses` and `own`
  }, [key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `own` and `book` compared by value (their joined addresses); new arrays each render
  return useMemo(() => knownAddresses({ own, activity, book }), [activity, own.join(','), book.join(',')]);
}

/**
 * What leaves the signing account in all (amounts + fee, per denom) and what it holds afterwards, for
 * the popup's own reviews. Nothing is shown until the messages and fee are valid.
 */
export function SpendSummary({
  msgs,
  fee,
  signer,
  networkId,
}: {
  msgs: Msg[] | null;
  fee: StdFee | null;
  signer: { name: string; address: string };
  networkId: string;
}) {
  const tx = useMemo<StdTx | null>(
    () =>
      msgs && fee
        ? { type: 'StdTx', value: { msg: msgs, fee, memo: '', nonces: [null], signatures: null, valid_height: ['1', '201'] } }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fee by value (a fresh object each render)
    [msgs, JSON.stringify(fee)],
  );
  const balance = useBalance(signer.address, networkId);
  const leaving = useMemo(() => {
    try {
      return [...(safeOutflows(tx).get(toGt1(signer.address)) ?? new Map<string, bigint>())].filter(([, amount]) => amount > 0n);
    } catch {
      return [];
    }
  }, [tx, signer.address]);
  if (leaving.length === 0) return null;
  // A balance read before a failure is not the balance now: the figure after is unknown until it answers.
  const known = balance.error ? undefined : balance.data;
  const coins = known ?? [];
  return (
    <dl class="kv spend-summary card">
      <div class="kv-row">
        <dt>{t('renderers.review.leaves', { name: revealHidden(signer.name).text })}</dt>
        <dd data-testid={TID.reviewTotal}>
          {leaving.map(([denom, amount]) => formatCoin({ denom, amount: amount.toString() })).join(' + ')}
        </dd>
      </div>
      <div class="kv-row">
        <dt>{t('renderers.review.balanceAfter')}</dt>
        <dd
          data-testid={TID.reviewBalanceAfter}
          data-nanogt={known ? String(amountOf(coins, 'NANOGT') - (leaving.find(([d]) => d === 'NANOGT')?.[1] ?? 0n)) : ''}
        >
          {known
            ? leaving.map(([denom, amount]) => formatCoin({ denom, amount: (amountOf(coins, denom) - amount).toString() })).join(' · ')
            : balance.error
              ? t('renderers.review.balanceUnknown')
              : t('renderers.review.reading')}
        </dd>
      </div>
    </dl>
  );
}
