// What the popup may ask: one handler per method of src/shared/wallet-api.ts, params already valid.
import { accountActivity } from '../chain/activity.js';
import { findTracked, forgetTracked, refreshPending, trackedTxs, trackedView } from '../txs/tracker';
import { toGt1 } from '../../core/address-forms.js';
import { CoreError } from '../../core/errors.js';
import { isQueryMethod, type LedgerClient } from '../../core/rest/client.js';
import { ProviderErrorCode } from '../../shared/provider-api';
import type { WalletMethod, WalletParams, WalletResults, WalletState } from '../../shared/wallet-api';
import { clearApprovals, listApprovalRecords, preparedOrAfter, refreshBadge } from '../approvals';
import * as chain from '../chain';
import * as keyring from '../keyring';
import * as permissions from '../permissions';
import { deliver, notifyAccountsChanged, notifyDisconnected, notifyNetworkChanged, resolveApproval } from '../provider';
import { actions, decisions, onDemand } from '../on-demand';
import { cachedBalance, refreshBalance } from './balance';

const PREPARE_WAIT_MS = 20_000;

type Handlers = { [M in WalletMethod]: (params: WalletParams<M>) => Promise<WalletResults[M]> };

export async function walletState(): Promise<WalletState> {
  const [initialized, unlocked, accounts, wallets, network, networks, approvals, autoLockMinutes] = await Promise.all([
    keyring.isInitialized(),
    keyring.isUnlocked(),
    keyring.listAccounts(),
    keyring.listWallets(),
    chain.selectedNetwork(),
    chain.listNetworks(),
    listApprovalRecords(),
    keyring.autoLockMinutes(),
  ]);
  const selectedAccountId = await keyring.selectedAccountIdIn(accounts);
  const address = unlocked ? accounts.find((account) => account.id === selectedAccountId)?.address : undefined;
  const balance = address ? await cachedBalance(network, address) : null;
  if (address) void refreshBalance(network, address, balance);
  return { initialized, unlocked, accounts: accounts.map(keyring.accountView), wallets, selectedAccountId, network, networks, pendingApprovals: approvals.length, autoLockMinutes, balance };
}

async function switchNetwork(change: () => Promise<unknown>): Promise<WalletState> {
  const before = await chain.selectedNetwork();
  await change();
  const after = await chain.selectedNetwork();
  if (after.id !== before.id) await notifyNetworkChanged();
  return walletState();
}

/** Pages waiting on requests that can never be approved any more are told so. */
async function dropAllApprovals(): Promise<void> {
  for (const record of await listApprovalRecords()) {
    await deliver(record.requester, record.requestId, { error: { code: ProviderErrorCode.disconnected, message: 'The Vaultline wallet was reset' } });
  }
  await clearApprovals();
  await refreshBadge();
}

/** Sites connected to removed accounts lose them (and hear so); a site left with none is disconnected. */
async function forgetRemovedAccounts(): Promise<void> {
  const before = await permissions.listPermissions();
  await permissions.pruneAccounts((await keyring.listAccounts()).map((account) => account.id));
  const after = new Set((await permissions.listPermissions()).map((permission) => permission.origin));
  for (const permission of before) if (!after.has(permission.origin)) await notifyDisconnected(permission.origin);
  await notifyAccountsChanged();
}

