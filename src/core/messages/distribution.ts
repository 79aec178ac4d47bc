import { gt1, short, type MsgDefinition } from './fields';

const MsgWithdrawDelegationReward = {
  type: 'MsgWithdrawDelegationReward',
  group: 'distribution',
  action: 'withdraw_delegation_reward',
  fields: [
    { name: 'delegator_address', kind: 'address', label: 'Delegator' },
    { name: 'con-account_address', kind: 'conAddress', label: 'Consensus account' },
  ],
  signers: (value) => [gt1(value, 'delegator_address')],
  hashPrefix: 'BASIC',
  summary: (value) => ({ con: short(value['con-account_address']) }),
} as const satisfies MsgDefinition;

const MsgModifyWithdrawAddress = {
  type: 'MsgModifyWithdrawAddress',
  group: 'distribution',
  action: 'modify_withdraw_address',
  fields: [
    { name: 'delegator_address', kind: 'address', label: 'Delegator' },
    { name: 'withdraw_address', kind: 'address', label: 'Withdraw address' },
  ],
  signers: (value) => [gt1(value, 'delegator_address')],
  hashPrefix: 'BASIC',
  summary: (value) => ({ to: short(value.withdraw_address) }),
} as const satisfies MsgDefinition;

export const DISTRIBUTION_MSGS = { MsgWithdrawDelegationReward, MsgModifyWithdrawAddress };
