import type { MsgRenderer } from './renderer-type';
import { ownAccount } from './labels';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { Explain, Headline, Row, Rows, inForm, text } from './parts';

/** A warning when `address` is not one of this wallet's accounts (nothing when it is not an address). */
function NotYours({ address, children }: { address: unknown; children: string }) {
  const { state } = useWallet();
  if (typeof address !== 'string' || address === '' || ownAccount(address, state.accounts)) return null;
  return <p class="warning strong" role="alert" data-testid={TID.msgWarning}>⚠ {children}</p>;
}

export const CreateVaultView: MsgRenderer = ({ msg }) => {
  const vault = inForm(msg.value.to_address, text(msg.value.pubkey) ? 'vault2' : 'vault1');
  return (
    <div class="f-msg">
      <Headline value={msg.value.amount} />
      <Rows>
        <Row label="Funded from" value={msg.value.from_address} />
        <Row label="New vault" value={vault ?? msg.value.to_address} />
        <Row label="Retrieval account" value={msg.value.security_address} />
        <Row label="Delay" value={`${text(msg.value.delay_height)} blocks`} />
        <Row label="Clearing height" value={msg.value.clearing_height} />
        {text(msg.value.pubkey) !== '' && <Row label="Multisig key" value={msg.value.pubkey} />}
      </Rows>
      <Explain>Every transfer out of the vault waits {text(msg.value.delay_height)} blocks and can be revoked until then; revoked funds go to the retrieval account, which can also sweep the vault from the clearing height on.</Explain>
      <NotYours address={msg.value.to_address}>The new vault's key is not one of your accounts: you could not spend from this vault, whoever holds that key can.</NotYours>
      <NotYours address={msg.value.security_address}>The retrieval account is not one of yours: whoever controls it can revoke every transfer out of this vault and sweep it from the clearing height on.</NotYours>
    </div>
  );
};

export const RevocableSendView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Headline value={msg.value.amount} />
    <Rows>
      <Row label="From vault" value={inForm(msg.value.from_address, 'vault1') ?? msg.value.from_address} />
      <Row label="To" value={msg.value.to_address} />
    </Rows>
    <Explain>Revocable transfer: it takes effect after the vault's delay and can be revoked until then.</Explain>
  </div>
);

export const RevokeView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Headline value={msg.value.amount} />
    <Rows>
      <Row label="Vault" value={inForm(msg.value.vault_address, 'vault1') ?? msg.value.vault_address} />
      <Row label="Taken back from" value={msg.value.revoke_address} />
      <Row label="Returned to" value={msg.value.security_address} />
      <Row label="Transfer" value={`${text(msg.value.tx_hash).slice(0, 16)}… #${text(msg.value.msg_index)}`} />
      <Row label="Sent at block" value={msg.value.height} />
    </Rows>
    <Explain tone="warning">The transfer is cancelled and its amount goes to the retrieval account, not back to the vault.</Explain>
    <NotYours address={msg.value.security_address}>The revoked amount goes to an account that is not yours.</NotYours>
  </div>
);

export const UpdateClearingHeightView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Rows>
      <Row label="Vault" value={inForm(msg.value.vault_address, 'vault1') ?? msg.value.vault_address} />
      <Row label="New clearing height" value={msg.value.clearing_height} />
    </Rows>
    <Explain>From this height on, the retrieval account can sweep the vault.</Explain>
  </div>
);

export const ClearVaultView: MsgRenderer = ({ msg }) => {
  const vaults = Array.isArray(msg.value.vault_address) ? msg.value.vault_address.map((a) => inForm(a, 'vault1') ?? a) : msg.value.vault_address;
  return (
    <div class="f-msg">
      <Rows>
        <Row label="Retrieval account" value={msg.value.from_address} />
        <Row label="Vaults" value={vaults} />
      </Rows>
      <Explain tone="warning">Sweeps the whole balance of these vaults into the retrieval account.</Explain>
    </div>
  );
};
