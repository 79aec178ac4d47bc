// The one definition of every message the popup (or approval window) sends to the background.
// The background validates `params` with these schemas before any handler runs; the popup reads
// the same types. Secrets travel popup -> background (mnemonic at create/import, passwords); the
// only answers that carry one back are wallet_revealRecoveryPhrase and wallet_exportAccountKey,
// each after the password, to our own extension pages only. A backup file travels both ways sealed
// under its own password (src/background/backup): its plaintext never leaves the background.
import * as v from 'valibot';
import { built, builtTable } from '../core/built';
import type { LedgerClient, QueryMethod } from '../core/rest/client';
import type { Msg, StdTx } from '../core/types';
import type { TxWarning } from './warnings';

const Str = built(() => v.string());
const Id = built(() => v.pipe(v.string(), v.minLength(1), v.maxLength(200)));
const Password = built(() => v.pipe(v.string(), v.minLength(8, 'Password must be at least 8 characters'), v.maxLength(1024)));
const JsonObject = built(() => v.record(v.string(), v.unknown()));
/** An address book entry as the popup sends it (background/contacts.ts checks the address and that names are unique). */
const ContactInputSchema = built(() =>
  v.object({
    address: v.pipe(Str(), v.trim(), v.minLength(1, 'Enter an address'), v.maxLength(200)),
    name: v.pipe(Str(), v.trim(), v.minLength(1, 'Enter a name'), v.maxLength(40, 'A name is at most 40 characters')),
    note: v.optional(v.pipe(Str(), v.maxLength(200, 'A note is at most 200 characters'))),
  }),
);
/** A block explorer's link for a tx (`{tx}`) or an address (`{address}`): an https URL; '' for none (shared/explorer.ts checks it). */
const ExplorerTemplate = built(() => v.pipe(Str(), v.trim(), v.maxLength(500)));

/** A message as the ledger defines it: `{type, value}` (see src/core/messages). */
export const MsgSchema = built(() => v.object({ type: v.pipe(Str(), v.minLength(1), v.maxLength(64)), value: JsonObject() }));
const CoinSchema = built(() => v.object({ denom: Str(), amount: Str() }));
export const FeeSchema = built(() => v.object({ amount: v.array(CoinSchema()), gas: Str() }));
/** A coarse bound; core's validateMemo enforces the ledger's 256 UTF-8 bytes. */
export const MemoSchema = built(() => v.pipe(Str(), v.maxLength(256, 'memo is at most 256 characters')));
export const ChainIdSchema = built(() => v.pipe(Str(), v.minLength(1), v.maxLength(64)));
/** A network to add, from the popup or a dApp (src/background/chain normalizes it). */
export const NetworkInputSchema = built(() =>
  v.object({ name: v.pipe(Str(), v.minLength(1), v.maxLength(40)), restUrl: v.pipe(Str(), v.url()), chainId: ChainIdSchema() }),
);

/** A wallet's secret as the popup hands it over once: a mnemonic (12-24 words) or a 96-byte extended key (hex). */
const SecretSchema = built(() =>
  v.variant('kind', [
    v.object({
      kind: v.literal('mnemonic'),
      mnemonic: v.pipe(Str(), v.maxLength(1000)),
      passphrase: v.optional(v.pipe(Str(), v.maxLength(1000))),
      /** How ' path levels are read (src/core/hd.ts Derivation); absent means 'standard'. */
      derivation: v.optional(v.picklist(['standard', 'legacy-soft'])),
    }),
    v.object({ kind: v.literal('extendedKey'), hex: v.pipe(Str(), v.regex(/^[0-9a-fA-F]{192}$/, 'Extended key must be 96 bytes of hex')) }),
  ]),
);
const Name = built(() => v.pipe(Str(), v.maxLength(40)));
/** Asked again before anything secret is shown or anything is removed. */
const PasswordCheck = built(() => v.pipe(Str(), v.minLength(1, 'Enter your password'), v.maxLength(1024)));

/** Partial-signature bundle texts (`vaultline-multisig:1:…`). */
const MultisigBundles = built(() => v.pipe(v.array(v.pipe(Str(), v.minLength(1), v.maxLength(64_000))), v.minLength(1), v.maxLength(16)));

