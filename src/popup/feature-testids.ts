// Stable selectors of the feature screens (staking, tokens, vaults, multisig, network) for e2e
// tests: `[data-testid="<id>"]`. Rows carry data-* attributes naming what they show.
//
// Sub-views are hash query params on the frame's routes:
//   #/staking?tab=conaccounts|mine|pending|info       (&form=delegate|redelegate|undelegate|withdraw-address&con=<gt1>)
//   #/tokens?tab=all|issue                             (&symbol=<on-chain symbol> opens a token)
//   #/vaults                                           overview (my vaults, vaults I guard, pending incoming)
//   #/vaults?view=create | vault&address=<vault1> | guard&address=<gt1> | multisig | multisig-create
//   #/network?tab=status|blocks|foundation
//
// Shared:   feature-tab-<id>, acting-account (data-address), confirm-note, confirm-fee, confirm-fee-error,
//           confirm-memo, confirm-submit, confirm-cancel, confirm-error, confirm-invalid, tx-done
//           (data-status=pending|success|failed), tx-done-hash, tx-done-height, tx-done-log, tx-done-close,
//           block-clock (data-height, data-seconds-per-block)
export const FID = {
  tab: (id: string) => `feature-tab-${id}`,
  actingAccount: 'acting-account',
  confirmNote: 'confirm-note',
  confirmFee: 'confirm-fee',
  confirmFeeError: 'confirm-fee-error',
  confirmMemo: 'confirm-memo',
  confirmSubmit: 'confirm-submit',
  txDoneWhat: 'tx-done-what',
  confirmCancel: 'confirm-cancel',
  confirmError: 'confirm-error',
  confirmInvalid: 'confirm-invalid',
  txDone: 'tx-done',
  txDoneHash: 'tx-done-hash',
  txDoneHeight: 'tx-done-height',
  txDoneLog: 'tx-done-log',
  txDoneClose: 'tx-done-close',
  blockClock: 'block-clock',

  // Staking: con-accounts list
  conSearch: 'con-search',
  conSort: 'con-sort',
  conRow: 'con-row', // data-address, data-moniker
  conMoniker: 'con-moniker',
  conStatus: 'con-status',
  conPower: 'con-power',
  conCommission: 'con-commission',
  conDelegated: 'con-delegated',
  conLoyalty: 'con-loyalty',
  conDelegate: 'con-delegate',
  conEmpty: 'con-empty',
  // Staking: my stakes
  stakeTotalDelegated: 'stake-total-delegated', // data-nanogt
  stakeTotalRewards: 'stake-total-rewards',
  stakeWithdrawAll: 'stake-withdraw-all',
  stakeSetWithdrawAddress: 'stake-set-withdraw-address',
  delegationRow: 'delegation-row', // data-address
  delegationAmount: 'delegation-amount', // data-nanogt
  delegationReward: 'delegation-reward',
  delegationAdd: 'delegation-add',
  delegationRedelegate: 'delegation-redelegate',
  delegationUndelegate: 'delegation-undelegate',
  delegationWithdraw: 'delegation-withdraw',
  delegationsEmpty: 'delegations-empty',
  // Staking: delegate / redelegate / undelegate form
  stakeFormTitle: 'stake-form-title', // data-mode
  stakeCon: 'stake-con',
  stakeDst: 'stake-dst',
  stakeAmount: 'stake-amount',
  stakeAmountError: 'stake-amount-error',
  stakeMax: 'stake-max',
  stakeAvailable: 'stake-available',
  stakeEntries: 'stake-entries',
  stakeFormError: 'stake-form-error',
  stakeReview: 'stake-review',
  stakeCancel: 'stake-cancel',
  // Staking: withdraw address
  withdrawAddressInput: 'withdraw-address-input',
  withdrawAddressError: 'withdraw-address-error',
  withdrawAddressReview: 'withdraw-address-review',
  // Staking: pending undelegations / redelegations
  unbondingRow: 'unbonding-row', // data-kind=undelegation|redelegation, data-completed=true|false
  unbondingAmount: 'unbonding-amount',
  unbondingCountdown: 'unbonding-countdown',
  unbondingEmpty: 'unbonding-empty',
  // Staking: pool and parameters
  poolBonded: 'pool-bonded',
  poolNotBonded: 'pool-not-bonded',
  paramUndelegatingTime: 'param-undelegating-time',
  paramMaxEntries: 'param-max-entries',
  paramMaxConAccounts: 'param-max-con-accounts',
  paramLoyalty: 'param-loyalty',
  paramCommunityTax: 'param-community-tax',
  paramWithdrawEnabled: 'param-withdraw-enabled',

  // Tokens
  tokenRow: 'token-row', // data-symbol
  tokenMyBalance: 'token-my-balance',
  tokenFrozen: 'token-frozen',
  tokenMine: 'token-mine',
  tokensEmpty: 'tokens-empty',
  tokenSearch: 'token-search',
  tokenBack: 'token-back',
  tokenDetailSymbol: 'token-detail-symbol',
  tokenDetailSupply: 'token-detail-supply',
  tokenDetailStatus: 'token-detail-status', // data-frozen
  tokenAction: (action: string) => `token-action-${action}`, // send | mint | burn | freeze | unfreeze
  tokenFormRecipient: 'token-form-recipient',
  tokenFormRecipientError: 'token-form-recipient-error',
  tokenFormAmount: 'token-form-amount',
  tokenFormAmountError: 'token-form-amount-error',
  tokenFormMax: 'token-form-max',
  tokenFormReview: 'token-form-review',
  tokenFormCancel: 'token-form-cancel',
  issueSymbol: 'issue-symbol',
  issueSymbolStatus: 'issue-symbol-status', // data-valid
  issueName: 'issue-name',
  issueSupply: 'issue-supply',
  issueSupplyError: 'issue-supply-error',
  issueMintable: 'issue-mintable',
  issueFreezable: 'issue-freezable',
  issueFeeWarning: 'issue-fee-warning',
  issueFundsError: 'issue-funds-error',
  issueReview: 'issue-review',
  issueResultSymbol: 'issue-result-symbol',
  issueResultPending: 'issue-result-pending',

  // Vaults: overview
  vaultCreateOpen: 'vault-create-open',
  vaultCard: 'vault-card', // data-address, data-status=active|uncreated|clearable|unknown
  vaultCardBalance: 'vault-card-balance',
  vaultCardStatus: 'vault-card-status',
  vaultsEmpty: 'vaults-empty',
  guardCard: 'guard-card', // data-address, data-count
  multisigOpen: 'multisig-open',
  // Vaults: create
  vaultCreateFunder: 'vault-create-funder',
  vaultCreateFunderBalance: 'vault-create-funder-balance',
  vaultCreateSecurity: 'vault-create-security',
  vaultCreateSecurityAddress: 'vault-create-security-address',
  vaultCreateSecurityError: 'vault-create-security-error',
  vaultCreateDelay: 'vault-create-delay',
  vaultCreateDelayPreset: (id: string) => `vault-create-delay-${id}`,
  vaultCreateDelayEstimate: 'vault-create-delay-estimate',
  vaultCreateDelayError: 'vault-create-delay-error',
  vaultCreateClearing: 'vault-create-clearing',
  vaultCreateClearingPreset: (id: string) => `vault-create-clearing-${id}`,
  vaultCreateClearingEstimate: 'vault-create-clearing-estimate',
  vaultCreateClearingError: 'vault-create-clearing-error',
  vaultCreateAmount: 'vault-create-amount',
  vaultCreateAmountError: 'vault-create-amount-error',
  vaultCreateMax: 'vault-create-max',
  vaultCreateMultisigToggle: 'vault-create-multisig-toggle',
  vaultCreateMultisigKey: 'vault-create-multisig-key',
  vaultCreateMultisigError: 'vault-create-multisig-error',
  vaultCreateName: 'vault-create-name',
  vaultCreateReview: 'vault-create-review',
  vaultCreateError: 'vault-create-error',
  vaultCreateDone: 'vault-create-done',
  // Vaults: one vault
  vaultAddress: 'vault-address',
  vaultStatus: 'vault-status', // data-status
  vaultBalance: 'vault-balance', // data-nanogt
  vaultTokenBalance: 'vault-token-balance', // data-denom
  vaultDelay: 'vault-delay', // data-blocks
  vaultSecurity: 'vault-security',
  vaultClearingHeight: 'vault-clearing-height', // data-height
  vaultClearingEta: 'vault-clearing-eta',
  vaultRefresh: 'vault-refresh',
  vaultSendOpen: 'vault-send-open',
  vaultClearingOpen: 'vault-clearing-open',
  revocableRow: 'revocable-row', // data-tx-hash, data-msg-index, data-status=revocable|irrevocable|revoked|unknown
  revocableAmount: 'revocable-amount',
  revocableTo: 'revocable-to',
  revocableCountdown: 'revocable-countdown', // data-blocks-left
  revocableStatus: 'revocable-status',
  revocableRevoke: 'revocable-revoke',
  revocableEmpty: 'revocable-empty',
  // Vaults: revocable send from a vault
  vaultSendRecipient: 'vault-send-recipient',
  vaultSendRecipientError: 'vault-send-recipient-error',
  vaultSendDenom: 'vault-send-denom',
  vaultSendAmount: 'vault-send-amount',
  vaultSendAmountError: 'vault-send-amount-error',
  vaultSendMax: 'vault-send-max',
  vaultSendEffect: 'vault-send-effect', // data-effect-height
  vaultSendReview: 'vault-send-review',
  vaultSendCancel: 'vault-send-cancel',
  // Vaults: update clearing height
  vaultClearingInput: 'vault-clearing-input',
  vaultClearingError: 'vault-clearing-error',
  vaultClearingEstimate: 'vault-clearing-estimate',
  vaultClearingReview: 'vault-clearing-review',
  vaultClearingCancel: 'vault-clearing-cancel',
  // Vaults: security (retrieval) account view
  guardVaultRow: 'guard-vault-row', // data-address, data-clearable
  guardVaultSelect: 'guard-vault-select',
  guardVaultBalance: 'guard-vault-balance',
  guardVaultClearing: 'guard-vault-clearing',
  guardVaultStaked: 'guard-vault-staked',
  guardClear: 'guard-clear',
  guardClearWait: 'guard-clear-wait',
  guardUndelegate: 'guard-undelegate',
  guardEmpty: 'guard-empty',
  // Vaults: pending incoming revocable tokens (embeddable on home)
  pendingIncoming: 'pending-incoming',
  pendingIncomingRow: 'pending-incoming-row', // data-tx-hash
  pendingIncomingAmount: 'pending-incoming-amount',
  pendingIncomingFinal: 'pending-incoming-final', // data-height
  pendingIncomingEmpty: 'pending-incoming-empty',

  // Multisig
  multisigRow: 'multisig-row', // data-address, data-published
  multisigAddress: 'multisig-address',
  multisigPublish: 'multisig-publish',
  multisigCreateOpen: 'multisig-create-open',
  multisigEmpty: 'multisig-empty',
  multisigMember: (n: number) => `multisig-member-${n}`,
  multisigMemberError: (n: number) => `multisig-member-error-${n}`,
  multisigMemberRemove: (n: number) => `multisig-member-remove-${n}`,
  multisigMemberAdd: 'multisig-member-add',
  multisigAddMine: 'multisig-add-mine', // data-account-id
  multisigThreshold: 'multisig-threshold',
  multisigThresholdError: 'multisig-threshold-error',
  multisigPreviewAddress: 'multisig-preview-address',
  multisigPreviewKey: 'multisig-preview-key',
  multisigName: 'multisig-name',
  multisigSave: 'multisig-save',
  multisigSaveError: 'multisig-save-error',
  multisigPayer: 'multisig-payer',
  // Multisig spending: #/vaults?view=multisig&ms=<accountId>[&step=send] | &step=cosign
  multisigOpenAccount: 'multisig-open-account', // on a row
  multisigAccount: 'multisig-account', // data-address, data-published, data-threshold
  multisigAccountMember: 'multisig-account-member', // data-index, data-mine
  multisigAccountBalance: 'multisig-account-balance',
  multisigAccountActivity: 'multisig-account-activity',
  multisigProposeSend: 'multisig-propose-send',
  multisigOpenVault: 'multisig-open-vault',
  multisigCosignOpen: 'multisig-cosign-open',
  multisigSendTo: 'multisig-send-to',
  multisigSendAmount: 'multisig-send-amount',
  multisigSendRevocable: 'multisig-send-revocable',
  multisigSendReview: 'multisig-send-review',
  multisigSignAs: 'multisig-sign-as', // checkbox, data-account-id
  multisigImportText: 'multisig-import-text',
  multisigImportFile: 'multisig-import-file',
  multisigImportRead: 'multisig-import-read',
  multisigImportError: 'multisig-import-error',
  multisigBundle: 'multisig-bundle', // data-signatures, data-threshold, data-ready
  multisigBundleMember: 'multisig-bundle-member', // data-index, data-signed
  multisigBundleText: 'multisig-bundle-text',
  multisigBundleSave: 'multisig-bundle-save',
  multisigBundleQr: 'multisig-bundle-qr',
  multisigBundleSign: 'multisig-bundle-sign',
  multisigBundleBroadcast: 'multisig-bundle-broadcast',
  multisigBundleForce: 'multisig-bundle-force',
  multisigBundleError: 'multisig-bundle-error',
  vaultCreateMultisigPick: 'vault-create-multisig-pick', // select: a tracked multisig account's key

  // Network
  netRefresh: 'net-refresh',
  devnetTab: 'devnet-tab',
  devnetDone: 'devnet-done',
  devnetFundAccount: 'devnet-fund-account',
  devnetFundAmount: 'devnet-fund-amount',
  devnetFund: 'devnet-fund',
  devnetBlocks: 'devnet-blocks',
  devnetMine: 'devnet-mine',
  devnetSkip: (seconds: number) => `devnet-skip-${seconds}`,
  netStatusHeight: 'net-status-height',
  netStatusVersion: 'net-status-version',
  netStatusConsensus: 'net-status-consensus',
  netStatusMinFee: 'net-status-min-fee',
  netStatusSynced: 'net-status-synced', // data-synced
  netBlockHeight: 'net-block-height',
  netBlockTime: 'net-block-time',
  netBlockProposer: 'net-block-proposer',
  netBlockPower: 'net-block-power',
  netBlockHash: 'net-block-hash',
  netBlockTxCount: 'net-block-tx-count',
  netBlockCommittee: 'net-block-committee',
  netBlockLookupInput: 'net-block-lookup-input',
  netBlockLookupSubmit: 'net-block-lookup-submit',
  netBlockLookupError: 'net-block-lookup-error',
  netBlockPrev: 'net-block-prev',
  netBlockNext: 'net-block-next',
  foundationRow: 'foundation-row', // data-address
  foundationPool: 'foundation-pool',
  foundationReleased: 'foundation-released',
  foundationWithdrawn: 'foundation-withdrawn',
  foundationEmpty: 'foundation-empty',
} as const;
