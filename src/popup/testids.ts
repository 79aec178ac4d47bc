// Stable selectors for the e2e tests: `[data-testid="<id>"]`; only ids a test reads are listed. The
// list is a type: an id's text is its name in kebab case (accountAddress → account-address), made when
// read, so the popup's first load carries no table of them (the few spelled otherwise are listed).

/** Each id by name, with its text. */
export interface TestIds {
  readonly errorMessage: 'error-message';
  readonly errorDetails: 'error-details'; // an error's technical line, behind its Details toggle
  readonly unknownFigure: 'unknown-figure'; // a figure the wallet could not read: "—"
  readonly lastKnown: 'last-known'; // beside it: the last value read, and when

  readonly accountSwitcher: 'account-switcher';
  readonly accountName: 'account-name';
  readonly accountError: 'account-error'; // the account header's error (switch, add, rename)
  readonly accountAddress: 'account-address';
  readonly accountOption: (n: number) => string;
  readonly accountAdd: 'account-add';
  readonly accountRename: 'account-rename';
  readonly accountRenameInput: 'account-rename-input';
  readonly accountRenameSave: 'account-rename-save';
  readonly networkPill: 'network-pill';
  readonly networkSwitcher: 'network-switcher'; // the pill's dialog: networks, and the connected sites a switch tells
  readonly networkSwitcherOption: 'network-switcher-option';
  readonly networkSwitcherSites: 'network-switcher-sites';
  readonly networkSwitcherManage: 'network-switcher-manage';
  readonly networkStatus: 'network-status';
  readonly sendDoneWhat: 'send-done-what';
  readonly reviewTotal: 'review-total';
  readonly reviewBalanceAfter: 'review-balance-after'; // data-nanogt
  readonly accountMenu: 'account-menu';
  readonly networkStatusRetry: 'network-status-retry';
  readonly lockButton: 'lock-button';

  readonly onboardingCreate: 'onboarding-create';
  readonly onboardingImport: 'onboarding-import';
  readonly mnemonicWord: (n: number) => string;
  readonly mnemonicWritten: 'mnemonic-written';
  readonly mnemonicContinue: 'mnemonic-continue';
  readonly confirmWord: (n: number) => string;
  readonly confirmSubmit: 'confirm-submit';
  readonly confirmTitle: 'confirm-title'; // a review's heading, focused when it opens
  readonly importMnemonic: 'import-mnemonic';
  readonly importMnemonicStatus: 'import-mnemonic-status';
  readonly importContinue: 'import-continue';
  readonly derivationAdvanced: 'derivation-advanced';
  readonly derivationOption: (derivation: string) => string;
  readonly derivationAddress: (derivation: string) => string;
  readonly derivationActivity: (derivation: string) => string;
  readonly derivationNotice: 'derivation-notice';
  readonly passwordInput: 'password-input';
  readonly passwordConfirm: 'password-confirm';
  readonly passwordStrength: 'password-strength';
  readonly clipboardNotice: 'clipboard-notice';
  readonly onboardingRestore: 'onboarding-restore';
  readonly backupSection: 'backup-section';
  readonly backupOpen: 'backup-open';
  readonly backupWalletPassword: 'backup-wallet-password';
  readonly backupPassword: 'backup-password';
  readonly backupPasswordConfirm: 'backup-password-confirm';
  readonly backupSubmit: 'backup-submit';
  readonly backupError: 'backup-error';
  readonly backupDone: 'backup-done';
  readonly backupDownload: 'backup-download';
  readonly backupSummary: 'backup-summary';
  readonly restoreOpen: 'restore-open';
  readonly restoreFile: 'restore-file';
  readonly restoreFileName: 'restore-file-name';
  readonly restoreBackupPassword: 'restore-backup-password';
  readonly restorePassword: 'restore-password';
  readonly restorePasswordConfirm: 'restore-password-confirm';
  readonly restoreSubmit: 'restore-submit';
  readonly restoreError: 'restore-error';
  readonly restoreDone: 'restore-done';
  readonly holdToReveal: 'hold-to-reveal';
  readonly revealArea: 'reveal-area';
  readonly passwordSubmit: 'password-submit';
  readonly onboardingDone: 'onboarding-done';
  readonly onboardingFinish: 'onboarding-finish';

  readonly unlockPassword: 'unlock-password';
  readonly unlockSubmit: 'unlock-submit';
  readonly unlockError: 'unlock-error';

  readonly balanceGt: 'balance-gt';
  readonly navSend: 'nav-send';
  readonly navReceive: 'nav-receive';
  readonly navActivity: 'nav-activity';
  readonly navMultisig: 'nav-multisig';

