// Typed client for every endpoint of ledger-service.md §4 and the devnet's /dev endpoints: the
// reads and sends every wallet makes and the transport are ./reads.ts, every other endpoint is here.
import type { Coin, StdTx } from '../types';
import type {
  AccountResp,
  BaseReq,
  BurnTokenReq,
  ClearVaultsReq,
  ConAccount,
  CreateVaultReq,
  DelegateReq,
  Delegation,
  DelegatorRewards,
  DelegatorUndelegations,
  DevAccountsResult,
  DevAdvanceTimeResult,
  DevFundResult,
  DevMineResult,
  DistributionParams,
  FoundationMember,
  FoundationMemberResp,
  IssueTokenReq,
  MintTokenReq,
  PublishMultisigReq,
  RedelegateReq,
  Redelegation,
  RevocableSendReq,
  RevocableStatus,
  RevocableTxEntry,
  RevokeReq,
  StakingParams,
  StakingPool,
  Token,
  TokenList,
  UndelegateByRetrievalReq,
  UndelegateReq,
  Undelegation,
  UpdateClearingHeightReq,
  WithdrawAddressReq,
  TxRecord,
  TxSearchPage,
  TxSearchQuery,
  WithdrawRewardsReq,
  Wrapped,
} from './types';
import { AccountAnswer, StdTxAnswer } from './schemas';
import {
  TxRecordAnswer,
  TxSearchAnswer,
  ConAccountsAnswer,
  DelegationAnswerOne,
  DelegationsAnswer,
  DevAccountsAnswer,
  DevAdvanceTimeAnswer,
  DevFundAnswer,
  DevMineAnswer,
  DistributionParamsAnswer,
  FoundationMemberOneAnswer,
  FoundationMembersAnswer,
  RedelegationsAnswer,
  RevocableListAnswer,
  RevocableStatusAnswer,
  RewardCoinsAnswer,
  RewardsAnswer,
  StakingParamsAnswer,
  StakingPoolAnswer,
  TokenListAnswer,
  TokenShowAnswer,
  UndelegationOneAnswer,
  UndelegationsAnswer,
  UndelegationsListAnswer,
} from './schemas-more';
import { LedgerReads, seg } from './reads';

export * from './reads';

export interface RedelegationQuery {
  delegator?: string;
  from?: string;
  to?: string;
}