export const handlers: Handlers = {
  wallet_getState: () => walletState(),
  async wallet_initialize({ secret, password, accountName, walletName }) {
    await keyring.initialize(secret, password, accountName, walletName);
    await permissions.pruneAccounts((await keyring.listAccounts()).map((account) => account.id));
    return walletState();
  },
  async wallet_unlock({ password }) {
    await keyring.unlock(password);
    await notifyAccountsChanged();
    // After the answer has gone: it takes the worker's thread for a moment.
    setTimeout(() => void keyring.prepareToSign().catch(() => undefined), 0);
    return walletState();
  },
  async wallet_lock() {
    await keyring.lock();
    await notifyAccountsChanged();
    return walletState();
  },
  async wallet_changePassword({ oldPassword, newPassword }) {
    await keyring.changePassword(oldPassword, newPassword);
    return { ok: true };
  },
  async wallet_reset() {
    for (const permission of await permissions.listPermissions()) await notifyDisconnected(permission.origin);
    await permissions.clearPermissions();
    await dropAllApprovals();
    await forgetTracked();
    await keyring.reset();
    return walletState();
  },
  async wallet_addAccount({ name, walletId }) {
    return keyring.accountView(await keyring.addHdAccount(name, walletId));
  },
  async wallet_addWallet({ secret, name, accountName }) {
    await keyring.addWallet(secret, name, accountName);
    await notifyAccountsChanged();
    return walletState();
  },
  async wallet_renameWallet({ walletId, name }) {
    await keyring.renameWallet(walletId, name);
    return walletState();
  },
  async wallet_removeAccount({ accountId }) {
    await keyring.removeAccount(accountId);
    await forgetRemovedAccounts();
    return walletState();
  },
  async wallet_removeWallet({ walletId, password }) {
    await keyring.removeWallet(walletId, password);
    await forgetRemovedAccounts();
    return walletState();
  },
  async wallet_revealRecoveryPhrase({ walletId, password }) {
    return keyring.revealRecoveryPhrase(walletId, password);
  },
  async wallet_exportAccountKey({ accountId, password }) {
    return { hex: await keyring.exportAccountKey(accountId, password) };
  },
  async wallet_renameAccount({ accountId, name }) {
    const renamed = keyring.accountView(await keyring.renameAccount(accountId, name));
    await notifyAccountsChanged();
    return renamed;
  },
  async wallet_selectAccount({ accountId }) {
    const before = await keyring.selectedAccountId();
    await keyring.selectAccount(accountId);
    if (before !== accountId) await notifyAccountsChanged();
    return walletState();
  },
  async wallet_addMultisigAccount({ name, threshold, pubkeys }) {
    return keyring.accountView(await keyring.addMultisigAccount(name, threshold, pubkeys));
  },
  async wallet_newVaultKey({ name }) {
    return keyring.accountView(await keyring.addVaultKey(name));
  },
  async wallet_setAutoLock({ minutes }) {
    await keyring.setAutoLockMinutes(minutes);
    return walletState();
  },
  wallet_addNetwork: (network) => chain.addNetwork(network),
  wallet_selectNetwork: ({ networkId }) => switchNetwork(() => chain.selectNetwork(networkId)),
  wallet_removeNetwork: ({ networkId }) => switchNetwork(() => chain.removeNetwork(networkId)),
  wallet_listPermissions: () => permissions.listPermissions(),
  async wallet_revokePermission({ origin }) {
    if (await permissions.revoke(origin)) await notifyDisconnected(origin);
    return permissions.listPermissions();
  },
  async wallet_listApprovals() {
    // The approval window opens while a tx request is still being prepared: it lists the queue as it
    // will be once that request is queued (the node's own timeout ends a prepare well before this bound).
    await preparedOrAfter(PREPARE_WAIT_MS);
    const records = await listApprovalRecords();
    // A window showing requests: the part that carries out the person's decision loads while they read.
    if (records.length > 0) void decisions().catch(() => undefined);
    return records.map((record) => record.view);
  },
  async wallet_resolveApproval({ approvalId, approved, fee, memo }) {
    await resolveApproval(approvalId, approved, { ...(fee ? { fee } : {}), ...(memo !== undefined ? { memo } : {}) });
    return { ok: true };
  },
  async wallet_query({ name, args }) {
    if (!isQueryMethod(name)) throw new CoreError('unknown_query', `${name} is not a ledger query`, 'name');
    if (args.length > 4) throw new CoreError('invalid_args', 'At most 4 arguments', 'args');
    const client = chain.clientFor(await chain.selectedNetwork());
    // `name` is checked above to be one of the client's read-only query methods.
    const method = client[name] as (...callArgs: unknown[]) => Promise<WalletResults['wallet_query']>;
    return method.apply(client as LedgerClient, args);
  },
  wallet_submitTx: async (params) => (await actions()).submitTx(params),
  async wallet_devnet(params) {
    const client = chain.clientFor(await chain.selectedNetwork());
    // The local devnet's helpers load with the network screen that asks for them.
    const { devnetAction } = await onDemand(() => import('../chain/devnet'));
    return devnetAction(client, params, async (accountId) => (await keyring.getAccount(accountId)).address);
  },
  wallet_networkHealth: async ({ fresh }) => chain.networkHealth(await chain.selectedNetwork(), { fresh: fresh ?? false, ...(chain.chainConfig.fetch ? { fetch: chain.chainConfig.fetch } : {}) }),
  async wallet_activity({ address, page = 1, limit = 20 }) {
    const selected = await keyring.selectedAccountId();
    const sender = address ?? (selected ? (await keyring.getAccount(selected)).address : undefined);
    if (!sender) throw new CoreError('unknown_account', 'No account selected', 'address');
    const network = await chain.selectedNetwork();
    const gt1 = toGt1(sender, 'address');
    const found = await accountActivity(chain.clientFor(network), gt1, page, limit);
    if (page !== 1) return found;
    return { ...found, tracked: (await trackedTxs(network.id, gt1)).filter((entry) => entry.status !== 'included').map(trackedView) };
  },
  async wallet_txStatus({ txhash }) {
    const entry = await findTracked(txhash);
    if (entry?.status === 'pending') await refreshPending().catch(() => undefined);
    const now = await findTracked(txhash);
    return now ? trackedView(now) : null;
  },
  wallet_multisigPropose: async ({ accountId, msgs, fee, memo, memberIds }) => (await actions()).multisig.propose({ accountId, msgs, memberIds, ...(fee ? { fee } : {}), ...(memo !== undefined ? { memo } : {}) }),
  wallet_multisigInspect: async ({ bundles }) => (await actions()).multisig.inspect(bundles),
  wallet_multisigSign: async ({ bundles, memberIds }) => (await actions()).multisig.cosign(bundles, memberIds),
  wallet_multisigBroadcast: async ({ bundles, force }) => (await actions()).multisig.broadcast(bundles, force === true),
  /** The alarm itself is pushed back in ../wallet/index.ts (a person action, see keyring/autolock). */
  wallet_noteActivity: async () => ({ ok: true }),
  wallet_derivationStatus: ({ walletId }) => keyring.derivationStatus(walletId),
  async wallet_dismissDerivationNotice({ walletId }) {
    await keyring.dismissDerivationNotice(walletId);
    return { ok: true };
  },
  async wallet_addStandardAccounts({ walletId }) {
    await keyring.addStandardAccounts(walletId);
    await notifyAccountsChanged();
    return walletState();
  },
};
