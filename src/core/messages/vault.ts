import { coinsOf, coinsText, gt1, mustBeKeyOf, mustDiffer, short, str, vaultsData, type MsgDefinition } from './fields';

const MsgCreateVault = {
  type: 'MsgCreateVault',
  group: 'vault',
  action: 'create_vault',
  fields: [
    { name: 'from_address', kind: 'address', label: 'Funded from' },
    { name: 'to_address', kind: 'address', label: 'Vault base account' },
    { name: 'security_address', kind: 'address', label: 'Retrieval account' },
    { name: 'delay_height', kind: 'height', label: 'Delay (blocks)' },
    { name: 'clearing_height', kind: 'height', label: 'Clearing height' },
    { name: 'amount', kind: 'coins', label: 'Initial deposit' },
    { name: 'pubkey', kind: 'optionalMultisigPubKey', label: 'Multisig key' },
  ],
  signers: (value) => [gt1(value, 'from_address')],
  spends: (value) => [{ from: gt1(value, 'from_address'), coins: coinsOf(value, 'amount') }],
  hashPrefix: 'VAULTCREATE',
  summary: (value) => ({
    vault: short(value.to_address),
    amount: coinsText(coinsOf(value, 'amount')),
    delay: str(value, 'delay_height'),
    retrieval: short(value.security_address),
  }),
  check(value) {
    mustDiffer(value, 'security_address', 'to_address', 'security_address must differ from the vault (to_address)');
    mustBeKeyOf(value, 'pubkey', 'to_address');
  },
} as const satisfies MsgDefinition;

/** Every transfer out of a vault: takes effect delay_height blocks later, revocable until then. */
const MsgRevocableSend = {
  type: 'MsgRevocableSend',
  group: 'vault',
  action: 'revocable',
  // The real node's logs: module "revocable", action "revocable".
  eventModule: 'revocable',
  fields: [
    { name: 'from_address', kind: 'address', label: 'From vault' },
    { name: 'to_address', kind: 'address', label: 'To' },
    { name: 'amount', kind: 'coins', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'from_address')],
  spends: (value) => [{ from: gt1(value, 'from_address'), coins: coinsOf(value, 'amount') }],
  hashPrefix: 'REVOCABLEPAY',
  summary: (value) => ({ amount: coinsText(coinsOf(value, 'amount')), to: short(value.to_address) }),
} as const satisfies MsgDefinition;

const MsgRevoke = {
  type: 'MsgRevoke',
  group: 'vault',
  action: 'revoke',
  fields: [
    { name: 'vault_address', kind: 'address', label: 'Vault' },
    { name: 'security_address', kind: 'address', label: 'Retrieval account' },
    { name: 'revoke_address', kind: 'address', label: 'Revoked from' },
    { name: 'height', kind: 'height', label: 'Height of the transfer' },
    { name: 'tx_hash', kind: 'txHash', label: 'Transfer hash' },
    { name: 'msg_index', kind: 'index', label: 'Message index' },
    { name: 'amount', kind: 'coins', label: 'Amount' },
  ],
  signers: (value) => [gt1(value, 'vault_address')],
  hashPrefix: 'REVOKE',
  summary: (value) => ({
    amount: coinsText(coinsOf(value, 'amount')),
    hash: `${str(value, 'tx_hash').slice(0, 8)}…`,
    index: str(value, 'msg_index'),
    retrieval: short(value.security_address),
  }),
  check(value) {
    mustDiffer(value, 'security_address', 'vault_address', 'security_address must differ from vault_address');
    mustDiffer(value, 'revoke_address', 'vault_address', 'revoke_address must differ from vault_address');
  },
} as const satisfies MsgDefinition;

const MsgUpdateClearingHeight = {
  type: 'MsgUpdateClearingHeight',
  group: 'vault',
  action: 'update_clearing_height',
  fields: [
    { name: 'vault_address', kind: 'address', label: 'Vault' },
    { name: 'clearing_height', kind: 'height', label: 'New clearing height' },
  ],
  signers: (value) => [gt1(value, 'vault_address')],
  hashPrefix: 'ACCOUNTSET',
  summary: (value) => ({ vault: short(value.vault_address), height: str(value, 'clearing_height') }),
} as const satisfies MsgDefinition;

/** Signed by the retrieval (security) account once the clearing height is reached. */
const MsgClearVaultAccount = {
  type: 'MsgClearVaultAccount',
  group: 'vault',
  action: 'clear_vault_account',
  fields: [
    { name: 'from_address', kind: 'address', label: 'Retrieval account' },
    { name: 'vault_address', kind: 'addressList', label: 'Vaults' },
  ],
  signers: (value) => [gt1(value, 'from_address')],
  hashPrefix: 'VAULTCLEAR',
  summary: (value) => ({ ...vaultsData(value.vault_address), to: short(value.from_address) }),
} as const satisfies MsgDefinition;

export const VAULT_MSGS = { MsgCreateVault, MsgRevocableSend, MsgRevoke, MsgUpdateClearingHeight, MsgClearVaultAccount };
