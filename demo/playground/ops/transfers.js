// Plain transfers (MsgSend). Revocable sends live with the vaults.
import { coinFrom, required } from '../units.js';

export const TRANSFER_OPS = [
  {
    id: 'send',
    msgType: 'MsgSend',
    title: 'Send GT or a token',
    note: 'Irrevocable. A frozen token cannot be sent: the ledger refuses the transfer.',
    fields: [
      { id: 'to', label: 'Recipient', placeholder: 'gt11… or vault1…' },
      { id: 'amount', label: 'Amount (GT; a token amount is an integer)', placeholder: '1.5' },
      { id: 'denom', label: 'Denom', placeholder: 'NANOGT', list: 'tokens' },
    ],
    msgs: (values, { account }) => [
      {
        type: 'MsgSend',
        value: {
          from_address: account,
          to_address: required(values.to, 'to', 'Recipient'),
          amount: [coinFrom(values.amount, values.denom)],
        },
      },
    ],
  },
];