  readonly receiveAddress: 'receive-address';
  readonly receiveCopy: 'receive-copy';
  readonly receiveQr: 'receive-qr';

  readonly sendRecipient: 'send-recipient';
  readonly sendAmount: 'send-amount';
  readonly sendFee: 'send-fee';
  readonly sendMemo: 'send-memo';
  readonly sendReview: 'send-review';
  readonly sendEdit: 'send-edit';
  readonly sendConfirm: 'send-confirm';
  readonly sendTxhash: 'send-txhash';
  readonly sendError: 'send-error';

  readonly activityItem: 'activity-item';
  readonly activityStatus: 'activity-status';
  readonly activityReason: 'activity-reason';
  readonly activityTitle: 'activity-title';
  readonly activityAmount: 'activity-amount';
  readonly activityFee: 'activity-fee';
  readonly activityToggle: 'activity-toggle';
  readonly activityDetail: 'activity-detail';
  readonly activityRevocable: 'activity-revocable';
  readonly activityDetailState: 'activity-detail-state';

  readonly siteItem: 'site-item';
  readonly siteRevoke: 'site-revoke';
  readonly sitesEmpty: 'sites-empty';

  readonly networkItem: 'network-item';
  readonly networkSelect: 'network-select';
  readonly networkRemove: 'network-remove';
  readonly networkAddName: 'network-add-name';
  readonly networkAddUrl: 'network-add-url';
  readonly networkAddChainId: 'network-add-chainid';
  readonly networkAddSubmit: 'network-add-submit';
  readonly endpointItem: 'endpoint-item';
  readonly endpointState: 'endpoint-state';
  readonly endpointUp: 'endpoint-up';
  readonly endpointDown: 'endpoint-down';
  readonly endpointRemove: 'endpoint-remove';
  readonly endpointRecheck: 'endpoint-recheck';
  readonly endpointAddUrl: 'endpoint-add-url';
  readonly endpointAddSubmit: 'endpoint-add-submit';
  readonly networkBadge: 'network-badge';
  readonly networkInUse: 'network-in-use';
  readonly autolockMinutes: 'autolock-minutes';
  readonly autolockSave: 'autolock-save';
  readonly settingsLock: 'settings-lock';
  readonly changePasswordOld: 'change-password-old';
  readonly changePasswordNew: 'change-password-new';
  readonly changePasswordConfirm: 'change-password-confirm';
  readonly changePasswordSubmit: 'change-password-submit';
  readonly settingsNotice: 'settings-notice';
  readonly passwordChangeLimits: 'password-change-limits';
  readonly passwordChangeNewPhrase: 'password-change-new-phrase';
  readonly settingsLanguage: 'settings-language';
  // Settings → Notifications
  readonly notifySettings: 'notify-settings';
  readonly notifyKind: (kind: string) => string;
  readonly notifyList: 'notify-list';
  readonly notifyItem: 'notify-item'; // data-kind, data-route, data-id
  readonly notifyOpen: 'notify-open';

  readonly approvalCount: 'approval-count';
  readonly approvalKind: 'approval-kind';
  readonly approvalOrigin: 'approval-origin';
  readonly approvalWarning: 'approval-warning';
  readonly approvalChainId: 'approval-chain-id';
  readonly approvalSigner: 'approval-signer';
  readonly approvalMsg: 'approval-msg';
  readonly approvalMsgInvalid: 'approval-msg-invalid';
  readonly approvalFee: 'approval-fee';
  readonly approvalMessageText: 'approval-message-text';
  readonly approvalNetwork: 'approval-network';
  readonly approvalSignIn: 'approval-sign-in';
  readonly approvalSignInSite: 'approval-sign-in-site';
  readonly approvalSignInStatement: 'approval-sign-in-statement';
  readonly approveButton: 'approve-button';
  readonly rejectButton: 'reject-button';

  // review-note (data-level = block|strong|warn), msg-warning (a message renderer's own warning).
  readonly approvalWithdrawn: 'approval-withdrawn';
  readonly approvalShowNext: 'approval-show-next';
  readonly approvalFailed: 'approval-failed';
  readonly approvalFailedClose: 'approval-failed-close';
  readonly approvalPaused: 'approval-paused';
  readonly addressLookalike: 'address-lookalike';
  readonly approvalMemo: 'approval-memo';
  readonly approvalRejectAll: 'approval-reject-all';
  readonly approvalBlockSite: 'approval-block-site';
  readonly blockedSiteItem: 'blocked-site-item';
  readonly blockedSiteUnblock: 'blocked-site-unblock';
  readonly connectAccount: 'connect-account';
  readonly passwordChanged: 'password-changed';
  readonly siteAccount: 'site-account';
  readonly siteAccountsEdit: 'site-accounts-edit';
  readonly siteAccountsSave: 'site-accounts-save';
  readonly memoText: 'memo-text';
  readonly approvalFeeCoins: 'approval-fee-coins';
  readonly addressLabel: 'address-label';
  readonly hiddenChars: 'hidden-chars';
  readonly reviewNote: 'review-note';
  readonly msgWarning: 'msg-warning';

