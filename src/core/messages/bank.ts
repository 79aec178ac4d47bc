import { coinsOf, coinsText, gt1, short, type MsgDefinition } from './fields.js';

export const MsgSend: MsgDefinition = {
  type: 'MsgSend',
  group: 'bank',
  fields: [
    { name: 'from_address', kind: 'address', label: 'From' },
    { name: 'to_address', kind: 'address', label: 'To' },
    { name: 'amount', kind: 'coins', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'from_address')],
  hashPrefix: 'IRREVOCABLEPAY',
  summary: (value) => `Send ${coinsText(coinsOf(value, 'amount'))} to ${short(value.to_address)}`,
};

export const BANK_MSGS = [MsgSend];