/** The languages notifications can be worded in: the popup's two, or 'auto' (chrome.i18n's, until the popup tells one). */
const NOTICE_LANGUAGES = ['auto', 'en', 'zh-CN'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

export const walletMethods = builtTable({
  /** Everything the popup needs to draw its frame; never contains secrets. */
  wallet_getState: () => v.object({}),
  /** First run: store a new keyring. `secret` is a mnemonic (12-24 words) or a 96-byte extended key (hex). */
  wallet_initialize: () =>
    v.object({
      secret: SecretSchema(),
      password: Password(),
      /** The first account's and the wallet's names as the popup words them; absent: English defaults. */
      accountName: v.optional(Name()),
      walletName: v.optional(Name()),
    }),
  wallet_unlock: () => v.object({ password: v.pipe(Str(), v.maxLength(1024)) }),
  wallet_lock: () => v.object({}),
  wallet_changePassword: () => v.object({ oldPassword: v.pipe(Str(), v.maxLength(1024)), newPassword: Password() }),
  /** Wipes the keyring (after the person confirmed in the popup). */
  wallet_reset: () => v.object({ confirm: v.literal('RESET') }),

  /** The next account of a wallet made from a phrase: `walletId`'s, else the selected account's wallet. */
  wallet_addAccount: () => v.object({ name: v.optional(Name()), walletId: v.optional(Id()) }),
  /** Another wallet beside the existing ones (a new or imported phrase, or one key); its first account is selected. */
  wallet_addWallet: () => v.object({ secret: SecretSchema(), name: v.optional(Name()), accountName: v.optional(Name()) }),
  wallet_renameWallet: () => v.object({ walletId: Id(), name: v.pipe(Name(), v.minLength(1)) }),
  /** Forget one account (not the last one of its wallet: remove the wallet instead). */
  wallet_removeAccount: () => v.object({ accountId: Id() }),
  /** Forget a wallet: its secret and every account from it. Not the only wallet (reset instead). */
  wallet_removeWallet: () => v.object({ walletId: Id(), password: PasswordCheck() }),
  /** The one answer that carries a recovery phrase back: to our own pages, after the password. */
  wallet_revealRecoveryPhrase: () => v.object({ walletId: Id(), password: PasswordCheck() }),
  /** An account's private key as the 96-byte extended key hex that import takes, after the password. */
  wallet_exportAccountKey: () => v.object({ accountId: Id(), password: PasswordCheck() }),
  /** The whole wallet as a backup file's text, sealed under `backupPassword`; `password` opens the wallet; `language` is the popup's choice, kept in the file. */
  wallet_createBackup: () =>
    v.object({ password: PasswordCheck(), backupPassword: Password(), language: v.optional(v.picklist(['auto', 'en', 'zh-CN'])) }),
  /**
   * Everything in a backup file replaces the keyring and the backed-up values, all or nothing. On a
   * fresh install `password` becomes the wallet's password; over an existing wallet it must be its password.
   */
  wallet_restoreBackup: () =>
    v.object({
      file: v.pipe(Str(), v.minLength(1, 'Choose a backup file'), v.maxLength(8_000_000)),
      backupPassword: PasswordCheck(),
      password: Password(),
    }),
  wallet_renameAccount: () => v.object({ accountId: Id(), name: v.pipe(Str(), v.minLength(1), v.maxLength(40)) }),
  wallet_selectAccount: () => v.object({ accountId: Id() }),
  /** Track a multisig account (no key of ours; members' gt1pub keys and a threshold). */
  wallet_addMultisigAccount: () =>
    v.object({
      name: v.optional(v.pipe(Str(), v.maxLength(40))),
      threshold: v.pipe(v.number(), v.integer(), v.minValue(1)),
      pubkeys: v.pipe(v.array(Str()), v.minLength(1), v.maxLength(20)),
    }),
  /** Generate and keep a fresh key for a vault about to be created; returns its public account. */
  wallet_newVaultKey: () => v.object({ name: v.optional(v.pipe(Str(), v.maxLength(40))) }),

  wallet_setAutoLock: () => v.object({ minutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 60)) }),
  wallet_addNetwork: () => NetworkInputSchema(),
  wallet_selectNetwork: () => v.object({ networkId: Id() }),
  wallet_removeNetwork: () => v.object({ networkId: Id() }),
  /** A network's endpoints in their new order (reordered, one added or removed); a new one is checked first. */
  /** A network's block explorer links ('' removes one); each an https URL template with its placeholder. */
  wallet_setExplorer: () => v.object({ networkId: Id(), tx: ExplorerTemplate(), address: ExplorerTemplate() }),
  wallet_setEndpoints: () =>
    v.object({
      networkId: Id(),
      endpoints: v.pipe(
        v.array(v.pipe(Str(), v.url(), v.maxLength(500))),
        v.minLength(1, 'A network needs at least one endpoint'),
        v.maxLength(8, 'At most 8 endpoints'),
      ),
    }),

  /** The address book (background/contacts.ts): every contact, oldest first. */
  wallet_listContacts: () => v.object({}),
  /** Add a contact, or change one: `replaces` is the address of the entry being edited. */
  wallet_saveContact: () => v.object({ contact: ContactInputSchema(), replaces: v.optional(v.pipe(Str(), v.maxLength(200))) }),
  wallet_removeContact: () => v.object({ address: v.pipe(Str(), v.maxLength(200)) }),

  wallet_listPermissions: () => v.object({}),
  wallet_revokePermission: () => v.object({ origin: v.pipe(Str(), v.maxLength(500)) }),
  /** The accounts a connected site sees from now on (at least one; revoke to see none). */
  wallet_setSiteAccounts: () =>
    v.object({ origin: v.pipe(Str(), v.maxLength(500)), accountIds: v.pipe(v.array(Id()), v.minLength(1), v.maxLength(200)) }),

  /** The queue; `shown`: the approval window lists it for the person, so closing the window rejects these (4001). */
  wallet_listApprovals: () => v.object({ shown: v.optional(v.boolean()) }),
  /** The approval window shows this request: the part that carries out a decision loads, and a sendTx's tx is signed while the person reads it (used only by Approve, for that very tx). */
  wallet_prepareApproval: () => v.object({ approvalId: Id() }),
  /** The requests whose preparation failed after their window opened, each answered once. */
  wallet_takeFailedApprovals: () => v.object({}),
  /** Approve or reject a queued dApp request; the person may edit fee and memo of a tx. */
  /** `accountIds`: a connect request's accounts the person chose for the site (default: the one proposed). */
  wallet_resolveApproval: () =>
    v.object({
      approvalId: Id(),
      approved: v.boolean(),
      fee: v.optional(FeeSchema()),
      memo: v.optional(MemoSchema()),
      accountIds: v.optional(v.pipe(v.array(Id()), v.minLength(1), v.maxLength(200))),
    }),
  /** Reject every queued request (the person is flooded). */
  wallet_rejectAllApprovals: () => v.object({}),
  /** Block the site that made this queued request (its origin as the browser gave it) and reject all its requests. */
  wallet_blockSite: () => v.object({ approvalId: Id() }),
  wallet_listBlockedSites: () => v.object({}),
  wallet_unblockSite: () => v.object({ origin: v.pipe(Str(), v.maxLength(500)) }),

  /** A read on the current network through the core REST client: `name` is a LedgerClient query method. */
  wallet_query: () => v.object({ name: v.pipe(Str(), v.regex(/^[a-zA-Z]+$/)), args: v.array(v.unknown()) }),
  /** Sign with one of our accounts and broadcast; the popup asked the person to confirm first. */
  wallet_submitTx: () =>
    v.object({
      accountId: v.optional(Id()),
      msgs: v.pipe(v.array(MsgSchema()), v.minLength(1), v.maxLength(16)),
      fee: v.optional(FeeSchema()),
      memo: v.optional(MemoSchema()),
    }),
  /** This account's (or another address's) transactions from the node's tx search. */
  wallet_activity: () =>
    v.object({
      address: v.optional(Str()),
      page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
    }),
  /**
   * The local devnet's helpers (its /dev/* endpoints) on the selected network: `detect` answers whether
   * it is a devnet at all; `fund` adds GT to one of this wallet's accounts; `mine` produces blocks;
   * `advanceTime` moves the dev clock (unbonding, revocable delays).
   */
  wallet_devnet: () =>
    v.variant('action', [
      v.object({ action: v.literal('detect') }),
      v.object({ action: v.literal('fund'), accountId: Id(), gt: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)) }),
      v.object({ action: v.literal('mine'), blocks: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)) }),
      v.object({ action: v.literal('advanceTime'), seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365 * 24 * 3600)) }),
    ]),
  /** Whether the selected network's node answers, is a GT node and is on the expected chain (`fresh`: do not use the last few seconds' answer). */
  wallet_networkHealth: () => v.object({ fresh: v.optional(v.boolean()) }),
  /** One tx this wallet sent, as the tracker follows it to inclusion (a polling read). */
  wallet_txStatus: () => v.object({ txhash: v.pipe(Str(), v.minLength(1), v.maxLength(200)) }),
  /** The person clicked or typed in a Vaultline page: push the auto-lock back (polling reads never do). */
  wallet_noteActivity: () => v.object({}),
  /** Multisig (src/background/multisig): build a tx of a tracked multisig account; the chosen member accounts of this wallet sign it. */
  wallet_multisigPropose: () =>
    v.object({
      accountId: Id(),
      msgs: v.pipe(v.array(MsgSchema()), v.minLength(1), v.maxLength(16)),
      fee: v.optional(FeeSchema()),
      memo: v.optional(MemoSchema()),
      memberIds: v.pipe(v.array(Id()), v.maxLength(20)),
    }),
  /** Read partial-signature bundles (text, joined when several) for review. */
  wallet_multisigInspect: () => v.object({ bundles: MultisigBundles() }),
  /** Add the signatures of the chosen member accounts to the (joined) bundles. */
  wallet_multisigSign: () => v.object({ bundles: MultisigBundles(), memberIds: v.pipe(v.array(Id()), v.minLength(1), v.maxLength(20)) }),
  /** Combine K signatures and broadcast on the selected network; `force` sends fewer so the node answers. */
  wallet_multisigBroadcast: () => v.object({ bundles: MultisigBundles(), force: v.optional(v.boolean()) }),
  /** Whether the unlocked wallet derives legacy-soft (Vaultline 0.1) and whether to show its one-time notice. */
  /** Each of the three is about one phrase wallet: `walletId`, else the selected account's, else the first. */
  wallet_derivationStatus: () => v.object({ walletId: v.optional(Str()) }),
  /** The person closed the legacy-derivation notice; it is not shown again. */
  wallet_dismissDerivationNotice: () => v.object({ walletId: v.optional(Str()) }),
  /** Beside a legacy wallet's accounts, add the standard accounts of the same phrase (selects the first). */
  wallet_addStandardAccounts: () => v.object({ walletId: v.optional(Str()) }),
  /** Notifications (src/background/notify): the settings per kind, the watched vaults of the selected network, the newest notices. */
  wallet_notifications: () => v.object({ look: v.optional(v.boolean()) }),
  /** Turn one kind of notification on or off. */
  wallet_setNotifyKind: () => v.object({ kind: v.picklist(['tx', 'incoming', 'unbonding', 'vaultOut', 'revokeSoon']), on: v.boolean() }),
  /** The vault guardian: watch (or stop watching) a vault of this wallet on the selected network. */
  wallet_watchVault: () => v.object({ address: v.pipe(Str(), v.minLength(1), v.maxLength(200)), on: v.boolean() }),
  /** The language the popup shows, told to the background so that notifications are worded in it ('auto', the default until told: chrome.i18n's). */
  wallet_setLanguage: () => v.object({ language: v.picklist(NOTICE_LANGUAGES) }),
});

