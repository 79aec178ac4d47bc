// What the popup may ask: one handler per method of src/shared/wallet-api.ts, params already valid.
import { CoreError } from '../../core/errors';
import { isQueryMethod } from '../../core/rest/reads';
import type { LedgerClient } from '../../core/rest/client';
import type { WalletMethod, WalletParams, WalletResults, WalletState } from '../../shared/wallet-api';
import { listApprovalRecords, preparedOrAfter, takeFailedApprovals } from '../approvals';
import * as chain from '../chain';
import * as keyring from '../keyring';
import * as permissions from '../permissions';
import { setNoticeLanguage } from '../notify/language';
import { notifyAccountsChanged, notifyNetworkChanged, resolveApproval } from '../provider';
import { actions, part, type Parts } from '../parts';
import { cachedBalance, refreshBalance } from './balance';
import { ensureWatch } from '../notify';

const PREPARE_WAIT_MS = 20_000;

export type Handlers = { [M in WalletMethod]: (params: WalletParams<M>) => Promise<WalletResults[M]> };
type More = Parts['moreHandlers']['moreHandlers'];
type Screens = Parts['screenHandlers']['screenHandlers'];

/** A rarer action's handler (./more-handlers.ts), loaded with the first of them. */
function more<M extends keyof More>(method: M): Handlers[M] {
  return (async (params: WalletParams<M>) =>
    ((await part('moreHandlers')).moreHandlers[method] as (input: WalletParams<M>) => Promise<WalletResults[M]>)(params)) as Handlers[M];
}

/** A handler of a screen away from home (./screen-handlers.ts), loaded with the first of them. */
function screen<M extends keyof Screens>(method: M): Handlers[M] {
  return (async (params: WalletParams<M>) =>
    ((await part('screenHandlers')).screenHandlers[method] as (input: WalletParams<M>) => Promise<WalletResults[M]>)(
      params,
    )) as Handlers[M];
}

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
  return {
    initialized,
    unlocked,
    accounts: accounts.map(keyring.accountView),
    wallets,
    selectedAccountId,
    network,
    networks,
    pendingApprovals: approvals.length,
    autoLockMinutes,
    balance,
  };
}

export async function switchNetwork(change: () => Promise<unknown>): Promise<WalletState> {
  const before = await chain.selectedNetwork();
  await change();
  const after = await chain.selectedNetwork();
  if (after.id !== before.id) await notifyNetworkChanged();
  return walletState();
}

/** The rarer actions (./more-handlers.ts), each loading that part with its first call; that part's one list of them. */
export const MORE_METHODS = [
  'wallet_changePassword',
  'wallet_reset',
  'wallet_addAccount',
  'wallet_addWallet',
  'wallet_renameWallet',
  'wallet_removeAccount',
  'wallet_removeWallet',
  'wallet_revealRecoveryPhrase',
  'wallet_exportAccountKey',
  'wallet_createBackup',
  'wallet_restoreBackup',
  'wallet_renameAccount',
  'wallet_addMultisigAccount',
  'wallet_newVaultKey',
  'wallet_addNetwork',
  'wallet_removeNetwork',
  'wallet_setEndpoints',
  'wallet_setExplorer',
  'wallet_revokePermission',
  'wallet_setSiteAccounts',
  'wallet_devnet',
  'wallet_multisigPropose',
  'wallet_multisigInspect',
  'wallet_multisigSign',
  'wallet_multisigBroadcast',
  'wallet_dismissDerivationNotice',
  'wallet_addStandardAccounts',
] as const;
/** The screens away from home (./screen-handlers.ts), each loading that part with its first call; that part's one list of them. */
export const SCREEN_METHODS = [
  'wallet_rejectAllApprovals',
  'wallet_blockSite',
  'wallet_listBlockedSites',
  'wallet_unblockSite',
  'wallet_activity',
  'wallet_txStatus',
  'wallet_notifications',
  'wallet_setNotifyKind',
  'wallet_watchVault',
] as const;
// A list, not a table entry a method: the names are the worker's start file's most repeated words.
const moved = Object.fromEntries([
  ...MORE_METHODS.map((method) => [method, more(method)]),
  ...SCREEN_METHODS.map((method) => [method, screen(method)]),
]) as Pick<Handlers, (typeof MORE_METHODS)[number] | (typeof SCREEN_METHODS)[number]>;

