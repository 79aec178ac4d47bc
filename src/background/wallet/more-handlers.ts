// The handlers of the popup's rarer actions (wallets, accounts, the password, networks, multisig,
// the devnet's helpers), a part of their own that ./handlers.ts loads with the first of them.
import { CoreError } from '../../core/errors';
import { FLAVOR } from '../../shared/flavor';
import { ProviderErrorCode } from '../../shared/provider-api';
import { clearApprovals, listApprovalRecords, refreshBadge } from '../approvals';
import * as chain from '../chain';
import * as networks from '../chain/edit';
import * as keyring from '../keyring';
import * as permissions from '../permissions';
import { deliver, notifyAccountsChanged, notifyDisconnected, siteAccountsAllowed } from '../provider';
import { actions, part } from '../parts';
import { forgetTracked } from '../txs/tracker';
import { stopWatch } from '../notify';
import { forgetNotices } from '../notify/store';
import { switchNetwork, walletState, type Handlers, type MORE_METHODS } from './handlers';

/** Pages waiting on requests that can never be approved any more are told so. */
async function dropAllApprovals(): Promise<void> {
  for (const record of await listApprovalRecords()) {
    await deliver(record.requester, record.requestId, {
      error: { code: ProviderErrorCode.disconnected, message: 'The Vaultline wallet was reset' },
    });
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

/** The methods ./handlers.ts routes here (its MORE_METHODS list). */
type Moved = (typeof MORE_METHODS)[number];

const backups = () => part('backup');

export const moreHandlers: Pick<Handlers, Moved> = {
  async wallet_createBackup({ password, backupPassword, language }) {
    return (await backups()).createBackup(password, backupPassword, language ? { language } : {});
  },
  async wallet_restoreBackup({ file, backupPassword, password }) {
    const { replaced, summary, popup } = await (await backups()).restoreBackup(file, backupPassword, password);
    if (replaced) {
      // Requests queued for the old accounts can no longer be approved; sites keep only accounts that still exist.
      await dropAllApprovals();
      await forgetRemovedAccounts();
    } else {
      await permissions.pruneAccounts((await keyring.listAccounts()).map((account) => account.id));
    }
    return { state: await walletState(), replaced, summary, ...(popup.language ? { language: popup.language } : {}) };
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
    await stopWatch();
    await forgetNotices();
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
  async wallet_addMultisigAccount({ name, threshold, pubkeys }) {
    return keyring.accountView(await keyring.addMultisigAccount(name, threshold, pubkeys));
  },
  async wallet_newVaultKey({ name }) {
    return keyring.accountView(await keyring.addVaultKey(name));
  },
  wallet_addNetwork: (network) => networks.addNetwork(network),
  wallet_removeNetwork: ({ networkId }) => switchNetwork(() => networks.removeNetwork(networkId)),
  wallet_setExplorer: ({ networkId, tx, address }) => switchNetwork(() => networks.setExplorer(networkId, { tx, address })),
  async wallet_setEndpoints({ networkId, endpoints }) {
    await networks.setEndpoints(networkId, endpoints);
    return walletState();
  },
  async wallet_revokePermission({ origin }) {
    if (await permissions.revoke(origin)) await notifyDisconnected(origin);
    return permissions.listPermissions();
  },
  async wallet_setSiteAccounts({ origin, accountIds }) {
    await siteAccountsAllowed(accountIds);
    if (!(await permissions.setAccounts(origin, accountIds))) throw new CoreError('not_connected', 'This site is not connected', 'origin');
    await notifyAccountsChanged(origin);
    return permissions.listPermissions();
  },
  async wallet_devnet(params) {
    const network = await chain.selectedNetwork();
    // Never on the real ledger's networks, nor in the store build.
    if (chain.isPublicNetwork(network.id) || FLAVOR === 'store') {
      if (params.action === 'detect') return { devnet: false };
      throw new CoreError('not_a_devnet', `${network.name} has no devnet helpers`);
    }
    const client = await chain.fullClientFor(network);
    // The local devnet's helpers load with the network screen that asks for them.
    const { devnetAction } = await part('devnet');
    return devnetAction(client, params, async (accountId) => (await keyring.getAccount(accountId)).address);
  },
  wallet_multisigPropose: async ({ accountId, msgs, fee, memo, memberIds }) =>
    (await actions()).multisig.propose({ accountId, msgs, memberIds, ...(fee ? { fee } : {}), ...(memo !== undefined ? { memo } : {}) }),
  wallet_multisigInspect: async ({ bundles }) => (await actions()).multisig.inspect(bundles),
  wallet_multisigSign: async ({ bundles, memberIds }) => (await actions()).multisig.cosign(bundles, memberIds),
  wallet_multisigBroadcast: async ({ bundles, force }) => (await actions()).multisig.broadcast(bundles, force === true),
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
