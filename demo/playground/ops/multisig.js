// Publishing a multisig account: its gt1 address becomes a gt2 account on the ledger.
import { required } from '../units.js';

export const MULTISIG_OPS = [
  {
    id: 'publish-multisig',
    msgType: 'MsgPublishMultiSigAccount',
    title: 'Publish a multisig account',
    note: 'Create the multisig in Vaultline (Vaults → Multisig) from the members’ gt1pub keys and a threshold, then paste its address and key. The connected account pays the fee.',
    fields: [
      { id: 'address', label: 'Multisig address (gt1…)', placeholder: 'gt11…' },
      { id: 'pubkey', label: 'Multisig key (gt1pub…)', type: 'textarea', placeholder: 'gt1pub…' },
    ],
    msgs: (values, { account }) => [
      {
        type: 'MsgPublishMultiSigAccount',
        value: {
          from_address: account,
          to_address: required(values.address, 'address', 'Multisig address'),
          pubkey: required(values.pubkey, 'pubkey', 'Multisig key'),
        },
      },
    ],
  },
];
