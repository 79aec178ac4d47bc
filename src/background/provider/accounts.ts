// What a site sees of the accounts connected to it, and the events that keep it current.
import { ProviderErrorCode, type ProviderAccount, type ProviderNetwork } from '../../shared/provider-api';
import type { NetworkView } from '../../shared/wallet-api';
import { selectedNetwork } from '../chain';
import { isUnlocked, listAccounts, readAccounts, selectedAccountIdIn, type AccountRecord } from '../keyring';
import { connectedAccountIds, listPermissions } from '../permissions';
import { emitEvent } from './connections';
import { CoreError } from '../../core/errors';
import { actions } from '../parts';

function selectedFirst<T extends Readonly<AccountRecord>>(ids: readonly string[], accounts: readonly T[], selected: string | null): T[] {
  const connected = ids.flatMap((id) => accounts.filter((account) => account.id === id));
  return connected.sort((a, b) => Number(b.id === selected) - Number(a.id === selected));
}

/** The origin's connected accounts, the selected account first. */
export async function connectedAccounts(origin: string): Promise<Readonly<AccountRecord>[]> {
  const ids = await connectedAccountIds(origin);
  if (ids.length === 0) return [];
  const accounts = await readAccounts();
  return selectedFirst(ids, accounts, await selectedAccountIdIn(accounts));
}

export function providerAccount(account: Readonly<AccountRecord>): ProviderAccount {
  return { address: account.address, publicKey: account.publicKey, name: account.name };
}

/** [] while locked: a locked wallet shows no addresses. */
export async function visibleAccounts(origin: string): Promise<ProviderAccount[]> {
  if (!(await isUnlocked())) return [];
  return (await connectedAccounts(origin)).map(providerAccount);
}

/** The whole network for a connected site; the chain id alone for any other. */
export function providerNetwork(network: NetworkView, connected: boolean): ProviderNetwork | Pick<ProviderNetwork, 'chainId'> {
  return connected ? { chainId: network.chainId, name: network.name, restUrl: network.restUrl } : { chainId: network.chainId };
}

/** Tells one origin, or every connected origin, its current accounts (the wallet read once for all). */
export async function notifyAccountsChanged(origin: string | null = null): Promise<void> {
  const permissions = await listPermissions();
  const origins = origin === null ? permissions.map((permission) => permission.origin) : [origin];
  if (origins.length === 0) return;
  const [unlocked, accounts] = await Promise.all([isUnlocked(), listAccounts()]);
  const selected = await selectedAccountIdIn(accounts);
  for (const target of origins) {
    const ids = permissions.find((permission) => permission.origin === target)?.accountIds ?? [];
    await emitEvent(target, 'accountsChanged', unlocked ? selectedFirst(ids, accounts, selected).map(providerAccount) : []);
  }
}

/** Tells connected sites only: a site that is not connected hears no events. */
export async function notifyNetworkChanged(): Promise<void> {
  const origins = (await listPermissions()).map((permission) => permission.origin);
  if (origins.length === 0) return;
  const network = providerNetwork(await selectedNetwork(), true);
  for (const origin of origins) await emitEvent(origin, 'networkChanged', network);
}

export async function notifyDisconnected(origin: string): Promise<void> {
  await emitEvent(origin, 'accountsChanged', []);
  await emitEvent(origin, 'disconnect', { code: ProviderErrorCode.disconnected, message: 'Vaultline disconnected this site' });
}

/** The accounts a site may be given, in the wallet's order: a multisig account signs through its
 *  members, so it is offered only when one of its member keys is here. */
export async function signableAccounts(accounts?: AccountRecord[]): Promise<AccountRecord[]> {
  const all = accounts ?? (await listAccounts());
  // Multisig code loads only for a wallet that has a multisig account.
  const { hasLocalMember } = all.some((account) => account.kind === 'multisig')
    ? (await actions()).multisig
    : { hasLocalMember: () => false };
  return all.filter((account) => account.kind !== 'multisig' || hasLocalMember(account, all));
}

/** Refuses (structured) account ids a site may not be given: unknown, or a multisig with no member here. */
export async function siteAccountsAllowed(accountIds: string[]): Promise<void> {
  const allowed = new Set((await signableAccounts()).map((account) => account.id));
  const wrong = accountIds.findIndex((id) => !allowed.has(id));
  if (wrong >= 0)
    throw new CoreError('unknown_account', 'An account chosen for this site does not exist or cannot sign here', `accountIds[${wrong}]`);
}
