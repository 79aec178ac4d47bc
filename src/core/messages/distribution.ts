import { gt1, short, type MsgDefinition } from './fields.js';

export const MsgWithdrawDelegationReward: MsgDefinition = {
  type: 'MsgWithdrawDelegationReward',
  group: 'distribution',
  fields: [
    { name: 'delegator_address', kind: 'address', label: 'Delegator' },
    { name: 'con-account_address', kind: 'conAddress', label: 'Consensus account' },
  ],
  signers: (value) => [gt1(value, 'delegator_address')],
  hashPrefix: 'BASIC',
  summary: (value) => `Withdraw rewards from ${short(value['con-account_address'])}`,
};

export const MsgModifyWithdrawAddress: MsgDefinition = {
  type: 'MsgModifyWithdrawAddress',
  group: 'distribution',
  fields: [
    { name: 'delegator_address', kind: 'address', label: 'Delegator' },
    { name: 'withdraw_address', kind: 'address', label: 'Withdraw address' },
  ],
  signers: (value) => [gt1(value, 'delegator_address')],
  hashPrefix: 'BASIC',
  summary: (value) => `Send future rewards to ${short(value.withdraw_address)}`,
};

export const DISTRIBUTION_MSGS = [MsgWithdrawDelegationReward, MsgModifyWithdrawAddress];