  readonly tab: (id: string) => string;
  readonly confirmFee: 'confirm-fee';
  readonly txDoneWhat: 'tx-done-what';
  readonly confirmError: 'confirm-error';
  readonly confirmInvalid: 'confirm-invalid';
  readonly txDone: 'tx-done';
  readonly txDoneHash: 'tx-done-hash';
  readonly txDoneClose: 'tx-done-close';

  // Staking: my stakes
  readonly stakeTotalDelegated: 'stake-total-delegated'; // data-nanogt
  readonly stakeTotalRewards: 'stake-total-rewards';
  readonly delegationRow: 'delegation-row'; // data-address
  readonly delegationAmount: 'delegation-amount'; // data-nanogt
  readonly delegationReward: 'delegation-reward';
  // Staking: delegate / redelegate / undelegate form
  readonly stakeDst: 'stake-dst';
  readonly stakeAmount: 'stake-amount';
  readonly stakeReview: 'stake-review';
  // Staking: pending undelegations / redelegations
  readonly unbondingRow: 'unbonding-row'; // data-kind=undelegation|redelegation, data-completed=true|false
  readonly unbondingCountdown: 'unbonding-countdown';
  readonly unbondingEmpty: 'unbonding-empty';

  // Tokens
  readonly tokenRow: 'token-row'; // data-symbol
  readonly tokenMyBalance: 'token-my-balance';
  readonly tokenDetailSupply: 'token-detail-supply';
  readonly tokenDetailStatus: 'token-detail-status'; // data-frozen
  readonly tokenAction: (action: string) => string; // send | mint | burn | freeze | unfreeze
  readonly tokenFormRecipient: 'token-form-recipient';
  readonly tokenFormAmount: 'token-form-amount';
  readonly tokenFormAmountError: 'token-form-amount-error';
  readonly tokenFormReview: 'token-form-review';

  // Vaults: overview
  readonly guardCard: 'guard-card'; // data-address, data-count
  // Vaults: create
  readonly vaultCreateFunder: 'vault-create-funder';
  readonly vaultCreateSecurity: 'vault-create-security';
  readonly vaultCreateDelay: 'vault-create-delay';
  readonly vaultCreateDelayEstimate: 'vault-create-delay-estimate';
  readonly vaultCreateClearing: 'vault-create-clearing';
  readonly vaultCreateAmount: 'vault-create-amount';
  readonly vaultCreateMultisigToggle: 'vault-create-multisig-toggle';
  readonly vaultCreateMultisigKey: 'vault-create-multisig-key';
  readonly vaultCreateName: 'vault-create-name';
  readonly vaultCreateReview: 'vault-create-review';
  // Vaults: one vault
  readonly vaultAddress: 'vault-address';
  readonly vaultBalance: 'vault-balance'; // data-nanogt
  readonly vaultDelay: 'vault-delay'; // data-blocks
  readonly vaultSecurity: 'vault-security';
  readonly vaultClearingHeight: 'vault-clearing-height'; // data-height
  readonly vaultSendOpen: 'vault-send-open';
  readonly vaultClearingOpen: 'vault-clearing-open';
  readonly vaultWatch: 'vault-watch'; // the guardian's checkbox, data-watched
  readonly vaultRevokeGone: 'vault-revoke-gone'; // a notification's revoke that can no longer be made
  readonly revocableRow: 'revocable-row'; // data-tx-hash, data-msg-index, data-status=revocable|irrevocable|revoked|unknown
  readonly revocableAmount: 'revocable-amount';
  readonly revocableCountdown: 'revocable-countdown'; // data-blocks-left
  readonly revocableRevoke: 'revocable-revoke';
  readonly revocableHeights: 'revocable-heights'; // data-sent, data-final: the row's heights
  readonly revokeHeights: 'revoke-heights'; // data-sent, data-final: the revoke review's, from the same function
  readonly revokeFinalHeight: 'revoke-final-height'; // the MsgRevoke's own height row (the transfer's final height)
  // Vaults: revocable send from a vault
  readonly vaultSendRecipient: 'vault-send-recipient';
  readonly vaultSendAmount: 'vault-send-amount';
  readonly vaultSendEffect: 'vault-send-effect'; // data-effect-height
  readonly vaultSendReview: 'vault-send-review';
  // Vaults: update clearing height
  readonly vaultClearingInput: 'vault-clearing-input';
  readonly vaultClearingReview: 'vault-clearing-review';
  // Vaults: security (retrieval) account view
  readonly guardVaultRow: 'guard-vault-row'; // data-address, data-clearable
  readonly guardVaultBalance: 'guard-vault-balance';
  readonly guardVaultStaked: 'guard-vault-staked';
  readonly guardUndelegate: 'guard-undelegate';
  // Vaults: pending incoming revocable tokens (embeddable on home)
  readonly pendingIncomingRow: 'pending-incoming-row'; // data-tx-hash
  readonly pendingIncomingFinal: 'pending-incoming-final'; // data-height

