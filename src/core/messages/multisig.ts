import { gt1, mustBeKeyOf, short, type MsgDefinition } from './fields';

/** Publishes a multisig threshold key so its gt1 address becomes a gt2 account. */
const MsgPublishMultiSigAccount = {
  type: 'MsgPublishMultiSigAccount',
  group: 'multisig',
  action: 'publish_multisig_account',
  fields: [
    { name: 'from_address', kind: 'address', label: 'Paid by' },
    { name: 'to_address', kind: 'address', label: 'Multisig account' },
    { name: 'pubkey', kind: 'multisigPubKey', label: 'Multisig key' },
  ],
  signers: (value) => [gt1(value, 'from_address')],
  hashPrefix: 'BASIC',
  summary: (value) => ({ account: short(value.to_address) }),
  check: (value) => mustBeKeyOf(value, 'pubkey', 'to_address'),
} as const satisfies MsgDefinition;

export const MULTISIG_MSGS = { MsgPublishMultiSigAccount };
