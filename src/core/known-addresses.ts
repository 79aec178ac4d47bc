// Which addresses the wallet calls known, and which only look like a known one. Anyone can send
// 1 NANOGT to put an address into your activity, so receiving from an address never makes it known
// (address poisoning, issue 26 attack 7). Pure.
import { isAddress, toGt1 } from './address-forms';
import { msgSigners } from './messages/index';

export interface KnownSources {
  /** The wallet's own accounts, in any form. */
  own: readonly string[];
  /** Transaction records from the wallet's activity (the node's answers; anything unreadable is skipped). */
  activity: readonly unknown[];
  /** The address book's entries, once there is one. */
  book?: readonly string[];
}

/** Characters after the `gt1`-style prefix, and at the end, that a person compares at a glance. */
const LOOKALIKE_HEAD = 4;
const LOOKALIKE_TAIL = 4;

function gt1(address: string): string | null {
  try {
    return toGt1(address);
  } catch {
    return null;
  }
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function addressesIn(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 8) return;
  if (typeof value === 'string') {
    const address = isAddress(value) ? gt1(value) : null;
    if (address) into.add(address);
  } else if (Array.isArray(value)) {
    for (const item of value) addressesIn(item, into, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) addressesIn(item, into, depth + 1);
  }
}

/** Every address in the messages one of `own` signed: where this wallet sent value or authority. */
export function sentToAddresses(activity: readonly unknown[], own: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const entry of activity) {
    const msgs = record(record(record(entry).tx).value).msg;
    if (!Array.isArray(msgs)) continue;
    for (const msg of msgs) {
      let signers: string[];
      try {
        signers = msgSigners(msg);
      } catch {
        continue;
      }
      if (signers.some((signer) => own.has(signer))) addressesIn(record(msg).value, found);
    }
  }
  return found;
}

/**
 * The gt1 forms of the addresses the wallet calls known: its own, those it sent to, and the address
 * book's. The one place the rule lives: an address book adds its entries through `book`.
 */
export function knownAddresses(sources: KnownSources): Set<string> {
  const own = new Set(sources.own.map(gt1).filter((a): a is string => a !== null));
  const known = new Set([...own, ...sentToAddresses(sources.activity, own)]);
  for (const entry of sources.book ?? []) {
    const address = gt1(entry);
    if (address) known.add(address);
  }
  return known;
}

/** The known address that `address` looks like (same first and last characters) without being it. */
export function lookalikeOf(address: string, known: Iterable<string>): string | undefined {
  const mine = gt1(address);
  if (!mine) return undefined;
  const data = (text: string) => text.slice(text.lastIndexOf('1') + 1);
  const head = data(mine).slice(0, LOOKALIKE_HEAD);
  const tail = mine.slice(-LOOKALIKE_TAIL);
  for (const other of known) {
    if (other !== mine && data(other).slice(0, LOOKALIKE_HEAD) === head && other.slice(-LOOKALIKE_TAIL) === tail) return other;
  }
  return undefined;
}
