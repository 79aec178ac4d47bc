// Reads this page makes itself against the node's REST URL (from ledger_getNetwork): no wallet
// involved, no approval.
import { localError } from '../units.js';

/** `arg` is the address, symbol, hash or height the path needs; empty means the connected account. */
const READS = [
  { id: 'balance', label: 'Balance', path: (a) => `/v1/account/balance/${a}`, arg: 'address' },
  { id: 'account', label: 'Account', path: (a) => `/v1/account/${a}`, arg: 'address' },
  { id: 'txs', label: 'Transactions sent', path: (a) => `/v1/tx?message.sender=${a}&limit=20`, arg: 'address' },
  { id: 'tx', label: 'Transaction by hash', path: (a) => `/v1/tx/${a}`, arg: 'hash' },
  { id: 'delegations', label: 'Delegations', path: (a) => `/v1/staking/delegator/${a}/delegations`, arg: 'address' },
  { id: 'rewards', label: 'Rewards', path: (a) => `/v1/distribution/delegator/${a}/rewards`, arg: 'address' },
  { id: 'undelegations', label: 'Undelegations', path: (a) => `/v1/staking/delegator/${a}/undelegations`, arg: 'address' },
  { id: 'redelegations', label: 'Redelegations', path: (a) => `/v1/staking/redelegations?delegator=${a}`, arg: 'address' },
  { id: 'con-accounts', label: 'Con-accounts', path: () => '/v1/staking/con-accounts' },
  { id: 'staking-pool', label: 'Staking pool', path: () => '/v1/staking/pool' },
  { id: 'staking-params', label: 'Staking parameters', path: () => '/v1/staking/parameters' },
  { id: 'distribution-params', label: 'Distribution parameters', path: () => '/v1/distribution/parameters' },
  { id: 'tokens', label: 'All tokens', path: () => '/v1/token/list' },
  { id: 'token', label: 'Token by symbol', path: (a) => `/v1/token/show/${a}`, arg: 'symbol' },
  { id: 'vault', label: 'Vault account', path: (a) => `/v1/vault-account/${a}`, arg: 'address' },
  {
    id: 'revocable-txs',
    label: 'Revocable transfers of a vault',
    path: (a) => `/v1/vault-account/list-revocable-txs/${a}`,
    arg: 'address',
  },
  { id: 'revocable-status', label: 'Revocable transfer status', path: (a) => `/v1/revocable-tx/status/${a}`, arg: 'hash' },
  { id: 'latest-block', label: 'Latest block', path: () => '/v1/block/latest' },
  { id: 'block', label: 'Block by height', path: (a) => `/v1/block/${a}`, arg: 'height' },
  { id: 'status', label: 'Node status', path: () => '/v1/status' },
  { id: 'foundation', label: 'Foundation members', path: () => '/v1/foundation/members' },
];

export const READ_OP = {
  id: 'read',
  title: 'Read from the node',
  fields: [
    { id: 'kind', label: 'What', type: 'select', options: READS.map((read) => ({ value: read.id, label: read.label })) },
    { id: 'arg', label: 'Address, symbol, hash or height (empty: the connected account)', placeholder: 'gt11…' },
  ],
  submitLabel: 'Read',
  request(values, { account }) {
    const read = READS.find((candidate) => candidate.id === values.kind);
    if (!read) throw localError('Pick what to read', 'kind');
    let arg = values.arg.trim();
    if (read.arg && !arg) {
      if (read.arg !== 'address' || !account) throw localError(`arg: give the ${read.arg}`, 'arg');
      arg = account;
    }
    return { rest: { method: 'GET', path: read.path(encodeURIComponent(arg)) } };
  },
};
