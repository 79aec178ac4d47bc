// Sites that re-ask after every Reject (issue 26, attack 3): after a few rejections in a short time
// an origin's requests are refused without a window for a cool-down, and a site the person blocked
// is refused until they unblock it in Connected sites. Origins come from the browser (the requester).
import { ProviderErrorCode } from '../../shared/provider-api';
import type { BlockedSiteView } from '../../shared/wallet-api';
import { ProviderRpcError } from '../rpc-errors';
import { readValue, updateValue } from '../storage';

export const holdOff = {
  /** This many rejections from one origin within `withinMs` (a person reading each request takes longer)… */
  rejections: 5,
  withinMs: 3_000,
  /** …refuse its requests for this long. */
  coolDownMs: 60_000,
};

const BLOCKED_KEY = 'approvals.blockedSites';

// Worker memory, like the request budgets: a restart forgives a cool-down, never a block (stored).
const rejectedAt = new Map<string, number[]>();
const coolingUntil = new Map<string, number>();

/** Counts one rejection of a request from `origin`; enough of them in a row starts its cool-down. */
export function noteRejection(origin: string, now = Date.now()): void {
  const recent = [...(rejectedAt.get(origin) ?? []).filter((time) => now - time < holdOff.withinMs), now];
  rejectedAt.set(origin, recent);
  if (recent.length >= holdOff.rejections) {
    coolingUntil.set(origin, now + holdOff.coolDownMs);
    rejectedAt.delete(origin);
  }
}

/** Milliseconds left in `origin`'s cool-down (0: none). */
export function coolDownLeft(origin: string, now = Date.now()): number {
  const until = coolingUntil.get(origin) ?? 0;
  if (until <= now) coolingUntil.delete(origin);
  return Math.max(0, until - now);
}

export function resetHoldOffs(): void {
  rejectedAt.clear();
  coolingUntil.clear();
}

export async function listBlockedSites(): Promise<BlockedSiteView[]> {
  const stored = await readValue<Record<string, number>>('local', BLOCKED_KEY, {});
  return Object.entries(stored)
    .map(([origin, blockedAt]) => ({ origin, blockedAt }))
    .sort((a, b) => b.blockedAt - a.blockedAt);
}

export async function blockSite(origin: string, now = Date.now()): Promise<void> {
  await updateValue<Record<string, number>>('local', BLOCKED_KEY, {}, (current) => ({ ...current, [origin]: now }));
}

export async function unblockSite(origin: string): Promise<BlockedSiteView[]> {
  await updateValue<Record<string, number>>('local', BLOCKED_KEY, {}, (current) => {
    const { [origin]: _removed, ...rest } = current;
    return rest;
  });
  // Unblocking is the person's word for the site: it forgives a cool-down and the rejections counted.
  coolingUntil.delete(origin);
  rejectedAt.delete(origin);
  return listBlockedSites();
}

/** Throws the page's answer (4001 with the reason) when `origin` is blocked or cooling down; no window opens. */
export async function refuseIfHeldOff(origin: string, now = Date.now()): Promise<void> {
  const blocked = await readValue<Record<string, number>>('local', BLOCKED_KEY, {});
  if (Object.hasOwn(blocked, origin)) {
    throw new ProviderRpcError(
      ProviderErrorCode.userRejected,
      'You blocked this site in Vaultline: it cannot ask for approvals until you unblock it in Connected sites',
      { reason: 'blocked' },
    );
  }
  const left = coolDownLeft(origin, now);
  if (left > 0) {
    throw new ProviderRpcError(
      ProviderErrorCode.userRejected,
      `You rejected this site's requests several times in a row: Vaultline refuses its requests for ${Math.ceil(left / 1000)} more seconds`,
      { reason: 'coolDown' },
    );
  }
}