export type WalletMethod = keyof typeof walletMethods;
/** What a handler receives: the params as their schema checked them. */
export type WalletParams<M extends WalletMethod> = v.InferOutput<(typeof walletMethods)[M]>;
/** What the popup sends: those params, with a ledger read typed by its client method. */
export type WalletCallParams<M extends WalletMethod> = M extends 'wallet_query' ? LedgerQuery : WalletParams<M>;

/** A ledger read through wallet_query: a LedgerClient query method and its arguments. */
export type LedgerQuery<K extends QueryMethod = QueryMethod> = { [N in K]: { name: N; args: Parameters<LedgerClient[N]> } }[K];
/** What that read answers. */
export type LedgerQueryResult<K extends QueryMethod = QueryMethod> = Awaited<ReturnType<LedgerClient[K]>>;

/** What a backup file holds, counted (shown after a backup or a restore). */
export interface BackupSummary {
  wallets: number;
  accounts: number;
  networks: number;
  contacts: number;
}

export type AccountKind = 'hd' | 'imported' | 'vault' | 'multisig';
export interface AccountView {
  id: string;
  name: string;
  kind: AccountKind;
  /** gt1 form for hd/imported; vault1 for vaults; gt1 or gt2 for multisig. */
  address: string;
  /** gt1pub... (amino public key), or '' when unknown. */
  publicKey: string;
  /** HD path for derived keys. */
  path?: string;
  /** Can the wallet sign for it (false for multisig). */
  canSign: boolean;
  /** The wallet it comes from; absent for a multisig account (no key of ours). */
  walletId?: string;
}
/** A wallet: one recovery phrase or one key, with the accounts that come from it. */
/** `name`: the person's name for it, else the default "Wallet N" (`named` false: the popup words
 *  the default in its language from `number`, the wallet's place by age, from 1). */
