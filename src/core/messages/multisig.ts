import { gt1, mustBeKeyOf, short, type MsgDefinition } from './fields.js';

/** Publishes a multisig threshold key so its gt1 address becomes a gt2 account. */
export const MsgPublishMultiSigAccount: MsgDefinition = {
  type: 'MsgPublishMultiSigAccount',
  group: 'multisig',
  fields: [
    { name: 'from_address', kind: 'address', label: 'Paid by' },
    { name: 'to_address', kind: 'address', label: 'Multisig account' },
    { name: 'pubkey', kind: 'multisigPubKey', label: 'Multisig key' },
  ],
  signers: (value) => [gt1(value, 'from_address')],
  hashPrefix: 'BASIC',
  summary: (value) => `Publish multisig account ${short(value.to_address)}`,
  check: (value) => mustBeKeyOf(value, 'pubkey', 'to_address'),
};

export const MULTISIG_MSGS = [MsgPublishMultiSigAccount];