export function queryString(params: Array<[string, string | number | undefined]>): string {
  const parts = params
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

export class LedgerClient extends LedgerReads {
  // ---------- tx records and search (§4.5) ----------

  getTx(txHash: string): Promise<TxRecord> {
    return this.get(`/v1/tx/${seg(txHash)}`, TxRecordAnswer);
  }
  /** The node answers an array of page objects (ledger-service.md §4.2); returned as is. */
  searchTxs(query: TxSearchQuery = {}): Promise<TxSearchPage[]> {
    const qs = queryString([
      ['message.sender', query.sender],
      ['message.action', query.action],
      ...Object.entries(query.events ?? {}),
      ['limit', query.limit],
      ['page', query.page],
    ]);
    return this.get(`/v1/tx${qs}`, TxSearchAnswer);
  }

  // ---------- token (§4.1) ----------

  issueToken(symbol: string, body: IssueTokenReq): Promise<StdTx> {
    return this.post(`/v1/token/issue/${seg(symbol)}`, body, StdTxAnswer);
  }
  mintToken(symbol: string, body: MintTokenReq): Promise<StdTx> {
    return this.post(`/v1/token/mint/${seg(symbol)}`, body, StdTxAnswer);
  }
  freezeToken(symbol: string, baseReq: BaseReq): Promise<StdTx> {
    return this.post(`/v1/token/freeze/${seg(symbol)}`, baseReq, StdTxAnswer);
  }
  unfreezeToken(symbol: string, baseReq: BaseReq): Promise<StdTx> {
    return this.post(`/v1/token/unfreeze/${seg(symbol)}`, baseReq, StdTxAnswer);
  }
  burnToken(symbol: string, body: BurnTokenReq): Promise<StdTx> {
    return this.post(`/v1/token/burn/${seg(symbol)}`, body, StdTxAnswer);
  }
  getToken(symbol: string): Promise<Wrapped<Token>> {
    return this.get(`/v1/token/show/${seg(symbol)}`, TokenShowAnswer);
  }
  listTokens(): Promise<Wrapped<TokenList>> {
    return this.get('/v1/token/list', TokenListAnswer);
  }

  // ---------- staking (§4.2) ----------

  delegate(delegator: string, body: DelegateReq): Promise<StdTx> {
    return this.post(`/v1/staking/delegator/${seg(delegator)}/delegate`, body, StdTxAnswer);
  }
  redelegate(delegator: string, body: RedelegateReq): Promise<StdTx> {
    return this.post(`/v1/staking/delegator/${seg(delegator)}/redelegate`, body, StdTxAnswer);
  }
  undelegate(delegator: string, body: UndelegateReq): Promise<StdTx> {
    return this.post(`/v1/staking/delegator/${seg(delegator)}/undelegate`, body, StdTxAnswer);
  }
  undelegateByRetrievalAccount(body: UndelegateByRetrievalReq): Promise<StdTx> {
    return this.post('/v1/staking/delegator/undelegate_by_retrieval_account', body, StdTxAnswer);
  }
  getDelegation(delegator: string, conAccount: string): Promise<Wrapped<Delegation>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/${seg(conAccount)}/delegations`, DelegationAnswerOne);
  }
  getDelegations(delegator: string): Promise<Wrapped<Delegation[]>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/delegations`, DelegationsAnswer);
  }
  getDelegatorConAccounts(delegator: string): Promise<Wrapped<ConAccount[]>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/con-accounts`, ConAccountsAnswer);
  }
  getUndelegation(delegator: string, conAccount: string): Promise<Wrapped<Undelegation>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/${seg(conAccount)}/undelegations`, UndelegationOneAnswer);
  }
  getUndelegations(delegator: string): Promise<Wrapped<DelegatorUndelegations>> {
    return this.get(`/v1/staking/delegator/${seg(delegator)}/undelegations`, UndelegationsAnswer);
  }
  getRedelegations(query: RedelegationQuery = {}): Promise<Wrapped<Redelegation[]>> {
    const qs = queryString([
      ['delegator', query.delegator],
      ['con-account_from', query.from],
      ['con-account_to', query.to],
    ]);
    return this.get(`/v1/staking/redelegations${qs}`, RedelegationsAnswer);
  }
  getConAccountDelegations(conAccount: string): Promise<Wrapped<Delegation[]>> {
    return this.get(`/v1/staking/con-account/${seg(conAccount)}/delegations`, DelegationsAnswer);
  }
  getConAccountUndelegations(conAccount: string): Promise<Wrapped<Undelegation[]>> {
    return this.get(`/v1/staking/con-account/${seg(conAccount)}/undelegations`, UndelegationsListAnswer);
  }
  listConAccounts(): Promise<Wrapped<ConAccount[]>> {
    return this.get('/v1/staking/con-accounts', ConAccountsAnswer);
  }
  getStakingPool(): Promise<Wrapped<StakingPool>> {
    return this.get('/v1/staking/pool', StakingPoolAnswer);
  }
  getStakingParameters(): Promise<Wrapped<StakingParams>> {
    return this.get('/v1/staking/parameters', StakingParamsAnswer);
  }

  // ---------- distribution (§4.3) ----------

  setWithdrawAddress(delegator: string, body: WithdrawAddressReq): Promise<StdTx> {
    return this.post(`/v1/distribution/delegator/${seg(delegator)}/withdraw_address`, body, StdTxAnswer);
  }
  withdrawReward(delegator: string, conAccount: string, body: WithdrawRewardsReq): Promise<StdTx> {
    return this.post(`/v1/distribution/delegator/${seg(delegator)}/${seg(conAccount)}/rewards`, body, StdTxAnswer);
  }
  withdrawAllRewards(delegator: string, body: WithdrawRewardsReq): Promise<StdTx> {
    return this.post(`/v1/distribution/delegator/${seg(delegator)}/rewards`, body, StdTxAnswer);
  }
  getReward(delegator: string, conAccount: string): Promise<Wrapped<Coin[]>> {
    return this.get(`/v1/distribution/delegator/${seg(delegator)}/${seg(conAccount)}/rewards`, RewardCoinsAnswer);
  }
  getRewards(delegator: string): Promise<Wrapped<DelegatorRewards>> {
    return this.get(`/v1/distribution/delegator/${seg(delegator)}/rewards`, RewardsAnswer);
  }
  getOutstandingRewards(conAccount: string): Promise<Wrapped<Coin[]>> {
    return this.get(`/v1/distribution/con-account/${seg(conAccount)}/outstanding_rewards`, RewardCoinsAnswer);
  }
  getConAccountRewards(conAccount: string): Promise<Wrapped<Coin[]>> {
    return this.get(`/v1/distribution/con-account/${seg(conAccount)}/rewards`, RewardCoinsAnswer);
  }
  getDistributionParameters(): Promise<Wrapped<DistributionParams>> {
    return this.get('/v1/distribution/parameters', DistributionParamsAnswer);
  }

  // ---------- vault accounts (§4.4) ----------

  createVault(baseAccount: string, body: CreateVaultReq): Promise<StdTx> {
    return this.post(`/v1/vault-account/create/${seg(baseAccount)}`, body, StdTxAnswer);
  }
  updateClearingHeight(body: UpdateClearingHeightReq): Promise<StdTx> {
    return this.post('/v1/vault-account/update-clearing-height', body, StdTxAnswer);
  }
  clearVaults(body: ClearVaultsReq): Promise<StdTx> {
    return this.post('/v1/vault-account/clear', body, StdTxAnswer);
  }
  getVaultAccount(address: string): Promise<Wrapped<AccountResp>> {
    return this.get(`/v1/vault-account/${seg(address)}`, AccountAnswer);
  }
  listRevocableTxs(vault: string): Promise<Wrapped<RevocableTxEntry[]>> {
    return this.get(`/v1/vault-account/list-revocable-txs/${seg(vault)}`, RevocableListAnswer);
  }
  revocableSend(to: string, body: RevocableSendReq): Promise<StdTx> {
    return this.post(`/v1/revocable-tx/send/${seg(to)}`, body, StdTxAnswer);
  }
  revoke(txHash: string, body: RevokeReq): Promise<StdTx> {
    return this.post(`/v1/revocable-tx/revoke/${seg(txHash)}`, body, StdTxAnswer);
  }
  revocableStatus(txHash: string): Promise<RevocableStatus> {
    return this.get(`/v1/revocable-tx/status/${seg(txHash)}`, RevocableStatusAnswer);
  }
  publishMultisig(address: string, body: PublishMultisigReq): Promise<StdTx> {
    return this.post(`/v1/account/publish-multisig/${seg(address)}`, body, StdTxAnswer);
  }
  listFoundationMembers(): Promise<Wrapped<FoundationMember[]>> {
    return this.get('/v1/foundation/members', FoundationMembersAnswer);
  }
  getFoundationMember(address: string): Promise<Wrapped<FoundationMemberResp>> {
    return this.get(`/v1/foundation/member/${seg(address)}`, FoundationMemberOneAnswer);
  }

  // ---------- local devnet only ----------

  devMine(blocks = 1): Promise<DevMineResult> {
    return this.post('/dev/mine', { blocks }, DevMineAnswer);
  }
  devAdvanceTime(seconds: number): Promise<DevAdvanceTimeResult> {
    return this.post('/dev/advance-time', { seconds }, DevAdvanceTimeAnswer);
  }
  devFund(address: string, coins: Coin[]): Promise<DevFundResult> {
    return this.post('/dev/fund', { address, coins }, DevFundAnswer);
  }
  devAccounts(): Promise<DevAccountsResult> {
    return this.get('/dev/accounts', DevAccountsAnswer);
  }
}