export interface WalletView {
  id: string;
  name: string;
  named: boolean;
  number: number;
  kind: 'mnemonic' | 'key';
  createdAt: number;
}
/** `endpoints`: its REST endpoints in the person's order (reads fail over along them); `restUrl` is the first. */
/** `explorer`: the person's (or the built-in) block explorer links, `{tx}` / `{address}` templates. */
export interface NetworkView {
  id: string;
  name: string;
  restUrl: string;
  endpoints: string[];
  chainId: string;
  builtin: boolean;
  explorer?: ExplorerLinks;
}
export interface ExplorerLinks {
  tx?: string;
  address?: string;
}
/** One address book entry, as stored under `contacts` (background/contacts.ts). */
export interface ContactView {
  address: string;
  name: string;
  note?: string;
  addedAt: number;
}
export interface WalletState {
  initialized: boolean;
  unlocked: boolean;
  accounts: AccountView[];
  /** Every wallet, oldest first; accounts name theirs by `walletId`. */
  wallets: WalletView[];
  selectedAccountId: string | null;
  network: NetworkView;
  networks: NetworkView[];
  pendingApprovals: number;
  autoLockMinutes: number;
  /** The selected account's last known balance on this network (null until first read, or while
   *  locked); the background reads it again right after answering, for the next getState. */
  balance: CachedBalance | null;
}
export interface CachedBalance {
  address: string;
  networkId: string;
  coins: Array<{ denom: string; amount: string }>;
  height: string;
  readAt: number;
}
export interface PermissionView {
  origin: string;
  accountIds: string[];
  connectedAt: number;
}
/** A site the person blocked from asking for approvals (Connected sites can unblock it). */
export interface BlockedSiteView {
  origin: string;
  blockedAt: number;
}

