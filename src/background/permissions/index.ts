// Which origins may see which accounts (the private local area, ../storage.ts): origin → connected account ids.
import type { PermissionView } from '../../shared/wallet-api';
import { peekValue, readValue, updateValue, writeValue } from '../storage';

const PERMISSIONS_KEY = 'permissions.origins';
type PermissionMap = Record<string, { accountIds: string[]; connectedAt: number }>;
/** The map as cached, for readers that take it without a copy. */
type CachedPermissions = Readonly<Record<string, Readonly<{ accountIds: readonly string[]; connectedAt: number }>>>;

export async function listPermissions(): Promise<PermissionView[]> {
  const map = await readValue<PermissionMap>('local', PERMISSIONS_KEY, {});
  return Object.entries(map)
    .map(([origin, entry]) => ({ origin, accountIds: entry.accountIds, connectedAt: entry.connectedAt }))
    .sort((a, b) => a.connectedAt - b.connectedAt);
}

/** The cached list itself (read on a site's every request): not a copy. */
export async function connectedAccountIds(origin: string): Promise<readonly string[]> {
  const map = await peekValue<CachedPermissions>('local', PERMISSIONS_KEY, {});
  return Object.hasOwn(map, origin) ? map[origin]!.accountIds : [];
}

export async function isConnected(origin: string): Promise<boolean> {
  return (await connectedAccountIds(origin)).length > 0;
}

/** Adds accounts to an origin's connection (creating it). */
export async function connect(origin: string, accountIds: string[]): Promise<string[]> {
  const map = await updateValue<PermissionMap>('local', PERMISSIONS_KEY, {}, (current) => {
    const existing = Object.hasOwn(current, origin) ? current[origin]! : { accountIds: [], connectedAt: Date.now() };
    const merged = [...existing.accountIds, ...accountIds.filter((id) => !existing.accountIds.includes(id))];
    return { ...current, [origin]: { accountIds: merged, connectedAt: existing.connectedAt } };
  });
  return map[origin]!.accountIds;
}

/** Replaces the accounts a connected origin sees; false when it is not connected. */
export async function setAccounts(origin: string, accountIds: string[]): Promise<boolean> {
  let found = false;
  await updateValue<PermissionMap>('local', PERMISSIONS_KEY, {}, (current) => {
    if (!Object.hasOwn(current, origin)) return current;
    found = true;
    return { ...current, [origin]: { ...current[origin]!, accountIds: [...new Set(accountIds)] } };
  });
  return found;
}

/** Answers whether the origin was connected. */
export async function revoke(origin: string): Promise<boolean> {
  let removed = false;
  await updateValue<PermissionMap>('local', PERMISSIONS_KEY, {}, (current) => {
    if (!Object.hasOwn(current, origin)) return current;
    removed = true;
    const { [origin]: _gone, ...rest } = current;
    return rest;
  });
  return removed;
}

/** Drops account ids that no longer exist; origins left with none are disconnected. */
export async function pruneAccounts(existingIds: string[]): Promise<void> {
  await updateValue<PermissionMap>('local', PERMISSIONS_KEY, {}, (current) => {
    const next: PermissionMap = {};
    for (const [origin, entry] of Object.entries(current)) {
      const accountIds = entry.accountIds.filter((id) => existingIds.includes(id));
      if (accountIds.length > 0) next[origin] = { ...entry, accountIds };
    }
    return next;
  });
}

export async function clearPermissions(): Promise<void> {
  await writeValue('local', PERMISSIONS_KEY, {});
}
