// The token module is not in the public SDK: field order and types follow the ledger's JSON
// examples (docs/API/token.md); total_supply is taken to be an int64, like its Binance-chain model.
import { NANOGT } from '../amount';
import { coinOf, coinText, gt1, str, type MsgDefinition } from './fields';

/** NANOGT charged to the issuer of a token (200 GT, ledger-service.md §4.1), on top of the fee. */
export const ISSUE_CHARGE = 200_000_000_000n;

const IssueToken = {
  type: 'IssueToken',
  group: 'token',
  action: 'issue_token',
  fields: [
    { name: 'source_address', kind: 'address', label: 'Issuer' },
    { name: 'token_name', kind: 'text', label: 'Token name' },
    { name: 'symbol', kind: 'issueSymbol', label: 'Symbol' },
    { name: 'total_supply', kind: 'supply', label: 'Total supply' },
    { name: 'mintable', kind: 'bool', label: 'Mintable' },
    { name: 'freezable', kind: 'bool', label: 'Freezable' },
  ],
  signers: (value) => [gt1(value, 'source_address')],
  spends: (value) => [{ from: gt1(value, 'source_address'), coins: [{ denom: NANOGT, amount: ISSUE_CHARGE.toString() }] }],
  hashPrefix: 'BASIC',
  summary: (value) => ({ symbol: str(value, 'symbol'), name: str(value, 'token_name'), supply: str(value, 'total_supply') }),
} as const satisfies MsgDefinition;

const MintToken = {
  type: 'MintToken',
  group: 'token',
  action: 'mint_token',
  fields: [
    { name: 'source_address', kind: 'address', label: 'Issuer' },
    { name: 'amount', kind: 'tokenCoin', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'source_address')],
  hashPrefix: 'BASIC',
  summary: (value) => ({ amount: coinText(coinOf(value, 'amount')) }),
} as const satisfies MsgDefinition;

const FreezeToken = {
  type: 'FreezeToken',
  group: 'token',
  action: 'freeze_token',
  fields: [
    { name: 'source_address', kind: 'address', label: 'Issuer' },
    { name: 'symbol', kind: 'tokenSymbol', label: 'Token' },
  ],
  signers: (value) => [gt1(value, 'source_address')],
  hashPrefix: 'BASIC',
  summary: (value) => ({ symbol: str(value, 'symbol') }),
} as const satisfies MsgDefinition;

const UnfreezeToken = {
  type: 'UnfreezeToken',
  group: 'token',
  action: 'unfreeze_token',
  fields: [
    { name: 'source_address', kind: 'address', label: 'Issuer' },
    { name: 'symbol', kind: 'tokenSymbol', label: 'Token' },
  ],
  signers: (value) => [gt1(value, 'source_address')],
  hashPrefix: 'BASIC',
  summary: (value) => ({ symbol: str(value, 'symbol') }),
} as const satisfies MsgDefinition;

const BurnToken = {
  type: 'BurnToken',
  group: 'token',
  action: 'burn_token',
  fields: [
    { name: 'from_address', kind: 'address', label: 'Holder' },
    { name: 'sub', kind: 'tokenCoin', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'from_address')],
  spends: (value) => [{ from: gt1(value, 'from_address'), coins: [coinOf(value, 'sub')] }],
  hashPrefix: 'BASIC',
  summary: (value) => ({ amount: coinText(coinOf(value, 'sub')) }),
} as const satisfies MsgDefinition;

export const TOKEN_MSGS = { IssueToken, MintToken, FreezeToken, UnfreezeToken, BurnToken };