  // Multisig
  readonly multisigRow: 'multisig-row'; // data-address, data-published
  readonly multisigAddress: 'multisig-address';
  readonly multisigPublish: 'multisig-publish';
  readonly multisigCreateOpen: 'multisig-create-open';
  readonly multisigMember: (n: number) => string;
  readonly multisigMemberAdd: 'multisig-member-add';
  readonly multisigAddMine: 'multisig-add-mine'; // data-account-id
  readonly multisigThreshold: 'multisig-threshold';
  readonly multisigPreviewAddress: 'multisig-preview-address';
  readonly multisigPreviewKey: 'multisig-preview-key';
  readonly multisigPreviewOrder: 'multisig-preview-order'; // data-order: address | typed
  readonly multisigKeepOrder: 'multisig-keep-order'; // checkbox
  readonly multisigName: 'multisig-name';
  readonly multisigSave: 'multisig-save';
  // Multisig spending: #/vaults?view=multisig&ms=<accountId>[&step=send] | &step=cosign
  readonly multisigOpenAccount: 'multisig-open-account'; // on a row
  readonly multisigAccount: 'multisig-account'; // data-address, data-published, data-threshold
  readonly multisigAccountMember: 'multisig-account-member'; // data-index, data-mine
  readonly multisigAccountBalance: 'multisig-account-balance';
  readonly multisigProposeSend: 'multisig-propose-send';
  readonly multisigCosignOpen: 'multisig-cosign-open';
  readonly multisigSendTo: 'multisig-send-to';
  readonly multisigSendAmount: 'multisig-send-amount';
  readonly multisigSendReview: 'multisig-send-review';
  readonly multisigSignAs: 'multisig-sign-as'; // checkbox, data-account-id
  readonly multisigImportText: 'multisig-import-text';
  readonly multisigImportRead: 'multisig-import-read';
  readonly multisigImportError: 'multisig-import-error';
  readonly multisigBundle: 'multisig-bundle'; // data-signatures, data-threshold, data-ready
  readonly multisigBundleMember: 'multisig-bundle-member'; // data-index, data-signed
  readonly multisigBundleText: 'multisig-bundle-text';
  readonly multisigBundleFee: 'multisig-bundle-fee';
  readonly multisigBundleQr: 'multisig-bundle-qr';
  readonly multisigBundleSign: 'multisig-bundle-sign';
  readonly multisigBundleBroadcast: 'multisig-bundle-broadcast';
  readonly multisigBundleError: 'multisig-bundle-error';
  readonly vaultCreateMultisigPick: 'vault-create-multisig-pick'; // select: a tracked multisig account's key

  // Wallets: account menu groups, Add wallet, Settings → Wallets (#/wallets, #/wallets?view=add)
  readonly accountGroup: 'account-group'; // data-wallet-id (absent for the multisig group), data-kind
  readonly accountAddWallet: 'account-add-wallet';
  readonly accountManageWallets: 'account-manage-wallets';
  readonly settingsWallets: 'settings-wallets';
  readonly addWalletCreate: 'add-wallet-create';
  readonly addWalletImport: 'add-wallet-import';
  readonly addWalletKey: 'add-wallet-key';
  readonly importKey: 'import-key';
  readonly addWalletName: 'add-wallet-name';
  readonly addWalletSubmit: 'add-wallet-submit';
  readonly addWalletError: 'add-wallet-error';
  readonly walletsAdd: 'wallets-add';
  readonly walletCard: 'wallet-card'; // data-wallet-id, data-kind
  readonly walletName: 'wallet-name';
  readonly walletRename: 'wallet-rename';
  readonly walletRenameInput: 'wallet-rename-input';
  readonly walletRenameSave: 'wallet-rename-save';
  readonly walletReveal: 'wallet-reveal';
  readonly walletRemove: 'wallet-remove';
  readonly walletAddAccount: 'wallet-add-account';
  readonly walletAccountRow: 'wallet-account-row'; // data-account-id, data-address
  readonly walletAccountExport: 'wallet-account-export';
  readonly walletAccountRemove: 'wallet-account-remove';
  readonly walletError: 'wallet-error';
  readonly secretPassword: 'secret-password';
  readonly secretSubmit: 'secret-submit';
  readonly secretError: 'secret-error';
  readonly revealedPhrase: 'revealed-phrase';
  readonly exportedKey: 'exported-key';
  readonly removeWarning: 'remove-warning';
  readonly removeConfirm: 'remove-confirm';

