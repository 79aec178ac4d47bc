// Staking and rewards: delegate, redelegate, undelegate, undelegate a vault's stakes by its
// retrieval account, withdraw rewards (one con-account or all), set the withdraw address.
import { coinFrom, localError, NANOGT, orAccount, required, splitList } from '../units.js';

const conField = (id, label) => ({ id, label, placeholder: 'gt11… (a con-account)', list: 'con-accounts' });

export const STAKING_OPS = [
  {
    id: 'delegate',
    msgType: 'MsgDelegate',
    title: 'Delegate',
    fields: [conField('con', 'Con-account'), { id: 'amount', label: 'Amount (GT)', placeholder: '100' }],
    msgs: (values, { account }) => [
      {
        type: 'MsgDelegate',
        value: {
          delegator_address: account,
          'con-account_address': required(values.con, 'con', 'Con-account'),
          amount: coinFrom(values.amount, NANOGT),
        },
      },
    ],
  },
  {
    id: 'redelegate',
    msgType: 'MsgBeginRedelegate',
    title: 'Redelegate',
    note: 'Moves stake at once; the entry stays in progress until its completion time (at most max_entries at a time).',
    fields: [conField('src', 'From con-account'), conField('dst', 'To con-account'), { id: 'amount', label: 'Amount (GT)' }],
    msgs: (values, { account }) => [
      {
        type: 'MsgBeginRedelegate',
        value: {
          delegator_address: account,
          'con-account_src_address': required(values.src, 'src', 'From con-account'),
          'con-account_dst_address': required(values.dst, 'dst', 'To con-account'),
          amount: coinFrom(values.amount, NANOGT),
        },
      },
    ],
  },
  {
    id: 'undelegate',
    msgType: 'MsgUndelegate',
    title: 'Undelegate',
    note: 'The principal returns after the undelegating time (staking parameters).',
    fields: [conField('con', 'Con-account'), { id: 'amount', label: 'Amount (GT)' }],
    msgs: (values, { account }) => [
      {
        type: 'MsgUndelegate',
        value: {
          delegator_address: account,
          'con-account_address': required(values.con, 'con', 'Con-account'),
          amount: coinFrom(values.amount, NANOGT),
        },
      },
    ],
  },
  {
    id: 'undelegate-vaults',
    msgType: 'MsgUndelegateByRetrievalAccount',
    title: 'Undelegate vaults’ stakes (retrieval account)',
    note: 'Signed by the retrieval account; the stakes return to the vaults themselves.',
    fields: [{ id: 'vaults', label: 'Vaults (comma or space separated)', type: 'textarea', placeholder: 'vault1…' }],
    msgs: (values, { account }) => {
      const vaults = splitList(values.vaults);
      if (vaults.length === 0) throw localError('vaults: name at least one vault', 'vaults');
      return [{ type: 'MsgUndelegateByRetrievalAccount', value: { security_address: account, delegator_address: vaults } }];
    },
  },
  {
    id: 'withdraw-rewards',
    msgType: 'MsgWithdrawDelegationReward',
    title: 'Withdraw rewards',
    note: '“All” reads this account’s delegations from the node and sends one message per con-account.',
    fields: [conField('con', 'Con-account'), { id: 'all', label: 'From every con-account I delegate to', type: 'checkbox' }],
    async msgs(values, { account, rest }) {
      let cons;
      if (values.all) {
        const delegator = orAccount('', account, 'con');
        cons = (await rest.get(`/v1/staking/delegator/${delegator}/delegations`)).result.map((d) => d['con-account_address']);
        if (cons.length === 0) throw localError('This account delegates to no con-account', 'all');
      } else {
        cons = [required(values.con, 'con', 'Con-account')];
      }
      return cons.map((con) => ({
        type: 'MsgWithdrawDelegationReward',
        value: { delegator_address: account, 'con-account_address': con },
      }));
    },
  },
  {
    id: 'withdraw-address',
    msgType: 'MsgModifyWithdrawAddress',
    title: 'Set the withdraw address',
    note: 'Rewards (and a vault’s undelegated principal) go to this address from now on.',
    fields: [{ id: 'address', label: 'Withdraw address', placeholder: 'gt11…' }],
    msgs: (values, { account }) => [
      {
        type: 'MsgModifyWithdrawAddress',
        value: { delegator_address: account, withdraw_address: required(values.address, 'address', 'Withdraw address') },
      },
    ],
  },
];
