// The person's networks decide where a signed tx goes and which chain id is signed, so the stored set
// (the added networks and the built-in networks' endpoint orders) carries an HMAC under a key derived
// from the data key, checked at unlock (../keyring/verify.ts): an edit on disk stops the unlock.
// Changing the set needs the wallet unlocked (the key is only there then); while locked it is refused.
// Before any wallet exists it changes freely, and the first wallet authenticates what it finds.
import { utf8ToBytes } from '../../core/bytes';
import { CoreError } from '../../core/errors';
import { DATA_KEY_RECORD, withDb } from '../keyring/db';
import { macOf, macVerifies } from '../keyring/records';
import { readDataKey } from '../keyring/session';
import { forgetCachedValues, readValue, withLock, writeValues } from '../storage';
import { BUILTIN_ENDPOINTS_KEY, NETWORKS_KEY, readNetworkSet, type NetworkSet } from './network-set';

export { BUILTIN_ENDPOINTS_KEY, NETWORKS_KEY, readNetworkSet, type NetworkSet, type StoredNetwork } from './network-set';

/**
 * The set's MACs: one, except while a password change, a restore or a new wallet moves the set to a
 * new data key (then the new key's is added first, the old one dropped after). Only a MAC made with
 * the data key the wallet opens with counts.
 */
export const NETWORKS_MAC_KEY = 'chain.networksMac';
const INFO = 'vaultline:networks:v1';

/** JSON with every object's keys sorted: the same set gives the same bytes however it was stored. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const signedBytes = (set: NetworkSet): Uint8Array => utf8ToBytes(canonical([set.custom, set.orders]));

async function storedMacs(): Promise<string[]> {
  const macs = await readValue<unknown>('local', NETWORKS_MAC_KEY, undefined);
  return Array.isArray(macs) ? macs.filter((mac): mac is string => typeof mac === 'string') : [];
}

const isEmpty = (set: NetworkSet): boolean => set.custom.length === 0 && Object.keys(set.orders).length === 0;

/** The set's MAC under this data key. */
export function networksMac(dataKey: Uint8Array, set: NetworkSet): Promise<string> {
  return macOf(dataKey, INFO, signedBytes(set));
}

/** Whether one of `macs` is the set's under this data key. */
async function networksAuthentic(dataKey: Uint8Array, set: NetworkSet, macs: readonly unknown[]): Promise<boolean> {
  for (const mac of macs) if (await macVerifies(dataKey, INFO, mac, signedBytes(set))) return true;
  return false;
}

function networksTampered(): CoreError {
  return new CoreError(
    'networks_tampered',
    "The stored networks do not match the wallet's keys; a node address or chain id may have been tampered with. Vaultline stays locked: reset the wallet and restore it from your recovery phrase or a backup file.",
  );
}

/**
 * Throws networks_tampered unless the stored set carries its MAC under this data key. `vouched` says
 * the keyring's wrap (format 3) vouches the set was authenticated; before that, the set found at the
 * first unlock is authenticated as it is, once. An empty set needs no MAC (nothing to send anywhere).
 */
export function checkNetworks(dataKey: Uint8Array, vouched: boolean): Promise<void> {
  return withLock(NETWORKS_KEY, async () => {
    // What this worker read before (while locked) is read again: the checked set is the one used.
    forgetCachedValues();
    const [set, macs] = await Promise.all([readNetworkSet(), storedMacs()]);
    if (await networksAuthentic(dataKey, set, macs)) {
      if (macs.length > 1) await writeValues('local', { [NETWORKS_MAC_KEY]: [await networksMac(dataKey, set)] });
      return;
    }
    if (macs.length > 0 || (vouched && !isEmpty(set))) throw networksTampered();
    await writeValues('local', { [NETWORKS_MAC_KEY]: [await networksMac(dataKey, set)] });
  });
}

/**
 * Authenticates the stored set as it is under `dataKey` (the caller vouches for it: checked at an
 * unlock, or a new wallet's). `keep` keeps the MACs there (before the new key is stored: a crash
 * between the two writes leaves a MAC for whichever key the wallet then has); without it the set
 * carries this key's MAC only.
 */
export function authenticateNetworks(dataKey: Uint8Array, keep: boolean): Promise<void> {
  return withLock(NETWORKS_KEY, async () => {
    const [set, macs] = await Promise.all([readNetworkSet(), storedMacs()]);
    const mac = await networksMac(dataKey, set);
    await writeValues('local', { [NETWORKS_MAC_KEY]: keep ? [...macs.slice(-3), mac] : [mac] });
  });
}

/**
 * A reset forgets the added networks and endpoint orders: without the old data key nothing vouches for
 * them, and a new wallet must not take a set someone may have edited (the reason for a reset, maybe).
 */
export function forgetNetworks(): Promise<void> {
  return withLock(NETWORKS_KEY, () => writeValues('local', {}, [NETWORKS_KEY, BUILTIN_ENDPOINTS_KEY, NETWORKS_MAC_KEY]));
}

/** Whether a wallet exists (its wrapped data key is stored). */
const walletExists = (): Promise<boolean> => withDb(async (db) => (await db.getKey('meta', DATA_KEY_RECORD)) !== undefined);

/**
 * Changes the stored set and its MAC in one write; refused while locked (the MAC needs the data key).
 * Before any wallet exists there is no key and nothing to protect: the set changes without a MAC,
 * and the first wallet authenticates the set it finds (keyring/manage.ts).
 */
export function changeNetworks(change: (set: NetworkSet) => NetworkSet | Promise<NetworkSet>): Promise<NetworkSet> {
  return withLock(NETWORKS_KEY, async () => {
    const dataKey = await readDataKey();
    if (!dataKey && (await walletExists())) throw new CoreError('locked', 'Unlock Vaultline to change its networks');
    const current = await readNetworkSet();
    const next = await change(current);
    if (next === current) return current;
    const macs = dataKey ? [await networksMac(dataKey, next)] : [];
    await writeValues('local', { [NETWORKS_KEY]: next.custom, [BUILTIN_ENDPOINTS_KEY]: next.orders, [NETWORKS_MAC_KEY]: macs });
    return next;
  });
}
