import { coinsOf, coinsText, gt1, short, type MsgDefinition } from './fields';

const MsgSend = {
  type: 'MsgSend',
  group: 'bank',
  action: 'send',
  fields: [
    { name: 'from_address', kind: 'address', label: 'From' },
    { name: 'to_address', kind: 'address', label: 'To' },
    { name: 'amount', kind: 'coins', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'from_address')],
  spends: (value) => [{ from: gt1(value, 'from_address'), coins: coinsOf(value, 'amount') }],
  hashPrefix: 'IRREVOCABLEPAY',
  summary: (value) => ({ amount: coinsText(coinsOf(value, 'amount')), to: short(value.to_address) }),
} as const satisfies MsgDefinition;

export const BANK_MSGS = { MsgSend };