  // Network
  readonly devnetTab: 'devnet-tab';
  readonly devnetDone: 'devnet-done';
  readonly devnetFundAmount: 'devnet-fund-amount';
  readonly devnetFund: 'devnet-fund';
  readonly devnetBlocks: 'devnet-blocks';
  readonly devnetMine: 'devnet-mine';
  readonly devnetSkip: (seconds: number) => string;
  readonly netStatusHeight: 'net-status-height';
  readonly netStatusVersion: 'net-status-version';
  readonly netStatusMinFee: 'net-status-min-fee';
  readonly netStatusSynced: 'net-status-synced'; // data-synced
  readonly netBlockHeight: 'net-block-height';
  readonly netBlockTime: 'net-block-time';
  readonly netBlockProposer: 'net-block-proposer';
  readonly netBlockPower: 'net-block-power';
  readonly netBlockLookupInput: 'net-block-lookup-input';
  readonly netBlockLookupSubmit: 'net-block-lookup-submit';
  readonly netBlockLookupError: 'net-block-lookup-error';
  readonly foundationRow: 'foundation-row'; // data-address
  readonly foundationPool: 'foundation-pool';
  readonly foundationReleased: 'foundation-released';
  readonly foundationWithdrawn: 'foundation-withdrawn';
  // The address book (screens/contacts, tx/renderers/labels.tsx's Add to contacts), recent recipients, fee presets, explorer links.
  readonly settingsContacts: 'settings-contacts';
  readonly contactList: 'contact-list';
  readonly contactRow: 'contact-row'; // data-address, data-name
  readonly contactEdit: 'contact-edit';
  readonly contactRemove: 'contact-remove';
  readonly contactForm: 'contact-form';
  readonly contactNameInput: 'contact-name-input';
  readonly contactAddress: 'contact-address';
  readonly contactNote: 'contact-note';
  readonly contactSave: 'contact-save';
  readonly contactError: 'contact-error';
  readonly contactName: 'contact-name'; // a contact's name beside its address; data-address
  readonly contactAdd: 'contact-add'; // "Add to contacts" beside an address; data-address
  readonly contactAddName: 'contact-add-name';
  readonly contactAddSave: 'contact-add-save';
  readonly activityAddress: 'activity-address'; // data-address, data-name
  readonly sendRecent: 'send-recent';
  readonly sendContacts: 'send-contacts';
  readonly sendRecentRecipient: 'send-recent-recipient'; // data-address
  readonly feePresets: 'fee-presets'; // data-level: the chosen preset or custom
  readonly feePreset: (level: string) => string; // data-nanogt
  readonly feeLevel: 'fee-level'; // on a review: data-level
  readonly explorerTx: 'explorer-tx'; // a link; data-value
  readonly explorerAddress: 'explorer-address';
  readonly explorerTxInput: 'explorer-tx-input';
  readonly explorerAddressInput: 'explorer-address-input';
  readonly explorerSave: 'explorer-save';
  readonly explorerSaved: 'explorer-saved';
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The ids whose text is not their name in kebab case. */
const SPELLED: Partial<Record<string, string>> = {
  networkAddChainId: 'network-add-chainid',
  tab: 'feature-tab',
};

/** The ids that end in a part of their own (an index, a kind): `<id>-<part>`. */
const WITH_PART = new Set<string>([
  'accountOption',
  'mnemonicWord',
  'confirmWord',
  'derivationOption',
  'derivationAddress',
  'derivationActivity',
  'notifyKind',
  'tab',
  'tokenAction',
  'multisigMember',
  'devnetSkip',
  'feePreset',
]);

export const TID: TestIds = new Proxy({} as TestIds, {
  get(_target, name) {
    if (typeof name !== 'string') return undefined;
    const id = SPELLED[name] ?? kebab(name);
    return WITH_PART.has(name) ? (part: string | number) => `${id}-${part}` : id;
  },
});
