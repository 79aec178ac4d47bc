// Tokens: issue (the ledger adds a suffix to the symbol), mint, freeze, unfreeze, burn.
import { required } from '../units.js';

const symbolField = { id: 'symbol', label: 'On-chain symbol', placeholder: 'ABC-1X2', list: 'tokens' };
const amountField = { id: 'amount', label: 'Amount (integer token units)', placeholder: '1000' };

export const TOKEN_OPS = [
  {
    id: 'issue-token',
    msgType: 'IssueToken',
    title: 'Issue a token',
    note: 'Issuance costs 200 GT on top of the fee. The on-chain symbol is the requested one plus a suffix: read it from “All tokens”.',
    fields: [
      { id: 'symbol', label: 'Symbol (2-15 upper-case letters)', placeholder: 'PLAY' },
      { id: 'name', label: 'Token name', placeholder: 'Playground token' },
      { id: 'supply', label: 'Total supply (integer; 1e6 allowed)', value: '1000000' },
      { id: 'mintable', label: 'Mintable', type: 'checkbox', checked: true },
      { id: 'freezable', label: 'Freezable', type: 'checkbox', checked: true },
    ],
    msgs: (values, { account }) => [
      {
        type: 'IssueToken',
        value: {
          source_address: account,
          token_name: required(values.name, 'name', 'Token name'),
          symbol: required(values.symbol, 'symbol', 'Symbol'),
          total_supply: required(values.supply, 'supply', 'Total supply'),
          mintable: values.mintable,
          freezable: values.freezable,
        },
      },
    ],
  },
  {
    id: 'mint-token',
    msgType: 'MintToken',
    title: 'Mint',
    fields: [symbolField, amountField],
    msgs: (values, { account }) => [
      {
        type: 'MintToken',
        value: {
          source_address: account,
          amount: { denom: required(values.symbol, 'symbol', 'Symbol'), amount: required(values.amount, 'amount', 'Amount') },
        },
      },
    ],
  },
  {
    id: 'freeze-token',
    msgType: 'FreezeToken',
    title: 'Freeze',
    note: 'While frozen, no one can transfer the token.',
    fields: [symbolField],
    msgs: (values, { account }) => [
      { type: 'FreezeToken', value: { source_address: account, symbol: required(values.symbol, 'symbol', 'Symbol') } },
    ],
  },
  {
    id: 'unfreeze-token',
    msgType: 'UnfreezeToken',
    title: 'Unfreeze',
    fields: [symbolField],
    msgs: (values, { account }) => [
      { type: 'UnfreezeToken', value: { source_address: account, symbol: required(values.symbol, 'symbol', 'Symbol') } },
    ],
  },
  {
    id: 'burn-token',
    msgType: 'BurnToken',
    title: 'Burn',
    fields: [symbolField, amountField],
    msgs: (values, { account }) => [
      {
        type: 'BurnToken',
        value: {
          from_address: account,
          sub: { denom: required(values.symbol, 'symbol', 'Symbol'), amount: required(values.amount, 'amount', 'Amount') },
        },
      },
    ],
  },
];
