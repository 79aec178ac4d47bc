// Vault accounts and revocable transfers: create, send revocably, revoke, move the clearing
// height, clear by the retrieval (security) account.
import { coinFrom, localError, nanogtToGt, NANOGT, orAccount, required, splitList } from '../units.js';

/** The newest still-revocable transfer of a vault, with everything MsgRevoke needs. */
async function latestRevocable(vault, rest) {
  const [list, account] = await Promise.all([
    rest.get(`/v1/vault-account/list-revocable-txs/${vault}`),
    rest.get(`/v1/vault-account/${vault}`),
  ]);
  const fields = account.result.value.account_field.value;
  for (const entry of [...(list.result ?? [])].reverse()) {
    const status = await rest.get(`/v1/revocable-tx/status/${entry.tx_hash}`);
    if (status.status !== 1) continue;
    const record = await rest.get(`/v1/tx/${entry.tx_hash}`);
    const msg = record.tx.value.msg[Number(entry.msg_index)];
    // The node writes each account in its own form (vault1…), so it tells whether the sender is this vault.
    const sender = await rest.get(`/v1/account/${msg.value.from_address}`);
    const outgoing = sender.result.value.account_field.value.base_account.address === fields.base_account.address;
    return { entry, security: fields.security_address, other: outgoing ? msg.value.to_address : msg.value.from_address };
  }
  throw localError(`${vault} has no revocable transfer left`, 'vault');
}

export const VAULT_OPS = [
  {
    id: 'create-vault',
    msgType: 'MsgCreateVault',
    title: 'Create a vault',
    note: 'The vault base account must be a brand-new key the wallet holds (Vaultline → Vaults → Create makes one). Transfers out of the vault take effect after the delay and can be revoked until then.',
    fields: [
      { id: 'to', label: 'Vault base account (new key)', placeholder: 'gt11… never used before' },
      { id: 'security', label: 'Retrieval (security) account', placeholder: 'gt11…' },
      { id: 'delay', label: 'Delay (blocks)', value: '10' },
      { id: 'clearing', label: 'Clearing height (absolute block height)', placeholder: 'e.g. 1000' },
      { id: 'amount', label: 'Initial deposit (GT)', value: '10' },
      { id: 'pubkey', label: 'Multisig key (optional, gt1pub…)', placeholder: 'empty: single signature' },
    ],
    msgs: (values, { account }) => [
      {
        type: 'MsgCreateVault',
        value: {
          from_address: account,
          to_address: required(values.to, 'to', 'Vault base account'),
          security_address: required(values.security, 'security', 'Retrieval account'),
          delay_height: required(values.delay, 'delay', 'Delay'),
          clearing_height: required(values.clearing, 'clearing', 'Clearing height'),
          amount: [coinFrom(values.amount, NANOGT)],
          pubkey: values.pubkey.trim(),
        },
      },
    ],
  },
  {
    id: 'revocable-send',
    msgType: 'MsgRevocableSend',
    title: 'Revocable send',
    note: 'From a vault: credited after the vault’s delay, revocable until then. From a standard account to a vault: delayed by the recipient vault’s delay.',
    fields: [
      { id: 'from', label: 'From (empty: the connected account)', placeholder: 'vault1… or gt11…' },
      { id: 'to', label: 'Recipient', placeholder: 'gt11…' },
      { id: 'amount', label: 'Amount (GT; a token amount is an integer)', placeholder: '1' },
      { id: 'denom', label: 'Denom', placeholder: 'NANOGT', list: 'tokens' },
    ],
    msgs: (values, { account }) => [
      {
        type: 'MsgRevocableSend',
        value: {
          from_address: orAccount(values.from, account, 'from'),
          to_address: required(values.to, 'to', 'Recipient'),
          amount: [coinFrom(values.amount, values.denom)],
        },
      },
    ],
  },
  {
    id: 'revoke',
    msgType: 'MsgRevoke',
    title: 'Revoke a revocable transfer',
    note: 'Signed by the vault while the transfer is still revocable; the amount goes to the vault’s retrieval account.',
    fields: [
      { id: 'vault', label: 'Vault (empty: the connected account)', placeholder: 'vault1…' },
      { id: 'security', label: 'Retrieval account of the vault', placeholder: 'gt11…' },
      { id: 'other', label: 'Other party of the transfer (revoke_address)', placeholder: 'gt11…' },
      { id: 'height', label: 'Effect height of the transfer (as the vault’s list gives it)' },
      { id: 'tx-hash', label: 'Transfer hash (bare hex)', placeholder: '96 hex characters' },
      { id: 'msg-index', label: 'Message index', value: '0' },
      { id: 'amount', label: 'Amount (GT; a token amount is an integer)' },
      { id: 'denom', label: 'Denom', placeholder: 'NANOGT', list: 'tokens' },
    ],
    actions: [
      {
        id: 'fill',
        label: 'Fill from the vault’s newest revocable transfer',
        async run(form, { account, rest }) {
          const vault = orAccount(form.get('vault'), account, 'vault');
          const { entry, security, other } = await latestRevocable(vault, rest);
          const coin = entry.tokens[0];
          form.set({
            // MsgRevoke names the transfer by its bare hex; the list gives it with its REVOCABLEPAY- prefix.
            vault,
            security,
            other,
            height: entry.height,
            'tx-hash': entry.tx_hash.slice(entry.tx_hash.indexOf('-') + 1),
            'msg-index': entry.msg_index,
            amount: coin.denom === NANOGT ? nanogtToGt(coin.amount) : coin.amount,
            denom: coin.denom,
          });
          return entry;
        },
      },
    ],
    msgs: (values, { account }) => [
      {
        type: 'MsgRevoke',
        value: {
          vault_address: orAccount(values.vault, account, 'vault'),
          security_address: required(values.security, 'security', 'Retrieval account'),
          revoke_address: required(values.other, 'other', 'Other party'),
          height: required(values.height, 'height', 'Height'),
          tx_hash: required(values['tx-hash'], 'tx-hash', 'Transfer hash'),
          msg_index: required(values['msg-index'], 'msg-index', 'Message index'),
          amount: [coinFrom(values.amount, values.denom)],
        },
      },
    ],
  },
  {
    id: 'update-clearing',
    msgType: 'MsgUpdateClearingHeight',
    title: 'Update a vault’s clearing height',
    note: 'Signed by the vault. The new height must lie beyond the delay, and binds only after the delay.',
    fields: [
      { id: 'vault', label: 'Vault (empty: the connected account)', placeholder: 'vault1…' },
      { id: 'clearing', label: 'New clearing height' },
    ],
    msgs: (values, { account }) => [
      {
        type: 'MsgUpdateClearingHeight',
        value: {
          vault_address: orAccount(values.vault, account, 'vault'),
          clearing_height: required(values.clearing, 'clearing', 'Clearing height'),
        },
      },
    ],
  },
  {
    id: 'clear-vaults',
    msgType: 'MsgClearVaultAccount',
    title: 'Clear vaults (retrieval account)',
    note: 'Signed by the retrieval account once each vault’s clearing height is reached: sweeps the vaults into it.',
    fields: [{ id: 'vaults', label: 'Vaults (comma or space separated)', type: 'textarea', placeholder: 'vault1… vault1…' }],
    msgs: (values, { account }) => {
      const vaults = splitList(values.vaults);
      if (vaults.length === 0) throw localError('vaults: name at least one vault', 'vaults');
      return [{ type: 'MsgClearVaultAccount', value: { from_address: account, vault_address: vaults } }];
    },
  },
];
