// What the watcher should say, decided without the browser: given what the node shows now and what
// was already said (the `notified` keys, kept in storage so a restarted worker does not repeat itself),
// the notices to raise. Pure: ./watch.ts reads the node and storage, ./show.ts shows the notices.
import { toGt1 } from '../../core/address-forms';
import type { Coin } from '../../core/types';

/** The kinds a person can turn off one by one (Settings → Notifications). */
export const NOTIFY_KINDS = ['tx', 'incoming', 'unbonding', 'vaultOut', 'revokeSoon'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];
export type NotifySettings = Record<NotifyKind, boolean>;
export const DEFAULT_SETTINGS: NotifySettings = { tx: true, incoming: true, unbonding: true, vaultOut: true, revokeSoon: true };

/** What a notice is about; the background words it (./words.ts), the popup lists it. */
export type NoticeTopic =
  | { kind: 'txIncluded' | 'txFailed'; txhash: string; height?: string }
  | { kind: 'incoming'; txhash: string; to: string; from: string; coins: Coin[] }
  | { kind: 'unbonding'; delegator: string; conAccount: string; amount: string }
  | {
      kind: 'vaultOut' | 'guardian';
      vault: string;
      to: string;
      txhash: string;
      msgIndex: string;
      coins: Coin[];
      effectHeight: number;
      blocksLeft: number;
    }
  | {
      kind: 'revokeSoon';
      vault: string;
      to: string;
      txhash: string;
      msgIndex: string;
      coins: Coin[];
      effectHeight: number;
      blocksLeft: number;
    };

export interface Notice {
  /** Unique per event: the dedupe key, and the browser notification's id. */
  key: string;
  topic: NoticeTopic;
  /** The popup route a click opens (hash, without '#'). */
  route: string;
  /** Stays until the person acts, with a Revoke button (the guardian). */
  urgent: boolean;
  /** Further keys this notice makes unneeded (a transfer first seen already close to its effect height). */
  covers?: string[];
}

const bare = (hash: string) => hash.replace(/^[A-Z]+-/, '').toUpperCase();

/** Where a revocable transfer's revoke review opens (screens/vault reads `revoke`). */
export function revokeRoute(vault: string, txhash: string, msgIndex: string): string {
  return `/vaults?${new URLSearchParams({ view: 'vault', address: vault, revoke: `${bare(txhash)}:${msgIndex}` }).toString()}`;
}

/** Blocks before the effect height at which "N blocks left to revoke" is said: half the delay, 1 to 10. */
export function revokeSoonBlocks(delay: number): number {
  return Math.max(1, Math.min(10, Math.floor(delay / 2)));
}

/** A tracked tx of ours that reached its block (included) or failed there. */
export function txNotice(txhash: string, status: string, height: string | undefined, settings: NotifySettings): Notice | undefined {
  if (!settings.tx || (status !== 'included' && status !== 'failed')) return undefined;
  const kind = status === 'included' ? 'txIncluded' : 'txFailed';
  return { key: `tx:${bare(txhash)}`, topic: { kind, txhash, ...(height ? { height } : {}) }, route: '/activity', urgent: false };
}

/** A pending revocable transfer of a vault, with its parties read from the node's record. */
export interface VaultTransfer {
  txhash: string;
  msgIndex: string;
  /** The effect height (the node's entry `height`). */
  effectHeight: number;
  coins: Coin[];
  /** From the tx record: null when it could not be read. */
  from: string | null;
  to: string | null;
}

export interface VaultScan {
  vault: string;
  /** The person asked to watch it (the guardian). */
  watched: boolean;
  delay: number;
  height: number;
  transfers: VaultTransfer[];
  /** Bare upper-case hashes of the txs this wallet sent (the tracker's). */
  ownTxs: ReadonlySet<string>;
}

/**
 * A vault's notices: a transfer out of it (urgent when the vault is watched and this wallet did not
 * make it), and "N blocks left to revoke" once a transfer out is that close to its effect height.
 * Transfers into the vault, and ones already past their effect height, say nothing.
 */
