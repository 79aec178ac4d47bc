// A dApp written against @vaultline/provider-types: what it gets right compiles, and every
// `@ts-expect-error` marks a mistake the published types refuse.
import type { LedgerMsg, ProviderRpcError } from '@vaultline/provider-types';

const me = 'gt11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq';
const GT = { denom: 'NANOGT', amount: '1000000000' };

export const correct: LedgerMsg[] = [
  { type: 'MsgSend', value: { from_address: me, to_address: me, amount: [GT] } },
  { type: 'MsgDelegate', value: { delegator_address: me, 'con-account_address': me, amount: GT } },
  {
    type: 'MsgCreateVault',
    value: { from_address: me, to_address: me, security_address: me, delay_height: '10', clearing_height: '20', amount: [GT] },
  },
  { type: 'MsgClearVaultAccount', value: { from_address: me, vault_address: me } },
  { type: 'MsgClearVaultAccount', value: { from_address: me, vault_address: [me, me] } },
  {
    type: 'IssueToken',
    value: { source_address: me, token_name: 'Yuan', symbol: 'YJ', total_supply: '1e9', mintable: true, freezable: false },
  },
];

export const mistakes: LedgerMsg[] = [
  // @ts-expect-error a misspelled message type
  { type: 'MsgSnd', value: { from_address: me, to_address: me, amount: [GT] } },
  // @ts-expect-error a misspelled field
  { type: 'MsgSend', value: { from_address: me, to_adress: me, amount: [GT] } },
  // @ts-expect-error an amount that is a number, not coins
  { type: 'MsgSend', value: { from_address: me, to_address: me, amount: 5 } },
  // @ts-expect-error a field left out
  { type: 'MsgSend', value: { from_address: me, amount: [GT] } },
  // @ts-expect-error a height that is a number, not a decimal string
  { type: 'MsgUpdateClearingHeight', value: { vault_address: me, clearing_height: 20 } },
  // @ts-expect-error one coin where the message takes a list
  { type: 'MsgRevocableSend', value: { from_address: me, to_address: me, amount: GT } },
];

export async function send(): Promise<string | undefined> {
  const ledger = window.ledger;
  if (!ledger) return undefined;
  await ledger.request({ method: 'ledger_sendTx', params: { msgs: correct } });
  // @ts-expect-error the issue's example: an unknown type with a body that is not a MsgSend
  await ledger.request({ method: 'ledger_sendTx', params: { msgs: [{ type: 'MsgSnd', value: { amount: 5 } }] } });
  const signed = await ledger.request({ method: 'ledger_signTx', params: { msgs: correct } });
  // @ts-expect-error a multisig signer answers a bundle, not a StdTx: narrow first
  void signed.value;
  return 'bundle' in signed ? `${signed.signatures} of ${signed.threshold}` : signed.value.memo;
}

export function explain(error: ProviderRpcError): string {
  switch (error.code) {
    case -32602:
      return error.data?.field ?? error.message;
    case -32006:
      return `dropped after block ${error.data.validUntil}`;
    case -32007:
      // @ts-expect-error a timeout's data names the tx, not a field
      return error.data.field;
    case 4001:
      // @ts-expect-error a rejection carries no data
      return error.data.field;
    default:
      return error.message;
  }
}
