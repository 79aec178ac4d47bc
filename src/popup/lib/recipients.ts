// The last few distinct addresses an account sent GT or tokens to, newest first, from its activity
// (the node's tx records, newest first). Pure; anything unreadable is skipped.
import { toGt1 } from '../../core/address-forms';

const SEND_TYPES = new Set(['MsgSend', 'MsgRevocableSend']);

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function gt1(address: unknown): string | null {
  if (typeof address !== 'string') return null;
  try {
    return toGt1(address);
  } catch {
    return null;
  }
}

/** Up to `limit` recipients of `from`'s sends (in the form the tx named them), newest first, each account once. */
export function recentRecipients(txs: readonly unknown[], from: string, limit = 5): string[] {
  const sender = gt1(from);
  if (!sender) return [];
  const seen = new Set<string>([sender]);
  const found: string[] = [];
  for (const entry of txs) {
    const msgs = record(record(record(entry).tx).value).msg;
    if (!Array.isArray(msgs)) continue;
    for (const msg of msgs) {
      const { type, value } = record(msg);
      if (typeof type !== 'string' || !SEND_TYPES.has(type)) continue;
      if (gt1(record(value).from_address) !== sender) continue;
      const to = record(value).to_address;
      const key = gt1(to);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      found.push(to as string);
      if (found.length >= limit) return found;
    }
  }
  return found;
}