export function vaultNotices(scan: VaultScan, settings: NotifySettings, notified: ReadonlySet<string>): Notice[] {
  const out: Notice[] = [];
  const vault = gt1(scan.vault);
  for (const transfer of scan.transfers) {
    if (!transfer.from || gt1(transfer.from) !== vault) continue;
    const blocksLeft = transfer.effectHeight - scan.height;
    if (blocksLeft <= 0) continue;
    const id = `${bare(transfer.txhash)}:${transfer.msgIndex}`;
    const base = {
      vault: scan.vault,
      to: transfer.to ?? '',
      txhash: transfer.txhash,
      msgIndex: transfer.msgIndex,
      coins: transfer.coins,
      effectHeight: transfer.effectHeight,
      blocksLeft,
    };
    const route = revokeRoute(scan.vault, transfer.txhash, transfer.msgIndex);
    const foreign = !scan.ownTxs.has(bare(transfer.txhash));
    const urgent = scan.watched && foreign;
    const outKey = `out:${id}`;
    const soonKey = `soon:${id}`;
    const soon = blocksLeft <= revokeSoonBlocks(scan.delay);
    if ((urgent || settings.vaultOut) && !notified.has(outKey)) {
      // Its deadline is in this notice: a transfer first seen already close to it gets no second one.
      out.push({
        key: outKey,
        topic: { kind: urgent ? 'guardian' : 'vaultOut', ...base },
        route,
        urgent,
        ...(soon ? { covers: [soonKey] } : {}),
      });
    } else if (settings.revokeSoon && soon && !notified.has(soonKey)) {
      out.push({ key: soonKey, topic: { kind: 'revokeSoon', ...base }, route, urgent: false });
    }
  }
  return out;
}

/** An incoming transfer seen in the node's search: `to` one of this wallet's accounts. */
export interface IncomingTransfer {
  txhash: string;
  to: string;
  from: string;
  coins: Coin[];
  height: number;
}

/**
 * Transfers to our accounts above `sinceHeight` (the height the watcher had reached when it last
 * looked; the first look only sets it, so a new wallet is not told its whole history), not from ourselves.
 */
export function incomingNotices(
  transfers: IncomingTransfer[],
  own: ReadonlySet<string>,
  sinceHeight: number | undefined,
  settings: NotifySettings,
  notified: ReadonlySet<string>,
): Notice[] {
  if (!settings.incoming || sinceHeight === undefined) return [];
  const out: Notice[] = [];
  for (const transfer of transfers) {
    if (transfer.height <= sinceHeight || own.has(gt1(transfer.from))) continue;
    const key = `in:${bare(transfer.txhash)}:${gt1(transfer.to)}`;
    if (notified.has(key) || out.some((notice) => notice.key === key)) continue;
    out.push({ key, topic: { kind: 'incoming', ...transfer }, route: '/activity', urgent: false });
  }
  return out;
}

/** An unbonding entry of one of our accounts: done once the node's time passes `completion`. */
export interface UnbondingEntry {
  delegator: string;
  conAccount: string;
  creationHeight: string;
  completion: string;
  amount: string;
}

const unbondingKey = (entry: UnbondingEntry) =>
  `unbond:${gt1(entry.delegator)}:${entry.conAccount}:${entry.creationHeight}:${entry.completion}`;

/**
 * Unbondings completed: an entry whose completion time has passed by the node's clock, or one seen
 * before (`previous`, the last look's entries) that the node no longer lists, since it paid it out. Each said once.
 */
export function unbondingNotices(
  current: UnbondingEntry[],
  previous: UnbondingEntry[],
  nodeTime: number,
  settings: NotifySettings,
  notified: ReadonlySet<string>,
): Notice[] {
  if (!settings.unbonding) return [];
  const listed = new Set(current.map(unbondingKey));
  const done = [
    ...current.filter((entry) => Number.isFinite(nodeTime) && Date.parse(entry.completion) <= nodeTime),
    ...previous.filter((entry) => !listed.has(unbondingKey(entry))),
  ];
  const out: Notice[] = [];
  for (const entry of done) {
    const key = unbondingKey(entry);
    if (notified.has(key) || out.some((notice) => notice.key === key)) continue;
    out.push({
      key,
      topic: { kind: 'unbonding', delegator: entry.delegator, conAccount: entry.conAccount, amount: entry.amount },
      route: '/staking',
      urgent: false,
    });
  }
  return out;
}

/** How many notified keys are kept (the oldest go first). */
export const NOTIFIED_KEEP = 500;

/** The notified keys after `keys` were said: appended, bounded, no repeats. */
export function remember(notified: readonly string[], keys: readonly string[]): string[] {
  const next = [...notified.filter((key) => !keys.includes(key)), ...keys];
  return next.slice(Math.max(0, next.length - NOTIFIED_KEEP));
}

function gt1(address: string): string {
  try {
    return toGt1(address, 'address');
  } catch {
    return address;
  }
}