export type ApprovalKind = 'connect' | 'signTx' | 'sendTx' | 'signMessage' | 'signIn' | 'addNetwork' | 'switchNetwork';
interface ApprovalBase<K extends ApprovalKind> {
  id: string;
  kind: K;
  origin: string;
  createdAt: number;
  /** Account that will sign (tx and message approvals), or the one proposed to connect. */
  accountId?: string;
  /** Problems found before approving (e.g. insufficient balance); shown, never hidden. */
  warnings?: TxWarning[];
}
interface TxApprovalView<K extends 'signTx' | 'sendTx'> extends ApprovalBase<K> {
  accountId: string;
  /** The unsigned StdTx that will be signed, with fee/memo/valid_height filled and messages normalised. */
  tx: StdTx;
  chainId: string;
}
interface NetworkApprovalView<K extends 'addNetwork' | 'switchNetwork'> extends ApprovalBase<K> {
  network: { name?: string; restUrl?: string; chainId: string };
}
/** What the person is asked, by kind. */
export type ApprovalView =
  /** `choices`: the accounts the site may be given (those that can sign here), in the wallet's order. */
  | (ApprovalBase<'connect'> & { choices?: string[] })
  | TxApprovalView<'signTx'>
  | TxApprovalView<'sendTx'>
  | (ApprovalBase<'signMessage'> & {
      accountId: string;
      /** The data as text (utf8, null when it is not) and hex. */ message: { text: string | null; hex: string };
    })
  /** A sign-in for `origin` (the browser's); its times are set when the person approves. */
  | (ApprovalBase<'signIn'> & {
      accountId: string;
      signIn: { chainId: string; nonce: string; statement: string; expiresInSeconds: number };
    })
  | NetworkApprovalView<'addNetwork'>
  | NetworkApprovalView<'switchNetwork'>;
