import { coinOf, coinText, gt1, short, vaultsData, type MsgDefinition } from './fields';

const MsgDelegate = {
  type: 'MsgDelegate',
  group: 'staking',
  action: 'delegation',
  fields: [
    { name: 'delegator_address', kind: 'address', label: 'Delegator' },
    { name: 'con-account_address', kind: 'conAddress', label: 'Consensus account' },
    { name: 'amount', kind: 'coin', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'delegator_address')],
  spends: (value) => [{ from: gt1(value, 'delegator_address'), coins: [coinOf(value, 'amount')] }],
  hashPrefix: 'BASIC',
  summary: (value) => ({ amount: coinText(coinOf(value, 'amount')), con: short(value['con-account_address']) }),
} as const satisfies MsgDefinition;

const MsgBeginRedelegate = {
  type: 'MsgBeginRedelegate',
  group: 'staking',
  action: 'redelegation',
  fields: [
    { name: 'delegator_address', kind: 'address', label: 'Delegator' },
    { name: 'con-account_src_address', kind: 'conAddress', label: 'From consensus account' },
    { name: 'con-account_dst_address', kind: 'conAddress', label: 'To consensus account' },
    { name: 'amount', kind: 'coin', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'delegator_address')],
  hashPrefix: 'BASIC',
  summary: (value) => ({
    amount: coinText(coinOf(value, 'amount')),
    src: short(value['con-account_src_address']),
    dst: short(value['con-account_dst_address']),
  }),
} as const satisfies MsgDefinition;

const MsgUndelegate = {
  type: 'MsgUndelegate',
  group: 'staking',
  action: 'undelegation',
  fields: [
    { name: 'delegator_address', kind: 'address', label: 'Delegator' },
    { name: 'con-account_address', kind: 'conAddress', label: 'Consensus account' },
    { name: 'amount', kind: 'coin', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'delegator_address')],
  hashPrefix: 'BASIC',
  summary: (value) => ({ amount: coinText(coinOf(value, 'amount')), con: short(value['con-account_address']) }),
} as const satisfies MsgDefinition;

/** The retrieval (security) account undelegates the stakes of its vaults. */
const MsgUndelegateByRetrievalAccount = {
  type: 'MsgUndelegateByRetrievalAccount',
  group: 'staking',
  action: 'undelegation_by_retrieval_account',
  fields: [
    { name: 'security_address', kind: 'address', label: 'Retrieval account' },
    { name: 'delegator_address', kind: 'addressList', label: 'Vaults' },
  ],
  signers: (value) => [gt1(value, 'security_address')],
  hashPrefix: 'BASIC',
  summary: (value) => vaultsData(value.delegator_address),
} as const satisfies MsgDefinition;

export const STAKING_MSGS = { MsgDelegate, MsgBeginRedelegate, MsgUndelegate, MsgUndelegateByRetrievalAccount };
