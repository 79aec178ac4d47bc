// The token module is not in the public SDK: field order and types follow the ledger's JSON
// examples (docs/API/token.md); total_supply is taken to be an int64, like its Binance-chain model.
import { coinOf, coinText, gt1, str, type MsgDefinition } from './fields.js';

export const IssueToken: MsgDefinition = {
  type: 'IssueToken',
  group: 'token',
  fields: [
    { name: 'source_address', kind: 'address', label: 'Issuer' },
    { name: 'token_name', kind: 'text', label: 'Token name' },
    { name: 'symbol', kind: 'issueSymbol', label: 'Symbol' },
    { name: 'total_supply', kind: 'supply', label: 'Total supply' },
    { name: 'mintable', kind: 'bool', label: 'Mintable' },
    { name: 'freezable', kind: 'bool', label: 'Freezable' },
  ],
  signers: (value) => [gt1(value, 'source_address')],
  hashPrefix: 'BASIC',
  summary: (value) => `Issue token ${str(value, 'symbol')} (${str(value, 'token_name')}), total supply ${str(value, 'total_supply')}`,
};

export const MintToken: MsgDefinition = {
  type: 'MintToken',
  group: 'token',
  fields: [
    { name: 'source_address', kind: 'address', label: 'Issuer' },
    { name: 'amount', kind: 'tokenCoin', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'source_address')],
  hashPrefix: 'BASIC',
  summary: (value) => `Mint ${coinText(coinOf(value, 'amount'))}`,
};

export const FreezeToken: MsgDefinition = {
  type: 'FreezeToken',
  group: 'token',
  fields: [
    { name: 'source_address', kind: 'address', label: 'Issuer' },
    { name: 'symbol', kind: 'tokenSymbol', label: 'Token' },
  ],
  signers: (value) => [gt1(value, 'source_address')],
  hashPrefix: 'BASIC',
  summary: (value) => `Freeze token ${str(value, 'symbol')}`,
};

export const UnfreezeToken: MsgDefinition = {
  type: 'UnfreezeToken',
  group: 'token',
  fields: [
    { name: 'source_address', kind: 'address', label: 'Issuer' },
    { name: 'symbol', kind: 'tokenSymbol', label: 'Token' },
  ],
  signers: (value) => [gt1(value, 'source_address')],
  hashPrefix: 'BASIC',
  summary: (value) => `Unfreeze token ${str(value, 'symbol')}`,
};

export const BurnToken: MsgDefinition = {
  type: 'BurnToken',
  group: 'token',
  fields: [
    { name: 'from_address', kind: 'address', label: 'Holder' },
    { name: 'sub', kind: 'tokenCoin', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'from_address')],
  hashPrefix: 'BASIC',
  summary: (value) => `Burn ${coinText(coinOf(value, 'sub'))}`,
};

export const TOKEN_MSGS = [IssueToken, MintToken, FreezeToken, UnfreezeToken, BurnToken];