export type ApprovalOf<K extends ApprovalKind> = Extract<ApprovalView, { kind: K }>;
/** A request whose window opened while it was prepared, and whose preparation failed: the site was told, nothing was queued. */
/** `stage` 'approved': it failed after the person approved it (the site got a fixed sentence only). */
export interface FailedApprovalView {
  id: string;
  kind: ApprovalKind;
  origin: string;
  error: WalletError;
  stage?: 'approved';
}
/** A broadcast's answer: the node accepted it (height "0" until a block includes it; follow it with wallet_txStatus). */
export interface TxResult {
  txhash: string;
  height: string;
}
/** A sent tx followed to inclusion (src/background/txs). */
export interface TrackedTxView {
  txhash: string;
  /** The messages as signed (the popup words them); absent in entries stored before they were kept. */
  msgs?: Msg[];
  /** Those older entries' English one-line summary. */
  summary?: string;
  status: 'pending' | 'included' | 'failed' | 'dropped' | 'unconfirmed';
  height?: string;
  /** The node's words (or the wallet's, for a dropped or unconfirmed tx). */
  reason?: string;
  /** shared/node-reasons.ts: the node's code for `reason`, 'dropped', or an unconfirmed_ reason. */
  reasonCode?: string;
  validUntil: string;
  time: number;
}
/** A partial-signature bundle as the popup shows it (src/background/multisig). */
export interface MultisigBundleView {
  /** The bundle as text, to copy, save or show as a QR code. */
  text: string;
  chainId: string;
  /** The threshold account (its tracked form when this wallet tracks it). */
  address: string;
  accountId?: string;
  name?: string;
  threshold: number;
  /** In key order; `accountId`/`name` when the member's key lives in this wallet. */
  members: Array<{ index: number; pubkey: string; address: string; signed: boolean; accountId?: string; name?: string }>;
  signatures: number;
  ready: boolean;
  /** The unsigned StdTx (with its nonce) every member signs. */
  tx: unknown;
  /** False when the selected network is another chain than the bundle's. */
  onSelectedNetwork?: boolean;
}

export interface WalletResults {
  wallet_getState: WalletState;
  wallet_initialize: WalletState;
  wallet_unlock: WalletState;
  wallet_lock: WalletState;
  wallet_changePassword: { ok: true };
  wallet_reset: WalletState;
  wallet_addAccount: AccountView;
  wallet_addWallet: WalletState;
  wallet_renameWallet: WalletState;
  wallet_removeAccount: WalletState;
  wallet_removeWallet: WalletState;
  wallet_revealRecoveryPhrase: { mnemonic: string; hasPassphrase: boolean };
  wallet_exportAccountKey: { hex: string };
  wallet_createBackup: { file: string; fileName: string; summary: BackupSummary };
  wallet_restoreBackup: { state: WalletState; replaced: boolean; summary: BackupSummary; language?: 'auto' | 'en' | 'zh-CN' };
  wallet_renameAccount: AccountView;
  wallet_selectAccount: WalletState;
  wallet_addMultisigAccount: AccountView;
  wallet_newVaultKey: AccountView;
  wallet_setAutoLock: WalletState;
  wallet_addNetwork: NetworkView;
  wallet_selectNetwork: WalletState;
  wallet_removeNetwork: WalletState;
  wallet_setEndpoints: WalletState;
  wallet_setExplorer: WalletState;
  wallet_listContacts: ContactView[];
  wallet_saveContact: ContactView[];
  wallet_removeContact: ContactView[];
  wallet_listPermissions: PermissionView[];
  wallet_revokePermission: PermissionView[];
  wallet_setSiteAccounts: PermissionView[];
  wallet_listApprovals: ApprovalView[];
  wallet_prepareApproval: { ok: true };
  wallet_takeFailedApprovals: FailedApprovalView[];
  wallet_resolveApproval: { ok: true };
  wallet_rejectAllApprovals: { rejected: number };
  wallet_blockSite: { origin: string; rejected: number };
  wallet_listBlockedSites: BlockedSiteView[];
  wallet_unblockSite: BlockedSiteView[];
  wallet_query: LedgerQueryResult;
  wallet_submitTx: TxResult;
  /** `tracked`: this account's own txs on this network that Activity shows above the node's records (pending, failed, dropped). */
  wallet_activity: { txs: unknown[]; totalCount: number; page: number; pageTotal: number; tracked?: TrackedTxView[] };
  wallet_networkHealth: NetworkHealth;
  /** detect: `devnet` false on any other node; the others: the latest height and dev clock after the action. */
  wallet_devnet: { devnet: boolean; height?: string; time?: string; balance?: string };
  wallet_txStatus: TrackedTxView | null;
  wallet_multisigPropose: MultisigBundleView;
  wallet_multisigInspect: MultisigBundleView;
  wallet_multisigSign: MultisigBundleView;
  wallet_multisigBroadcast: TxResult;
  wallet_noteActivity: { ok: true };
  wallet_derivationStatus: DerivationStatus;
  wallet_dismissDerivationNotice: { ok: true };
  wallet_addStandardAccounts: WalletState;
  wallet_notifications: NotificationsView;
  wallet_setNotifyKind: NotificationsView;
  wallet_setLanguage: { ok: true };
  wallet_watchVault: NotificationsView;
}

