// Stable selectors for the e2e tests: `[data-testid="<id>"]`; only ids a test reads are listed.
export const TID = {
  errorMessage: 'error-message',
  errorDetails: 'error-details', // an error's technical line, behind its Details toggle
  unknownFigure: 'unknown-figure', // a figure the wallet could not read: "—"
  lastKnown: 'last-known', // beside it: the last value read, and when

  accountSwitcher: 'account-switcher',
  accountName: 'account-name',
  accountError: 'account-error', // the account header's error (switch, add, rename)
  accountAddress: 'account-address',
  accountOption: (n: number) => `account-option-${n}`,
  accountAdd: 'account-add',
  accountRename: 'account-rename',
  accountRenameInput: 'account-rename-input',
  accountRenameSave: 'account-rename-save',
  networkPill: 'network-pill',
  networkSwitcher: 'network-switcher', // the pill's dialog: networks, and the connected sites a switch tells
  networkSwitcherOption: 'network-switcher-option',
  networkSwitcherSites: 'network-switcher-sites',
  networkSwitcherManage: 'network-switcher-manage',
  networkStatus: 'network-status',
  sendDoneWhat: 'send-done-what',
  reviewTotal: 'review-total',
  reviewBalanceAfter: 'review-balance-after', // data-nanogt
  accountMenu: 'account-menu',
  networkStatusRetry: 'network-status-retry',
  lockButton: 'lock-button',

  onboardingCreate: 'onboarding-create',
  onboardingImport: 'onboarding-import',
  mnemonicWord: (n: number) => `mnemonic-word-${n}`,
  mnemonicWritten: 'mnemonic-written',
  mnemonicContinue: 'mnemonic-continue',
  confirmWord: (n: number) => `confirm-word-${n}`,
  confirmSubmit: 'confirm-submit',
  confirmTitle: 'confirm-title', // a review's heading, focused when it opens
  importMnemonic: 'import-mnemonic',
  importMnemonicStatus: 'import-mnemonic-status',
  importContinue: 'import-continue',
  derivationAdvanced: 'derivation-advanced',
  derivationOption: (derivation: string) => `derivation-option-${derivation}`,
  derivationAddress: (derivation: string) => `derivation-address-${derivation}`,
  derivationActivity: (derivation: string) => `derivation-activity-${derivation}`,
  derivationNotice: 'derivation-notice',
  passwordInput: 'password-input',
  passwordConfirm: 'password-confirm',
  passwordStrength: 'password-strength',
  clipboardNotice: 'clipboard-notice',
  onboardingRestore: 'onboarding-restore',
  backupSection: 'backup-section',
  backupOpen: 'backup-open',
  backupWalletPassword: 'backup-wallet-password',
  backupPassword: 'backup-password',
  backupPasswordConfirm: 'backup-password-confirm',
  backupSubmit: 'backup-submit',
  backupError: 'backup-error',
  backupDone: 'backup-done',
  backupDownload: 'backup-download',
  backupSummary: 'backup-summary',
  restoreOpen: 'restore-open',
  restoreFile: 'restore-file',
  restoreFileName: 'restore-file-name',
  restoreBackupPassword: 'restore-backup-password',
  restorePassword: 'restore-password',
  restorePasswordConfirm: 'restore-password-confirm',
  restoreSubmit: 'restore-submit',
  restoreError: 'restore-error',
  restoreDone: 'restore-done',
  holdToReveal: 'hold-to-reveal',
  revealArea: 'reveal-area',
  passwordSubmit: 'password-submit',
  onboardingDone: 'onboarding-done',
  onboardingFinish: 'onboarding-finish',

  unlockPassword: 'unlock-password',
  unlockSubmit: 'unlock-submit',
  unlockError: 'unlock-error',

  balanceGt: 'balance-gt',
  navSend: 'nav-send',
  navReceive: 'nav-receive',
  navActivity: 'nav-activity',
  navMultisig: 'nav-multisig',

  receiveAddress: 'receive-address',
  receiveCopy: 'receive-copy',
  receiveQr: 'receive-qr',

  sendRecipient: 'send-recipient',
  sendAmount: 'send-amount',
  sendFee: 'send-fee',
  sendMemo: 'send-memo',
  sendReview: 'send-review',
  sendEdit: 'send-edit',
  sendConfirm: 'send-confirm',
  sendTxhash: 'send-txhash',
  sendError: 'send-error',

  activityItem: 'activity-item',
  activityStatus: 'activity-status',
  activityReason: 'activity-reason',
  activityTitle: 'activity-title',
  activityAmount: 'activity-amount',
  activityFee: 'activity-fee',
  activityToggle: 'activity-toggle',
  activityDetail: 'activity-detail',
  activityRevocable: 'activity-revocable',
  activityDetailState: 'activity-detail-state',

  siteItem: 'site-item',
  siteRevoke: 'site-revoke',
  sitesEmpty: 'sites-empty',

  networkItem: 'network-item',
  networkSelect: 'network-select',
  networkRemove: 'network-remove',
  networkAddName: 'network-add-name',
  networkAddUrl: 'network-add-url',
  networkAddChainId: 'network-add-chainid',
  networkAddSubmit: 'network-add-submit',
  endpointItem: 'endpoint-item',
  endpointState: 'endpoint-state',
  endpointUp: 'endpoint-up',
  endpointDown: 'endpoint-down',
  endpointRemove: 'endpoint-remove',
  endpointRecheck: 'endpoint-recheck',
  endpointAddUrl: 'endpoint-add-url',
  endpointAddSubmit: 'endpoint-add-submit',
  networkBadge: 'network-badge',
  networkInUse: 'network-in-use',
  autolockMinutes: 'autolock-minutes',
  autolockSave: 'autolock-save',
  settingsLock: 'settings-lock',
  changePasswordOld: 'change-password-old',
  changePasswordNew: 'change-password-new',
  changePasswordConfirm: 'change-password-confirm',
  changePasswordSubmit: 'change-password-submit',
  settingsNotice: 'settings-notice',
  passwordChangeLimits: 'password-change-limits',
  passwordChangeNewPhrase: 'password-change-new-phrase',
  settingsLanguage: 'settings-language',
  // Settings → Notifications
  notifySettings: 'notify-settings',
  notifyKind: (kind: string) => `notify-kind-${kind}`,
  notifyList: 'notify-list',
  notifyItem: 'notify-item', // data-kind, data-route, data-id
  notifyOpen: 'notify-open',

  approvalCount: 'approval-count',
  approvalKind: 'approval-kind',
  approvalOrigin: 'approval-origin',
  approvalWarning: 'approval-warning',
  approvalChainId: 'approval-chain-id',
  approvalSigner: 'approval-signer',
  approvalMsg: 'approval-msg',
  approvalMsgInvalid: 'approval-msg-invalid',
  approvalFee: 'approval-fee',
  approvalMessageText: 'approval-message-text',
  approvalNetwork: 'approval-network',
  approvalSignIn: 'approval-sign-in',
  approvalSignInSite: 'approval-sign-in-site',
  approvalSignInStatement: 'approval-sign-in-statement',
  approveButton: 'approve-button',
  rejectButton: 'reject-button',

  // review-note (data-level = block|strong|warn), msg-warning (a message renderer's own warning).
  approvalWithdrawn: 'approval-withdrawn',
  approvalShowNext: 'approval-show-next',
  approvalFailed: 'approval-failed',
  approvalFailedClose: 'approval-failed-close',
  approvalPaused: 'approval-paused',
  addressLookalike: 'address-lookalike',
  approvalMemo: 'approval-memo',
  approvalRejectAll: 'approval-reject-all',
  approvalBlockSite: 'approval-block-site',
  blockedSiteItem: 'blocked-site-item',
  blockedSiteUnblock: 'blocked-site-unblock',
  connectAccount: 'connect-account',
  passwordChanged: 'password-changed',
  siteAccount: 'site-account',
  siteAccountsEdit: 'site-accounts-edit',
  siteAccountsSave: 'site-accounts-save',
  memoText: 'memo-text',
  approvalFeeCoins: 'approval-fee-coins',
  addressLabel: 'address-label',
  hiddenChars: 'hidden-chars',
  reviewNote: 'review-note',
  msgWarning: 'msg-warning',

  tab: (id: string) => `feature-tab-${id}`,
  confirmFee: 'confirm-fee',
  txDoneWhat: 'tx-done-what',
  confirmError: 'confirm-error',
  confirmInvalid: 'confirm-invalid',
  txDone: 'tx-done',
  txDoneHash: 'tx-done-hash',
  txDoneClose: 'tx-done-close',

  // Staking: my stakes
  stakeTotalDelegated: 'stake-total-delegated', // data-nanogt
  stakeTotalRewards: 'stake-total-rewards',
  delegationRow: 'delegation-row', // data-address
  delegationAmount: 'delegation-amount', // data-nanogt
  delegationReward: 'delegation-reward',
  // Staking: delegate / redelegate / undelegate form
  stakeDst: 'stake-dst',
  stakeAmount: 'stake-amount',
  stakeReview: 'stake-review',
  // Staking: pending undelegations / redelegations
  unbondingRow: 'unbonding-row', // data-kind=undelegation|redelegation, data-completed=true|false
  unbondingCountdown: 'unbonding-countdown',
  unbondingEmpty: 'unbonding-empty',

  // Tokens
  tokenRow: 'token-row', // data-symbol
  tokenMyBalance: 'token-my-balance',
  tokenDetailSupply: 'token-detail-supply',
  tokenDetailStatus: 'token-detail-status', // data-frozen
  tokenAction: (action: string) => `token-action-${action}`, // send | mint | burn | freeze | unfreeze
  tokenFormRecipient: 'token-form-recipient',
  tokenFormAmount: 'token-form-amount',
  tokenFormAmountError: 'token-form-amount-error',
  tokenFormReview: 'token-form-review',

  // Vaults: overview
  guardCard: 'guard-card', // data-address, data-count
  // Vaults: create
  vaultCreateFunder: 'vault-create-funder',
  vaultCreateSecurity: 'vault-create-security',
  vaultCreateDelay: 'vault-create-delay',
  vaultCreateDelayEstimate: 'vault-create-delay-estimate',
  vaultCreateClearing: 'vault-create-clearing',
  vaultCreateAmount: 'vault-create-amount',
  vaultCreateMultisigToggle: 'vault-create-multisig-toggle',
  vaultCreateMultisigKey: 'vault-create-multisig-key',
  vaultCreateName: 'vault-create-name',
  vaultCreateReview: 'vault-create-review',
  // Vaults: one vault
  vaultAddress: 'vault-address',
  vaultBalance: 'vault-balance', // data-nanogt
  vaultDelay: 'vault-delay', // data-blocks
  vaultSecurity: 'vault-security',
  vaultClearingHeight: 'vault-clearing-height', // data-height
  vaultSendOpen: 'vault-send-open',
  vaultClearingOpen: 'vault-clearing-open',
  vaultWatch: 'vault-watch', // the guardian's checkbox, data-watched
  vaultRevokeGone: 'vault-revoke-gone', // a notification's revoke that can no longer be made
  revocableRow: 'revocable-row', // data-tx-hash, data-msg-index, data-status=revocable|irrevocable|revoked|unknown
  revocableAmount: 'revocable-amount',
  revocableCountdown: 'revocable-countdown', // data-blocks-left
  revocableRevoke: 'revocable-revoke',
  revocableHeights: 'revocable-heights', // data-sent, data-final: the row's heights
  revokeHeights: 'revoke-heights', // data-sent, data-final: the revoke review's, from the same function
  revokeFinalHeight: 'revoke-final-height', // the MsgRevoke's own height row (the transfer's final height)
  // Vaults: revocable send from a vault
  vaultSendRecipient: 'vault-send-recipient',
  vaultSendAmount: 'vault-send-amount',
  vaultSendEffect: 'vault-send-effect', // data-effect-height
  vaultSendReview: 'vault-send-review',
  // Vaults: update clearing height
  vaultClearingInput: 'vault-clearing-input',
  vaultClearingReview: 'vault-clearing-review',
  // Vaults: security (retrieval) account view
  guardVaultRow: 'guard-vault-row', // data-address, data-clearable
  guardVaultBalance: 'guard-vault-balance',
  guardVaultStaked: 'guard-vault-staked',
  guardUndelegate: 'guard-undelegate',
  // Vaults: pending incoming revocable tokens (embeddable on home)
  pendingIncomingRow: 'pending-incoming-row', // data-tx-hash
  pendingIncomingFinal: 'pending-incoming-final', // data-height

  // Multisig
  multisigRow: 'multisig-row', // data-address, data-published
  multisigAddress: 'multisig-address',
  multisigPublish: 'multisig-publish',
  multisigCreateOpen: 'multisig-create-open',
  multisigMember: (n: number) => `multisig-member-${n}`,
  multisigMemberAdd: 'multisig-member-add',
  multisigAddMine: 'multisig-add-mine', // data-account-id
  multisigThreshold: 'multisig-threshold',
  multisigPreviewAddress: 'multisig-preview-address',
  multisigPreviewKey: 'multisig-preview-key',
  multisigPreviewOrder: 'multisig-preview-order', // data-order: address | typed
  multisigKeepOrder: 'multisig-keep-order', // checkbox
  multisigName: 'multisig-name',
  multisigSave: 'multisig-save',
  // Multisig spending: #/vaults?view=multisig&ms=<accountId>[&step=send] | &step=cosign
  multisigOpenAccount: 'multisig-open-account', // on a row
  multisigAccount: 'multisig-account', // data-address, data-published, data-threshold
  multisigAccountMember: 'multisig-account-member', // data-index, data-mine
  multisigAccountBalance: 'multisig-account-balance',
  multisigProposeSend: 'multisig-propose-send',
  multisigCosignOpen: 'multisig-cosign-open',
  multisigSendTo: 'multisig-send-to',
  multisigSendAmount: 'multisig-send-amount',
  multisigSendReview: 'multisig-send-review',
  multisigSignAs: 'multisig-sign-as', // checkbox, data-account-id
  multisigImportText: 'multisig-import-text',
  multisigImportRead: 'multisig-import-read',
  multisigImportError: 'multisig-import-error',
  multisigBundle: 'multisig-bundle', // data-signatures, data-threshold, data-ready
  multisigBundleMember: 'multisig-bundle-member', // data-index, data-signed
  multisigBundleText: 'multisig-bundle-text',
  multisigBundleFee: 'multisig-bundle-fee',
  multisigBundleQr: 'multisig-bundle-qr',
  multisigBundleSign: 'multisig-bundle-sign',
  multisigBundleBroadcast: 'multisig-bundle-broadcast',
  multisigBundleError: 'multisig-bundle-error',
  vaultCreateMultisigPick: 'vault-create-multisig-pick', // select: a tracked multisig account's key

  // Wallets: account menu groups, Add wallet, Settings → Wallets (#/wallets, #/wallets?view=add)
  accountGroup: 'account-group', // data-wallet-id (absent for the multisig group), data-kind
  accountAddWallet: 'account-add-wallet',
  accountManageWallets: 'account-manage-wallets',
  settingsWallets: 'settings-wallets',
  addWalletCreate: 'add-wallet-create',
  addWalletImport: 'add-wallet-import',
  addWalletKey: 'add-wallet-key',
  importKey: 'import-key',
  addWalletName: 'add-wallet-name',
  addWalletSubmit: 'add-wallet-submit',
  addWalletError: 'add-wallet-error',
  walletsAdd: 'wallets-add',
  walletCard: 'wallet-card', // data-wallet-id, data-kind
  walletName: 'wallet-name',
  walletRename: 'wallet-rename',
  walletRenameInput: 'wallet-rename-input',
  walletRenameSave: 'wallet-rename-save',
  walletReveal: 'wallet-reveal',
  walletRemove: 'wallet-remove',
  walletAddAccount: 'wallet-add-account',
  walletAccountRow: 'wallet-account-row', // data-account-id, data-address
  walletAccountExport: 'wallet-account-export',
  walletAccountRemove: 'wallet-account-remove',
  walletError: 'wallet-error',
  secretPassword: 'secret-password',
  secretSubmit: 'secret-submit',
  secretError: 'secret-error',
  revealedPhrase: 'revealed-phrase',
  exportedKey: 'exported-key',
  removeWarning: 'remove-warning',
  removeConfirm: 'remove-confirm',

  // Network
  devnetTab: 'devnet-tab',
  devnetDone: 'devnet-done',
  devnetFundAmount: 'devnet-fund-amount',
  devnetFund: 'devnet-fund',
  devnetBlocks: 'devnet-blocks',
  devnetMine: 'devnet-mine',
  devnetSkip: (seconds: number) => `devnet-skip-${seconds}`,
  netStatusHeight: 'net-status-height',
  netStatusVersion: 'net-status-version',
  netStatusMinFee: 'net-status-min-fee',
  netStatusSynced: 'net-status-synced', // data-synced
  netBlockHeight: 'net-block-height',
  netBlockTime: 'net-block-time',
  netBlockProposer: 'net-block-proposer',
  netBlockPower: 'net-block-power',
  netBlockLookupInput: 'net-block-lookup-input',
  netBlockLookupSubmit: 'net-block-lookup-submit',
  netBlockLookupError: 'net-block-lookup-error',
  foundationRow: 'foundation-row', // data-address
  foundationPool: 'foundation-pool',
  foundationReleased: 'foundation-released',
  foundationWithdrawn: 'foundation-withdrawn',
  // The address book (screens/contacts, tx/renderers/labels.tsx's Add to contacts), recent recipients, fee presets, explorer links.
  settingsContacts: 'settings-contacts',
  contactList: 'contact-list',
  contactRow: 'contact-row', // data-address, data-name
  contactEdit: 'contact-edit',
  contactRemove: 'contact-remove',
  contactForm: 'contact-form',
  contactNameInput: 'contact-name-input',
  contactAddress: 'contact-address',
  contactNote: 'contact-note',
  contactSave: 'contact-save',
  contactError: 'contact-error',
  contactName: 'contact-name', // a contact's name beside its address; data-address
  contactAdd: 'contact-add', // "Add to contacts" beside an address; data-address
  contactAddName: 'contact-add-name',
  contactAddSave: 'contact-add-save',
  activityAddress: 'activity-address', // data-address, data-name
  sendRecent: 'send-recent',
  sendContacts: 'send-contacts',
  sendRecentRecipient: 'send-recent-recipient', // data-address
  feePresets: 'fee-presets', // data-level: the chosen preset or custom
  feePreset: (level: string) => `fee-preset-${level}`, // data-nanogt
  feeLevel: 'fee-level', // on a review: data-level
  explorerTx: 'explorer-tx', // a link; data-value
  explorerAddress: 'explorer-address',
  explorerTxInput: 'explorer-tx-input',
  explorerAddressInput: 'explorer-address-input',
  explorerSave: 'explorer-save',
  explorerSaved: 'explorer-saved',
} as const;