export const handlers: Handlers = {
  ...moved,
  wallet_getState: () => walletState(),
  async wallet_initialize({ secret, password, accountName, walletName }) {
    await keyring.initialize(secret, password, accountName, walletName);
    await permissions.pruneAccounts((await keyring.listAccounts()).map((account) => account.id));
    await ensureWatch();
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
  async wallet_selectAccount({ accountId }) {
    const before = await keyring.selectedAccountId();
    await keyring.selectAccount(accountId);
    if (before !== accountId) await notifyAccountsChanged();
    return walletState();
  },
  async wallet_setAutoLock({ minutes }) {
    await keyring.setAutoLockMinutes(minutes);
    return walletState();
  },
  wallet_selectNetwork: ({ networkId }) => switchNetwork(() => chain.selectNetwork(networkId)),
  // The address book is a part of its own: onboarding and the reviews read it for names.
  wallet_listContacts: async () => (await part('contacts')).listContacts(),
  wallet_saveContact: async ({ contact, replaces }) => (await part('contacts')).saveContact(contact, replaces),
  wallet_removeContact: async ({ address }) => (await part('contacts')).removeContact(address),
  wallet_listPermissions: () => permissions.listPermissions(),
  async wallet_listApprovals({ shown }) {
    // The approval window opens while a tx request is still being prepared: it lists the queue as it
    // will be once that request is queued (the node's own timeout ends a prepare well before this bound).
    await preparedOrAfter(PREPARE_WAIT_MS);
    const views = (await listApprovalRecords()).map((record) => record.view);
    // What the window lists is what closing it rejects: never a request that came after its last look.
    if (shown) await (await part('decisions')).noteShown(views.map((view) => view.id));
    return views;
  },
  async wallet_prepareApproval({ approvalId }) {
    // The window shows this request: the part that carries out the person's decision loads, and signs its tx, while they read.
    void part('decisions')
      .then((decisions) => decisions.prepareDecision(approvalId))
      .catch(() => undefined);
    return { ok: true };
  },
  async wallet_takeFailedApprovals() {
    return takeFailedApprovals();
  },
  async wallet_resolveApproval({ approvalId, approved, fee, memo, accountIds }) {
    await resolveApproval(approvalId, approved, {
      ...(fee ? { fee } : {}),
      ...(memo !== undefined ? { memo } : {}),
      ...(accountIds ? { accountIds } : {}),
    });
    return { ok: true };
  },
  async wallet_query({ name, args }) {
    if (!isQueryMethod(name)) throw new CoreError('unknown_query', `${name} is not a ledger query`, 'name');
    if (args.length > 4) throw new CoreError('invalid_args', 'At most 4 arguments', 'args');
    const network = await chain.selectedNetwork();
    const reads = chain.clientFor(network);
    // The reads every wallet makes are at hand; another screen's read loads the full client first.
    const client = name in reads ? reads : await chain.fullClientFor(network);
    // `name` is checked above to be one of the client's read-only query methods.
    const method = (client as LedgerClient)[name] as (...callArgs: unknown[]) => Promise<WalletResults['wallet_query']>;
    return method.apply(client, args);
  },
  wallet_submitTx: async (params) => (await actions()).submitTx(params),
  wallet_networkHealth: async ({ fresh }) =>
    chain.networkHealth(await chain.selectedNetwork(), {
      fresh: fresh ?? false,
      ...(chain.chainConfig.fetch ? { fetch: chain.chainConfig.fetch } : {}),
    }),
  /** The alarm itself is pushed back in ../wallet/index.ts (a person action, see keyring/autolock). */
  wallet_noteActivity: async () => ({ ok: true }),
  // Here, not in a part: the popup tells it as onboarding opens, and nothing else loads with it.
  async wallet_setLanguage({ language }) {
    await setNoticeLanguage(language);
    return { ok: true };
  },
  wallet_derivationStatus: ({ walletId }) => keyring.derivationStatus(walletId),
};