/** A notice the wallet raised, as shown (in the browser's language when it was raised). No secrets: addresses and amounts. */
export interface NoticeView {
  /** Unique per event; the browser notification's id. */
  id: string;
  kind: 'txIncluded' | 'txFailed' | 'incoming' | 'unbonding' | 'vaultOut' | 'guardian' | 'revokeSoon';
  title: string;
  message: string;
  /** The popup route it opens (hash without '#'), e.g. the revoke review of a vault's transfer. */
  route: string;
  /** The guardian's: a transfer out of a watched vault that this wallet did not make. */
  urgent: boolean;
  networkId: string;
  time: number;
}
export type NotifyKindName = 'tx' | 'incoming' | 'unbonding' | 'vaultOut' | 'revokeSoon';
export interface NotificationsView {
  settings: Record<NotifyKindName, boolean>;
  /** Watched vaults on the selected network, as the person's accounts write them. */
  watched: string[];
  /** Newest first. */
  recent: NoticeView[];
}

/** src/background/chain/health.ts: the selected node, as home reports it. */
export interface NetworkHealth {
  /**
   * ok: answers on the expected chain; unreachable: no answer; not_ledger: answers, but not as a GT
   * node; wrong_chain: a GT node on another chain; unconfirmed: answers, but the chain could not be checked.
   */
  state: 'ok' | 'unreachable' | 'not_ledger' | 'wrong_chain' | 'unconfirmed';
  networkId: string;
  restUrl: string;
  chainId: string;
  /** The node's latest height (ok only). */
  height?: string;
  /** What went wrong, in words (not ok). */
  message?: string;
  checkedAt: number;
  /** Each endpoint's own answer, in the network's order; `restUrl` above is the one in use. */
  endpoints: EndpointHealth[];
}

export interface EndpointHealth {
  url: string;
  state: NetworkHealth['state'];
  /** How long its check took (status and the chain check), when it answered. */
  latencyMs?: number;
  height?: string;
  message?: string;
  /** The endpoint reads go to now. */
  active: boolean;
}

/** src/background/keyring: how a phrase wallet reads n' levels, and the notice about it. */
export interface DerivationStatus {
  /** The wallet this is about (the one asked for, else the selected account's, else the first). */
  walletId: string;
  /** The wallet's mnemonic reads n' soft (written by Vaultline 0.1). */
  legacy: boolean;
  /** The standard accounts of the same phrase are already beside the legacy ones. */
  standardAdded: boolean;
  /** Show the one-time notice: legacy, standard accounts not added, not dismissed. */
  showNotice: boolean;
}

/** Envelope on the popup's runtime messages. */
export interface WalletRequest<M extends WalletMethod = WalletMethod> {
  channel: 'vaultline:wallet';
  method: M;
  params: unknown;
}
export type WalletResponse<M extends WalletMethod = WalletMethod> =
  { ok: true; result: WalletResults[M] } | { ok: false; error: WalletError };
/** `reason`: for 'tx_rejected', the node's own code (shared/node-reasons.ts) when it gave one. */
export interface WalletError {
  code: string;
  message: string;
  field?: string;
  reason?: string;
}
